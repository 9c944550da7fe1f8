// A hook never exits 1 while the bundle is missing, broken or being rebuilt:
// PreToolUse hooks run in a loop while scripts/build.mjs rebuilds the bundle
// they run from, a missing cli.mjs and a broken chunk get a fail-closed deny,
// and the command `wukong init` registers turns a missing dist/wukong.cjs into
// exit 2 (Claude Code's block)
// Pos: test/hosts, the real build script into a scratch bundle (its
// node_modules a link to this repository's, so the bash parser's wasm
// resolves); the repository's own dist/ is never rebuilt here (other tests run
// from it)
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hookCommand } from '../../policies/vocabulary/claude-code-hooks.js';
import { repoRoot } from '../e2e/cli.js';
import { hookAsync, setup } from './daemon-harness.js';

/**
 * A scratch copy of the bundle with node_modules beside it, as in the
 * repository.
 */
function scratchBundle(): string {
  const root = mkdtempSync(join(tmpdir(), 'wukong-rebuild-'));
  symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'));
  cpSync(join(repoRoot, 'dist'), join(root, 'dist'), { recursive: true });
  return join(root, 'dist');
}

const forcePush = (ws: string) =>
  JSON.stringify({
    session_id: 's1',
    cwd: ws,
    hook_event_name: 'PreToolUse',
    tool_name: 'Bash',
    tool_input: { command: 'git push --force origin main' },
    tool_use_id: 'toolu_1',
  });
const parsed = (stdout: string) =>
  JSON.parse(stdout) as {
    hookSpecificOutput: {
      permissionDecision: string;
      permissionDecisionReason: string;
    };
  };

