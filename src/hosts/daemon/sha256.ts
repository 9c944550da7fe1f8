// sha256 / hmacSha256 / jsCrypto — SHA-256 (FIPS 180-4) and HMAC-SHA256 (RFC
// 2104) in plain JavaScript, and a
// constant-time comparison: what the hook client checks a daemon's answer with
// instead of loading node:crypto
// Pos: src/hosts/daemon, dependency-free. node:crypto costs ~2 ms to load in a
// fresh process, more than the hook's whole
// budget for trust checks; this HMAC over a typical answer (a few hundred
// bytes) takes well under a millisecond before V8
// has optimised anything. Not for bulk data: daemon-route.ts loads node:crypto
// for long answers. Never used to make keys

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1,
  0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
  0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
  0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/**
 * One compression of the 64-byte block at `data[at…]` into `h`; `w` is the
 * 64-word schedule, reused.
 */
function compress(
  h: Int32Array,
  w: Int32Array,
  data: Uint8Array,
  at: number,
): void {
  for (let i = 0; i < 16; i++, at += 4)
    w[i] =
      (data[at]! << 24) |
      (data[at + 1]! << 16) |
      (data[at + 2]! << 8) |
      data[at + 3]!;
  for (let i = 16; i < 64; i++) {
    const a = w[i - 15]!;
    const b = w[i - 2]!;
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = h[0]!;
  let b = h[1]!;
  let c = h[2]!;
  let d = h[3]!;
  let e = h[4]!;
  let f = h[5]!;
  let g = h[6]!;
  let k = h[7]!;
  for (let i = 0; i < 64; i++) {
    const s1 =
      ((e >>> 6) | (e << 26)) ^
      ((e >>> 11) | (e << 21)) ^
      ((e >>> 25) | (e << 7));
    const t1 = (k + s1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
    const s0 =
      ((a >>> 2) | (a << 30)) ^
      ((a >>> 13) | (a << 19)) ^
      ((a >>> 22) | (a << 10));
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    k = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  h[0] = (h[0]! + a) | 0;
  h[1] = (h[1]! + b) | 0;
  h[2] = (h[2]! + c) | 0;
  h[3] = (h[3]! + d) | 0;
  h[4] = (h[4]! + e) | 0;
  h[5] = (h[5]! + f) | 0;
  h[6] = (h[6]! + g) | 0;
  h[7] = (h[7]! + k) | 0;
}

/** SHA-256 of the concatenation of `parts` (32 bytes). */
export function sha256(...parts: Uint8Array[]): Uint8Array {
  const h = new Int32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c,
    0x1f83d9ab, 0x5be0cd19,
  ]);
  const w = new Int32Array(64);
  const length = parts.reduce((n, p) => n + p.length, 0);
  // The message, a 0x80 byte, zeros, and the length in bits (64-bit
  // big-endian), in whole blocks.
  const padded = new Uint8Array(Math.ceil((length + 9) / 64) * 64);
  let at = 0;
  for (const p of parts) {
    padded.set(p, at);
    at += p.length;
  }
  padded[length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(length / 0x20000000));
  view.setUint32(padded.length - 4, (length << 3) >>> 0);
  for (let block = 0; block < padded.length; block += 64)
    compress(h, w, padded, block);
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) outView.setInt32(i * 4, h[i]!);
  return out;
}

/** HMAC-SHA256(key, message), RFC 2104 with a 64-byte block. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const block = new Uint8Array(64);
  block.set(key.length > 64 ? sha256(key) : key);
  const inner = block.map((b) => b ^ 0x36);
  const outer = block.map((b) => b ^ 0x5c);
  return sha256(outer, sha256(inner, message));
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
