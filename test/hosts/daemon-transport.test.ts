// The hook client's transport and proof check: socket-stream.ts over libuv's
// pipe handle and over node:net behave alike (answers in many chunks and split
// UTF-8, nobody listening, a server that closes without answering or resets),
// and the plain-JavaScript HMAC-SHA256 the client checks proofs with equals
// node:crypto's on random keys and messages
// Pos: test/hosts, real Unix sockets in a temporary folder; node:crypto is the
// reference, never the thing under test
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { lstatSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  answerProof,
  cryptoFor,
  hexMatches,
  JS_PROOF_MAX_CHARS,
} from '../../src/hosts/daemon/proof.js';
import {
  constantTimeEqual,
  hmacSha256,
  jsCrypto,
  sha256,
} from '../../src/hosts/daemon/sha256.js';
import {
  openSocketStream,
  socketTransport,
} from '../../src/hosts/daemon/socket-stream.js';
import { nativeHmac } from '../../src/hosts/daemon/native-hmac.js';

const dir = mkdtempSync(join(tmpdir(), 'wukong-transport-'));
const servers: Server[] = [];
afterAll(() => {
  for (const s of servers) s.close();
  rmSync(dir, { recursive: true, force: true });
});

let count = 0;
/**
 * A server on a fresh socket; `reply` decides what each connection gets once it
 * has sent a whole line.
 */
async function listen(
  reply: (line: string, conn: import('node:net').Socket) => void,
): Promise<string> {
  const path = join(dir, `s${count++}.sock`);
  const server = createServer((conn) => {
    let buffer = '';
    conn.setEncoding('utf8');
    conn.on('data', (chunk: string) => {
      buffer += chunk;
      const end = buffer.indexOf('\n');
      if (end >= 0) reply(buffer.slice(0, end), conn);
    });
    conn.on('error', () => undefined);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(path, resolve));
  return path;
}

type Outcome =
  | { kind: 'line'; text: string }
  | { kind: 'failed'; why: string; connected: boolean }
  | { kind: 'closed'; got: string };

/**
 * Connects, sends `line`, and reports the first whole answer line, the failure,
 * or the close.
 */
function exchange(
  path: string,
  line: string,
  transport: 'auto' | 'net',
  send: 'on-connect' | 'first' = 'on-connect',
): Promise<Outcome> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    void openSocketStream(
      path,
      {
        connected: (stream) => {
          if (send === 'on-connect') stream.write(line);
        },
        data: (chunk) => {
          chunks.push(chunk);
          const all = Buffer.concat(chunks);
          const end = all.indexOf(10);
          if (end >= 0)
            resolve({
              kind: 'line',
              text: all.subarray(0, end).toString('utf8'),
            });
        },
        failed: (why, connected) => resolve({ kind: 'failed', why, connected }),
        closed: () =>
          resolve({
            kind: 'closed',
            got: Buffer.concat(chunks).toString('utf8'),
          }),
      },
      transport,
      send === 'first' ? line : undefined,
    ).then((stream) => setTimeout(() => stream.close(), 2000).unref());
  });
}

