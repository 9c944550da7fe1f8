// Tests of which event `wukong hook` answers: without --event the payload's
// hook_event_name decides (people copy `"command": "wukong hook"` from docs);
// with both, a disagreement is denied whenever either side says PreToolUse,
// naming both; unreadable stdin without --event is a PreToolUse deny
// Pos: test/hosts, the hook command in-process (src/hosts/cli/main run) on a
// real scratch workspace; hook-event.ts pinned on its own too
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  answerEvent,
  failureEvent,
  statedEvent,
} from '../../src/hosts/claude-code/hook-event.js';
import { run } from '../../src/hosts/cli/main.js';
import { tempWorkspace } from '../e2e/cli.js';

const ws = tempWorkspace();
execFileSync('git', ['init', '-q'], { cwd: ws });

async function hook(args: string[], payload: unknown) {
  let out = '';
  const stdin = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const code = await run(['hook', ...args], {
    cwd: ws,
    env: { CLAUDE_PROJECT_DIR: ws, WUKONG_DAEMON: 'off' },
    out: (t) => (out += t),
    err: () => {},
    readStdin: () => stdin,
  });
  expect(code).toBe(0);
  return out.trim() ? JSON.parse(out) : null;
}

const pre = (command: string) => ({
  session_id: 's',
  cwd: ws,
  hook_event_name: 'PreToolUse',
  tool_name: 'Bash',
  tool_input: { command },
});
const post = {
  session_id: 's',
  cwd: ws,
  hook_event_name: 'PostToolUse',
  tool_name: 'Bash',
  tool_input: { command: 'ls' },
  tool_response: 'ok',
};

describe('hook-event', () => {
  it('reads the stated event and picks the failure shape', () => {
    expect(statedEvent('{"hook_event_name":"Stop"}')).toBe('Stop');
    expect(statedEvent('not json')).toBe('');
    expect(statedEvent('["PreToolUse"]')).toBe('');
    expect(statedEvent('{"hook_event_name":7}')).toBe('');
    expect(answerEvent('', '{"hook_event_name":"Stop"}')).toBe('Stop');
    expect(answerEvent('PostToolUse', '{"hook_event_name":"Stop"}')).toBe(
      'PostToolUse',
    );
    expect(
      failureEvent('PostToolUse', '{"hook_event_name":"PreToolUse"}'),
    ).toBe('PreToolUse');
    expect(failureEvent('PreToolUse', '{"hook_event_name":"Stop"}')).toBe(
      'PreToolUse',
    );
    expect(failureEvent('Stop', '{"hook_event_name":"PostToolUse"}')).toBe(
      'Stop',
    );
    expect(failureEvent('', 'garbage')).toBe('PreToolUse');
    expect(failureEvent('', '{"hook_event_name":"Stop"}')).toBe('Stop');
  });
});

describe('wukong hook without --event', () => {
  it('judges a PreToolUse payload by its own event name', async () => {
    expect(
      (await hook([], pre('rm -rf /')))?.hookSpecificOutput?.permissionDecision,
    ).toBe('deny');
    // A pass: allowed, sandboxed (the command wrapped).
    expect(
      (await hook([], pre('ls')))?.hookSpecificOutput?.permissionDecision,
    ).toBe('allow');
  });

  it('answers other events as themselves', async () => {
    expect(await hook([], post)).toBeNull();
  });

  it('denies when stdin is unreadable or names no event, since it may be a tool call', async () => {
    for (const stdin of ['', 'not json', '{"session_id":"s"}']) {
      const out = await hook([], stdin);
      expect(out?.hookSpecificOutput?.permissionDecision, stdin).toBe('deny');
      expect(out.hookSpecificOutput.permissionDecisionReason).toMatch(
        /no --event <Event> and stdin names no hook_event_name/,
      );
    }
  });
});

describe('--event and hook_event_name disagreeing', () => {
  it('denies a PreToolUse payload sent to a hook registered for another event, naming both', async () => {
    const out = await hook(['--event', 'PostToolUse'], pre('ls'));
    expect(out?.hookSpecificOutput?.permissionDecision).toBe('deny');
    expect(out.hookSpecificOutput.permissionDecisionReason).toMatch(
      /stdin says hook_event_name "PreToolUse" but this hook is registered for PostToolUse/,
    );
  });

  it('denies any other payload sent to the PreToolUse hook, naming both', async () => {
    const out = await hook(['--event', 'PreToolUse'], post);
    expect(out?.hookSpecificOutput?.permissionDecision).toBe('deny');
    expect(out.hookSpecificOutput.permissionDecisionReason).toMatch(
      /stdin says hook_event_name "PostToolUse" but this hook is registered for PreToolUse/,
    );
  });

  it('reports a mismatch between two other events as a message', async () => {
    const out = await hook(['--event', 'Stop'], post);
    expect(out?.hookSpecificOutput).toBeUndefined();
    expect(out?.systemMessage).toMatch(
      /stdin says hook_event_name "PostToolUse" but this hook is registered for Stop/,
    );
  });
});
