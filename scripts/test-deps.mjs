// What the test suite needs from the machine beyond node_modules — Debian's
// Chromium (the browser test), bubblewrap and socat (the Bash sandbox) —
// installed with apt-get when missing, so `npm test` passes as written on a
// fresh Debian machine
// Pos: scripts, npm's `pretest`; installs only when run as root with apt-get at
// hand, and otherwise names the command to run and exits 1
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const onPath = (name) =>
  (process.env.PATH ?? '')
    .split(delimiter)
    .some((dir) => dir && existsSync(join(dir, name)));

const needs = [
  {
    pkg: 'chromium',
    present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
  },
  { pkg: 'bubblewrap', present: () => onPath('bwrap') },
  // The sandbox's network allowlist is bridged by socat.
  { pkg: 'socat', present: () => onPath('socat') },
];
const missing = needs.filter((n) => !n.present()).map((n) => n.pkg);
if (missing.length === 0) process.exit(0);

const command = `apt-get install -y ${missing.join(' ')}`;
const root = process.getuid?.() === 0;
if (!root || !onPath('apt-get')) {
  console.error(
    `npm test needs ${missing.join(' and ')}: run \`sudo ${command}\` ` +
      '(Debian or Ubuntu), or set CHROMIUM_PATH to a Chromium you have',
  );
  process.exit(1);
}
console.error(`npm test: installing ${missing.join(', ')} (${command})`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', ...missing]]) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed (exit ${result.status})`);
    process.exit(1);
  }
}
