// Everyday work inside the sandbox, against local stand-ins: an install from a
// loopback registry reached through the allowlisting proxy (and a host not on
// the list refused), git fetch and push to the repository's file remote, a test
// runner, a compiler, a dev server on the sandbox's own loopback
// Pos: test/sandbox, sandboxedSpawn with the real bubblewrap, socat and npm
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxedSpawn } from '../../src/sandbox/spawn.js';
import type { SandboxFixture } from './fixture.js';
import { sandboxFixture } from './fixture.js';

let f: SandboxFixture;
let registry: Server;
let port = 0;
const seen: string[] = [];

/** A registry of one package, `tiny@1.0.0`, on 127.0.0.2 (not the sandbox's). */
async function startRegistry(root: string): Promise<void> {
  const pkg = join(root, 'tiny');
  mkdirSync(pkg);
  writeFileSync(
    join(pkg, 'package.json'),
    JSON.stringify({ name: 'tiny', version: '1.0.0', main: 'index.js' }),
  );
  writeFileSync(join(pkg, 'index.js'), 'module.exports = 42;\n');
  const name = execFileSync('npm', ['pack', '--silent'], {
    cwd: pkg,
    encoding: 'utf8',
    env: { ...process.env, npm_config_cache: join(root, 'npm-cache') },
  }).trim();
  const tarball = readFileSync(join(pkg, name));
  const integrity = `sha512-${createHash('sha512').update(tarball).digest('base64')}`;
  const shasum = createHash('sha1').update(tarball).digest('hex');
  registry = createServer((req, res) => {
    seen.push(req.url ?? '');
    if (req.url === '/tiny') {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          name: 'tiny',
          'dist-tags': { latest: '1.0.0' },
          versions: {
            '1.0.0': {
              name: 'tiny',
              version: '1.0.0',
              main: 'index.js',
              dist: {
                tarball: `http://127.0.0.2:${port}/tiny/-/tiny-1.0.0.tgz`,
                integrity,
                shasum,
              },
            },
          },
        }),
      );
    } else if (req.url === '/tiny/-/tiny-1.0.0.tgz') res.end(tarball);
    else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((r) => registry.listen(0, '127.0.0.2', () => r()));
  const address = registry.address();
  port = typeof address === 'object' && address ? address.port : 0;
}

beforeAll(async () => {
  f = sandboxFixture();
  await startRegistry(f.root);
  execFileSync('git', ['init', '-q', '--bare', join(f.root, 'remote.git')]);
  execFileSync('git', ['remote', 'add', 'origin', join(f.root, 'remote.git')], {
    cwd: f.ws,
  });
});
afterAll(() => {
  registry.close();
  f.cleanup();
});

const sbx = (command: string, networkAllow: string[] = []) =>
  sandboxedSpawn(command, {
    workspace: f.ws,
    env: f.env,
    networkAllow,
    timeoutMs: 60_000,
  });

describe('everyday work keeps working inside the sandbox', () => {
  it('installs from a registry on the allowlist, through the proxy', async () => {
    const run = await sbx(
      `npm install --no-audit --no-fund --registry http://127.0.0.2:${port}/ tiny && node -p "require('tiny')"`,
      [`127.0.0.2:${port}`],
    );
    expect(run.stderr).not.toContain('ERR');
    expect(run.stdout.trim().split('\n').at(-1)).toBe('42');
    expect(seen).toContain('/tiny');
  });

  it('refuses a host that is not on the allowlist', async () => {
    const before = seen.length;
    const run = await sbx(
      `curl -s -o /dev/null -w '%{http_code}' http://127.0.0.2:${port}/tiny`,
      ['registry.npmjs.org'],
    );
    expect(run.stdout).toBe('403');
    expect(seen.length).toBe(before);
  });

  it("fetches from and pushes to the repository's file remote", async () => {
    const run = await sbx(
      'git commit -q --allow-empty -m inside && git push -q origin main && git fetch -q origin && git rev-parse origin/main',
    );
    expect(run.code, run.stderr).toBe(0);
    const remoteHead = execFileSync('git', ['rev-parse', 'main'], {
      cwd: join(f.root, 'remote.git'),
      encoding: 'utf8',
    });
    expect(run.stdout).toBe(remoteHead);
  });

  it('runs a test runner and a compiler', async () => {
    writeFileSync(
      join(f.ws, 'x.test.mjs'),
      "import test from 'node:test'; test('one', () => {});\n",
    );
    writeFileSync(
      join(f.ws, 'hello.c'),
      '#include <stdio.h>\nint main(void){puts("compiled");return 0;}\n',
    );
    const tests = await sbx('node --test x.test.mjs');
    expect(tests.code, tests.stderr).toBe(0);
    expect(tests.stdout).toContain('pass 1');
    const cc = await sbx('cc hello.c -o hello && ./hello');
    expect(cc.code, cc.stderr).toBe(0);
    expect(cc.stdout).toBe('compiled\n');
  });

  it('serves and reaches a dev server on loopback inside', async () => {
    const run = await sbx(
      `node -e "require('http').createServer((q,s)=>s.end('dev-ok')).listen(4173,'127.0.0.1')" & for i in $(seq 50); do out=$(curl -s http://127.0.0.1:4173/) && break; sleep 0.1; done; echo "$out"`,
    );
    expect(run.stdout.trim()).toBe('dev-ok');
  });
});
