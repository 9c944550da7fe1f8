// benchSandbox — the sandbox's overhead on `true`: the line PreToolUse hands
// Claude Code (bubblewrap around `bash -c true`, the full profile of a git
// workspace with a HOME of fake secret stores) minus bare `bash -c true`, both
// run as Claude Code runs a Bash command (`bash -c LINE`); without and with the
// network bridge (socat to the allowlisting proxy); medians of interleaved runs
// Pos: scripts, called by bench.mjs; printed, never asserted
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function benchSandbox({ root }) {
  const sbx = await import(join(root, 'dist/sandbox.mjs'));
  const status = sbx.sandboxStatus({ fresh: true });
  if (!status.available) {
    console.log(
      `sandbox overhead: not measured, no sandbox here (${status.reason})`,
    );
    return;
  }
  mkdirSync('/var/tmp', { recursive: true });
  const base = mkdtempSync('/var/tmp/wukong-bench-sbx-');
  const ws = join(base, 'ws');
  const home = join(base, 'home');
  for (const d of [
    '.ssh',
    '.aws',
    '.kube',
    '.gnupg',
    '.config/gcloud',
    '.docker',
  ])
    mkdirSync(join(home, d), { recursive: true });
  for (const f of ['.npmrc', '.netrc', '.docker/config.json'])
    writeFileSync(join(home, f), 'x');
  mkdirSync(join(ws, '.claude'), { recursive: true });
  writeFileSync(join(ws, 'wukong.config.json'), '{}');
  execFileSync('git', ['init', '-q'], { cwd: ws });
  const env = { ...process.env, HOME: home };
  const profile = sbx.profileOf(ws, {
    env,
    networkAllow: ['registry.npmjs.org'],
  });
  const line = (argv) =>
    argv.map((w) => `'${w.replace(/'/g, `'\\''`)}'`).join(' ');
  const plain = line(
    sbx.bwrapArgv({ ...profile, network: { allow: [] } }, 'true', {
      bwrap: status.bwrap,
      cwd: ws,
    }),
  );
  // What PreToolUse hands Claude Code since the cwd carry-over: the same argv
  // reporting its final folder on fd 3, inside the frame that cds there.
  const framed = sbx.carriedCwdCommand(
    sbx.bwrapArgv({ ...profile, network: { allow: [] } }, 'true', {
      bwrap: status.bwrap,
      cwd: ws,
      reportCwd: true,
    }),
  );
  const sock = join(base, 'proxy.sock');
  const server = await sbx.startProxy({
    socket: sock,
    allow: ['registry.npmjs.org'],
  });
  const bridged = status.socat
    ? line(
        sbx.bwrapArgv(profile, 'true', {
          bwrap: status.bwrap,
          cwd: ws,
          proxySocket: sock,
          socat: status.socat,
        }),
      )
    : undefined;
  const time = (cmd) => {
    const t0 = performance.now();
    const r = spawnSync('bash', ['-c', cmd], { cwd: ws, env, stdio: 'ignore' });
    if (r.status !== 0) throw new Error(`bench sandbox: exit ${r.status}`);
    return performance.now() - t0;
  };
  for (let i = 0; i < 3; i++) {
    time('true');
    time(plain);
  }
  // bubblewrap's own floor on this machine: a new user, pid, net … namespace
  // and read-only root around /bin/true, no profile.
  const floor = `${status.bwrap} --unshare-all --die-with-parent --ro-bind / / --dev /dev --proc /proc -- /bin/true`;
  const bare = [];
  const wrapped = [];
  const withBridge = [];
  const withCwd = [];
  const minimal = [];
  // The proxy lives in this process and spawnSync blocks it: the bridge only
  // waits for its own listener, `true` makes no connection.
  for (let i = 0; i < 31; i++) {
    bare.push(time('true'));
    minimal.push(time(floor));
    wrapped.push(time(plain));
    withCwd.push(time(framed));
    if (bridged) withBridge.push(time(bridged));
  }
  server.close();
  rmSync(base, { recursive: true, force: true });
  const b = median(bare);
  const w = median(wrapped);
  console.log(
    `sandbox overhead on \`true\` (bash -c LINE as Claude Code runs it, full profile, 31 interleaved runs): bare median ${b.toFixed(1)} ms, wrapped median ${w.toFixed(1)} ms, overhead ${(w - b).toFixed(1)} ms (target ≤ 20 ms); bubblewrap's floor (--unshare-all, read-only /, no profile) median ${median(minimal).toFixed(1)} ms, so the profile adds ${(w - median(minimal)).toFixed(1)} ms over it; the line PreToolUse hands Claude Code (with the cd carry-over frame) median ${median(withCwd).toFixed(1)} ms, overhead ${(median(withCwd) - b).toFixed(1)} ms (${(median(withCwd) - w).toFixed(1)} ms for the frame); load average ${loadavg()[0].toFixed(1)} on ${cpus().length} CPUs` +
      (bridged
        ? `; with the network bridge (socat to the allowlisting proxy) median ${median(withBridge).toFixed(1)} ms, overhead ${(median(withBridge) - b).toFixed(1)} ms`
        : '; no socat: the network bridge not measured'),
  );
}
