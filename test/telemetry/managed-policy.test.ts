// The managed policy (/etc/wukong/managed-policy.json; WUKONG_MANAGED_POLICY
// only where that file is absent): its deny and ask rules hold whatever the
// repository config says, a repository setting that would weaken it is
// ignored and reported (the ledger, `wukong telemetry status`), severities are
// raised never lowered, a malformed file fails closed, and the agent cannot
// write the file (self-protection)
// Pos: test/telemetry; hooks in-process through the CLI's run() on a scratch
// workspace, the real config loader and gate registry
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/hosts/cli/main.js';
import { loadConfig } from '../../src/platform/config/load-config.js';
import {
  MANAGED_POLICY_PATH,
  readManagedPolicy,
} from '../../src/platform/config/managed-policy.js';
import {
  raisedSeverity,
  withRaisedSeverities,
} from '../../policies/security/managed/managed-rules-policy.js';
import {
  definePolicy,
  gateFinding,
} from '../../policies/gate/define-policy.js';
import { tempWorkspace } from '../e2e/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'wukong-managed-'));
const managedPath = join(dir, 'managed-policy.json');
writeFileSync(
  managedPath,
  JSON.stringify({
    deny: [
      {
        tool: 'Bash',
        command: '\\bgit\\s+push\\b',
        reason: 'pushes go through CI',
      },
    ],
    ask: [
      {
        tool: 'Bash',
        command: '^npm publish',
        reason: "publishing is the release team's",
      },
    ],
    body: { enforce: 'enforce' },
    sandbox: { required: true },
    telemetry: { endpoint: 'http://127.0.0.1:4318' },
    forbidRepositoryAllows: ['fetch.destination'],
  }),
);
const repoConfig = {
  gate: { fetch: { allowLocal: ['localhost:3000'] } },
  body: { enforce: 'off' },
  sandbox: { mode: 'off' },
  telemetry: { endpoint: 'http://127.0.0.1:9999' },
};

function workspace(config: unknown) {
  const ws = tempWorkspace();
  execFileSync('git', ['init', '-q'], { cwd: ws });
  writeFileSync(join(ws, 'wukong.config.json'), JSON.stringify(config));
  return ws;
}

const envFor = (ws: string, managed: string | undefined) => ({
  HOME: mkdtempSync(join(tmpdir(), 'wukong-managed-home-')),
  XDG_STATE_HOME: process.env['XDG_STATE_HOME'],
  CLAUDE_PROJECT_DIR: ws,
  WUKONG_DAEMON: 'off',
  ...(managed ? { WUKONG_MANAGED_POLICY: managed } : {}),
});

async function hook(
  ws: string,
  env: Record<string, string | undefined>,
  payload: Record<string, unknown>,
) {
  let out = '';
  await run(['hook', '--event', String(payload['hook_event_name'])], {
    cwd: ws,
    env,
    out: (t) => (out += t),
    err: () => {},
    readStdin: () => JSON.stringify({ session_id: 's', cwd: ws, ...payload }),
  });
  return out.trim() ? JSON.parse(out) : null;
}
const decision = (answer: unknown) =>
  (answer as { hookSpecificOutput?: { permissionDecision?: string } } | null)
    ?.hookSpecificOutput?.permissionDecision ?? 'no-decision';
const bash = (command: string) => ({
  hook_event_name: 'PreToolUse',
  tool_name: 'Bash',
  tool_input: { command },
});
const fetchLocal = {
  hook_event_name: 'PreToolUse',
  tool_name: 'WebFetch',
  tool_input: { url: 'http://localhost:3000/status', prompt: 'status' },
};

