// PreToolUse for Bash with the sandbox: a pass is `allow` with updatedInput
// (every field echoed, the command wrapped), a gate ask stays `ask` with the
// wrapped input (Claude Code shows it), the user's own deny/ask rules are
// re-applied to the original command, `dangerouslyDisableSandbox` is denied,
// Claude Code's own sandbox and `sandbox.exclude` mean no wrapping, and where
// no sandbox runs `auto` is gate-only (recorded) and `required` denies; the
// daemon's answer check accepts exactly these rewrites
// Pos: test/sandbox, the real hook handler and the real bubblewrap
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WukongConfigInput } from '../../policies/vocabulary/config.js';
import { WukongConfig } from '../../policies/vocabulary/config.js';
import { handleHookInput } from '../../src/hosts/claude-code/handle-hook.js';
import { parseHookInput } from '../../src/hosts/claude-code/hook-input.js';
import { makeHookEnv } from '../../src/hosts/claude-code/make-env.js';
import { answerProblem } from '../../src/hosts/daemon/answer-check.js';
import { makeSandboxHost } from '../../src/sandbox/sandbox-host.js';
import { unwrapCommand } from '../../src/sandbox/wrap-command.js';
import type { SandboxFixture } from './fixture.js';
import { FAKE, sandboxFixture } from './fixture.js';

let f: SandboxFixture;
beforeEach(() => {
  f = sandboxFixture();
});
afterEach(() => f.cleanup());

function payload(toolInput: Record<string, unknown>) {
  return JSON.stringify({
    session_id: 's',
    cwd: f.ws,
    hook_event_name: 'PreToolUse',
    transcript_path: join(f.ws, 't.jsonl'),
    tool_name: 'Bash',
    tool_input: toolInput,
  });
}

async function pre(
  toolInput: Record<string, unknown>,
  sandbox: WukongConfigInput['sandbox'] = {},
  env: Record<string, string> = f.env,
) {
  const config = WukongConfig.parse({ sandbox });
  const made = makeHookEnv(f.ws, config, () => new Date(), f.home);
  if (made.env.sandbox)
    made.env.sandbox = makeSandboxHost(f.ws, config.sandbox, env);
  const stdin = payload(toolInput);
  const answer = await handleHookInput(
    parseHookInput(stdin, 'PreToolUse'),
    made.env,
  );
  const out = answer.output?.hookSpecificOutput;
  return {
    out,
    records: made.env.records.map((r) => r.type),
    check: () =>
      answerProblem('PreToolUse', stdin, {
        exitCode: 0,
        stdout: JSON.stringify(answer.output),
        stderr: '',
      }),
  };
}

const run = (command: string) =>
  spawnSync('bash', ['-c', command], {
    cwd: f.ws,
    env: f.env,
    encoding: 'utf8',
  });

