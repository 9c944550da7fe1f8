// The sandbox wired into each host: `wukong sandbox status` (available, and why
// not), a hook through the built binary that starts the allowlisting proxy and
// whose wrapped command reaches an allowed loopback server, `wukong init
// --native-sandbox` writing Claude Code's own sandbox block from the profile
// (and uninstall removing it), LoopRuntime running a VerifyPlan inside the
// sandbox, SessionStart telling once when no sandbox can run
// Pos: test/sandbox, the real bubblewrap, the built CLI, a temporary HOME
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { redactRuleMatches } from '../../policies/security/redact-rule-matches.js';
import { WukongConfig } from '../../policies/vocabulary/config.js';
import { LoopRuntime } from '../../src/harness/loop/loop-runtime.js';
import { PromiseStore } from '../../src/harness/promise/promise-store.js';
import { handleHookInput } from '../../src/hosts/claude-code/handle-hook.js';
import { parseHookInput } from '../../src/hosts/claude-code/hook-input.js';
import {
  applyPlan,
  planInstall,
  planUninstall,
} from '../../src/hosts/claude-code/install/init.js';
import { makeHookEnv } from '../../src/hosts/claude-code/make-env.js';
import { openLedger } from '../../src/platform/ledger/ledger.js';
import { proxySocketPath } from '../../src/sandbox/proxy-process.js';
import { makeSandboxHost } from '../../src/sandbox/sandbox-host.js';
import { wukong } from '../e2e/cli.js';
import type { SandboxFixture } from './fixture.js';
import { loopbackServer, sandboxFixture } from './fixture.js';

let f: SandboxFixture;
beforeEach(() => {
  f = sandboxFixture();
});
afterEach(() => f.cleanup());

describe('wukong sandbox status', () => {
  it('says available with the profile, or unavailable and why (exit 1)', () => {
    const ok = wukong(['sandbox', 'status'], { cwd: f.ws, env: f.env });
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^sandbox: available/);
    expect(ok.stdout).toContain(`${f.home}/.ssh`);
    expect(ok.stdout).toContain(`${f.ws}/.wukong`);
    const none = wukong(['sandbox', 'status'], {
      cwd: f.ws,
      env: { ...f.env, PATH: '/nonexistent' },
    });
    expect(none.code).toBe(1);
    expect(none.stdout).toContain('bubblewrap is not installed');
    expect(none.stdout).toContain('gate-only mode');
  });
});

describe('the hook through the built binary', () => {
  it('starts the allowlisting proxy; the wrapped command reaches an allowed server and no other', async () => {
    const allowed = await loopbackServer('127.0.0.2', 'allowed-ok');
    const other = await loopbackServer('127.0.0.2', 'other');
    const allow = [`127.0.0.2:${allowed.port}`];
    writeFileSync(
      join(f.ws, 'wukong.config.json'),
      JSON.stringify({ sandbox: { network: { allow } } }),
    );
    const payload = (command: string) =>
      JSON.stringify({
        session_id: 's',
        cwd: f.ws,
        hook_event_name: 'PreToolUse',
        transcript_path: join(f.ws, 't.jsonl'),
        tool_name: 'Bash',
        tool_input: { command },
      });
    const socket = proxySocketPath(f.ws, allow, f.env);
    try {
      for (const [server, body] of [
        [allowed, 'allowed-ok'],
        [other, '403'],
      ] as const) {
        const command = `curl -s -m 5 -w '%{http_code}' -o out.txt http://127.0.0.2:${server.port}/x; cat out.txt`;
        const r = wukong(['hook', '--event', 'PreToolUse'], {
          cwd: f.ws,
          stdin: payload(command),
          env: f.env,
        });
        const out = JSON.parse(r.stdout).hookSpecificOutput;
        expect(out.permissionDecision).toBe('allow');
        expect(out.permissionDecisionReason).toContain(
          'sandbox.network.allow only',
        );
        // Asynchronously: the loopback servers live in this process.
        const stdout = await new Promise<string>((done) => {
          const child = spawn('bash', ['-c', out.updatedInput.command], {
            cwd: f.ws,
            env: f.env,
          });
          let text = '';
          child.stdout.on('data', (b: Buffer) => (text += b.toString()));
          child.on('close', () => done(text));
        });
        expect(stdout).toContain(body);
      }
      expect(allowed.hits).toEqual(['/x']);
      expect(other.hits).toEqual([]);
    } finally {
      allowed.server.close();
      other.server.close();
      if (existsSync(`${socket}.pid`))
        process.kill(Number(readFileSync(`${socket}.pid`, 'utf8')), 'SIGTERM');
    }
  });
});

