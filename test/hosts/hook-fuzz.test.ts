// random stdin for `wukong hook` — random JSON, wrong types, huge strings,
// truncated payloads: it never exits 1, never throws, always prints valid JSON
// (or nothing), and a PreToolUse never allows on malformed input
// Pos: test/hosts, robustness of the Claude Code boundary; the handlers'
// decisions are tested in test/e2e/claude-code.test.ts
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/hosts/cli/main.js';
import { tempWorkspace, wukong } from '../e2e/cli.js';

const ws = tempWorkspace();
const events = [
  'PreToolUse',
  'PostToolUse',
  'Stop',
  'SubagentStop',
  'UserPromptSubmit',
  'SessionStart',
  'PreCompact',
  'Notification',
];
const valid = {
  session_id: 'fuzz',
  cwd: ws,
  hook_event_name: 'PreToolUse',
  tool_name: 'Bash',
  tool_input: { command: 'ls' },
};

const stdinArb = fc.oneof(
  fc.string(),
  fc.json(),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc
    .record({
      session_id: fc.anything(),
      cwd: fc.anything(),
      hook_event_name: fc.constantFrom(...events, 'Bogus'),
      tool_name: fc.anything(),
      tool_input: fc.anything(),
    })
    .map((v) => JSON.stringify(v)),
  fc.nat({ max: 200 }).map((n) => JSON.stringify(valid).slice(0, n)),
  fc
    .string({ minLength: 100_000, maxLength: 200_000 })
    .map((s) => JSON.stringify({ ...valid, tool_input: { command: s } })),
);

async function hookInProcess(event: string, stdin: string) {
  let out = '';
  let err = '';
  const code = await run(['hook', '--event', event], {
    cwd: ws,
    env: { CLAUDE_PROJECT_DIR: ws, WUKONG_DAEMON: 'off' },
    out: (t) => (out += t),
    err: (t) => (err += t),
    readStdin: () => stdin,
  });
  return { code, out, err };
}

const isMalformed = (stdin: string, event: string) => {
  try {
    const v = JSON.parse(stdin) as Record<string, unknown>;
    return !(
      v &&
      typeof v === 'object' &&
      !Array.isArray(v) &&
      v['hook_event_name'] === event &&
      typeof v['session_id'] === 'string' &&
      v['session_id'] &&
      typeof v['cwd'] === 'string' &&
      v['cwd'] &&
      typeof v['tool_name'] === 'string' &&
      v['tool_name'] &&
      v['tool_input'] &&
      typeof v['tool_input'] === 'object' &&
      !Array.isArray(v['tool_input'])
    );
  } catch {
    return true;
  }
};

describe('wukong hook on random stdin', () => {
  it('never exits 1, always prints JSON or nothing, and never lets a malformed PreToolUse through', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...events),
        stdinArb,
        async (event, stdin) => {
          const r = await hookInProcess(event, stdin);
          expect(r.code).toBe(0);
          const answer = r.out.trim() ? JSON.parse(r.out) : null;
          if (event === 'PreToolUse' && isMalformed(stdin, event))
            expect(answer?.hookSpecificOutput?.permissionDecision).toBe('deny');
        },
      ),
      { numRuns: 150 },
    );
  });

  it('holds through the built binary too', () => {
    fc.assert(
      fc.property(stdinArb, (stdin) => {
        const r = wukong(['hook', '--event', 'PreToolUse'], {
          cwd: ws,
          stdin,
          env: { CLAUDE_PROJECT_DIR: ws },
        });
        expect(r.code).toBe(0);
        const answer = r.stdout.trim() ? JSON.parse(r.stdout) : null;
        if (isMalformed(stdin, 'PreToolUse'))
          expect(answer?.hookSpecificOutput?.permissionDecision).toBe('deny');
      }),
      { numRuns: 12 },
    );
  });
});
