// Wukong inside Claude Code end to end: `wukong init` in a repository, then
// every hook event's answer, evidence, the stop hook, 8 parallel hooks on one
// session, and the ledger intact afterwards
// Pos: test/e2e, the product as Claude Code runs it (one process per hook,
// WUKONG_DAEMON=off); the daemon has its own test
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/platform/ledger/verify.js';
import { repoRoot, tempWorkspace, wukong } from './cli.js';

const payloads = join(repoRoot, 'test/e2e/hook-payloads');
let ws = '';
const payload = (name: string, patch: Record<string, unknown> = {}) =>
  JSON.stringify({
    ...JSON.parse(
      readFileSync(join(payloads, `${name}.json`), 'utf8').replaceAll(
        '__WORKSPACE__',
        ws,
      ),
    ),
    ...patch,
  });
const env = () => ({ WUKONG_DAEMON: 'off', CLAUDE_PROJECT_DIR: ws });
const hook = (
  event: string,
  name: string,
  patch: Record<string, unknown> = {},
) => {
  const r = wukong(['hook', '--event', event], {
    cwd: ws,
    stdin: payload(name, patch),
    env: env(),
  });
  expect(r.code, `${name}: exit code (stderr: ${r.stderr})`).toBe(0);
  return r.stdout.trim() ? JSON.parse(r.stdout) : null;
};
const decision = (
  out: { hookSpecificOutput?: { permissionDecision?: string } } | null,
) => out?.hookSpecificOutput?.permissionDecision ?? 'none';

beforeAll(() => {
  ws = tempWorkspace();
  execFileSync('git', ['init', '-q'], { cwd: ws });
  mkdirSync(join(ws, '.claude', 'agents'), { recursive: true });
  mkdirSync(join(ws, 'src'));
  writeFileSync(join(ws, 'src', 'app.py'), 'def main():\n    pass\n');
  writeFileSync(
    join(ws, '.claude', 'settings.json'),
    JSON.stringify({
      hooks: { Stop: [{ hooks: [{ type: 'command', command: 'echo mine' }] }] },
    }),
  );
  writeFileSync(
    join(ws, '.claude', 'agents', 'reviewer.md'),
    '---\nname: reviewer\n---\nmine\n',
  );
  const init = wukong(['init'], { cwd: ws });
  expect(init.code).toBe(0);
});

describe('wukong init in a repository that already has settings and agents', () => {
  it("registers every event in this machine's settings (a checkout's paths), keeps the user's hook and agent, and writes the six avatars", () => {
    // Run from a checkout, the hook command holds this machine's paths: it goes
    // into settings.local.json, and the shared settings.json stays the user's.
    const shared = JSON.parse(
      readFileSync(join(ws, '.claude', 'settings.json'), 'utf8'),
    );
    expect(shared).toEqual({
      hooks: { Stop: [{ hooks: [{ type: 'command', command: 'echo mine' }] }] },
    });
    const settings = JSON.parse(
      readFileSync(join(ws, '.claude', 'settings.local.json'), 'utf8'),
    );
    expect(settings.hooks.Stop[0].hooks[0].command).toMatch(
      /wukong\.cjs"? hook --event Stop$/,
    );
    expect(Object.keys(settings.hooks)).toEqual(
      expect.arrayContaining([
        'PreToolUse',
        'PostToolUse',
        'UserPromptSubmit',
        'Stop',
        'SubagentStop',
        'PreCompact',
        'SessionStart',
        'SessionEnd',
      ]),
    );
    expect(readdirSync(join(ws, '.claude', 'agents')).sort()).toEqual([
      'reviewer.md',
      ...['body', 'ear', 'eye', 'mind', 'nose', 'tongue'].map(
        (a) => `wukong-${a}.md`,
      ),
    ]);
    expect(wukong(['init', '--dry-run'], { cwd: ws }).stdout).toBe(
      'nothing to change\n',
    );
  });

  it('the registered command itself answers a hook', () => {
    const settings = JSON.parse(
      readFileSync(join(ws, '.claude', 'settings.local.json'), 'utf8'),
    );
    const command: string = settings.hooks.PreToolUse.at(-1).hooks[0].command;
    const out = execFileSync('bash', ['-c', command], {
      cwd: ws,
      input: payload('pre-tool-use-eye-writes'),
      env: { ...process.env, ...env(), NODE_EXTRA_CA_CERTS: '' },
    }).toString();
    expect(JSON.parse(out).hookSpecificOutput.permissionDecision).toBe('deny');
  });
});

