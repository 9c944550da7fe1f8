// The two halves of the daemon secret and what each proves: the request token
// (the secret's second half, sent as it is: it shows the client may ask, and
// lets nobody who reads it answer) and the answer proof, HMAC-SHA256 with the
// first half over the client's fresh nonce and everything the client will
// print, so only a holder of the secret can answer and no earlier answer can be
// replayed; newNonce, cryptoFor
// Pos: src/hosts/daemon, shared by client and server. The server signs with
// node:crypto; the client loads it while the server works (loadCryptoNow) and
// checks with plain JavaScript (./sha256.ts) only where Node cannot load it
// synchronously, or a long answer through import()
import { closeSync, openSync, readSync } from 'node:fs';
import type { HookAnswer } from './answer-check.js';

/**
 * What a proof needs of a crypto library: node:crypto has it, and so has
 * ./sha256.ts's jsCrypto.
 */
export interface Crypto {
  createHmac(
    algorithm: 'sha256',
    key: Buffer,
  ): { update(text: string): { digest(encoding: 'hex'): string } };
  timingSafeEqual(a: Buffer, b: Buffer): boolean;
}

/** Bytes of each half of the secret. */
export const HALF = 32;

/**
 * Hex of the secret's second half: what a client sends; it cannot make an
 * answer proof.
 */
export const requestToken = (secret: Buffer) =>
  secret.subarray(HALF, 2 * HALF).toString('hex');

/**
 * 16 bytes from /dev/urandom as hex (no node:crypto on the client's path);
 * unique per request is what the protocol needs.
 */
export function newNonce(): string {
  const bytes = Buffer.alloc(16);
  try {
    const fd = openSync('/dev/urandom', 'r');
    try {
      readSync(fd, bytes, 0, 16, null);
    } finally {
      closeSync(fd);
    }
  } catch {
    // No /dev/urandom: still unique (time, pid, counter); unpredictability is
    // not what makes an answer unforgeable.
    bytes.write(
      `${process.hrtime.bigint().toString(16)}${process.pid.toString(16)}`
        .padStart(32, '0')
        .slice(-32),
      'hex',
    );
    bytes.writeUInt32BE((Math.random() * 0xffffffff) >>> 0, 0);
  }
  return bytes.toString('hex');
}

/**
 * Covers the nonce and everything the client will print or return, so no part
 * of an answer can be swapped.
 */
export function answerProof(
  crypto: Crypto,
  secret: Buffer,
  nonce: string,
  answer: HookAnswer,
): string {
  return crypto
    .createHmac('sha256', secret.subarray(0, HALF))
    .update(
      `wukong-daemon-answer\n${nonce}\n${JSON.stringify([answer.exitCode, answer.stdout, answer.stderr])}`,
    )
    .digest('hex');
}

/**
 * Constant-time comparison of two equal-length hex strings; anything else
 * fails.
 */
export function hexMatches(
  crypto: Crypto,
  expected: string,
  got: unknown,
): boolean {
  if (
    typeof got !== 'string' ||
    got.length !== expected.length ||
    !/^[0-9a-f]+$/.test(got)
  )
    return false;
  return crypto.timingSafeEqual(
    Buffer.from(expected, 'hex'),
    Buffer.from(got, 'hex'),
  );
}

/**
 * node:crypto loaded synchronously where Node can (process.getBuiltinModule,
 * Node >= 20.16), else undefined.
 */
export function loadCryptoNow(): Crypto | undefined {
  const builtin = (process as { getBuiltinModule?: (id: string) => unknown })
    .getBuiltinModule;
  return builtin?.('node:crypto') as Crypto | undefined;
}

/**
 * node:crypto, synchronously where Node can (process.getBuiltinModule, Node >=
 * 20.16), else through import().
 */
export async function loadCrypto(): Promise<Crypto> {
  return loadCryptoNow() ?? (await import('node:crypto'));
}

/**
 * Answers up to this size are checked in plain JavaScript (an ordinary hook
 * answer is a few hundred bytes: ~0.3 ms where loading node:crypto costs ~2
 * ms); a longer one (a delegation's rewritten prompt) with node:crypto, which
 * hashes hundreds of MB/s once loaded while unoptimised JavaScript hashes a
 * few.
 */
export const JS_PROOF_MAX_CHARS = 16 * 1024;

/**
 * The crypto a client checks `answer`'s proof with: plain JavaScript for a
 * short answer, node:crypto for a long one.
 */
export async function cryptoFor(answer: HookAnswer): Promise<Crypto> {
  // Imported here: a client whose Node offers a native HMAC (nearly all)
  // never runs the module's top level (@noble/hashes' classes and tables).
  return answer.stdout.length + answer.stderr.length <= JS_PROOF_MAX_CHARS
    ? (await import('./sha256.js')).jsCrypto
    : loadCrypto();
}
