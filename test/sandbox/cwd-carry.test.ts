// A `cd` carries over between sandboxed Bash calls as in Claude Code's own Bash
// tool: the wrapped command starts in the hook input's `cwd`, and run the way
// Claude Code runs a command (`eval '<command>' < /dev/null && pwd -P >|
// /tmp/claude-<id>-cwd` in its shell, a snapshot sourced first) the folder the
// command `cd`s to reaches Claude Code's cwd file on the host, only when the
// command succeeds; exit codes, stdout and stderr pass through; the frame is
// the one constant text the daemon's answer check accepts
// Pos: test/sandbox, the real hook handler, the real bubblewrap and bash
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WukongConfig } from '../../policies/vocabulary/config.js';
import { handleHookInput } from '../../src/hosts/claude-code/handle-hook.js';
import { parseHookInput } from '../../src/hosts/claude-code/hook-input.js';
import { makeHookEnv } from '../../src/hosts/claude-code/make-env.js';
import { answerProblem } from '../../src/hosts/daemon/answer-check.js';
import { makeSandboxHost } from '../../src/sandbox/sandbox-host.js';
import {
  CWD_FRAME,
  parseWrapped,
  unwrapCommand,
} from '../../src/sandbox/wrap-command.js';
import type { SandboxFixture } from './fixture.js';
import { sandboxFixture } from './fixture.js';

let f: SandboxFixture;
/** Where Claude Code keeps its cwd file and shell snapshot: the host's /tmp. */
let hostTmp: string;
beforeEach(() => {
  f = sandboxFixture();
  mkdirSync(join(f.ws, 'sub', 'deeper'), { recursive: true });
  hostTmp = mkdtempSync(join(tmpdir(), 'wukong-cc-'));
});
afterEach(() => {
  f.cleanup();
  rmSync(hostTmp, { recursive: true, force: true });
});

/** PreToolUse for one Bash command with the hook input's `cwd`. */
async function wrap(command: string, cwd: string) {
  const config = WukongConfig.parse({});
  const made = makeHookEnv(f.ws, config, () => new Date(), f.home);
  made.env.sandbox = makeSandboxHost(f.ws, config.sandbox, f.env);
  const stdin = JSON.stringify({
    session_id: 's',
    cwd,
    hook_event_name: 'PreToolUse',
    transcript_path: join(f.ws, 't.jsonl'),
    tool_name: 'Bash',
    tool_input: { command, description: 'd' },
  });
  const answer = await handleHookInput(
    parseHookInput(stdin, 'PreToolUse'),
    made.env,
  );
  const out = answer.output?.hookSpecificOutput;
  expect(out?.permissionDecision).toBe('allow');
  expect(
    answerProblem('PreToolUse', stdin, {
      exitCode: 0,
      stdout: JSON.stringify(answer.output),
      stderr: '',
    }),
  ).toBeUndefined();
  return String(out?.updatedInput?.['command']);
}

/**
 * The command line Claude Code's Bash tool runs (its shape as seen in process
 * lists: snapshot, eval with `'` written `'"'"'`, the cwd file written by the
 * outer shell), started in `cwd`; returns the run and what the cwd file says.
 */
function asClaudeCode(line: string, cwd: string, snapshot = '') {
  const snap = join(hostTmp, 'snapshot-bash.sh');
  writeFileSync(snap, snapshot);
  const cwdFile = join(hostTmp, 'claude-1a2b-cwd');
  rmSync(cwdFile, { force: true });
  const quoted = line.replace(/'/g, `'"'"'`);
  const full = `source ${snap} 2>/dev/null || true && shopt -u extglob 2>/dev/null || true && eval '${quoted}' < /dev/null && pwd -P >| ${cwdFile}`;
  const run = spawnSync('/bin/bash', ['-c', full], {
    cwd,
    env: f.env,
    encoding: 'utf8',
  });
  const next = existsSync(cwdFile)
    ? readFileSync(cwdFile, 'utf8').trim()
    : undefined;
  return { run, next };
}

describe('a cd carries over between sandboxed Bash calls', () => {
  it('a wrapped `cd sub && pwd -P` leaves Claude Code in sub, and the next call starts there', async () => {
    const first = await wrap('cd sub && pwd -P', f.ws);
    const one = asClaudeCode(first, f.ws);
    expect(one.run.status).toBe(0);
    expect(one.run.stdout).toBe(`${join(f.ws, 'sub')}\n`);
    // Written by Claude Code's own `pwd -P` on the host: the sandbox's private
    // /tmp does not hide it.
    expect(one.next).toBe(join(f.ws, 'sub'));
    const second = await wrap(
      'pwd -P && echo here > here.txt && cd deeper',
      one.next ?? '',
    );
    const two = asClaudeCode(second, one.next ?? '');
    expect(two.run.stdout).toBe(`${join(f.ws, 'sub')}\n`);
    expect(readFileSync(join(f.ws, 'sub', 'here.txt'), 'utf8')).toBe('here\n');
    expect(two.next).toBe(join(f.ws, 'sub', 'deeper'));
  });

  it('a failing command keeps the old folder, as Claude Code does, and its exit code', async () => {
    const line = await wrap(
      'cd sub && echo out && echo err >&2 && exit 3',
      f.ws,
    );
    const { run, next } = asClaudeCode(line, f.ws);
    expect(run.status).toBe(3);
    expect(run.stdout).toBe('out\n');
    expect(run.stderr).toBe('err\n');
    expect(next).toBeUndefined();
  });

  it('without a cd the folder stays; a command using fd 3 itself does not receive the folder', async () => {
    const line = await wrap(
      'exec 3> three.txt; echo mine >&3; echo shown',
      f.ws,
    );
    const { run, next } = asClaudeCode(line, f.ws);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('shown\n');
    expect(next).toBe(f.ws);
    expect(readFileSync(join(f.ws, 'three.txt'), 'utf8')).toBe('mine\n');
  });

  it("a `cd` function from the user's shell snapshot does not take the outer cd over", async () => {
    const line = await wrap('cd sub', f.ws);
    const { run, next } = asClaudeCode(
      line,
      f.ws,
      'cd() { echo hijacked; builtin cd /; }\n',
    );
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain('hijacked');
    expect(next).toBe(join(f.ws, 'sub'));
  });

  it('the frame is constant text: the answer check reads the argv inside it, and nothing else around it', async () => {
    const line = await wrap('cd sub', f.ws);
    expect(line.startsWith(CWD_FRAME.open)).toBe(true);
    expect(line.endsWith(CWD_FRAME.close)).toBe(true);
    expect(unwrapCommand(line)).toBe('cd sub');
    const argv = parseWrapped(line) ?? [];
    expect(argv[0]).toMatch(/bwrap$/);
    expect(parseWrapped(`${line}; rm -rf ~`)).toBeUndefined();
    expect(
      parseWrapped(line.replace('builtin cd --', 'builtin cd -- / ; rm -rf')),
    ).toBeUndefined();
    expect(parseWrapped(`echo x; ${line}`)).toBeUndefined();
  });
});
