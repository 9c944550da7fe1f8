// requestProof, answerProof, proofMatches — HMAC-SHA256 with the user's daemon secret: the client proves it knows the
// secret without sending it, the server signs the nonce with its answer, so a socket answered by anyone else fails
// Pos: src/daemon, the only crypto on the hook's fast path (node:crypto: measured ~2 ms on a start; a pure-JS
// SHA-256 cost ~6 ms cold); labels keep a request proof from ever passing as an answer proof
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { HookAnswer } from './answer-check.js';

const hmac = (secret: Buffer, text: string) => createHmac('sha256', secret).update(text).digest('hex');

export const newNonce = () => randomBytes(16).toString('hex');

export const requestProof = (secret: Buffer, nonce: string) => hmac(secret, `wukong-daemon-request\n${nonce}`);

/** Covers the nonce and everything the client will print or return, so no part of an answer can be swapped. */
export const answerProof = (secret: Buffer, nonce: string, answer: HookAnswer) =>
  hmac(secret, `wukong-daemon-answer\n${nonce}\n${JSON.stringify([answer.exitCode, answer.stdout, answer.stderr])}`);

/** Constant-time comparison of two hex proofs; anything that is not a 64-digit hex string fails. */
export function proofMatches(expected: string, got: unknown): boolean {
  if (typeof got !== 'string' || !/^[0-9a-f]{64}$/.test(got)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(got, 'hex'));
}
