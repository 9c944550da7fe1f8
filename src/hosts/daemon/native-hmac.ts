// nativeHmac — HMAC-SHA256 from Node's own OpenSSL binding (the `Hmac` handle
// node:crypto's createHmac wraps) and its timingSafeEqual, without loading
// node:crypto: what the hook client checks a daemon's proof with
// Pos: src/hosts/daemon, the client's proof check only. Loading node:crypto
// costs a fresh process ~2.7 ms of CPU (it loads node:stream and a dozen
// modules) and that ran on the hook's path while the server worked, on a
// 2-core machine beside it; the binding answers in ~0.5 ms. The binding is
// internal: it is used only after it reproduces an RFC 4231 test vector, and
// anything missing, refused (the permission model) or different gives
// undefined (the caller loads node:crypto). A misbehaving binding can only
// fail the proof check, never make a wrong proof pass: the expected proof is
// computed here and compared with the server's
import type { Crypto } from './proof.js';

interface HmacHandle {
  init(algorithm: string, key: ArrayBufferView): void;
  update(data: string, encoding: string): unknown;
  digest(encoding: string): unknown;
}

interface CryptoBinding {
  Hmac?: unknown;
  timingSafeEqual?: unknown;
}

/** RFC 4231, test case 2: key "Jefe". */
const VECTOR = {
  key: Buffer.from('Jefe'),
  data: 'what do ya want for nothing?',
  hmac: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
};

let cached: Crypto | null | undefined;

/**
 * process.binding('crypto') without its DEP0111 warning on the hook's stderr
 * (the warning is about this very access; the binding is checked below).
 */
function cryptoBinding(): CryptoBinding | undefined {
  const binding = (
    process as unknown as { binding?: (name: string) => unknown }
  ).binding;
  if (typeof binding !== 'function') return undefined;
  const quiet = process.noDeprecation;
  process.noDeprecation = true;
  try {
    return binding.call(process, 'crypto') as CryptoBinding;
  } finally {
    process.noDeprecation = quiet;
  }
}

/**
 * Node's native HMAC-SHA256 as a `Crypto`, or undefined where this Node does
 * not offer it as node:crypto uses it (WUKONG_NATIVE_HMAC=off forces that).
 */
export function nativeHmac(): Crypto | undefined {
  if (cached !== undefined) return cached ?? undefined;
  cached = null;
  if (process.env['WUKONG_NATIVE_HMAC'] === 'off') return undefined;
  try {
    const binding = cryptoBinding();
    if (
      typeof binding?.Hmac !== 'function' ||
      typeof binding.timingSafeEqual !== 'function'
    )
      return undefined;
    const Hmac = binding.Hmac as new () => HmacHandle;
    const equal = binding.timingSafeEqual as (a: Buffer, b: Buffer) => unknown;
    const candidate: Crypto = {
      createHmac(algorithm, key) {
        if (algorithm !== 'sha256')
          throw new Error(`nativeHmac: sha256 only, not ${String(algorithm)}`);
        const handle = new Hmac();
        handle.init('sha256', key);
        return {
          update(text) {
            handle.update(text, 'utf8');
            return {
              digest() {
                const out = handle.digest('hex');
                if (typeof out !== 'string' || !/^[0-9a-f]{64}$/.test(out))
                  throw new Error('nativeHmac: the binding gave no hex digest');
                return out;
              },
            };
          },
        };
      },
      timingSafeEqual: (a, b) => a.length === b.length && equal(a, b) === true,
    };
    const check = candidate
      .createHmac('sha256', VECTOR.key)
      .update(VECTOR.data)
      .digest('hex');
    const same = Buffer.from(VECTOR.hmac, 'hex');
    if (
      check === VECTOR.hmac &&
      candidate.timingSafeEqual(same, Buffer.from(VECTOR.hmac, 'hex')) &&
      !candidate.timingSafeEqual(same, Buffer.alloc(32))
    )
      cached = candidate;
  } catch {
    // refused (--experimental-permission), gone, or changed: node:crypto it is
  }
  return cached ?? undefined;
}