describe('hooks while the bundle is rebuilt', () => {
  it('PreToolUse hooks run in a loop while the build runs all exit 0 with a parsable answer (deny or the real decision), never exit 1', async () => {
    const dist = scratchBundle();
    const s = setup({ hooks: { daemon: false } });
    const offDaemon = { WUKONG_DAEMON: 'off' };
    const results: Array<{
      code: number | null;
      stdout: string;
      stderr: string;
      duringBuild: boolean;
    }> = [];
    let building = true;
    const builds = (async () => {
      for (let i = 0; i < 2; i++) {
        await new Promise<void>((resolve, reject) =>
          spawn(
            process.execPath,
            [join(repoRoot, 'scripts/build.mjs'), '--outdir', dist],
            { stdio: 'ignore' },
          ).on('exit', (code) =>
            code === 0 ? resolve() : reject(new Error(`build exited ${code}`)),
          ),
        );
      }
      building = false;
    })();
    const loop = async () => {
      while (building) {
        const r = await hookAsync(
          s,
          'PreToolUse',
          forcePush(s.ws),
          offDaemon,
          join(dist, 'wukong.cjs'),
        );
        results.push({ ...r, duringBuild: building });
        if (r.code !== 0) break; // seen; the assertions below say which
      }
    };
    await Promise.all([builds, loop()]);
    const after = await hookAsync(
      s,
      'PreToolUse',
      forcePush(s.ws),
      offDaemon,
      join(dist, 'wukong.cjs'),
    );
    expect(results.filter((r) => r.duringBuild).length).toBeGreaterThan(2);
    for (const r of [...results, after]) {
      expect(r.code, r.stderr).toBe(0);
      const answer = parsed(r.stdout).hookSpecificOutput;
      expect(['ask', 'deny']).toContain(answer.permissionDecision);
      if (answer.permissionDecision === 'deny')
        expect(answer.permissionDecisionReason).toMatch(
          /^Wukong failed closed/,
        );
    }
    expect(parsed(after.stdout).hookSpecificOutput.permissionDecision).toBe(
      'ask',
    );
    // Nothing of the staging folder is left behind, and no chunk of an earlier
    // build either.
    expect(readdirSync(join(dist, '..')).sort()).toEqual([
      'dist',
      'node_modules',
    ]);
  }, 120_000); // two builds while hooks start one after another: slow on a busy machine

  it('a broken hook bundle, a missing cli.mjs or a broken chunk is a fail-closed deny, exit 0', async () => {
    const s = setup({ hooks: { daemon: false } });
    // dist/hook.cjs answers hooks no server answers: half of it is a syntax
    // error, which fails closed.
    const halfHook = scratchBundle();
    writeFileSync(
      join(halfHook, 'hook.cjs'),
      readFileSync(join(halfHook, 'hook.cjs'), 'utf8').slice(0, 5000),
    );
    // Without dist/hook.cjs the ESM CLI answers: a broken chunk or a missing
    // cli.mjs fails closed too.
    const broken = scratchBundle();
    rmSync(join(broken, 'hook.cjs'));
    const chunk = readdirSync(join(broken, 'chunks')).find(
      (f) => f.startsWith('hook-command-') && f.endsWith('.mjs'),
    )!;
    writeFileSync(join(broken, 'chunks', chunk), 'export const half = ');
    const missing = scratchBundle();
    rmSync(join(missing, 'hook.cjs'));
    rmSync(join(missing, 'cli.mjs'));
    for (const dist of [halfHook, broken, missing]) {
      const r = await hookAsync(
        s,
        'PreToolUse',
        forcePush(s.ws),
        { WUKONG_DAEMON: 'off' },
        join(dist, 'wukong.cjs'),
      );
      expect(r.code).toBe(0);
      expect(parsed(r.stdout).hookSpecificOutput).toMatchObject({
        permissionDecision: 'deny',
        permissionDecisionReason: expect.stringMatching(
          /^Wukong failed closed: (internal|uncaught) error: /,
        ),
      });
    }
    // The launcher's own answer speaks the project's language, read from
    // wukong.config.json without the bundle.
    writeFileSync(join(s.ws, 'wukong.config.json'), '{"language": "zh"}\n');
    const zh = await hookAsync(
      s,
      'PreToolUse',
      forcePush(s.ws),
      { WUKONG_DAEMON: 'off', CLAUDE_PROJECT_DIR: s.ws },
      join(missing, 'wukong.cjs'),
    );
    expect(zh.code).toBe(0);
    expect(
      parsed(zh.stdout).hookSpecificOutput.permissionDecisionReason,
    ).toMatch(/^Wukong 按失败即拒绝处理：(内部错误|未捕获的错误)：/);
  });

  it('the registered PreToolUse command exits 2 (a block, with the reason on stderr) when dist/wukong.cjs is missing', () => {
    const gone = join(
      mkdtempSync(join(tmpdir(), 'wukong-gone-')),
      'dist',
      'wukong.cjs',
    );
    const command = hookCommand(
      `${JSON.stringify(process.execPath)} ${JSON.stringify(gone)}`,
      'PreToolUse',
    );
    const r = spawnSync('/bin/sh', ['-c', command], {
      input: '{}',
      encoding: 'utf8',
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/Cannot find module/);
    // Without the tail node's own exit 1 would reach Claude Code, which reads
    // it as "go on".
    expect(
      spawnSync(
        '/bin/sh',
        [
          '-c',
          hookCommand(
            `${JSON.stringify(process.execPath)} ${JSON.stringify(gone)}`,
            'Stop',
          ),
        ],
        { input: '{}' },
      ).status,
    ).toBe(1);
    expect(
      execFileSync(
        '/bin/sh',
        [
          '-c',
          `${hookCommand(`${JSON.stringify(process.execPath)} ${JSON.stringify(join(repoRoot, 'dist', 'wukong.cjs'))}`, 'PreToolUse')}; echo "exit $?"`,
        ],
        {
          input: '{}',
          env: {
            ...process.env,
            WUKONG_DAEMON: 'off',
            NODE_EXTRA_CA_CERTS: '',
          },
        },
      ).toString(),
    ).toMatch(/exit 0\n$/);
  });
});