describe('wukong init --native-sandbox', () => {
  it("writes Claude Code's sandbox block from the same profile, and uninstall removes it", () => {
    spawnSync('git', [
      '-C',
      f.ws,
      'remote',
      'add',
      'origin',
      'git@github.com:me/app.git',
    ]);
    const plan = planInstall(f.ws, 'wukong', {
      nativeSandbox: true,
      env: f.env,
    });
    applyPlan(f.ws, plan);
    const settings = JSON.parse(
      readFileSync(join(f.ws, '.claude', 'settings.json'), 'utf8'),
    );
    expect(settings.sandbox).toMatchObject({
      enabled: true,
      allowUnsandboxedCommands: false,
    });
    expect(settings.sandbox.filesystem.allowWrite).toEqual([f.ws]);
    expect(settings.sandbox.filesystem.denyWrite).toEqual(
      expect.arrayContaining([
        join(f.ws, '.wukong'),
        join(f.ws, '.claude'),
        join(f.ws, 'wukong.config.json'),
        join(f.ws, '.git/hooks'),
        join(f.ws, '.git/config'),
      ]),
    );
    expect(settings.sandbox.filesystem.denyRead).toEqual(
      expect.arrayContaining(['~/.ssh', '~/.aws', '~/.npmrc']),
    );
    expect(settings.sandbox.network.allowedDomains).toEqual(
      expect.arrayContaining(['registry.npmjs.org', 'github.com']),
    );
    applyPlan(f.ws, planUninstall(f.ws));
    const after = readFileSync(join(f.ws, '.claude', 'settings.json'), 'utf8');
    expect(JSON.parse(after).sandbox).toBeUndefined();
  });

  it('writes the suggested allowlist into a new wukong.config.json', () => {
    const dir = join(f.root, 'fresh');
    spawnSync('git', ['init', '-q', dir]);
    spawnSync('git', [
      '-C',
      dir,
      'remote',
      'add',
      'origin',
      'https://gitlab.example.com/me/app.git',
    ]);
    applyPlan(dir, planInstall(dir, 'wukong', { env: f.env }));
    const config = JSON.parse(
      readFileSync(join(dir, 'wukong.config.json'), 'utf8'),
    );
    expect(config.sandbox.mode).toBe('auto');
    expect(config.sandbox.network.allow).toEqual(
      expect.arrayContaining(['registry.npmjs.org', 'gitlab.example.com']),
    );
  });
});

describe('LoopRuntime', () => {
  it('runs an accepted VerifyPlan inside the sandbox', async () => {
    writeFileSync(
      join(f.ws, 'package.json'),
      JSON.stringify({
        name: 'x',
        version: '1.0.0',
        scripts: { test: 'touch inside.txt && touch ../outside.txt' },
      }),
    );
    const ledger = openLedger({
      dir: join(f.ws, '.wukong', 'ledger'),
      redact: redactRuleMatches,
      fsync: false,
    });
    const promise = new PromiseStore(f.ws).set(
      'touch',
      ['the test passes :: npm test'],
      new Date(Date.now() - 1000),
    );
    const loop = await LoopRuntime.start({
      workspace: f.ws,
      config: WukongConfig.parse({}),
      ledger,
      runId: 'r',
      promise,
      home: f.home,
    });
    try {
      const result = loop.verify('npm test');
      expect(result.ran).toBe(true);
      expect(result.exitCode).not.toBe(0);
      expect(existsSync(join(f.ws, 'inside.txt'))).toBe(true);
      expect(existsSync(join(f.root, 'outside.txt'))).toBe(false);
    } finally {
      loop.close();
    }
  });
});

describe('SessionStart', () => {
  it('tells the user once when no sandbox can run, and records gate-only mode', async () => {
    const start = async (env: Record<string, string>, source: string) => {
      const config = WukongConfig.parse({});
      const made = makeHookEnv(f.ws, config, () => new Date(), f.home);
      made.env.sandbox = makeSandboxHost(f.ws, config.sandbox, env);
      const out = await handleHookInput(
        parseHookInput(
          JSON.stringify({
            session_id: 's',
            cwd: f.ws,
            hook_event_name: 'SessionStart',
            transcript_path: join(f.ws, 't.jsonl'),
            source,
          }),
          'SessionStart',
        ),
        made.env,
      );
      return { out: out.output, records: made.env.records.map((r) => r.type) };
    };
    const none = { ...f.env, PATH: '/nonexistent' };
    const told = await start(none, 'startup');
    expect(told.out?.systemMessage).toContain('no sandbox can run here');
    expect(told.out?.systemMessage).toContain('gate only');
    expect(told.records).toContain('sandbox.gate-only');
    expect((await start(none, 'compact')).out?.systemMessage).toBeUndefined();
    expect((await start(f.env, 'startup')).out?.systemMessage).toBeUndefined();
  });
});