describe('socket-stream', () => {
  it('uses the pipe handle on this Node (node:net only where it is missing)', () => {
    expect(socketTransport()).toBe('pipe');
  });

  for (const transport of ['auto', 'net'] as const) {
    describe(transport === 'auto' ? 'pipe handle' : 'node:net', () => {
      it('sends a line and reads an answer that arrives in many chunks, a character split across two', async () => {
        const answer = `${'é'.repeat(40_000)}→${'x'.repeat(100_000)}`;
        const path = await listen((line, conn) => {
          const bytes = Buffer.from(`${line}|${answer}\n`, 'utf8');
          // 'é' is two bytes: an odd cut splits one of them between writes.
          let at = 0;
          const next = () => {
            if (at >= bytes.length) return;
            conn.write(bytes.subarray(at, (at += 4097)), next);
          };
          next();
        });
        const request = `{"hello":"wörld ${'z'.repeat(300_000)}"}`;
        expect(await exchange(path, `${request}\n`, transport)).toEqual({
          kind: 'line',
          text: `${request}|${answer}`,
        });
      });

      it('sends `first` with the connection, before anything else: a short request (written at once), one past the early bound, one of multi-byte characters', async () => {
        const path = await listen((line, conn) =>
          conn.end(`${line.length}|${line.slice(0, 20)}\n`),
        );
        for (const request of [
          '{"v":2}',
          `{"big":"${'z'.repeat(100_000)}"}`,
          `{"wide":"${'→'.repeat(60_000)}"}`,
        ])
          expect(
            await exchange(path, `${request}\n`, transport, 'first'),
          ).toEqual({
            kind: 'line',
            text: `${request.length}|${request.slice(0, 20)}`,
          });
      });

      it('a `first` request to nobody, or to a socket nobody listens on, fails as before connecting', async () => {
        expect(
          await exchange(join(dir, 'nobody.sock'), 'x\n', transport, 'first'),
        ).toEqual({ kind: 'failed', why: 'ENOENT', connected: false });
        const path = join(dir, `stale-first-${transport}.sock`);
        spawnSync(process.execPath, [
          '-e',
          `require('node:net').createServer().listen(${JSON.stringify(path)}, () => process.kill(process.pid, 'SIGKILL'))`,
        ]);
        expect(await exchange(path, 'x\n', transport, 'first')).toEqual({
          kind: 'failed',
          why: 'ECONNREFUSED',
          connected: false,
        });
      });

      it('reports nobody listening as a failure before connecting', async () => {
        expect(
          await exchange(join(dir, 'nobody.sock'), 'x\n', transport),
        ).toEqual({ kind: 'failed', why: 'ENOENT', connected: false });
      });

      it('reports a socket file nobody listens on (a killed server left it) as refused', () => {
        const path = join(dir, `stale-${transport}.sock`);
        spawnSync(process.execPath, [
          '-e',
          `require('node:net').createServer().listen(${JSON.stringify(path)}, () => process.kill(process.pid, 'SIGKILL'))`,
        ]);
        expect(lstatSync(path).isSocket()).toBe(true);
        return expect(exchange(path, 'x\n', transport)).resolves.toEqual({
          kind: 'failed',
          why: 'ECONNREFUSED',
          connected: false,
        });
      });

      it('reports a server that ends the connection without an answer as closed', async () => {
        const path = await listen((_line, conn) => conn.end());
        expect(await exchange(path, 'x\n', transport)).toEqual({
          kind: 'closed',
          got: '',
        });
      });

      it('reports a server that dies in the middle of its answer as closed, with what it got', async () => {
        const path = await listen((_line, conn) =>
          conn.write('{"half":', () => conn.destroy()),
        );
        expect(await exchange(path, 'x\n', transport)).toEqual({
          kind: 'closed',
          got: '{"half":',
        });
      });
    });
  }
});

