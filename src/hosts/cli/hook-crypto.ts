// The node:crypto of dist/hook.cjs (scripts/build.mjs aliases `node:crypto` to
// this file for that bundle only): createHash / createHmac for sha256 with hex
// or Buffer digests, randomBytes and randomUUID — what the hook's modules use —
// without loading node:crypto, which costs a cold hook ~4.5 ms (measured: the
// module that first required it, in a code-cached hook). Hashes are computed in
// plain JavaScript (../daemon/sha256.ts, equal to node:crypto on random inputs)
// up to a budget per process, then by node:crypto, loaded at that point; random
// bytes come from /dev/urandom
// Pos: src/hosts/cli, a build-time stand-in: the CLI, the daemon and the
// library use node:crypto itself. A name the hook's modules import that this
// file lacks fails the build (esbuild: no matching export), never a hook
import { closeSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { hmacSha256, sha256 } from '../daemon/sha256.js';

type NodeCrypto = typeof import('node:crypto');
let real: NodeCrypto | undefined;
/**
 * node:crypto itself, on first need (a require, not an import: the alias must
 * not turn it into this file).
 */
const nodeCrypto = (): NodeCrypto =>
  (real ??= createRequire(import.meta.url)('crypto') as NodeCrypto);

/**
 * Bytes a process hashes in JavaScript before node:crypto takes over: a hook
 * hashes a few KB (its ledger lines, the key id, the head), while `wukong
 * ledger verify` in this bundle would hash megabytes, where node:crypto is
 * faster.
 */
let jsBudget = 512 * 1024;

type Data = string | Uint8Array;
const bytesOf = (data: Data, encoding?: string): Uint8Array =>
  typeof data === 'string'
    ? Buffer.from(data, (encoding as BufferEncoding | undefined) ?? 'utf8')
    : data;

function checkAlgorithm(algorithm: string): void {
  if (algorithm !== 'sha256')
    throw new Error(
      `the hook bundle's crypto hashes sha256 only, not ${algorithm}`,
    );
}

class Digest {
  private readonly parts: Uint8Array[] = [];
  private size = 0;

  constructor(
    private readonly key: Uint8Array | undefined,
    private readonly native: () => {
      update(data: Uint8Array): unknown;
      digest(): Buffer;
    },
  ) {}

  update(data: Data, encoding?: string): this {
    const bytes = bytesOf(data, encoding);
    this.parts.push(bytes);
    this.size += bytes.length;
    return this;
  }

  digest(): Buffer;
  digest(encoding: BufferEncoding): string;
  digest(encoding?: BufferEncoding): Buffer | string {
    let out: Buffer;
    if (this.size <= jsBudget) {
      jsBudget -= this.size;
      const message =
        this.parts.length === 1
          ? (this.parts[0] as Uint8Array)
          : Buffer.concat(this.parts);
      out = Buffer.from(
        this.key ? hmacSha256(this.key, message) : sha256(message),
      );
    } else {
      jsBudget = 0;
      const hash = this.native();
      for (const part of this.parts) hash.update(part);
      out = hash.digest();
    }
    return encoding ? out.toString(encoding) : out;
  }
}

export function createHash(algorithm: string): Digest {
  checkAlgorithm(algorithm);
  return new Digest(undefined, () => nodeCrypto().createHash('sha256'));
}

export function createHmac(algorithm: string, key: Data): Digest {
  checkAlgorithm(algorithm);
  const keyBytes = bytesOf(key);
  return new Digest(keyBytes, () =>
    nodeCrypto().createHmac('sha256', keyBytes),
  );
}

/**
 * Random bytes from the kernel's generator (/dev/urandom), read 4 KiB at a
 * time; node:crypto where there is none.
 */
let pool = Buffer.alloc(0);
let used = 0;
export function randomBytes(size: number): Buffer {
  if (!Number.isInteger(size) || size < 0)
    throw new RangeError(
      `randomBytes: size must be a whole number >= 0, got ${size}`,
    );
  if (size > 4096) return nodeCrypto().randomBytes(size);
  if (used + size > pool.length) {
    const fresh = Buffer.alloc(4096);
    let fd: number;
    try {
      fd = openSync('/dev/urandom', 'r');
    } catch {
      return nodeCrypto().randomBytes(size);
    }
    try {
      for (let got = 0; got < fresh.length;) {
        const n = readSync(fd, fresh, got, fresh.length - got, null);
        if (n <= 0) throw new Error('/dev/urandom returned nothing');
        got += n;
      }
    } finally {
      closeSync(fd);
    }
    pool = fresh;
    used = 0;
  }
  const out = Buffer.from(pool.subarray(used, used + size));
  pool.fill(0, used, used + size); // handed-out bytes do not stay behind in the pool
  used += size;
  return out;
}

/** An RFC 4122 version 4 UUID, as node:crypto's randomUUID makes it. */
export function randomUUID(): string {
  const b = randomBytes(16);
  b[6] = ((b[6] as number) & 0x0f) | 0x40;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
