// tests of appending (hash chain, day files, seq across files, redaction) and
// of verify against edited, deleted, inserted and reformatted lines
// Pos: test/platform, one process and real files; the concurrent and killed
// writers are in their own files
import { createHash } from 'node:crypto';
import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import canonicalize from 'canonicalize';
import { describe, expect, it } from 'vitest';
import { redactRuleMatches } from '../../policies/security/redact-rule-matches.js';
import { LedgerEntry } from '../../policies/vocabulary/ledger.js';
import { GENESIS_HASH } from '../../src/platform/ledger/canonical.js';
import { openLedger } from '../../src/platform/ledger/ledger.js';
import { verifyLedger } from '../../src/platform/ledger/verify.js';
import { tempDir } from './processes.js';

const PRIVATE_KEY =
  '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n-----END OPENSSH PRIVATE KEY-----';

/** A clock that moves one second per call from `start`. */
const clock = (start: string) => {
  let t = Date.parse(start);
  return () => new Date((t += 1000));
};

const lines = (dir: string, file: string) =>
  readFileSync(join(dir, file), 'utf8').split('\n').filter(Boolean);
const sha256 = (text: string) =>
  createHash('sha256').update(text).digest('hex');

function ledgerWith(n: number, start = '2026-11-22T10:00:00Z') {
  const dir = tempDir();
  const ledger = openLedger({
    dir,
    redact: redactRuleMatches,
    now: clock(start),
    fsync: false,
  });
  for (let i = 0; i < n; i++)
    ledger.append({ runId: 'run-1', type: 'test.step', data: { i } });
  return { dir, ledger, file: '2026-11-22.jsonl' };
}

