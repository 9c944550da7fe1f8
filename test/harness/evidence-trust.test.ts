// seed 004's sourceTrust rules: local command, project metadata and source are
// strong; user-provided and external-system ship with residual risk; a manual
// note never turns green alone; a claimed green without an exit code of 0 is
// refused; SQL in normal mode needs local evidence; quick mode is not held to
// normal-only evidence
// Pos: test/harness, the evidence side of verify and ship
import { describe, expect, it } from 'vitest';
import { greenness } from '../../policies/evidence/trust.js';
import { shipReadiness } from '../../policies/evidence/ship-readiness.js';
import type { EvidenceRecord } from '../../policies/vocabulary/evidence.js';
import type { CompletionPromise } from '../../policies/vocabulary/loop.js';
import { gate, workspace } from './fixtures.js';

const since = '2026-11-22T10:00:00.000Z';
const rec = (
  trust: EvidenceRecord['sourceTrust'],
  exitCode: number | undefined,
  extra: Partial<EvidenceRecord> = {},
): EvidenceRecord => ({
  id: `${trust}-${exitCode}`,
  path: 'x',
  kind: 'verify',
  sourceTrust: trust,
  producerTraceId: 't',
  command: 'npm test',
  ...(exitCode === undefined ? {} : { exitCode }),
  sourceRefs: [],
  createdAt: '2026-11-22T11:00:00.000Z',
  tests: { runner: 'vitest', passed: 2, failed: 0, skipped: 0, total: 2 },
  ...extra,
});
const promise = (
  extra: Partial<CompletionPromise> = {},
): CompletionPromise => ({
  id: 'p',
  objective: 'o',
  acceptance: [{ id: 'AC1', text: 'tests pass', verify: 'npm test' }],
  allowedScope: [],
  disallowedScope: [],
  requiredEvidence: [],
  doneWhen: [],
  abortWhen: [],
  ...extra,
});
const ship = (
  records: EvidenceRecord[],
  mode: 'quick' | 'normal' = 'normal',
  extra: Partial<CompletionPromise> = {},
  riskSignals: string[] = [],
) =>
  shipReadiness({ promise: promise(extra), since, records, mode, riskSignals });

describe('greenness', () => {
  it('needs an exit code of 0 from a source that is not a note', () => {
    expect(greenness(rec('local-command', 0))).toEqual({
      green: true,
      why: '`npm test` exited 0 (local-command)',
      whySaid: {
        id: 'trust.green',
        params: {
          what: { id: 'trust.command', params: { command: 'npm test' } },
          trust: 'local-command',
        },
      },
    });
    expect(greenness(rec('local-command', undefined))).toMatchObject({
      green: false,
      why: expect.stringMatching(
        /no exit code: a green without `Exit: 0` is refused/,
      ),
    });
    expect(greenness(rec('local-command', 1)).green).toBe(false);
    expect(greenness(rec('manual-note', 0))).toMatchObject({
      green: false,
      why: expect.stringMatching(/never turns green alone/),
    });
    expect(greenness(rec('local-command', 0, { kind: 'tdd-red' })).green).toBe(
      false,
    );
  });
});

describe('ship readiness', () => {
  it('strong local evidence proves a criterion; a later failing run or a note on top takes it back', () => {
    expect(ship([rec('local-command', 0)]).ready).toBe(true);
    expect(
      ship([
        rec('local-command', 0),
        rec('local-command', 1, { createdAt: '2026-11-22T11:30:00.000Z' }),
      ]).ready,
    ).toBe(false);
    expect(
      ship([
        rec('local-command', 0),
        rec('manual-note', 0, { createdAt: '2026-11-22T11:30:00.000Z' }),
      ]).criteria[0],
    ).toMatchObject({
      status: 'unproven',
      detail: expect.stringMatching(/manual note/),
    });
    expect(
      ship([rec('local-command', 0, { createdAt: '2026-11-22T09:00:00.000Z' })])
        .ready,
    ).toBe(false);
  });

  it('user-provided and external-system evidence ships, with the residual risk and its source shown', () => {
    const r = ship([
      rec('external-system', 0, { sourceRefs: ['https://ci.example/run/7'] }),
    ]);
    expect(r.ready).toBe(true);
    expect(r.residualRisk).toEqual([
      'AC1 rests on `npm test` exited 0 (external-system): external-system evidence (https://ci.example/run/7)',
    ]);
    expect(r.findings).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message: expect.stringMatching(/^residual risk at ship: AC1 rests on/),
      }),
    ]);
  });

  it('a manual note alone never ships', () => {
    const r = ship([rec('manual-note', 0)]);
    expect(r.ready).toBe(false);
    expect(r.findings[0]).toMatchObject({
      severity: 'evidence-required',
      nextAction: { kind: 'add-evidence' },
    });
  });

  it('normal mode adds required evidence and, for SQL, only local evidence; quick mode checks the criteria only', () => {
    expect(
      ship([rec('local-command', 0)], 'normal', {
        requiredEvidence: ['tdd-red'],
      }),
    ).toMatchObject({ ready: false, missingEvidence: ['tdd-red'] });
    expect(
      ship([rec('local-command', 0)], 'quick', {
        requiredEvidence: ['tdd-red'],
      }).ready,
    ).toBe(true);
    expect(
      ship([rec('user-provided', 0)], 'normal', {}, ['sql']).criteria[0],
    ).toMatchObject({
      status: 'unproven',
      detail: expect.stringMatching(
        /SQL changes in normal mode need local evidence/,
      ),
    });
    expect(ship([rec('local-command', 0)], 'normal', {}, ['sql']).ready).toBe(
      true,
    );
  });
});

describe('gate policy evidence-trust (post-verify-result)', () => {
  const ws = workspace();
  const decide = (
    record: Omit<EvidenceRecord, 'id' | 'path'>,
    claimed?: 'pass' | 'fail',
  ) =>
    gate('post-verify-result', ws, {
      payload: { record, ...(claimed ? { claimed } : {}) },
    });
  const base = (extra: Partial<EvidenceRecord>) => {
    const { id: _i, path: _p, ...r } = rec('local-command', 0, extra);
    return r;
  };

  it('refuses a claimed pass without an exit code of 0', () => {
    const { exitCode: _e, ...noExit } = base({});
    const d = decide(noExit, 'pass');
    expect(d.allowed).toBe(false);
    expect(d.findings[0]).toMatchObject({
      policy: 'evidence-trust',
      severity: 'hard-deny',
      message: expect.stringMatching(/claimed pass refused: .* no exit code/),
    });
    expect(decide(base({ exitCode: 2 }), 'pass').allowed).toBe(false);
    expect(decide(base({}), 'pass').allowed).toBe(true);
  });

  it('keeps a verify without an exit code only as evidence still required, and flags notes and outside sources', () => {
    const { exitCode: _e, ...noExit } = base({});
    expect(decide(noExit).findings.map((f) => f.severity)).toEqual([
      'evidence-required',
    ]);
    expect(
      decide({ ...base({}), sourceTrust: 'manual-note' }).findings.map(
        (f) => f.severity,
      ),
    ).toEqual(['warning']);
    expect(
      decide({ ...base({}), sourceTrust: 'user-provided' }).findings[0]
        ?.message,
    ).toMatch(/shown as residual risk at ship, never the same as a local run/);
  });
});
