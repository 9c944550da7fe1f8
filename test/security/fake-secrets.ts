// fakeToken(prefix, alphabet, length, seed) and fakePem(kind, lines, seed) —
// secrets in real formats, generated at run time
// Pos: test/security helper; no secret-shaped literal is committed (scanners
// and push protection would flag the repository), and none is real

export const ALNUM =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const HEX = '0123456789abcdef';
const BASE64 = `${ALNUM}+/`;

/** mulberry32: the same seed gives the same "random" secret on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function fakeToken(
  prefix: string,
  alphabet: string,
  length: number,
  seed = 1,
): string {
  const random = prng(seed);
  let body = '';
  for (let i = 0; i < length; i++)
    body += alphabet[Math.floor(random() * alphabet.length)];
  return prefix + body;
}

/**
 * A PEM block: `-----BEGIN <kind>-----`, `lines` lines of 64 base64 characters,
 * `-----END <kind>-----`.
 */
export function fakePem(kind: string, lines = 12, seed = 7): string {
  const body = Array.from({ length: lines }, (_, i) =>
    fakeToken('', BASE64, 64, seed + i),
  );
  return [`-----BEGIN ${kind}-----`, ...body, `-----END ${kind}-----`].join(
    '\n',
  );
}