describe('the managed policy', () => {
  it('is read from the system path whenever it exists, the variable only without it', () => {
    expect(existsSync(MANAGED_POLICY_PATH)).toBe(false);
    expect(readManagedPolicy({ WUKONG_MANAGED_POLICY: managedPath }).path).toBe(
      managedPath,
    );
    expect(readManagedPolicy({}).text).toBeUndefined();
  });

  it('lays itself over the repository config, which can only tighten it', () => {
    const ws = workspace(repoConfig);
    const loaded = loadConfig(ws, { WUKONG_MANAGED_POLICY: managedPath });
    expect(loaded.config.body.enforce).toBe('enforce');
    expect(loaded.config.sandbox.mode).toBe('required');
    expect(loaded.config.gate.fetch.allowLocal).toEqual([]);
    expect(loaded.config.telemetry.endpoint).toBe('http://127.0.0.1:4318');
    expect(loaded.managed?.ignored.join('\n')).toMatch(
      /body\.enforce[\s\S]*sandbox\.mode[\s\S]*telemetry\.endpoint[\s\S]*gate\.fetch\.allowLocal/,
    );
    // Tighter than the policy stays tighter; nothing is reported.
    const strict = workspace({
      body: { enforce: 'enforce' },
      sandbox: { mode: 'required' },
    });
    const kept = loadConfig(strict, { WUKONG_MANAGED_POLICY: managedPath });
    expect(kept.managed?.ignored).toEqual([]);
    // Without a managed policy the repository's values stand.
    expect(loadConfig(ws, {}).config.gate.fetch.allowLocal).toEqual([
      'localhost:3000',
    ]);
  });

  it('denies what it denies and keeps a repository allow from opening what it closes', async () => {
    // Sandbox left out here: this machine's bubblewrap is not the subject.
    const path = join(dir, 'no-sandbox.json');
    const policy = JSON.parse(readFileSync(managedPath, 'utf8'));
    delete policy.sandbox;
    writeFileSync(path, JSON.stringify(policy));
    const ws = workspace({ ...repoConfig, sandbox: { mode: 'off' } });
    const env = envFor(ws, path);
    const pushed = await hook(ws, env, bash('git push origin main'));
    expect(decision(pushed)).toBe('deny');
    expect(JSON.stringify(pushed)).toContain('pushes go through CI');
    expect(decision(await hook(ws, env, bash('npm publish')))).toBe('ask');
    // The repository's gate.fetch.allowLocal opens localhost:3000 without the
    // managed policy, and does not with it.
    const open = await hook(ws, envFor(ws, undefined), fetchLocal);
    expect(['allow', 'no-decision']).toContain(decision(open));
    expect(['deny', 'ask']).toContain(
      decision(await hook(ws, env, fetchLocal)),
    );
    expect(
      decision(await hook(ws, envFor(ws, undefined), bash('git push'))),
    ).not.toBe('deny');
  });

  it('reports what it ignored in the ledger and in telemetry status', async () => {
    const ws = workspace(repoConfig);
    const env = envFor(ws, managedPath);
    await hook(ws, env, { hook_event_name: 'SessionStart', source: 'startup' });
    const ledger = execFileSync('cat', [
      ...execFileSync('ls', [join(ws, '.wukong/ledger')], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .map((f) => join(ws, '.wukong/ledger', f)),
    ]).toString();
    expect(ledger).toContain('"type":"managed-policy.ignored"');
    expect(ledger).toContain('gate.fetch.allowLocal');
    let out = '';
    await run(['telemetry', 'status'], {
      cwd: ws,
      env,
      out: (t) => (out += t),
      err: () => {},
      readStdin: () => '',
    });
    expect(out).toContain(`managed policy: ${managedPath}`);
    expect(out).toMatch(/IGNORED repository setting: body\.enforce "off"/);
    let doctor = '';
    await run(['doctor'], {
      cwd: ws,
      env,
      out: (t) => (doctor += t),
      err: () => {},
      readStdin: () => '',
    });
    expect(doctor).toMatch(
      /managed policy: .*ignored in the repository config: body\.enforce "off"/,
    );
  });

  it('raises severities, never lowers them', () => {
    expect(raisedSeverity('warning', 'hard-deny')).toBe('hard-deny');
    expect(raisedSeverity('hard-deny', 'warning')).toBe('hard-deny');
    const noisy = definePolicy({
      id: 'noisy',
      description: 'warns',
      checkpoints: ['pre-tool'],
      evaluate: () => [
        gateFinding('noisy', 'x', 'warning', 'a warning', {
          kind: 'stop',
          detail: 'x',
        }),
      ],
    });
    const raised = withRaisedSeverities(noisy, { noisy: 'soft-deny' });
    expect(raised.evaluate({} as never)[0]?.severity).toBe('soft-deny');
    expect(withRaisedSeverities(noisy, { other: 'hard-deny' })).toBe(noisy);
  });

  it('fails closed when the managed file is malformed', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ deny: [{ tool: 'Bash', reason: 1 }] }));
    const ws = workspace({});
    const answer = await hook(ws, envFor(ws, bad), bash('ls'));
    expect(decision(answer)).toBe('deny');
    expect(JSON.stringify(answer)).toContain(bad);
  });

  it('cannot be changed by the agent (self-protection covers /etc/wukong)', async () => {
    const ws = workspace({});
    const env = envFor(ws, undefined);
    expect(
      decision(
        await hook(ws, env, {
          hook_event_name: 'PreToolUse',
          tool_name: 'Write',
          tool_input: { file_path: MANAGED_POLICY_PATH, content: '{}' },
        }),
      ),
    ).toBe('deny');
    expect(
      decision(await hook(ws, env, bash(`echo '{}' > ${MANAGED_POLICY_PATH}`))),
    ).toBe('deny');
    expect(
      decision(
        await hook(ws, env, bash('rm -f /etc/wukong/managed-policy.json')),
      ),
    ).toBe('deny');
  });
});
