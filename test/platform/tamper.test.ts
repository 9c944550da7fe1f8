// Tests that each way of quietly rewriting a ledger is caught by `ledger
// verify` through the MACs and the head kept outside the workspace: truncating
// the tail, editing and re-chaining, dropping denies and re-chaining, forging,
// deleting the newest day file, replacing the whole ledger, and an append
// trying to heal a cut
// Pos: test/platform; the attacker is the agent: it can rewrite anything under
// the workspace (and recompute every sha256) but cannot read the per-user
// folder. Real files, the real appender, the built CLI for exit codes
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import canonicalize from 'canonicalize';
import { describe, expect, it } from 'vitest';
import { redactRuleMatches } from '../../policies/security/redact-rule-matches.js';
import type { LedgerEntry } from '../../policies/vocabulary/ledger.js';
import { anchorLocation } from '../../src/platform/ledger/ledger-anchor.js';
import { openLedger } from '../../src/platform/ledger/ledger.js';
import { errorText } from '../../src/platform/errors/said-error.js';
import { verifyLedger as verifyRaw } from '../../src/platform/ledger/verify.js';
import type { VerifyReport } from '../../src/platform/ledger/verify.js';
import { saidText } from '../../policies/vocabulary/messages/index.js';
import { wukong } from '../e2e/cli.js';

const GENESIS = '0'.repeat(64);

/**
 * verifyLedger, checking on every report that each problem's words (`said`)
 * say its English message exactly and have a Chinese wording.
 */
const verifyLedger: typeof verifyRaw = (...args) => {
  const report = verifyRaw(...args);
  for (const p of report.problems) {
    expect(p.said, p.message).toBeDefined();
    expect(saidText(p.said!, 'en')).toBe(p.message);
    expect(saidText(p.said!, 'zh')).toMatch(/\p{Script=Han}/u);
  }
  return report;
};
const sha256 = (text: string) =>
  createHash('sha256').update(text).digest('hex');

/**
 * A workspace whose ledger spans two UTC days: entries 1..5 on the 22nd, 6..10
 * on the 23rd; every third one a deny.
 */
function workspace(n = 10) {
  const ws = mkdtempSync(join(tmpdir(), 'wukong-tamper-'));
  const dir = join(ws, '.wukong', 'ledger');
  let t = Date.parse('2026-11-22T23:59:54Z');
  const ledger = openLedger({
    dir,
    redact: redactRuleMatches,
    now: () => new Date((t += 1000)),
    fsync: false,
  });
  for (let i = 1; i <= n; i++)
    ledger.append({
      runId: 'run-1',
      type: 'gate.decision',
      data: { i, decision: { allowed: i % 3 !== 0 } },
    });
  return { ws, dir, ledger };
}

const files = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort();
const entriesOf = (dir: string): LedgerEntry[] =>
  files(dir).flatMap((f) =>
    readFileSync(join(dir, f), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as LedgerEntry),
  );

/**
 * What an attacker without the key can do: renumber, re-chain and re-hash every
 * entry; MACs kept as they were, or dropped.
 */
function rechain(entries: LedgerEntry[], macs: 'keep' | 'drop'): LedgerEntry[] {
  let prev = GENESIS;
  return entries.map((e, i) => {
    const { hash: _h, mac, ...rest } = e;
    const body = { ...rest, seq: i + 1, prevHash: prev };
    const hash = sha256(canonicalize(body)!);
    prev = hash;
    return {
      ...body,
      hash,
      ...(macs === 'keep' && mac ? { mac } : {}),
    } as LedgerEntry;
  });
}

/**
 * Writes entries back into day files by their timestamp, as the appender would
 * have.
 */
function writeBack(dir: string, entries: LedgerEntry[]): void {
  for (const f of files(dir)) rmSync(join(dir, f));
  for (const e of entries) {
    const file = join(dir, `${e.ts.slice(0, 10)}.jsonl`);
    writeFileSync(
      file,
      `${existsSync(file) ? readFileSync(file, 'utf8') : ''}${canonicalize(e)}\n`,
    );
  }
}

const kinds = (r: VerifyReport) =>
  r.problems.map((p) => [p.kind, p.seq, p.through?.seq]);