describe('append', () => {
  it('chains entries: seq from 1, prevHash = the previous hash (genesis first), hash = sha256 of the canonical rest', () => {
    const { dir, ledger, file } = ledgerWith(3);
    const returned = ledger.append({
      runId: 'run-1',
      traceId: 't-4',
      parentTraceId: 't-3',
      type: 'test.step',
      data: { i: 3, undef: undefined },
    });
    const written = lines(dir, file).map((l) =>
      LedgerEntry.parse(JSON.parse(l)),
    );
    expect(written.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    expect(written[0]!.prevHash).toBe(GENESIS_HASH);
    written.forEach((e, i) => {
      const { hash, mac, ...rest } = e;
      expect(hash).toBe(sha256(canonicalize(rest)!));
      expect(mac).toMatch(/^[0-9a-f]{64}$/);
      if (i > 0) expect(e.prevHash).toBe(written[i - 1]!.hash);
      expect(lines(dir, file)[i]).toBe(canonicalize(e));
    });
    expect(written[3]).toEqual(returned);
    expect(returned).toMatchObject({
      traceId: 't-4',
      parentTraceId: 't-3',
      data: { i: 3 },
    });
    expect(verifyLedger(dir)).toMatchObject({
      ok: true,
      entries: 4,
      lastSeq: 4,
      problems: [],
    });
  });

  it('writes one file per UTC day and continues seq and chain across them; a clock stepping back stays in the newest file', () => {
    const dir = tempDir();
    let now = new Date('2026-11-22T23:59:58Z');
    const ledger = openLedger({
      dir,
      redact: redactRuleMatches,
      now: () => now,
      fsync: false,
    });
    ledger.append({ runId: 'r', type: 'a' });
    now = new Date('2026-11-23T00:00:01Z');
    const second = ledger.append({ runId: 'r', type: 'b' });
    now = new Date('2026-11-22T23:59:59Z');
    ledger.append({ runId: 'r', type: 'c' });
    expect(readdirSync(dir).filter((f) => f.endsWith('.jsonl'))).toEqual([
      '2026-11-22.jsonl',
      '2026-11-23.jsonl',
    ]);
    const first = LedgerEntry.parse(
      JSON.parse(lines(dir, '2026-11-22.jsonl')[0]!),
    );
    expect(second).toMatchObject({ seq: 2, prevHash: first.hash });
    expect(
      lines(dir, '2026-11-23.jsonl').map((l) => JSON.parse(l).type),
    ).toEqual(['b', 'c']);
    expect(verifyLedger(dir)).toMatchObject({
      ok: true,
      entries: 3,
      files: ['2026-11-22.jsonl', '2026-11-23.jsonl'],
    });
  });

  it('picks up entries another writer appended since its own last append', () => {
    const dir = tempDir();
    const a = openLedger({ dir, redact: redactRuleMatches, fsync: false });
    const b = openLedger({ dir, redact: redactRuleMatches, fsync: false });
    for (let i = 0; i < 6; i++)
      (i % 3 === 0 ? b : a).append({ runId: 'r', type: 'x', data: { i } });
    expect(verifyLedger(dir)).toMatchObject({
      ok: true,
      entries: 6,
      lastSeq: 6,
    });
  });

  it('refuses to open without a redactor, and refuses empty ids and data JSON cannot hold', () => {
    expect(() => openLedger({ dir: tempDir() } as never)).toThrow(
      /`redact` is required/,
    );
    const { ledger } = ledgerWith(0);
    expect(() => ledger.append({ runId: '', type: 'x' })).toThrow(
      /`runId` must be a non-empty string/,
    );
    expect(() =>
      ledger.append({ runId: 'r', type: 'x', data: { n: 1n } }),
    ).toThrow(/ledger data must be JSON/);
  });
});

describe('redaction', () => {
  it('never writes a private key or a credential value, in strings, in keys or as a JSON field', () => {
    const { dir, ledger, file } = ledgerWith(0);
    const entry = ledger.append({
      runId: 'r',
      type: 'tool.output',
      data: {
        output: `key:\n${PRIVATE_KEY}\ndone`,
        cmd: 'export API_KEY=sk_live_abcdef0123456789',
        config: { password: 'correct-horse-battery' },
      },
    });
    const text = readFileSync(join(dir, file), 'utf8');
    for (const secret of [
      'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ',
      'sk_live_abcdef0123456789',
      'correct-horse-battery',
    ])
      expect(text).not.toContain(secret);
    expect(entry.data).toEqual({
      output: 'key:\n[REDACTED OPENSSH PRIVATE KEY]\ndone',
      cmd: 'export API_KEY=REDACTED',
      config: { password: 'REDACTED' },
    });
    expect(verifyLedger(dir).ok).toBe(true);
  });

  it('redactRuleMatches masks whole key blocks (cut-off ones too) and credential values, and a second pass changes nothing', () => {
    const texts = [
      `a\n${PRIVATE_KEY}\nb`,
      '-----BEGIN RSA PRIVATE KEY-----\nMIIEow-cut-off',
      'token=ghp_0123456789abcdef and password: "hunter2hunter2"',
      '{"client_secret":"abc123def456"}',
      'token=$GITHUB_TOKEN password=changeme',
    ];
    const once = texts.map(redactRuleMatches);
    expect(once).toEqual([
      'a\n[REDACTED OPENSSH PRIVATE KEY]\nb',
      '[REDACTED RSA PRIVATE KEY]',
      'token=REDACTED and password: "REDACTED"',
      '{"client_secret":"REDACTED"}',
      'token=$GITHUB_TOKEN password=changeme',
    ]);
    expect(once.map(redactRuleMatches)).toEqual(once);
  });

  it('withholds the data when the redactor fails or breaks the JSON, and still records the entry', () => {
    const dir = tempDir();
    const throwing = openLedger({
      dir,
      redact: () => {
        throw new Error('scanner down');
      },
      fsync: false,
    });
    expect(
      throwing.append({ runId: 'r', type: 'x', data: { secret: 'x' } }).data,
    ).toEqual({
      withheld: 'redaction failed (scanner down); the data was not written',
    });
    const breaking = openLedger({
      dir,
      redact: (t) => t.replace('"', ''),
      fsync: false,
    });
    expect(
      breaking.append({ runId: 'r', type: 'x', data: { a: 'b' } }).data,
    ).toMatchObject({ withheld: expect.stringContaining('redaction failed') });
    expect(verifyLedger(dir)).toMatchObject({ ok: true, entries: 2 });
  });
});

describe('verify', () => {
  it('names the line whose data was edited, and nothing else', () => {
    const { dir, file } = ledgerWith(6);
    const content = lines(dir, file);
    content[2] = content[2]!.replace('{"i":2}', '{"i":7}');
    writeFileSync(join(dir, file), `${content.join('\n')}\n`);
    const report = verifyLedger(dir);
    expect(report.ok).toBe(false);
    expect(report.firstTampered).toMatchObject({
      kind: 'tampered',
      file,
      line: 3,
      seq: 3,
      message: expect.stringContaining('hash mismatch'),
    });
    expect(report.firstMissing).toBeNull();
    expect(report.problems).toHaveLength(1);
  });

  it('names the gap where a line was deleted', () => {
    const { dir, file } = ledgerWith(6);
    const content = lines(dir, file);
    content.splice(3, 1);
    writeFileSync(join(dir, file), `${content.join('\n')}\n`);
    const report = verifyLedger(dir);
    expect(report.firstMissing).toMatchObject({
      kind: 'missing',
      file,
      line: 4,
      seq: 5,
      message: `seq 5 follows seq 3 (${file}:3): 1 entry (seq 4) missing`,
    });
    expect(report.firstTampered).toBeNull();
  });

  it('catches an edit whose author recomputed the hash: its MAC fails and the next line no longer chains to it', () => {
    const { dir, file } = ledgerWith(5);
    const content = lines(dir, file);
    const { hash: _old, mac, ...rest } = JSON.parse(content[1]!) as LedgerEntry;
    const forged = { ...rest, data: { i: 99 } };
    content[1] = canonicalize({
      ...forged,
      hash: sha256(canonicalize(forged)!),
      mac,
    })!;
    writeFileSync(join(dir, file), `${content.join('\n')}\n`);
    const report = verifyLedger(dir);
    expect(report.firstTampered).toBeNull();
    expect(report.problems.map((p) => [p.kind, p.seq])).toEqual([
      ['forged', 2],
      ['missing', 3],
    ]);
    expect(report.firstMissing).toMatchObject({
      file,
      line: 3,
      seq: 3,
      message: expect.stringContaining(
        `prevHash does not match the hash of seq 2 (${file}:2)`,
      ),
    });
  });

  it('treats deleted first lines, reformatted lines and foreign lines in the middle as tampering, not torn tails', () => {
    const { dir, file } = ledgerWith(4);
    const content = lines(dir, file);
    writeFileSync(
      join(dir, file),
      `${[content[1], JSON.stringify(JSON.parse(content[2]!), null, 0).replace(':', ': '), 'garbage', content[3]].join('\n')}\n`,
    );
    const report = verifyLedger(dir);
    expect(report.problems.map((p) => [p.kind, p.line])).toEqual([
      ['missing', 1],
      ['tampered', 2],
      ['tampered', 3],
    ]);
    expect(report.problems[1]!.message).toContain('not in canonical form');
    expect(report.problems[2]!.message).toBe(
      'the line is not JSON, and no ledger.torn-tail entry accounts for it',
    );
    expect(report.torn).toEqual([]);
  });

  it('reports an empty or missing folder as an intact ledger of 0 entries', () => {
    expect(verifyLedger(join(tempDir(), 'none'))).toMatchObject({
      ok: true,
      entries: 0,
      files: [],
    });
  });
});

describe('appendMany', () => {
  it('writes a batch in order under one lock: consecutive seqs, one chain, verify intact', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wukong-ledger-batch-'));
    const ledger = openLedger({ dir, redact: redactRuleMatches, fsync: false });
    ledger.append({ runId: 'r', type: 'first' });
    const batch = ledger.appendMany([
      { runId: 'r', type: 'a', data: { n: 1 } },
      { runId: 'r', type: 'b', data: { password: 'hunter2hunter2' } },
      { runId: 'r', type: 'c' },
    ]);
    expect(batch.map((e) => [e.seq, e.type])).toEqual([
      [2, 'a'],
      [3, 'b'],
      [4, 'c'],
    ]);
    expect(batch[1]?.prevHash).toBe(batch[0]?.hash);
    expect(JSON.stringify(batch[1]?.data)).not.toContain('hunter2hunter2');
    expect(ledger.appendMany([])).toEqual([]);
    expect(verifyLedger(dir).ok).toBe(true);
  });
});

