// Bounded, non-blocking reads: a FIFO with no writer, a device or a folder is
// refused at once (a blocking read would hang this test), a regular file is
// read whole, from its head or from its tail, within the bound; and every
// hook-path reader that takes a payload-named or workspace file goes through it
// Pos: test/platform, src/platform/store/regular-file.ts and its callers
// (readTextIfExists, the body watch's transcript tail, readTranscript, the
// throttle's named files, evidence records, lock files, ledger files) with real
// FIFOs
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { redactRuleMatches } from '../../policies/security/redact-rule-matches.js';
import { mainAgentTextSincePrompt } from '../../src/hosts/claude-code/main-agent-text.js';
import { readTranscript } from '../../src/context/prune-file.js';
import { EvidenceStore } from '../../src/harness/evidence/evidence-store.js';
import { openLedger } from '../../src/platform/ledger/ledger.js';
import { readTextIfExists } from '../../src/platform/store/atomic-file.js';
import { withLock } from '../../src/platform/store/file-lock.js';
import {
  readRegularHead,
  readRegularTail,
  readRegularText,
  UnreadableFileError,
} from '../../src/platform/store/regular-file.js';
import { readNamedFiles } from '../../src/throttle/doc-facts.js';

const dir = mkdtempSync(join(tmpdir(), 'wukong-regular-'));
const fifo = join(dir, 'transcript.jsonl');
execFileSync('mkfifo', [fifo]);
const file = join(dir, 'file.txt');
writeFileSync(file, 'line one\nline two\nline three\n');

describe('readRegularText / Tail / Head', () => {
  it('refuse a FIFO without a writer at once, saying what it is', () => {
    for (const read of [
      () => readRegularText(fifo, 100),
      () => readRegularTail(fifo, 100),
      () => readRegularHead(fifo, 100),
    ]) {
      expect(read).toThrow(UnreadableFileError);
      expect(read).toThrow(
        /transcript\.jsonl is a FIFO; only a regular file is read here/,
      );
    }
  });

  it('refuse a device and a folder', () => {
    expect(() => readRegularText('/dev/zero', 100)).toThrow(/is a device/);
    expect(() => readRegularTail('/dev/null', 100)).toThrow(/is a device/);
    expect(() => readRegularHead(dir, 100)).toThrow(/is a folder/);
  });

  it('read a regular file whole, its tail or its head, never more than asked', () => {
    expect(readRegularText(file, 1000)).toBe(
      'line one\nline two\nline three\n',
    );
    expect(() => readRegularText(file, 10)).toThrow(
      /is 29 bytes; at most 10 are read here/,
    );
    expect(readRegularTail(file, 11)).toEqual({
      text: 'line three\n',
      start: 18,
    });
    expect(readRegularTail(file, 1000)).toEqual({
      text: 'line one\nline two\nline three\n',
      start: 0,
    });
    expect(readRegularHead(file, 8)).toBe('line one');
  });

  it('pass a missing file on as ENOENT', () => {
    expect(() => readRegularText(join(dir, 'missing'), 10)).toThrow(
      expect.objectContaining({ code: 'ENOENT' }),
    );
  });
});

describe('the hook-path readers use it', () => {
  it('readTextIfExists: a FIFO planted as a state or config file fails at once; a missing file is undefined', () => {
    expect(() => readTextIfExists(fifo)).toThrow(/is a FIFO/);
    expect(readTextIfExists(join(dir, 'missing.json'))).toBeUndefined();
    expect(readTextIfExists(file)).toContain('line two');
  });

  it("the body watch's transcript tail gives nothing for a FIFO", () => {
    expect(mainAgentTextSincePrompt(fifo)).toBe('');
  });

  it('readTranscript (PreCompact, rescue) refuses a FIFO with a clear error', () => {
    expect(() => readTranscript(fifo)).toThrow(
      /cannot read the transcript .*transcript\.jsonl: .* is a FIFO/,
    );
  });

  it('the evidence store skips a FIFO planted among its records; a lock file that is a FIFO fails the lock at once', () => {
    const ws = mkdtempSync(join(tmpdir(), 'wukong-regular-ws-'));
    const store = new EvidenceStore(ws);
    mkdirSync(store.dir, { recursive: true });
    execFileSync('mkfifo', [join(store.dir, 'planted.json')]);
    expect(store.list()).toEqual({ records: [], skipped: ['planted.json'] });
    const lock = join(ws, 'state.lock');
    execFileSync('mkfifo', [lock]);
    expect(() => withLock(lock, () => 1, { timeoutMs: 200 })).toThrow(
      /is a FIFO/,
    );
  });

  it("a FIFO planted as today's ledger file, or an older one, fails the append at once", () => {
    const ws = mkdtempSync(join(tmpdir(), 'wukong-regular-ws-'));
    const dir = join(ws, '.wukong', 'ledger');
    mkdirSync(dir, { recursive: true });
    const now = new Date('2026-11-24T12:00:00Z');
    execFileSync('mkfifo', [join(dir, '2026-11-24.jsonl')]);
    expect(() =>
      openLedger({
        dir,
        redact: redactRuleMatches,
        now: () => now,
        fsync: false,
      }).append({ runId: 'r', type: 't', data: {} }),
    ).toThrow(/is a FIFO|is not a regular file/);
    rmSync(join(dir, '2026-11-24.jsonl'));
    execFileSync('mkfifo', [join(dir, '2026-11-23.jsonl')]);
    expect(() =>
      openLedger({
        dir,
        redact: redactRuleMatches,
        now: () => now,
        fsync: false,
      }).append({ runId: 'r', type: 't', data: {} }),
    ).toThrow(/is a FIFO|is not a regular file/);
  });

  it("the throttle's named files: a FIFO in the workspace is counted by size but its head is not read", () => {
    const ws = mkdtempSync(join(tmpdir(), 'wukong-regular-ws-'));
    mkdirSync(join(ws, 'docs'));
    execFileSync('mkfifo', [join(ws, 'docs', 'README.md')]);
    writeFileSync(join(ws, 'docs', 'guide.md'), '# Guide\n');
    const named = readNamedFiles(ws, ['docs/guide.md']);
    expect(named.docTargets).toEqual([
      {
        path: 'docs/guide.md',
        fileHead: ['# Guide', ''],
        readmePath: 'docs/README.md',
        readmeHead: null,
      },
    ]);
  });
});