describe('an intact ledger', () => {
  it('verifies against its MACs and the head outside the workspace; the key and head are private and never in the workspace', () => {
    const { ws, dir } = workspace();
    const report = verifyLedger(dir);
    expect(report).toMatchObject({
      ok: true,
      status: 'intact',
      entries: 10,
      lastSeq: 10,
      unauthenticated: null,
      anchor: { key: 'ok', head: 'ok', headSeq: 10, keySince: 1, breaks: 0 },
    });
    const where = anchorLocation(dir);
    expect(where.headPath.startsWith(process.env['XDG_STATE_HOME']!)).toBe(
      true,
    );
    expect(statSync(where.keyPath).mode & 0o777).toBe(0o600);
    expect(statSync(where.headPath).mode & 0o777).toBe(0o600);
    expect(statSync(where.userDir).mode & 0o777).toBe(0o700);
    expect(statSync(where.headDir).mode & 0o777).toBe(0o700);
    const key = readFileSync(where.keyPath);
    expect(key).toHaveLength(32);
    const everything = (d: string): string[] =>
      readdirSync(d, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? everything(join(d, e.name)) : [join(d, e.name)],
      );
    for (const file of everything(ws)) {
      const bytes = readFileSync(file);
      expect(bytes.includes(key), file).toBe(false);
      expect(bytes.toString('utf8').includes(key.toString('hex')), file).toBe(
        false,
      );
    }
  });
});