describe("the client's HMAC-SHA256 (sha256.ts) against node:crypto", () => {
  it('SHA-256 of the FIPS examples and of every length around the block and padding edges', () => {
    expect(Buffer.from(sha256(Buffer.from('abc'))).toString('hex')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(Buffer.from(sha256(new Uint8Array(0))).toString('hex')).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    for (let n = 0; n <= 200; n++) {
      const data = randomBytes(n);
      expect(Buffer.from(sha256(data)).toString('hex')).toBe(
        createHash('sha256').update(data).digest('hex'),
      );
    }
  });

  it('HMAC-SHA256 equals node:crypto for random keys (shorter and longer than a block) and messages', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 150 }),
        fc.uint8Array({ maxLength: 3000 }),
        (key, message) => {
          expect(Buffer.from(hmacSha256(key, message)).toString('hex')).toBe(
            createHmac('sha256', key).update(message).digest('hex'),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('an answer proof made by the server (node:crypto) is checked by the client (jsCrypto), and a changed answer fails', async () => {
    const crypto = await import('node:crypto');
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 400 }),
        fc.string({ maxLength: 200 }),
        fc.integer({ min: 0, max: 255 }),
        (stdout, stderr, exitCode) => {
          const secret = randomBytes(64);
          const nonce = randomBytes(16).toString('hex');
          const answer = { exitCode, stdout, stderr };
          const proof = answerProof(crypto, secret, nonce, answer);
          expect(answerProof(jsCrypto, secret, nonce, answer)).toBe(proof);
          expect(
            hexMatches(
              jsCrypto,
              answerProof(jsCrypto, secret, nonce, answer),
              proof,
            ),
          ).toBe(true);
          expect(
            hexMatches(
              jsCrypto,
              answerProof(jsCrypto, secret, nonce, {
                ...answer,
                stdout: `${stdout} `,
              }),
              proof,
            ),
          ).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('checks short answers in plain JavaScript and long ones with node:crypto', async () => {
    expect(
      await cryptoFor({
        exitCode: 0,
        stdout: 'x'.repeat(JS_PROOF_MAX_CHARS),
        stderr: '',
      }),
    ).toBe(jsCrypto);
    expect(
      await cryptoFor({
        exitCode: 0,
        stdout: 'x'.repeat(JS_PROOF_MAX_CHARS + 1),
        stderr: '',
      }),
    ).not.toBe(jsCrypto);
  });

  it('compares bytes only when the lengths agree', () => {
    expect(constantTimeEqual(Buffer.from('abcd'), Buffer.from('abcd'))).toBe(
      true,
    );
    expect(constantTimeEqual(Buffer.from('abcd'), Buffer.from('abce'))).toBe(
      false,
    );
    expect(constantTimeEqual(Buffer.from('abc'), Buffer.from('abcd'))).toBe(
      false,
    );
  });
});

describe('nativeHmac (the binding node:crypto wraps)', () => {
  it('is offered on this Node and equals node:crypto on random keys and messages', () => {
    const native = nativeHmac();
    expect(native).toBeDefined();
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 100 }),
        fc.string({ unit: 'grapheme', maxLength: 3000 }),
        (key, message) => {
          const k = Buffer.from(key);
          expect(
            native!.createHmac('sha256', k).update(message).digest('hex'),
          ).toBe(createHmac('sha256', k).update(message, 'utf8').digest('hex'));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('checks a proof the server made with node:crypto, and a changed answer fails', async () => {
    const crypto = await import('node:crypto');
    const native = nativeHmac()!;
    const secret = randomBytes(64);
    const nonce = randomBytes(16).toString('hex');
    const answer = { exitCode: 0, stdout: '{"a":"é→"}', stderr: '' };
    const proof = answerProof(crypto, secret, nonce, answer);
    expect(
      hexMatches(native, answerProof(native, secret, nonce, answer), proof),
    ).toBe(true);
    expect(
      hexMatches(
        native,
        answerProof(native, secret, nonce, { ...answer, exitCode: 1 }),
        proof,
      ),
    ).toBe(false);
    expect(hexMatches(native, proof, proof.slice(0, 62))).toBe(false);
  });

  it('leaves no deprecation warning behind and is absent when turned off', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(`${w.name}: ${w.message}`);
    process.on('warning', onWarning);
    try {
      vi.resetModules();
      const fresh = await import('../../src/hosts/daemon/native-hmac.js');
      expect(fresh.nativeHmac()).toBeDefined();
      await new Promise((r) => setImmediate(r));
      expect(warnings).toEqual([]);
      vi.resetModules();
      vi.stubEnv('WUKONG_NATIVE_HMAC', 'off');
      const off = await import('../../src/hosts/daemon/native-hmac.js');
      expect(off.nativeHmac()).toBeUndefined();
    } finally {
      vi.unstubAllEnvs();
      process.off('warning', onWarning);
    }
  });
});
