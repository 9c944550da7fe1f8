// dist/wukong.cjs runs the launcher's code from the V8 code cache the build
// wrote (dist/wukong.cjs.cache): accepted by this node on the warm path (a
// server answers) and the cold one, the CLI still reached through import(); a
// cache of another build, a corrupt one, a missing one, one others may write,
// a symlink or a FIFO in its place changes the speed, never the answer
// Pos: test/hosts, real processes on the built executable; copies of it in
// scratch folders (the launcher's code travels inside wukong.cjs, so a copy
// alone runs), the rest of dist/ linked beside them
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, tempWorkspace } from '../e2e/cli.js';
import {
  bash,
  decision,
  hook as daemonHook,
  received,
  serverUp,
  setup,
  startServer,
} from './daemon-harness.js';

const dist = join(repoRoot, 'dist');
const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch.splice(0))
    rmSync(dir, { recursive: true, force: true });
});

const run = (bin: string, args: string[], ws: string, input = '') =>
  spawnSync(process.execPath, [bin, ...args], {
    cwd: ws,
    input,
    encoding: 'utf8',
    timeout: 30_000,
    env: {
      ...process.env,
      NODE_EXTRA_CA_CERTS: '',
      WUKONG_DAEMON: 'off',
      WUKONG_TRACE_STARTUP: '1',
      CLAUDE_PROJECT_DIR: ws,
    },
  });

/** `<bin> hook --event PreToolUse` on a Bash command, in-process. */
function hook(bin: string, ws: string, command: string) {
  const r = run(
    bin,
    ['hook', '--event', 'PreToolUse'],
    ws,
    JSON.stringify({
      session_id: 'launcher-cache-test',
      cwd: ws,
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command },
      tool_use_id: 'toolu_1',
    }),
  );
  return {
    code: r.status,
    decision: r.stdout.trim()
      ? (JSON.parse(r.stdout).hookSpecificOutput?.permissionDecision as string)
      : 'none',
    launcher: /launcher cache (\w+)/.exec(r.stderr)?.[1],
  };
}

/**
 * A copy of dist/wukong.cjs with `cache` beside it (mode `mode`), or none; the
 * rest of dist/ linked in.
 */
function copyOfLauncher(cache?: Buffer, mode = 0o644): string {
  const root = mkdtempSync(join(tmpdir(), 'wukong-launcher-'));
  scratch.push(root);
  symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'));
  const copy = join(root, 'dist');
  mkdirSync(copy);
  copyFileSync(join(dist, 'wukong.cjs'), join(copy, 'wukong.cjs'));
  for (const file of ['hook.cjs', 'hook.cjs.cache', 'cli.mjs', 'chunks'])
    symlinkSync(join(dist, file), join(copy, file));
  if (cache) {
    writeFileSync(join(copy, 'wukong.cjs.cache'), cache);
    chmodSync(join(copy, 'wukong.cjs.cache'), mode);
  }
  return copy;
}

describe('dist/wukong.cjs and its code cache', () => {
  const ws = tempWorkspace();
  scratch.push(ws);
  const bin = join(dist, 'wukong.cjs');

  it('the build writes a cache this node accepts; hooks answer as the gate does and the CLI still loads', () => {
    expect(hook(bin, ws, 'npm test -- --run')).toEqual({
      code: 0,
      decision: 'allow',
      launcher: 'accepted',
    });
    expect(hook(bin, ws, 'sudo rm -rf / --no-preserve-root')).toEqual({
      code: 0,
      decision: 'deny',
      launcher: 'accepted',
    });
    // `--version` is answered by dist/cli.mjs, which the cached code imports
    // through the stub.
    const version = run(bin, ['--version'], ws);
    expect(version.status, version.stderr).toBe(0);
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+/);
    expect(version.stderr).toContain('launcher cache accepted');
  });

  it('a hook its server answers runs from the cache', async () => {
    const s = setup();
    startServer(s);
    await serverUp(s);
    const r = daemonHook(s, 'PreToolUse', bash(s, 's1', 'rm -rf ~'), {
      WUKONG_TRACE_STARTUP: '1',
    });
    expect(r.code).toBe(0);
    expect(decision(r.stdout)).toBe('deny');
    expect(r.stderr).toContain('launcher cache accepted');
    expect(received(s.ws).map((e) => e.data.answeredBy)).toEqual(['daemon']);
  });

  it('a cache of another build, a corrupt one, a missing one, one others may write, a symlink or a FIFO is not used, and the answers stay the same', () => {
    const real = readFileSync(join(dist, 'wukong.cjs.cache'));
    const header = real.subarray(0, real.indexOf(10) + 1);
    expect(header.toString('latin1')).toMatch(/^wukong-launcher-cache \S+\n$/);
    const linked = copyOfLauncher();
    symlinkSync(
      join(dist, 'wukong.cjs.cache'),
      join(linked, 'wukong.cjs.cache'),
    );
    const fifo = copyOfLauncher();
    expect(spawnSync('mkfifo', [join(fifo, 'wukong.cjs.cache')]).status).toBe(
      0,
    );
    const variants: Array<[string, string]> = [
      [
        copyOfLauncher(
          Buffer.concat([
            Buffer.from('wukong-launcher-cache 0.0.0+00000000\n'),
            real.subarray(header.length),
          ]),
        ),
        'stale',
      ],
      [
        copyOfLauncher(Buffer.concat([header, Buffer.alloc(4096, 7)])),
        'rejected',
      ],
      [copyOfLauncher(), 'missing'],
      [copyOfLauncher(real, 0o666), 'untrusted'],
      [linked, 'untrusted'],
      [fifo, 'untrusted'],
      [copyOfLauncher(real), 'accepted'],
    ];
    for (const [copy, state] of variants) {
      const launcher = join(copy, 'wukong.cjs');
      expect(hook(launcher, ws, 'npm test -- --run'), state).toEqual({
        code: 0,
        decision: 'allow',
        launcher: state,
      });
      expect(
        hook(launcher, ws, 'sudo rm -rf / --no-preserve-root'),
        state,
      ).toEqual({ code: 0, decision: 'deny', launcher: state });
    }
  });
});