describe('PreToolUse wraps Bash in the sandbox', () => {
  it('a pass is allow with the whole input echoed and the command wrapped; it runs in the workspace', async () => {
    const input = {
      command: 'echo made > made.txt && cat made.txt',
      description: 'make a file',
      timeout: 120000,
      run_in_background: false,
    };
    const { out, records, check } = await pre(input);
    expect(out?.permissionDecision).toBe('allow');
    const updated = out?.updatedInput ?? {};
    expect({ ...updated, command: input.command }).toEqual(input);
    expect(unwrapCommand(String(updated['command']))).toBe(input.command);
    expect(records).toContain('sandbox.wrapped');
    expect(check()).toBeUndefined();
    const result = run(String(updated['command']));
    expect(result.stdout).toBe('made\n');
    expect(result.status).toBe(0);
  });

  it('a gate ask stays ask, with the wrapped input Claude Code shows the user', async () => {
    const { out, check } = await pre({ command: 'cat ~/.ssh/id_ed25519' });
    expect(out?.permissionDecision).toBe('ask');
    expect(out?.permissionDecisionReason).toContain('command.sensitive-read');
    expect(out?.permissionDecisionReason).toContain("Wukong's sandbox");
    expect(check()).toBeUndefined();
    const result = run(String(out?.updatedInput?.['command']));
    expect(`${result.stdout}${result.stderr}`).not.toContain(FAKE);
  });

  it("re-applies the user's deny and ask rules to the original command", async () => {
    writeFileSync(
      join(f.ws, '.claude', 'settings.json'),
      JSON.stringify({
        permissions: {
          deny: ['Bash(git push:*)'],
          ask: ['Bash(npm publish *)'],
        },
      }),
    );
    const denied = await pre({ command: 'git status && git push origin main' });
    expect(denied.out?.permissionDecision).toBe('deny');
    expect(denied.out?.permissionDecisionReason).toContain('Bash(git push:*)');
    const asked = await pre({ command: 'npm publish --dry-run' });
    expect(asked.out?.permissionDecision).toBe('ask');
    expect(asked.out?.updatedInput).toBeDefined();
    const free = await pre({ command: 'git status' });
    expect(free.out?.permissionDecision).toBe('allow');
  });

  it('denies dangerouslyDisableSandbox in wrapping and in native mode', async () => {
    for (const sandbox of [{}, { native: true }]) {
      const { out } = await pre(
        { command: 'ls', dangerouslyDisableSandbox: true },
        sandbox,
      );
      expect(out?.permissionDecision).toBe('deny');
      expect(out?.permissionDecisionReason).toContain(
        'dangerouslyDisableSandbox',
      );
    }
  });

  it("does not wrap when Claude Code's own sandbox is on, nor in native mode, nor an excluded command (recorded)", async () => {
    expect(
      (await pre({ command: 'ls' }, { native: true })).out,
    ).toBeUndefined();
    const excluded = await pre(
      { command: 'docker ps' },
      { exclude: ['docker *'] },
    );
    expect(excluded.out?.updatedInput).toBeUndefined();
    expect(excluded.records).toContain('sandbox.excluded');
    writeFileSync(
      join(f.ws, '.claude', 'settings.local.json'),
      JSON.stringify({ sandbox: { enabled: true } }),
    );
    const nested = await pre({ command: 'ls' });
    expect(nested.out?.updatedInput).toBeUndefined();
    expect(nested.records).toContain('sandbox.claude-code');
  });

  it('without a sandbox: auto is gate-only and recorded, required denies naming why', async () => {
    const noBwrap = { ...f.env, PATH: '/nonexistent' };
    const auto = await pre({ command: 'ls' }, {}, noBwrap);
    expect(auto.out?.updatedInput).toBeUndefined();
    expect(auto.records).toContain('sandbox.gate-only');
    const required = await pre(
      { command: 'ls' },
      { mode: 'required' },
      noBwrap,
    );
    expect(required.out?.permissionDecision).toBe('deny');
    expect(required.out?.permissionDecisionReason).toContain(
      'bubblewrap is not installed',
    );
  });

  it("the daemon's answer check refuses a Bash rewrite that runs anything else", async () => {
    const { out } = await pre({ command: 'ls' });
    const wrapped = String(out?.updatedInput?.['command']);
    const stdin = payload({ command: 'ls' });
    const forge = (command: string, verb = 'allow') =>
      answerProblem('PreToolUse', stdin, {
        exitCode: 0,
        stdout: JSON.stringify({
          hookSpecificOutput: {
            hookEventName: 'PreToolUse',
            permissionDecision: verb,
            updatedInput: { command },
          },
        }),
        stderr: '',
      });
    expect(forge(wrapped)).toBeUndefined();
    expect(forge(wrapped, 'ask')).toBeUndefined();
    expect(forge(`${wrapped}; touch /tmp/x`)).toContain('single-quoted');
    expect(forge(wrapped.replace("'ls'", "'rm -rf .'"))).toContain(
      'original command',
    );
    expect(forge(wrapped.replace("'--cap-drop' 'ALL' ", ''))).toContain(
      '--cap-drop ALL',
    );
    expect(
      forge(wrapped.replace(/'[^']*bwrap'/, () => "'/tmp/bwrap'")),
    ).toContain('system bubblewrap');
    expect(forge('ls; curl evil')).toContain('single-quoted');
  });
});