describe('each tamper is caught by ledger verify', () => {
  it('truncating the tail: the ledger ends before the head — "entries 8..10 cut"', () => {
    const { dir } = workspace();
    writeBack(dir, entriesOf(dir).slice(0, 7));
    const report = verifyLedger(dir);
    expect(report.status).toBe('tampered');
    expect(kinds(report)).toEqual([['truncated', 7, undefined]]);
    expect(report.problems[0]!.message).toMatch(
      /the ledger ends at seq 7, but the head kept outside the workspace .* names seq 10 .*: entries 8\.\.10 cut/,
    );
  });

  it('editing a middle line and recomputing every later hash: the MACs of seq 4..10 fail and the head names another hash', () => {
    const { dir } = workspace();
    const entries = entriesOf(dir);
    entries[3] = {
      ...entries[3]!,
      data: { i: 4, decision: { allowed: true }, note: 'nothing to see' },
    };
    writeBack(dir, rechain(entries, 'keep'));
    const report = verifyLedger(dir);
    expect(report.status).toBe('tampered');
    expect(kinds(report)).toEqual([
      ['forged', 4, 10],
      ['rechained', 10, undefined],
    ]);
    expect(report.problems[0]).toMatchObject({
      through: { count: 7 },
      message: expect.stringContaining('MAC does not match the key'),
    });
    expect(report.problems[1]!.message).toMatch(
      /names seq 10 with hash [0-9a-f]{12}…; the ledger's seq 10 hashes [0-9a-f]{12}…: the ledger was re-chained or replaced/,
    );
  });

  it('dropping every deny and re-chaining from the start, MACs removed: no MAC where one is due, and entries cut behind the head', () => {
    const { dir } = workspace();
    const kept = entriesOf(dir).filter(
      (e) => (e.data as { decision: { allowed: boolean } }).decision.allowed,
    );
    writeBack(dir, rechain(kept, 'drop'));
    const report = verifyLedger(dir);
    expect(report.status).toBe('tampered');
    expect(kinds(report)).toEqual([
      ['forged', 1, 7],
      ['truncated', 7, undefined],
    ]);
    expect(report.problems[0]!.message).toBe(
      'no MAC, though every entry from seq 1 on carries one: written by someone without the key',
    );
    expect(report.problems[1]!.message).toContain('entries 8..10 cut');
  });

  it('forging one entry with a wrong MAC after the last one: chained correctly, caught by its MAC', () => {
    const { dir } = workspace();
    const entries = entriesOf(dir);
    const last = entries[entries.length - 1]!;
    const body = {
      seq: 11,
      ts: last.ts,
      runId: 'run-1',
      traceId: 'forged',
      type: 'gate.decision',
      data: { i: 11, decision: { allowed: true } },
      prevHash: last.hash,
    };
    writeBack(dir, [
      ...entries,
      {
        ...body,
        hash: sha256(canonicalize(body)!),
        mac: sha256('a guess'),
      } as LedgerEntry,
    ]);
    const report = verifyLedger(dir);
    expect(kinds(report)).toEqual([['forged', 11, undefined]]);
    expect(report.problems[0]).toMatchObject({
      file: '2026-11-23.jsonl',
      line: 6,
    });
  });

  it('deleting the newest day file: the head names a seq the ledger no longer reaches', () => {
    const { dir } = workspace();
    expect(files(dir)).toEqual(['2026-11-22.jsonl', '2026-11-23.jsonl']);
    rmSync(join(dir, '2026-11-23.jsonl'));
    const report = verifyLedger(dir);
    expect(kinds(report)).toEqual([['truncated', 5, undefined]]);
    expect(report.problems[0]!.message).toMatch(
      /names seq 10 .*: entries 6\.\.10 cut/,
    );
    expect(report.problems[0]!.message).toContain('2026-11-23.jsonl');
  });

  it('replacing the whole ledger with one written under another key: every MAC fails, and the head does not match', () => {
    const { ws, dir } = workspace();
    const saved = process.env['XDG_STATE_HOME'];
    const other = mkdtempSync(join(tmpdir(), 'wukong-other-state-'));
    process.env['XDG_STATE_HOME'] = other;
    const elsewhere = join(
      mkdtempSync(join(tmpdir(), 'wukong-tamper-other-')),
      '.wukong',
      'ledger',
    );
    let t = Date.parse('2026-11-22T23:59:54Z');
    const fake = openLedger({
      dir: elsewhere,
      redact: redactRuleMatches,
      now: () => new Date((t += 1000)),
      fsync: false,
    });
    for (let i = 1; i <= 12; i++)
      fake.append({
        runId: 'run-1',
        type: 'gate.decision',
        data: { i, decision: { allowed: true } },
      });
    process.env['XDG_STATE_HOME'] = saved;
    writeBack(dir, entriesOf(elsewhere));
    const report = verifyLedger(dir);
    expect(kinds(report)).toEqual([
      ['forged', 1, 10],
      ['rechained', 10, undefined],
      ['forged', 11, 12],
    ]);
    expect(readFileSync(join(other, 'wukong', 'ledger.key'))).not.toEqual(
      readFileSync(anchorLocation(dir).keyPath),
    );
    expect(ws).toBeTruthy();
  });

  it('a cut the next real append tries to heal: the head keeps the break, so the cut still shows', () => {
    const { dir, ledger } = workspace();
    writeBack(dir, entriesOf(dir).slice(0, 7));
    ledger.append({
      runId: 'run-1',
      type: 'gate.decision',
      data: { i: 'after the cut' },
    });
    const report = verifyLedger(dir);
    expect(report.entries).toBe(8);
    expect(report.anchor).toMatchObject({ headSeq: 8, breaks: 1 });
    expect(kinds(report)).toEqual([['truncated', 8, undefined]]);
    expect(report.problems[0]!.message).toMatch(
      /the head as it was when an append at .* found the ledger ending at seq 7 \([0-9a-f]{12}…\) instead names seq 10 .*: entries 9\.\.10 cut/,
    );
    // Appends go on past seq 10: the entry now at seq 10 is not the one the
    // head named then.
    for (let i = 0; i < 3; i++) ledger.append({ runId: 'run-1', type: 'x' });
    expect(kinds(verifyLedger(dir))).toEqual([['rechained', 10, undefined]]);
  });

  it('an edit re-chained without MACs, then sealed by a real append: the entries without MAC are still forged', () => {
    const { dir, ledger } = workspace();
    const entries = entriesOf(dir);
    entries[1] = {
      ...entries[1]!,
      data: { i: 2, decision: { allowed: false } },
    };
    writeBack(dir, rechain(entries, 'drop'));
    ledger.append({ runId: 'run-1', type: 'gate.decision', data: { i: 11 } });
    const report = verifyLedger(dir);
    expect(kinds(report)).toEqual([
      ['forged', 1, 10],
      ['rechained', 10, undefined],
    ]);
  });

  it("swapping .wukong/ledger for a symlink to a fresh ledger: still judged against this workspace's head", () => {
    const { ws, dir, ledger } = workspace();
    const elsewhere = join(
      mkdtempSync(join(tmpdir(), 'wukong-swap-')),
      'ledger',
    );
    mkdirSync(elsewhere);
    rmSync(dir, { recursive: true });
    symlinkSync(elsewhere, dir);
    ledger.append({
      runId: 'run-1',
      type: 'gate.decision',
      data: { i: 'after the swap' },
    });
    const report = verifyLedger(dir);
    expect(report.anchor.headPath).toBe(
      anchorLocation(join(ws, '.wukong', 'ledger')).headPath,
    );
    expect(kinds(report)).toEqual([['truncated', 1, undefined]]);
    expect(report.problems[0]!.message).toMatch(
      /found the ledger ending at seq 0 .* names seq 10 .*: entries 2\.\.10 cut/,
    );
  });

  it('deleting the whole ledger folder: verify still runs against the head and says what was cut (exit 1)', () => {
    const { ws, dir } = workspace();
    rmSync(dir, { recursive: true });
    const report = verifyLedger(dir);
    expect(kinds(report)).toEqual([['truncated', undefined, undefined]]);
    expect(report.problems[0]!.message).toContain('entries 1..10 cut');
    const cli = wukong(['ledger', 'verify'], { cwd: ws });
    expect([cli.code, cli.stdout]).toEqual([
      1,
      expect.stringContaining('entries 1..10 cut'),
    ]);
  });

  it('a head changed outside Wukong fails its own MAC', () => {
    const { dir } = workspace();
    const path = anchorLocation(dir).headPath;
    const log = readFileSync(path, 'utf8').trimEnd().split('\n');
    log.push(JSON.stringify({ ...JSON.parse(log.pop()!), seq: 7 }));
    writeFileSync(path, `${log.join('\n')}\n`);
    const report = verifyLedger(dir);
    expect(report.status).toBe('tampered');
    expect(report.problems[0]).toMatchObject({
      kind: 'tampered',
      file: path,
      line: 0,
      message: expect.stringContaining(
        "the chain head's MAC does not match the key",
      ),
    });
  });
});

