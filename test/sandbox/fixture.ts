// sandboxFixture — a workspace (a git repository with Wukong's and Claude
// Code's files) and a HOME holding fake secrets, both under /var/tmp (a
// sandbox's /tmp is private, so a HOME under /tmp would be hidden whole and
// prove nothing); loopback servers that record who reached them
// Pos: test/sandbox, shared by the sandbox tests; fake secrets only, never a
// real key
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { join } from 'node:path';

export const FAKE = 'FAKE-SECRET-7f3a';

export interface SandboxFixture {
  root: string;
  ws: string;
  home: string;
  env: Record<string, string>;
  cleanup: () => void;
}

export function sandboxFixture(): SandboxFixture {
  mkdirSync('/var/tmp', { recursive: true });
  const root = mkdtempSync('/var/tmp/wukong-sbx-test-');
  const ws = join(root, 'ws');
  const home = join(root, 'home');
  for (const d of [
    ws,
    join(ws, '.wukong'),
    join(ws, '.claude'),
    join(home, '.ssh'),
    join(home, '.aws'),
    join(home, '.config/gcloud'),
    join(home, '.kube'),
    join(home, '.docker'),
    join(home, '.gnupg'),
  ])
    mkdirSync(d, { recursive: true });
  writeFileSync(join(ws, '.claude', 'settings.json'), '{}\n');
  writeFileSync(join(ws, 'wukong.config.json'), '{}\n');
  writeFileSync(join(ws, 'app.txt'), 'hello\n');
  for (const f of [
    '.ssh/id_ed25519',
    '.aws/credentials',
    '.config/gcloud/credentials.db',
    '.kube/config',
    '.docker/config.json',
    '.npmrc',
    '.netrc',
    '.gnupg/secring.gpg',
    '.env',
  ])
    writeFileSync(join(home, f), `${FAKE}\n`);
  writeFileSync(join(root, '.env.production'), `${FAKE}\n`);
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: ws, stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'add', '-A');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'init');
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    HOME: home,
    XDG_STATE_HOME: join(home, '.local/state'),
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 't',
    GIT_AUTHOR_EMAIL: 't@t',
    GIT_COMMITTER_NAME: 't',
    GIT_COMMITTER_EMAIL: 't@t',
  };
  return {
    root,
    ws,
    home,
    env,
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** A loopback HTTP server on `host` that counts the requests it saw. */
export async function loopbackServer(
  host = '127.0.0.1',
  body = 'ok-from-host',
): Promise<{ server: Server; port: number; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, host, () => r()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, port, hits };
}