describe("fsync: 'deferred' (the resident daemon's ledger)", () => {
  it('writes the lines at once and owes their fsync until sync(), which pays it once', () => {
    const dir = tempDir();
    const ledger = openLedger({
      dir,
      redact: redactRuleMatches,
      now: clock('2026-11-22T10:00:00Z'),
      fsync: 'deferred',
    });
    ledger.appendMany([
      { runId: 'r', type: 'a' },
      { runId: 'r', type: 'b' },
    ]);
    // Written before any sync: a killed process loses nothing.
    expect(lines(dir, '2026-11-22.jsonl')).toHaveLength(2);
    expect(verifyLedger(dir)).toMatchObject({ ok: true, entries: 2 });
    // The owed fsync opens the file it wrote: gone, sync says so …
    const file = join(dir, '2026-11-22.jsonl');
    const text = readFileSync(file);
    rmSync(file);
    expect(() => ledger.sync()).toThrow(/ENOENT/);
    writeFileSync(file, text);
    ledger.append({ runId: 'r', type: 'c' });
    ledger.sync();
    // … and once paid, nothing is owed: a second sync touches no file.
    rmSync(file);
    expect(() => ledger.sync()).not.toThrow();
  });

  it('pays the owed fsync on the thread pool with syncInBackground(), once, and rejects when the file is gone', async () => {
    const dir = tempDir();
    const ledger = openLedger({
      dir,
      redact: redactRuleMatches,
      now: clock('2026-11-22T10:00:00Z'),
      fsync: 'deferred',
    });
    const file = join(dir, '2026-11-22.jsonl');
    ledger.append({ runId: 'r', type: 'a' });
    const text = readFileSync(file);
    rmSync(file);
    await expect(ledger.syncInBackground()).rejects.toThrow(/ENOENT/);
    writeFileSync(file, text);
    ledger.append({ runId: 'r', type: 'b' });
    await expect(ledger.syncInBackground()).resolves.toBeUndefined();
    // Paid: nothing is owed, neither here nor to sync().
    rmSync(file);
    await expect(ledger.syncInBackground()).resolves.toBeUndefined();
    expect(() => ledger.sync()).not.toThrow();
  });

  it('an ordinary ledger owes nothing: sync() is a no-op', () => {
    const { dir, ledger, file } = ledgerWith(2);
    rmSync(join(dir, file));
    expect(() => ledger.sync()).not.toThrow();
  });
});