describe('PreToolUse', () => {
  it.each([
    // A Bash call the gate passes runs sandboxed: allow with updatedInput.
    ['pre-tool-use-bash-safe', 'allow'],
    ['pre-tool-use-bash-rm-root', 'deny'],
    ['pre-tool-use-bash-push-force', 'ask'],
    ['pre-tool-use-read-workspace', 'none'],
    ['pre-tool-use-write-outside', 'deny'],
    ['pre-tool-use-edit-sql-concat', 'ask'],
    ['pre-tool-use-eye-writes', 'deny'],
    ['pre-tool-use-task-unknown-avatar', 'deny'],
  ])('%s → %s, naming the policy and the next action', (name, expected) => {
    const out = hook('PreToolUse', name);
    expect(decision(out)).toBe(expected);
    if (expected === 'deny' || expected === 'ask')
      expect(out.hookSpecificOutput.permissionDecisionReason).toMatch(
        /\[[a-z.-]+\] .* → next: [a-z-]+: /,
      );
  });

  it('a delegation to an avatar carries its output contract', () => {
    const out = hook('PreToolUse', 'pre-tool-use-task-avatar');
    expect(decision(out)).toBe('allow');
    expect(out.hookSpecificOutput.updatedInput.prompt).toMatch(
      /^Review src\/app\.py for injection risks\.\n\n\[wukong: output contract\]/,
    );
    expect(out.hookSpecificOutput.updatedInput.subagent_type).toBe(
      'wukong-nose',
    );
  });

  it.each([
    '',
    'not json',
    '[]',
    '{"hook_event_name":"PreToolUse"}',
    '{"session_id":"s","cwd":"/","hook_event_name":"PostToolUse","tool_name":"Bash","tool_input":{}}',
  ])('fails closed on malformed stdin %j: deny, exit 0', (stdin) => {
    const r = wukong(['hook', '--event', 'PreToolUse'], {
      cwd: ws,
      stdin,
      env: env(),
    });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).hookSpecificOutput).toMatchObject({
      permissionDecision: 'deny',
      permissionDecisionReason: expect.stringMatching(
        /^Wukong failed closed: malformed input/,
      ),
    });
  });

  it('fails closed on a config with an unknown field, naming it', () => {
    const dir = tempWorkspace();
    writeFileSync(
      join(dir, 'wukong.config.json'),
      JSON.stringify({ hooks: { allowWhenPasssed: true } }),
    );
    const r = wukong(['hook', '--event', 'PreToolUse'], {
      cwd: dir,
      stdin: payload('pre-tool-use-bash-safe', { cwd: dir }),
      env: { WUKONG_DAEMON: 'off', CLAUDE_PROJECT_DIR: dir },
    });
    expect(r.code).toBe(0);
    expect(
      JSON.parse(r.stdout).hookSpecificOutput.permissionDecisionReason,
    ).toMatch(/configuration: .*unknown field `allowWhenPasssed`/s);
    const other = wukong(['hook', '--event', 'Stop'], {
      cwd: dir,
      stdin: payload('stop', { cwd: dir }),
      env: { WUKONG_DAEMON: 'off', CLAUDE_PROJECT_DIR: dir },
    });
    expect(JSON.parse(other.stdout).systemMessage).toMatch(
      /Wukong could not handle Stop: configuration/,
    );
  });
});

