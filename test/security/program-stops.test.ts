// tests that the stops issue 13 names for programs that run code hold in
// `wukong check command` (the built binary) and through the Claude Code
// PreToolUse hook: git -c core.sshCommand, python3 writing /etc/passwd, a chain
// of nice past the wrapper limit, a program name known only at run time with
// rm's arguments on home or root; their safe siblings pass both ways
// Pos: test/security, the two real entry points over the same commands; the
// per-class figures are adversarial-programs.test.ts's
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handleHookInput } from '../../src/hosts/claude-code/handle-hook.js';
import { parseHookInput } from '../../src/hosts/claude-code/hook-input.js';
import {
  flushRecords,
  makeHookEnv,
} from '../../src/hosts/claude-code/make-env.js';
import { WukongConfig } from '../../policies/vocabulary/config.js';
import { wukong } from '../e2e/cli.js';

/** [command, the verb; `stop` is ask or deny (part B may raise it)]. */
const STOPS: Array<[string, 'deny' | 'stop']> = [
  ["git -c core.sshCommand='rm -rf ~' fetch", 'deny'],
  ["python3 -c \"open('/etc/passwd','w')\"", 'deny'],
  [`${'nice '.repeat(22)}rm -rf ~`, 'deny'],
  [`${'nice '.repeat(70)}rm -rf ~`, 'deny'],
  ["$(printf 'nice %.0s' {1..22})rm -rf ~", 'deny'],
  ['$CMD -rf ~', 'deny'],
  ['x=rm; (x=ls); $x -rf ~', 'deny'],
  ['${X:-rm} -rf /', 'deny'],
  ['r{m,} -rf ~', 'deny'],
];
const SAFE = [
  'git -c color.ui=false log',
  'python3 -c "print(1)"',
  `${'nice '.repeat(22)}ls`,
  'CMD=ls; $CMD -la',
];

const workspace = () => {
  const ws = mkdtempSync(join(tmpdir(), 'wukong-programs-'));
  mkdirSync(join(ws, '.git'));
  mkdirSync(join(ws, 'home'));
  return ws;
};

const VERB: Record<number, string> = { 0: 'allow', 1: 'ask', 3: 'deny' };

describe('wukong check command stops what the programs run', () => {
  it.each(STOPS)('%s → %s', (command, verb) => {
    const r = wukong(['check', 'command', command], { cwd: workspace() });
    const got = VERB[r.code ?? -1];
    if (verb === 'stop') expect(['ask', 'deny'], r.stdout).toContain(got);
    else expect(got, r.stdout).toBe(verb);
  });
  it.each(SAFE)('%s → allow', (command) => {
    const r = wukong(['check', 'command', command], { cwd: workspace() });
    expect(VERB[r.code ?? -1], r.stdout).toBe('allow');
  });
});

describe('the PreToolUse hook stops the same commands', () => {
  const bash = async (ws: string, command: string) => {
    const made = makeHookEnv(
      ws,
      WukongConfig.parse({}),
      () => new Date(),
      join(ws, 'home'),
    );
    const answer = await handleHookInput(
      parseHookInput(
        JSON.stringify({
          session_id: 'programs',
          cwd: ws,
          hook_event_name: 'PreToolUse',
          transcript_path: join(ws, 't.jsonl'),
          tool_name: 'Bash',
          tool_input: { command },
          tool_use_id: 'tu-1',
        }),
        'PreToolUse',
      ),
      made.env,
    );
    flushRecords(made, 'programs');
    if (answer.failed) throw new Error(answer.failed);
    const out = answer.output as {
      hookSpecificOutput?: { permissionDecision?: string };
    } | null;
    return out?.hookSpecificOutput?.permissionDecision ?? 'allow';
  };
  it.each(STOPS)('%s → %s', async (command, verb) => {
    const got = await bash(workspace(), command);
    if (verb === 'stop') expect(['ask', 'deny']).toContain(got);
    else expect(got).toBe(verb);
  });
  it.each(SAFE)('%s → allow', async (command) => {
    expect(await bash(workspace(), command)).toBe('allow');
  });
});
