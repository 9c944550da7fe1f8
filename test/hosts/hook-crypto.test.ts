// The hook bundle's stand-in for node:crypto (src/hosts/cli/hook-crypto.ts,
// aliased by scripts/build.mjs): its sha256 hashes and HMACs equal
// node:crypto's for random data in any number of updates, before and after its
// JavaScript budget runs out; randomUUID is a version 4 UUID and randomBytes
// random; and dist/hook.cjs really uses it
// Pos: test/hosts, node:crypto as the reference; the built bundle read as text
import * as nodeCrypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createHash,
  createHmac,
  randomBytes,
  randomUUID,
} from '../../src/hosts/cli/hook-crypto.js';

const parts = fc.array(
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 200 }),
    fc.uint8Array({ maxLength: 300 }),
  ),
  { maxLength: 5 },
);

describe('hook-crypto against node:crypto', () => {
  it('hashes and MACs equal node:crypto, hex and Buffer digests, one or many updates', () => {
    fc.assert(
      fc.property(parts, fc.uint8Array({ maxLength: 100 }), (chunks, key) => {
        const ours = createHash('sha256');
        const theirs = nodeCrypto.createHash('sha256');
        const ourMac = createHmac('sha256', key);
        const theirMac = nodeCrypto.createHmac('sha256', key);
        for (const c of chunks) {
          ours.update(c);
          theirs.update(c);
          ourMac.update(c);
          theirMac.update(c);
        }
        expect(ours.digest('hex')).toBe(theirs.digest('hex'));
        expect(ourMac.digest().equals(theirMac.digest())).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('still equals node:crypto once the JavaScript budget is spent (long inputs go to node:crypto)', () => {
    const big = nodeCrypto.randomBytes(700 * 1024);
    expect(createHash('sha256').update(big).digest('hex')).toBe(
      nodeCrypto.createHash('sha256').update(big).digest('hex'),
    );
    expect(createHmac('sha256', 'k').update('short').digest('hex')).toBe(
      nodeCrypto.createHmac('sha256', 'k').update('short').digest('hex'),
    );
  });

  it('refuses another algorithm instead of hashing wrongly', () => {
    expect(() => createHash('md5')).toThrow(/sha256 only/);
  });

  it('makes version 4 UUIDs and random bytes that do not repeat', () => {
    const ids = Array.from({ length: 2000 }, () => randomUUID());
    for (const id of ids.slice(0, 50))
      expect(id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    expect(new Set(ids).size).toBe(ids.length);
    expect(randomBytes(32)).toHaveLength(32);
    expect(randomBytes(5000)).toHaveLength(5000);
    expect(randomBytes(16).equals(randomBytes(16))).toBe(false);
  });
});

describe('dist/hook.cjs', () => {
  it('loads no node:crypto of its own (the build aliases it to hook-crypto.ts)', () => {
    const bundle = readFileSync(
      join(__dirname, '..', '..', 'dist', 'hook.cjs'),
      'utf8',
    );
    expect(bundle).not.toMatch(/require\(["']node:crypto["']\)/);
    expect(bundle).toContain("the hook bundle's crypto hashes sha256 only");
  });
});
