// sha256 / hmacSha256 / jsCrypto: SHA-256 and HMAC-SHA256 in plain JavaScript
// (@noble/hashes, audited and dependency-free) and a constant-time comparison:
// what the hook client checks a daemon's answer with instead of loading
// node:crypto
// Pos: src/hosts/daemon. node:crypto costs ~2 ms to load in a fresh process,
// more than the hook's whole budget for trust checks; an HMAC over a typical
// answer (a few hundred bytes) takes well under a millisecond before V8 has
// optimised anything. Not for bulk data: daemon-route.ts loads node:crypto for
// long answers. Never used to make keys
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';

/** SHA-256 of the parts, concatenated. */
export function sha256(...parts: Uint8Array[]): Uint8Array {
  const hash = nobleSha256.create();
  for (const part of parts) hash.update(part);
  return hash.digest();
}

/** HMAC-SHA256(key, message), RFC 2104. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return hmac(nobleSha256, key, message);
}

const HEX = Array.from({ length: 256 }, (_, i) =>
  i.toString(16).padStart(2, '0'),
);
const hex = (bytes: Uint8Array) => {
  let out = '';
  for (const b of bytes) out += HEX[b];
  return out;
};

/** Equal length and equal bytes, in time that depends on the length only. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/**
 * The part of node:crypto the daemon's proofs use (proof.ts `Crypto`), in plain
 * JavaScript: HMAC-SHA256 with hex output only.
 */
export const jsCrypto = {
  createHmac(algorithm: 'sha256', key: Uint8Array) {
    if (algorithm !== 'sha256')
      throw new Error(`jsCrypto: only sha256, not ${String(algorithm)}`);
    return {
      update(text: string) {
        return {
          digest(encoding: 'hex') {
            if (encoding !== 'hex')
              throw new Error(
                `jsCrypto: only hex digests, not ${String(encoding)}`,
              );
            return hex(hmacSha256(key, Buffer.from(text, 'utf8')));
          },
        };
      },
    };
  },
  timingSafeEqual: constantTimeEqual,
};