describe('what cannot be checked is said, never passed as intact', () => {
  it('a missing head or key makes the ledger unanchored (exit 3), naming what is missing', () => {
    const { ws, dir } = workspace(3);
    const where = anchorLocation(dir);
    rmSync(where.headPath);
    let report = verifyLedger(dir);
    expect(report).toMatchObject({ ok: false, status: 'unanchored' });
    expect(report.problems).toEqual([
      expect.objectContaining({
        kind: 'unanchored',
        file: where.headPath,
        message: expect.stringContaining('no chain head outside the workspace'),
      }),
    ]);
    const cli = wukong(['ledger', 'verify'], { cwd: ws });
    expect(cli.code).toBe(3);
    expect(cli.stdout).toContain('NOT anchored: 3 entries');
    rmSync(where.keyPath);
    report = verifyLedger(dir);
    expect(report.problems.map((p) => p.message)).toEqual([
      expect.stringContaining('no chain head'),
      expect.stringContaining('no ledger key: MACs cannot be checked'),
    ]);
  });

  it('entries written before keys existed are unauthenticated, not forged; stripping a MAC after that is forged', () => {
    const ws = mkdtempSync(join(tmpdir(), 'wukong-legacy-'));
    const dir = join(ws, '.wukong', 'ledger');
    mkdirSync(dir, { recursive: true });
    const old = rechain(
      [1, 2, 3].map(
        (i) =>
          ({
            seq: i,
            ts: `2026-11-22T08:00:0${i}.000Z`,
            runId: 'old',
            traceId: `t${i}`,
            type: 'x',
            data: { i },
            prevHash: '',
            hash: '',
          }) as LedgerEntry,
      ),
      'drop',
    );
    writeBack(dir, old);
    expect(verifyLedger(dir).status).toBe('unanchored');
    let t = Date.parse('2026-11-22T09:00:00Z');
    const ledger = openLedger({
      dir,
      redact: redactRuleMatches,
      now: () => new Date((t += 1000)),
      fsync: false,
    });
    ledger.append({ runId: 'new', type: 'y' });
    ledger.append({ runId: 'new', type: 'y' });
    const report = verifyLedger(dir);
    expect(report).toMatchObject({
      ok: true,
      status: 'intact',
      unauthenticated: { count: 3, firstSeq: 1, lastSeq: 3 },
      anchor: { keySince: 4 },
    });
    const cli = wukong(['ledger', 'verify'], { cwd: ws });
    expect([cli.code, cli.stdout]).toEqual([
      0,
      expect.stringContaining(
        'note: 3 entries (seq 1–3) unauthenticated (written before keys)',
      ),
    ]);
    const entries = entriesOf(dir);
    const { mac: _mac, ...stripped } = entries[4]!;
    writeBack(dir, [...entries.slice(0, 4), stripped as LedgerEntry]);
    expect(kinds(verifyLedger(dir))).toEqual([['forged', 5, undefined]]);
  });

  it('the CLI exits 1 for tampering and prints each problem by seq with file and line', () => {
    const { ws, dir } = workspace();
    const entries = entriesOf(dir);
    entries[3] = { ...entries[3]!, data: { edited: true } };
    writeBack(dir, rechain(entries, 'keep'));
    const cli = wukong(['ledger', 'verify'], { cwd: ws });
    expect(cli.code).toBe(1);
    expect(cli.stdout).toContain(
      'forged entries (MAC missing or not of the key) (1):\n  2026-11-22.jsonl:4–2026-11-23.jsonl:5 (seq 4–10, 7 entries): its MAC does not match the key',
    );
    expect(cli.stdout).toContain(
      're-chained or replaced (the head names another hash at that seq) (1):\n  2026-11-23.jsonl:5 (seq 10):',
    );
    expect(
      JSON.parse(wukong(['ledger', 'verify', '--json'], { cwd: ws }).stdout),
    ).toMatchObject({ status: 'tampered', ok: false });
  });
});

