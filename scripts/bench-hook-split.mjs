// Where a warm hook's wall time goes: one `wukong serve` and `runs` hooks
// (PreToolUse Bash), each stamped with the monotonic clock (shared by all
// processes) by a `-r` preload in the client (preload, request written, answer
// printed, `exit` event) and in the server (connection accepted, request read,
// answer handed to the socket), and the parent's spawn and exit; medians per
// step beside `node -e 0`, alternating runs
// Pos: scripts, a measuring aid run by hand (`node scripts/bench-hook-split.mjs
// [runs=40] [node flags for the hook…]`, after `npm run build`), not part of
// `npm run bench`; the preloads add ~0.3 ms to both processes' start, so the
// ratio is bench-hook.mjs's, the split is this one's
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const runs = Number(process.argv[2] ?? 40);
const hookFlags = process.argv.slice(3);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const now = () => Number(process.hrtime.bigint()) / 1e6;

// Under ~/.cache, as bench-hook.mjs does: a project's parents, not /tmp.
const scratch = join(homedir(), '.cache');
mkdirSync(scratch, { recursive: true });
const home = mkdtempSync(join(scratch, 'wukong-split-'));
const ws = mkdtempSync(join(home, 'project-'));
const stamps = mkdtempSync(join(home, 'stamps-'));
const clientLog = join(stamps, 'client.jsonl');
const serverLog = join(stamps, 'server.jsonl');

const clientPreload = join(stamps, 'client.cjs');
writeFileSync(
  clientPreload,
  `const fs = require('node:fs');
const now = () => Number(process.hrtime.bigint()) / 1e6;
const st = { pre: now() };
const writeSync = fs.writeSync;
fs.writeSync = function (fd, ...rest) {
  if (fd === 1) st.print ??= now();
  else if (fd > 2) st.write ??= now();
  return writeSync.call(this, fd, ...rest);
};
process.on('exit', () => {
  st.exit = now();
  const c = process.cpuUsage();
  st.cpu = (c.user + c.system) / 1000;
  fs.appendFileSync(${JSON.stringify(clientLog)}, JSON.stringify(st) + '\\n');
});
`,
);
const serverPreload = join(stamps, 'server.cjs');
writeFileSync(
  serverPreload,
  `const fs = require('node:fs');
const net = require('node:net');
const now = () => Number(process.hrtime.bigint()) / 1e6;
const emit = net.Server.prototype.emit;
net.Server.prototype.emit = function (event, conn, ...rest) {
  if (event === 'connection') {
    const st = { accept: now() };
    const cpu0 = process.cpuUsage();
    conn.once('data', () => (st.data = now()));
    const end = conn.end;
    conn.end = function (...args) {
      st.end = now();
      const c = process.cpuUsage(cpu0);
      st.cpu = (c.user + c.system) / 1000;
      const result = end.apply(this, args);
      fs.appendFileSync(${JSON.stringify(serverLog)}, JSON.stringify(st) + '\\n');
      return result;
    };
  }
  return emit.call(this, event, conn, ...rest);
};
`,
);

const env = {
  ...process.env,
  HOME: home,
  XDG_RUNTIME_DIR: '',
  XDG_STATE_HOME: '',
  CLAUDE_PROJECT_DIR: ws,
};
delete env.NODE_EXTRA_CA_CERTS;
const payload = JSON.stringify({
  session_id: 'split',
  cwd: ws,
  hook_event_name: 'PreToolUse',
  tool_name: 'Bash',
  tool_input: { command: 'npm test -- --run' },
  tool_use_id: 'toolu_split',
});
const launcher = join(root, 'dist/wukong.cjs');
const hook = (preload, daemon = 'on') => {
  const t0 = now();
  const r = spawnSync(
    process.execPath,
    [...hookFlags, ...preload, launcher, 'hook', '--event', 'PreToolUse'],
    { env: { ...env, WUKONG_DAEMON: daemon }, cwd: ws, input: payload },
  );
  const t1 = now();
  if (r.status !== 0 || !String(r.stdout).includes('"allow"'))
    throw new Error(`not an allow: ${r.stdout}${r.stderr}`);
  return [t0, t1];
};

// The workspace's .wukong/ and ledger, before the server starts (off: a hook
// no server answers would start one of its own, without the preload).
hook([], 'off');
const server = spawn(
  process.execPath,
  ['-r', serverPreload, launcher, 'serve', '--workspace', ws],
  { env, stdio: 'ignore' },
);
const { socketPath } = await import(join(root, 'dist/claude-code.mjs'));
const pidFile = `${socketPath(ws, env)}.pid`;
for (let waited = 0; !existsSync(pidFile) && waited < 20_000; waited += 20)
  await new Promise((r) => setTimeout(r, 20));
if (!existsSync(pidFile)) throw new Error('wukong serve did not start');
for (let i = 0; i < 10; i++) hook(['-r', clientPreload]);
rmSync(clientLog, { force: true });
rmSync(serverLog, { force: true });

const base = [];
const spans = [];
for (let i = 0; i < runs; i++) {
  const t0 = now();
  spawnSync(process.execPath, ['-e', '0'], { env, stdio: 'ignore' });
  base.push(now() - t0);
  spans.push(hook(['-r', clientPreload]));
}
server.kill('SIGTERM');
const read = (file) =>
  readFileSync(file, 'utf8').trim().split('\n').map(JSON.parse);
const client = read(clientLog);
const served = read(serverLog);
const rows = [
  ['node -e 0, whole', () => 0, base],
  ['spawn → client preload', (c, s, [t0]) => c.pre - t0],
  ['preload → request written', (c) => c.write - c.pre],
  ['request written → server accepts', (c, s) => s.accept - c.write],
  ['accepted → request read', (c, s) => s.data - s.accept],
  ['request read → answer handed over', (c, s) => s.end - s.data],
  ['answer handed over → printed', (c, s) => c.print - s.end],
  ['printed → exit event', (c) => c.exit - c.print],
  ['exit event → parent sees exit', (c, s, [, t1]) => t1 - c.exit],
  ['hook, whole', (c, s, [t0, t1]) => t1 - t0],
  ['client CPU', (c) => c.cpu],
  ['server CPU per request', (c, s) => s.cpu],
];
console.log(
  `warm hook split (${runs} runs, medians, ms${hookFlags.length ? `, hook flags ${hookFlags.join(' ')}` : ''}):`,
);
for (const [label, of, given] of rows) {
  const xs = given ?? client.map((c, i) => of(c, served[i], spans[i]));
  console.log(`  ${label.padEnd(36)} ${median(xs).toFixed(2)}`);
}
rmSync(home, { recursive: true, force: true });