describe('PostToolUse', () => {
  it('records a Bash test run as local-command evidence with its exit code, a failure too', () => {
    expect(hook('PostToolUse', 'post-tool-use-bash-test')).toBeNull();
    expect(
      hook('PostToolUseFailure', 'post-tool-use-failure-bash-test'),
    ).toBeNull();
    const records = readdirSync(join(ws, '.wukong', 'evidence')).map((f) =>
      JSON.parse(readFileSync(join(ws, '.wukong', 'evidence', f), 'utf8')),
    );
    expect(
      records.map((r) => [r.command, r.exitCode, r.sourceTrust]).sort(),
    ).toEqual([
      ['npm test', 0, 'local-command'],
      ['npm test', 1, 'local-command'],
    ]);
  });

  it('marks web content untrusted and flags the injection in it', () => {
    const out = hook('PostToolUse', 'post-tool-use-webfetch-injection');
    expect(out.hookSpecificOutput.additionalContext).toMatch(
      /UNTRUSTED CONTENT from WebFetch \(https:\/\/example\.com\/setup\)/,
    );
    expect(out.hookSpecificOutput.additionalContext).toMatch(
      /injection phrasing: override/,
    );
  });

  it('warns about a secret in tool output without repeating it', () => {
    const out = hook('PostToolUse', 'post-tool-use-bash-secret');
    expect(out.hookSpecificOutput.additionalContext).toMatch(
      /\[wukong\] \[secrets/,
    );
    expect(JSON.stringify(out)).not.toContain('Sup3rS3cretPass!');
  });
});

describe('Stop and SubagentStop', () => {
  it('blocks a stop while a promised criterion lacks local evidence, never more than the limit in a row', () => {
    const dir = tempWorkspace();
    const e = { WUKONG_DAEMON: 'off', CLAUDE_PROJECT_DIR: dir };
    expect(
      wukong(
        [
          'promise',
          'set',
          '--objective',
          'rate limit login',
          '--ac',
          'the 6th try gets 429 :: npm test -- rate-limit',
        ],
        { cwd: dir },
      ).code,
    ).toBe(0);
    const stop = (continuing: boolean) =>
      JSON.parse(
        wukong(['hook', '--event', 'Stop'], {
          cwd: dir,
          env: e,
          stdin: payload('stop', { cwd: dir, stop_hook_active: continuing }),
        }).stdout || 'null',
      );
    const first = stop(false);
    expect(first).toMatchObject({
      decision: 'block',
      reason: expect.stringMatching(
        /AC1 the 6th try gets 429 — no run of `npm test -- rate-limit`/,
      ),
    });
    expect(stop(true).decision).toBe('block');
    expect(stop(true).decision).toBe('block');
    const released = stop(true);
    expect(released.decision).toBeUndefined();
    expect(released.systemMessage).toMatch(
      /let the stop through after 3 blocks; still unproven/,
    );
    const ran = payload('post-tool-use-bash-test', {
      cwd: dir,
      tool_input: { command: 'npm test -- rate-limit' },
    });
    expect(
      wukong(['hook', '--event', 'PostToolUse'], {
        cwd: dir,
        env: e,
        stdin: ran,
      }).code,
    ).toBe(0);
    expect(stop(false)).toBeNull();
    expect(wukong(['promise', 'show'], { cwd: dir }).stdout).toMatch(/✅ AC1/);
  });

  it('blocks an avatar sub-agent whose final message breaks its contract, and lets a good one stop', () => {
    const bad = hook('SubagentStop', 'subagent-stop-nose-bad');
    expect(bad.decision).toBe('block');
    expect(bad.reason).toMatch(
      /Wukong 戒: your output does not meet the Reviewer's contract \(REJECT\)/,
    );
    expect(bad.reason).toContain('[wukong: output contract]');
    expect(hook('SubagentStop', 'subagent-stop-nose-good')).toBeNull();
  });
});

describe('the other events', () => {
  it.each([
    'user-prompt-submit',
    'pre-compact',
    'session-start',
    'session-end',
    'notification',
    'subagent-start-nose',
  ])('%s answers without blocking, exit 0', (name) => {
    const event = JSON.parse(payload(name)).hook_event_name as string;
    const out = hook(event, name);
    expect(out?.decision).toBeUndefined();
    expect(out?.hookSpecificOutput?.permissionDecision).toBeUndefined();
  });

  it('every hook so far is in the ledger, and the ledger verifies', () => {
    const report = verifyLedger(join(ws, '.wukong', 'ledger'));
    expect(report.ok).toBe(true);
    const ledger = readdirSync(join(ws, '.wukong', 'ledger')).filter((f) =>
      f.endsWith('.jsonl'),
    );
    const lines = ledger.flatMap((f) =>
      readFileSync(join(ws, '.wukong', 'ledger', f), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    );
    expect(
      lines.filter((l) => l.type === 'hook.received').length,
    ).toBeGreaterThanOrEqual(20);
    expect(JSON.stringify(lines)).not.toContain('Sup3rS3cretPass!');
  });
});

describe('8 hook processes at once on one session', () => {
  it('leave a consistent run state and every ledger line', async () => {
    const dir = tempWorkspace();
    const stdin = payload('post-tool-use-bash-test', {
      cwd: dir,
      session_id: 'parallel-session',
    });
    const bin = join(repoRoot, 'dist', 'wukong.cjs');
    const runs = Array.from(
      { length: 8 },
      () =>
        new Promise<number>((resolve) => {
          const child = spawn(
            process.execPath,
            [bin, 'hook', '--event', 'PostToolUse'],
            {
              cwd: dir,
              env: {
                ...process.env,
                NODE_EXTRA_CA_CERTS: '',
                WUKONG_DAEMON: 'off',
                CLAUDE_PROJECT_DIR: dir,
              },
            },
          );
          child.stdin.end(stdin);
          child.on('exit', (code) => resolve(code ?? -1));
        }),
    );
    expect(await Promise.all(runs)).toEqual(Array(8).fill(0));
    const state = JSON.parse(
      readFileSync(
        join(dir, '.wukong', 'runs', 'parallel-session', 'state.json'),
        'utf8',
      ),
    );
    expect(state.counters.toolCalls).toBe(8);
    expect(readdirSync(join(dir, '.wukong', 'evidence'))).toHaveLength(8);
    const report = verifyLedger(join(dir, '.wukong', 'ledger'));
    expect(report.ok).toBe(true);
    const entries = readdirSync(join(dir, '.wukong', 'ledger'))
      .filter((f) => f.endsWith('.jsonl'))
      .flatMap((f) =>
        readFileSync(join(dir, '.wukong', 'ledger', f), 'utf8')
          .trim()
          .split('\n'),
      );
    expect(
      entries.filter((l) => JSON.parse(l).type === 'hook.received'),
    ).toHaveLength(8);
    expect(
      entries.filter((l) => JSON.parse(l).type === 'evidence.recorded'),
    ).toHaveLength(8);
  });
});