describe('the key', () => {
  it('is refused inside the workspace, and refused when others may read it; nothing is appended then', () => {
    const saved = process.env['XDG_STATE_HOME'];
    const ws = mkdtempSync(join(tmpdir(), 'wukong-keyplace-'));
    const dir = join(ws, '.wukong', 'ledger');
    try {
      process.env['XDG_STATE_HOME'] = join(ws, 'state');
      const inside = openLedger({
        dir,
        redact: redactRuleMatches,
        fsync: false,
      });
      expect(() => inside.append({ runId: 'r', type: 'x' })).toThrow(
        /^ledger: the per-user state folder .* inside the workspace .* set XDG_STATE_HOME/,
      );
      // Worded at the edge in the user's language, the English kept.
      let refused: unknown;
      try {
        inside.append({ runId: 'r', type: 'x' });
      } catch (error) {
        refused = error;
      }
      expect(errorText(refused, 'zh')).toMatch(
        /^账本: 每用户状态文件夹 .* 位于工作区 .*XDG_STATE_HOME/,
      );
      expect(files(dir)).toEqual([]);
      process.env['XDG_STATE_HOME'] = mkdtempSync(
        join(tmpdir(), 'wukong-state-open-'),
      );
      const first = openLedger({
        dir,
        redact: redactRuleMatches,
        fsync: false,
      });
      first.append({ runId: 'r', type: 'x' });
      chmodSync(anchorLocation(dir).keyPath, 0o644);
      expect(() =>
        openLedger({ dir, redact: redactRuleMatches, fsync: false }).append({
          runId: 'r',
          type: 'x',
        }),
      ).toThrow(/has mode 644; it must be 600/);
      expect(entriesOf(dir)).toHaveLength(1);
      expect(verifyLedger(dir).problems[0]).toMatchObject({
        kind: 'unanchored',
        message: expect.stringContaining('the ledger key cannot be used'),
      });
    } finally {
      process.env['XDG_STATE_HOME'] = saved;
    }
  });
});
