// when a promised criterion counts as proven: its own verify command or any
// test run, after the promise, latest run wins (run-strength.test.ts and
// test-summary.test.ts have the strength and count rules)
// Pos: test/harness; the Stop hook that uses it is tested end to end through
// the hook
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptanceStatus } from '../../policies/evidence/acceptance-proof.js';
import type { EvidenceRecord } from '../../policies/vocabulary/evidence.js';
import { EvidenceStore } from '../../src/harness/evidence/evidence-store.js';
import {
  PromiseStore,
  parseCriterion,
} from '../../src/harness/promise/promise-store.js';

const rec = (
  command: string,
  exitCode: number,
  createdAt: string,
  sourceTrust: EvidenceRecord['sourceTrust'] = 'local-command',
): EvidenceRecord => ({
  id: command + createdAt,
  path: 'x',
  kind: 'verify',
  sourceTrust,
  producerTraceId: 't',
  command,
  exitCode,
  sourceRefs: [],
  createdAt,
  tests: {
    runner: 'vitest',
    passed: exitCode === 0 ? 3 : 2,
    failed: exitCode === 0 ? 0 : 1,
    skipped: 0,
    total: 3,
  },
});
const since = '2026-11-22T10:00:00.000Z';

describe('acceptance proof', () => {
  const acs = [
    parseCriterion('rate limit returns 429 :: npm test -- rate-limit', 0),
    parseCriterion('nothing else breaks', 1),
  ];

  it('needs a passing run of the verify command, after the promise, latest run wins', () => {
    const status = (records: EvidenceRecord[]) =>
      acceptanceStatus(acs, records, since).map((s) => s.proven);
    expect(status([])).toEqual([false, false]);
    expect(
      status([rec('npm test -- rate-limit', 0, '2026-11-22T09:00:00.000Z')]),
    ).toEqual([false, false]);
    expect(
      status([rec('npm test -- rate-limit', 0, '2026-11-22T11:00:00.000Z')]),
    ).toEqual([true, true]);
    expect(
      status([
        rec('npm test -- rate-limit', 0, '2026-11-22T11:00:00.000Z'),
        rec('npm test -- rate-limit', 1, '2026-11-22T12:00:00.000Z'),
      ]),
    ).toEqual([false, false]);
    expect(
      status([rec('npm run build', 0, '2026-11-22T11:00:00.000Z')]),
    ).toEqual([false, false]);
  });

  it('does not accept claims a user or a note made, only local runs', () => {
    expect(
      acceptanceStatus(
        acs,
        [
          rec(
            'npm test -- rate-limit',
            0,
            '2026-11-22T11:00:00.000Z',
            'manual-note',
          ),
        ],
        since,
      ).map((s) => s.proven),
    ).toEqual([false, false]);
  });
});

describe('promise and evidence stores', () => {
  it('round-trip through .wukong/ and refuse empty promises', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wukong-promise-'));
    const promises = new PromiseStore(dir);
    expect(promises.read()).toBeUndefined();
    expect(() => promises.set(' ', ['x'], new Date())).toThrow(
      /--objective is required/,
    );
    expect(() => promises.set('ship', [], new Date())).toThrow(
      /at least one --ac/,
    );
    const stored = promises.set(
      'ship the limiter',
      ['429 on the 6th try :: npm test'],
      new Date('2026-11-22T10:00:00Z'),
    );
    expect(promises.read()).toEqual(stored);
    expect(stored.promise.acceptance).toEqual([
      { id: 'AC1', text: '429 on the 6th try', verify: 'npm test' },
    ]);
    const evidence = new EvidenceStore(dir);
    evidence.add({
      kind: 'verify',
      sourceTrust: 'local-command',
      producerTraceId: 't',
      command: 'npm test',
      exitCode: 0,
      sourceRefs: [],
      createdAt: '2026-11-22T11:00:00.000Z',
    });
    expect(evidence.list().records.map((r) => r.command)).toEqual(['npm test']);
    expect(promises.clear()).toBe(true);
    expect(promises.read()).toBeUndefined();
  });
});
