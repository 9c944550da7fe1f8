// The Claude Code hook's cost per tool call: `wukong hook` on a PreToolUse Bash
// payload against `node -e 0`, alternating runs, medians, three ways it is
// answered: by a warm resident `wukong serve` (the normal path); in-process
// with no daemon (WUKONG_DAEMON=off: the first calls of a session, before a
// daemon runs), for a plain command (`npm test -- --run`, which the subset
// parser reads without the wasm) and for one outside that subset (`$HOME` in
// double quotes: tree-sitter's wasm parses it); and the first request a freshly started server answers (it
// preloads and warms up before it listens), each round a new server
// Pos: scripts, section 8 of `npm run bench` (imported by bench.mjs) that also
// runs alone: `node scripts/bench-hook.mjs [runs=30] [servers=9]` (after `npm
// run build`); figures are printed, never asserted
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import {
  startServer as startWukongServe,
  stopServer,
} from './bench-server.mjs';
import { performance } from 'node:perf_hooks';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function benchHookStartup({
  root,
  lib,
  env,
  runs = 30,
  servers = 9,
}) {
  // The server's private folder lives under HOME: a scratch HOME keeps the
  // bench's out of the user's own. The workspaces are projects inside it, and
  // it lies in the user's ~/.cache rather than /tmp, as projects do: the
  // sandbox lists `.env*` in every parent folder of the workspace, and a busy
  // /tmp (thousands of names, a new mtime every moment) is no project's parent.
  const scratch = join(homedir(), '.cache');
  mkdirSync(scratch, { recursive: true });
  const home = mkdtempSync(join(scratch, 'wukong-bench-home-'));
  const ws = mkdtempSync(join(home, 'project-'));
  const PLAIN = 'npm test -- --run';
  // Outside parseSimpleBash's subset: the cold hook compiles and loads the
  // wasm parser for it.
  const OUTSIDE = 'npm test -- --run --root "$HOME/project"';
  const payloadFor = (dir, command = PLAIN) =>
    JSON.stringify({
      session_id: 'bench',
      cwd: dir,
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command },
      tool_use_id: 'toolu_bench',
    });
  const envFor = (dir) => ({
    ...env,
    HOME: home,
    XDG_RUNTIME_DIR: '',
    XDG_STATE_HOME: '',
    CLAUDE_PROJECT_DIR: dir,
  });
  const time = (args) => {
    const t0 = performance.now();
    spawnSync(process.execPath, args, { env, cwd: root, stdio: 'ignore' });
    return performance.now() - t0;
  };
  const timeHook = (extra, dir = ws, command = PLAIN) => {
    const t0 = performance.now();
    const r = spawnSync(
      process.execPath,
      [join(root, 'dist/wukong.cjs'), 'hook', '--event', 'PreToolUse'],
      {
        env: { ...envFor(dir), ...extra },
        cwd: dir,
        input: payloadFor(dir, command),
      },
    );
    if (r.status !== 0)
      throw new Error(`wukong hook exited ${r.status}: ${r.stderr}`);
    if (String(r.stdout).includes('failed closed'))
      throw new Error(`wukong hook failed closed: ${r.stdout}${r.stderr}`);
    return performance.now() - t0;
  };
  const pidFile = (dir) => `${lib.socketPath(dir, envFor(dir))}.pid`;
  const startServer = (dir) =>
    startWukongServe({ root, dir, env: envFor(dir), pidFile: pidFile(dir) });
  const cache = spawnSync(
    process.execPath,
    [join(root, 'dist/wukong.cjs'), 'hook', '--event', 'PreToolUse'],
    {
      env: { ...envFor(ws), WUKONG_DAEMON: 'off', WUKONG_TRACE_STARTUP: '1' },
      cwd: ws,
      input: payloadFor(ws),
      encoding: 'utf8',
    },
  )
    .stderr.trim()
    .split('\n')
    .join('; ');

  const base = [];
  const served = [];
  const cold = [];
  const coldOutside = [];
  if (runs > 0) {
    const server = await startServer(ws);
    for (let i = 0; i < 5; i++) {
      time(['-e', '0']);
      timeHook({ WUKONG_DAEMON: 'on' });
      timeHook({ WUKONG_DAEMON: 'off' });
      timeHook({ WUKONG_DAEMON: 'off' }, ws, OUTSIDE);
    }
    for (let i = 0; i < runs; i++) {
      base.push(time(['-e', '0']));
      served.push(timeHook({ WUKONG_DAEMON: 'on' }));
      cold.push(timeHook({ WUKONG_DAEMON: 'off' }));
      coldOutside.push(timeHook({ WUKONG_DAEMON: 'off' }, ws, OUTSIDE));
    }
    await stopServer(server);
  }

  const freshBase = [];
  const first = [];
  const second = [];
  for (let i = 0; i < servers; i++) {
    // A workspace that has seen a hook before (its .wukong/ and ledger exist),
    // as when a server idled out and a new one starts: what is measured is the
    // fresh server, not a workspace's first ledger file.
    const dir = mkdtempSync(join(home, 'fresh-'));
    timeHook({ WUKONG_DAEMON: 'off' }, dir);
    const fresh = await startServer(dir);
    freshBase.push(time(['-e', '0']));
    first.push(timeHook({ WUKONG_DAEMON: 'on' }, dir));
    second.push(timeHook({ WUKONG_DAEMON: 'on' }, dir));
    await stopServer(fresh);
    rmSync(dir, { recursive: true, force: true });
  }
  const row = (label, xs, against, target) =>
    `  ${label}: median ${median(xs).toFixed(1)} ms, ratio ${(median(xs) / against).toFixed(2)}${target ? ` (target <= ${target})` : ''}`;
  const b = median(base);
  const fb = median(freshBase);
  console.log(
    `hook start-up, wukong hook PreToolUse Bash vs node -e 0 (medians, alternating runs, NODE_EXTRA_CA_CERTS unset; node -e 0 median ${runs ? b.toFixed(1) : '-'} ms over ${runs}, ${servers ? fb.toFixed(1) : '-'} ms over ${servers} beside the fresh servers):`,
  );
  if (runs) {
    console.log(
      row(`answered by a warm wukong serve (${runs} runs)`, served, b, '1.3'),
    );
    console.log(
      row(`cold, in-process, no daemon (${runs} runs)`, cold, b, '3.0'),
    );
    console.log(
      row(
        `cold, a command outside the plain subset (${JSON.stringify(OUTSIDE)}: the wasm parser) (${runs} runs)`,
        coldOutside,
        b,
        '3.0',
      ),
    );
  }
  if (servers) {
    console.log(
      row(
        `a fresh server's first request (${servers} servers)`,
        first,
        fb,
        '1.5',
      ),
    );
    console.log(row('  and its second request', second, fb));
  }
  console.log(`  (${cache})`);
  rmSync(home, { recursive: true, force: true });
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const root = new URL('..', import.meta.url).pathname;
  // socketPath is wukong/claude-code's.
  const lib = await import(join(root, 'dist/claude-code.mjs'));
  const env = { ...process.env };
  delete env.NODE_EXTRA_CA_CERTS;
  const [runs, servers] = process.argv.slice(2).map(Number);
  await benchHookStartup({
    root,
    lib,
    env,
    runs: Number.isInteger(runs) ? runs : 30,
    servers: Number.isInteger(servers) ? servers : 9,
  });
}
