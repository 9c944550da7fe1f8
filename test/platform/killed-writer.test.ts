// the proof that a writer killed in the middle of a line leaves a torn tail
// that verify reports (file, line), that the next append from another process
// seals it on its own line and chains on from the last whole entry, and that
// the torn line stays reported, never merged
// Pos: test/platform; the torn bytes come from a real process interrupted while
// writing with the ledger lock held
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LedgerEntry } from '../../policies/vocabulary/ledger.js';
import { verifyLedger } from '../../src/platform/ledger/verify.js';
import { wukong } from '../e2e/cli.js';
import { bundleFixture, fixture, startNode, tempDir } from './processes.js';

let tornWriter: string;
beforeAll(() => {
  tornWriter = bundleFixture('torn-writer.ts', tempDir('wukong-fixture-'));
});

const append = async (dir: string, id: string, count: number) => {
  const result = await startNode(fixture('append-writer.mjs'), [
    dir,
    id,
    String(count),
  ]).exit;
  expect([result.code, result.stderr]).toEqual([0, '']);
};

describe('a writer killed mid-line', () => {
  it('leaves a torn tail verify reports; the next append seals it and the chain goes on from the last whole entry', async () => {
    const workspace = tempDir();
    const dir = join(workspace, '.wukong', 'ledger');
    await append(dir, '1', 3);

    const writer = startNode(tornWriter, [dir]);
    const half = Number((await writer.line('torn ')).split(' ')[1]);
    writer.child.kill('SIGKILL');
    expect((await writer.exit).signal).toBe('SIGKILL');

    const [file] = readdirSync(dir).filter((f) => f.endsWith('.jsonl'));
    const before = readFileSync(join(dir, file!));
    const tornBytes = before.subarray(before.lastIndexOf(10) + 1);
    expect(tornBytes.length).toBe(half);
    expect(tornBytes.subarray(0, 8).toString()).toBe('{"data":');

    const torn = verifyLedger(dir);
    expect(torn).toMatchObject({
      ok: false,
      entries: 3,
      firstTampered: null,
      firstMissing: null,
    });
    expect(torn.torn).toEqual([
      {
        kind: 'torn',
        file,
        line: 4,
        sealed: false,
        message: expect.stringContaining('torn line at the end of the ledger'),
        said: {
          id: 'ledger.verify.torn-end-open',
          params: { bytes: half },
        },
      },
    ]);
    const cli = wukong(['ledger', 'verify'], { cwd: workspace });
    expect(cli.code).toBe(1);
    expect(cli.stdout).toContain(
      `${file}:4: torn line at the end of the ledger (${half} bytes, no newline)`,
    );

    // Another process appends; the dead writer's lock is recovered, its bytes
    // are sealed, never merged.
    await append(dir, '2', 2);
    const after = readFileSync(join(dir, file!));
    expect(after.subarray(0, before.length).equals(before)).toBe(true);
    const lines = after.toString('utf8').split('\n');
    expect(lines).toHaveLength(8); // 3 entries, the torn line, ledger.torn-tail, 2 entries, ''
    expect(Buffer.from(lines[3]!).equals(tornBytes)).toBe(true);
    const [record, next] = [4, 5].map((i) =>
      LedgerEntry.parse(JSON.parse(lines[i]!)),
    );
    const last = LedgerEntry.parse(JSON.parse(lines[2]!));
    expect(record).toMatchObject({
      seq: 4,
      type: 'ledger.torn-tail',
      prevHash: last.hash,
      data: { lines: [{ file, line: 4, bytes: half }] },
    });
    expect(next).toMatchObject({
      seq: 5,
      prevHash: record!.hash,
      runId: 'writer-2',
    });

    const sealed = verifyLedger(dir);
    expect(sealed).toMatchObject({
      ok: false,
      entries: 6,
      lastSeq: 6,
      firstTampered: null,
      firstMissing: null,
    });
    expect(sealed.torn).toEqual([
      {
        kind: 'torn',
        file,
        line: 4,
        sealed: true,
        message: `torn line (${half} bytes): a writer was killed mid-line; sealed on its own line by seq 4`,
        said: {
          id: 'ledger.verify.torn-sealed',
          params: { bytes: half, seq: 4 },
        },
      },
    ]);
    const again = wukong(['ledger', 'verify', '--json'], { cwd: workspace });
    expect(again.code).toBe(1);
    expect(JSON.parse(again.stdout).torn).toEqual(sealed.torn);

    // Editing the sealed torn line afterwards is tampering, not a crash.
    writeFileSync(
      join(dir, file!),
      after.toString('utf8').replace(lines[3]!, `${lines[3]!.slice(0, -1)}y`),
    );
    expect(verifyLedger(dir).firstTampered).toMatchObject({
      file,
      line: 4,
      message: expect.stringContaining(
        'torn line changed after seq 4 sealed it',
      ),
    });
  });
});
