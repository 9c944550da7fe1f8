// properties over the pipeline's counters and routes on every track: limits
// never exceeded, escalation exactly on the limit, seed 001's second-failure
// steps, no 定 after a 戒 REJECT, L0 never passes 定; and one property per track
// rule (feature's AC bar, fix's repro + regression and small-fix skip,
// refactor's behaviour proof and never-skip, direct's L1 and SKIP)
// Pos: test/property, random walks over the real machine with real submissions;
// complements the generated path tests
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';
import { createActor } from 'xstate';
import type { PipelineContext } from '../../machines/pipeline.context.js';
import { pipelineMachine } from '../../machines/pipeline.machine.js';
import { avatarList, avatars } from '../../policies/pipeline/avatars.js';
import { judgeDing } from '../../policies/pipeline/ding/judge.js';
import { judgeHui } from '../../policies/pipeline/hui/judge.js';
import { huiSkip } from '../../policies/pipeline/hui/skip-rules.js';
import { directTrack } from '../../policies/pipeline/tracks/direct.js';
import { featureTrack } from '../../policies/pipeline/tracks/feature.js';
import { fixTrack } from '../../policies/pipeline/tracks/fix.js';
import { refactorTrack } from '../../policies/pipeline/tracks/refactor.js';
import {
  backtrackStep,
  retryStep,
} from '../../policies/pipeline/failure-steps.js';
import { TRACKS, trackPolicies } from '../../policies/pipeline/tracks/index.js';
import type { AvatarId } from '../../policies/vocabulary/avatar.js';
import type { Submission } from '../../policies/vocabulary/submission.js';
import type { Track } from '../../policies/vocabulary/track.js';
import {
  pipelineEvents,
  submissions,
  submissionsFor,
} from '../model/pipeline.model.js';

interface Walk {
  track: Track;
  avatar: AvatarId;
  limits: { retry: number; backtrack: number; redo: number };
  choices: number[];
}

const walkArb: fc.Arbitrary<Walk> = fc.record({
  track: fc.constantFrom(...TRACKS),
  avatar: fc.constantFrom(...avatarList.map((r) => r.id)),
  limits: fc.record({
    retry: fc.integer({ min: 1, max: 4 }),
    backtrack: fc.integer({ min: 1, max: 4 }),
    redo: fc.integer({ min: 1, max: 4 }),
  }),
  choices: fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 40 }),
});

/**
 * Runs a random walk; `check` sees every snapshot after an event and every
 * microstep's entered nodes.
 */
function walk(
  w: Walk,
  check: (s: AnyMachineSnapshot) => void,
  onMicrostep?: (nodes: string[], context: PipelineContext) => void,
) {
  const actor = createActor(pipelineMachine, {
    input: { track: w.track, avatar: w.avatar, limits: w.limits },
    inspect: (e) => {
      if (e.type === '@xstate.microstep' && onMicrostep) {
        const snap = e.snapshot as AnyMachineSnapshot & {
          _nodes: AnyStateNode[];
        };
        onMicrostep(
          snap._nodes.map((n) => n.id),
          snap.context as PipelineContext,
        );
      }
    },
  });
  actor.start();
  for (const choice of w.choices) {
    const options = pipelineEvents(actor.getSnapshot() as AnyMachineSnapshot);
    if (options.length === 0) break;
    actor.send(options[choice % options.length] as never);
    check(actor.getSnapshot() as AnyMachineSnapshot);
  }
  actor.stop();
}

describe('pipeline properties', () => {
  it('counters never exceed their limits', () => {
    fc.assert(
      fc.property(walkArb, (w) =>
        walk(w, (s) => {
          const { retries, backtracks, redos } = (s.context as PipelineContext)
            .counters;
          expect(retries).toBeLessThanOrEqual(w.limits.retry);
          expect(backtracks).toBeLessThanOrEqual(w.limits.backtrack);
          expect(redos).toBeLessThanOrEqual(w.limits.redo);
        }),
      ),
      { numRuns: 300 },
    );
  });

  it('escalation happens exactly when a counter reaches its limit, and only then (or on a user stop)', () => {
    fc.assert(
      fc.property(walkArb, (w) =>
        walk(w, (s) => {
          const c = s.context as PipelineContext;
          const atLimit =
            c.counters.retries === w.limits.retry ||
            c.counters.backtracks === w.limits.backtrack ||
            c.counters.redos === w.limits.redo;
          const escalated = s.matches('escalated');
          if (atLimit) expect(escalated).toBe(true);
          if (escalated && c.escalation?.reason !== 'user-stop') {
            expect(atLimit).toBe(true);
            const counter = {
              'retry-limit': 'retries',
              'backtrack-limit': 'backtracks',
              'redo-limit': 'redos',
            } as const;
            const limit = {
              'retry-limit': w.limits.retry,
              'backtrack-limit': w.limits.backtrack,
              'redo-limit': w.limits.redo,
            } as const;
            const reason = c.escalation!.reason as keyof typeof counter;
            expect(c.counters[counter[reason]]).toBe(limit[reason]);
          }
        }),
      ),
      { numRuns: 300 },
    );
  });

  it('no path reaches 定 after a 戒 REJECT: 定 only runs on an output 戒 passed', () => {
    let dingEntries = 0;
    fc.assert(
      fc.property(walkArb, (w) => {
        const violations: string[] = [];
        walk(
          w,
          () => {},
          (nodes, context) => {
            if (!nodes.includes(`pipeline.${w.track}.ding.checking`)) return;
            dingEntries++;
            if (context.jie?.verdict !== 'PASS')
              violations.push(
                `定 entered with 戒 ${context.jie?.verdict ?? 'not run'}`,
              );
          },
        );
        expect(violations).toEqual([]);
      }),
      { numRuns: 300 },
    );
    expect(dingEntries).toBeGreaterThan(0);
  });

  const body = (summary: string) => ({
    files_changed: ['src/a.ts'],
    summary,
    tests_run: true,
  });
  const speculative = fc.constantFrom(
    'should work',
    '应该可以',
    '大概能',
    'probably fine',
    'I think it works',
    'done',
    '',
  );

  it('L0 never passes 定: claims and speculation alone are REJECTed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('feature', 'fix', 'refactor', 'direct'),
        fc.constantFrom(...avatarList),
        speculative,
        fc.array(fc.oneof(speculative, fc.string()), { maxLength: 4 }),
        fc.array(
          fc.constantFrom('echo ok', 'true', 'ls -la src', 'cat README.md'),
          { maxLength: 3 },
        ),
        (track, row, summary, claims, trivial) => {
          const submission = {
            avatar: row.id,
            track,
            output: body(summary),
            evidence: [
              ...claims.map((text) => ({ kind: 'claim' as const, text })),
              ...trivial.map((command) => ({
                kind: 'command' as const,
                command,
                exitCode: 0,
              })),
            ],
          } as Submission;
          const result = judgeDing({
            submission,
            row,
            outputText: summary,
            contractCitations: [],
            discounted: [],
            pendingScenario: null,
          });
          expect(result.level).toBe('L0');
          expect(result.verdict).toBe('REJECT');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('feature and refactor never skip 慧, whatever the avatar, speed request or change size', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('feature', 'refactor'),
        fc.constantFrom(...avatarList),
        fc.boolean(),
        fc.array(fc.constantFrom('src/a.ts', 'src/b.ts', 'README.md'), {
          maxLength: 3,
        }),
        fc.nat({ max: 500 }),
        (track, row, fast, files, linesChanged) => {
          const submission = {
            ...submissions.pass,
            track,
            avatar: row.id,
            fast,
            changes: { files, linesChanged },
          } as Submission;
          expect(huiSkip(submission, row, 20).skip).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the machine follows each track module: feature and refactor runs went through 慧, direct runs skipped it, a fix skipped it only when its rule allows', () => {
    fc.assert(
      fc.property(walkArb, (w) =>
        walk(w, (s) => {
          if (!s.matches('completed')) return;
          const c = s.context as PipelineContext;
          const rule = trackPolicies[w.track].rule.skipHui;
          if (rule === 'never') expect(c.hui?.skipped).toBe(false);
          if (rule === 'always') expect(c.hui?.verdict).toBe('SKIP');
          if (c.hui?.skipped)
            expect(
              huiSkip(
                c.submission!,
                avatars[c.avatar],
                c.limits.smallFixMaxLines,
              ).skip,
            ).toBe(true);
          // 定 handed over only on the track's own bar.
          expect(
            trackPolicies[w.track].evidenceMet(c.ding!, c.avatarKind),
          ).toBe(true);
        }),
      ),
      { numRuns: 300 },
    );
  });

  it("seed 001's second failures: a retry from the second on waits in rootCause with the request in the hand-back; a backtrack from the second on warns", () => {
    fc.assert(
      fc.property(walkArb, (w) => {
        const warnedAt: number[] = [];
        let maxBacktracks = 0;
        walk(
          w,
          (s) => {
            const c = s.context as PipelineContext;
            const value = JSON.stringify(s.value);
            if (!value.includes('"retrying"')) return;
            const due =
              retryStep(c.counters.retries, w.limits.retry) === 'root-cause';
            expect(value.includes('"rootCause"')).toBe(due);
            if (due)
              expect(c.handBack.map((n) => n.kind)).toContain('root-cause');
          },
          (nodes, c) => {
            maxBacktracks = Math.max(maxBacktracks, c.counters.backtracks);
            if (nodes.some((n) => n.endsWith('.hui.backtrackWarned'))) {
              warnedAt.push(c.counters.backtracks);
              expect(c.handBack.at(-1)?.kind).toBe('backtrack-warning');
            }
          },
        );
        const expected = Array.from(
          { length: maxBacktracks },
          (_, i) => i + 1,
        ).filter((k) => backtrackStep(k, w.limits.backtrack) === 'warn');
        expect([...new Set(warnedAt)]).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});

/** A 定 judgement of this submission, as the pipeline would run it. */
const ding = (submission: Submission) =>
  judgeDing({
    submission,
    row: avatars.body,
    outputText: '',
    contractCitations: [],
    discounted: [],
    pendingScenario: null,
  });
const keep = <T>(items: readonly T[], mask: readonly boolean[]) =>
  items.filter((_, i) => mask[i]);
/** A track's passing body output (the golden case), as the body's. */
const golden = (track: Track): Submission => ({
  ...structuredClone(submissionsFor(track, 'body')['pass']!),
  avatar: 'body',
});

describe('track rules (one property each)', () => {
  it('feature: 定 hands over only when a passing test covers every acceptance criterion', () => {
    const pass = golden('feature');
    fc.assert(
      fc.property(
        fc.subarray(['AC1', 'AC2']),
        fc.boolean(),
        (covers, failing) => {
          const s = structuredClone(pass);
          s.evidence = s.evidence.map((e) =>
            e.kind === 'command'
              ? { ...e, covers, ...(failing ? { exitCode: 1 } : {}) }
              : e,
          );
          const met = featureTrack.evidenceMet(ding(s), 'implementation');
          expect(met).toBe(covers.length === 2 && !failing);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('fix: 定 hands over only with a passing repro case and a passing regression run', () => {
    const pass = golden('fix');
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), {
          minLength: pass.evidence.length,
          maxLength: pass.evidence.length,
        }),
        (mask) => {
          const s = {
            ...structuredClone(pass),
            evidence: keep(pass.evidence, mask),
          };
          const passing = (purpose: string) =>
            s.evidence.some(
              (e, i) =>
                e.kind === 'command' &&
                e.exitCode === 0 &&
                e.purpose === purpose &&
                // a later run of the same command supersedes this one
                !s.evidence
                  .slice(i + 1)
                  .some((l) => l.kind === 'command' && l.command === e.command),
            );
          const met = fixTrack.evidenceMet(ding(s), 'implementation');
          expect(met).toBe(passing('repro') && passing('regression'));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('fix: 慧 skips for a one-file change under the small-fix limit, a fast request or an exploring avatar, and runs otherwise', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...avatarList),
        fc.boolean(),
        fc.array(fc.constantFrom('src/a.ts', 'src/b.ts', 'README.md'), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.nat({ max: 60 }),
        (row, fast, files, linesChanged) => {
          const submission = {
            ...golden('fix'),
            avatar: row.id,
            fast,
            changes: { files, linesChanged },
          } as Submission;
          const small = files.length === 1 && linesChanged < 20;
          const exploring = ['eye', 'ear', 'nose'].includes(row.id);
          expect(huiSkip(submission, row, 20).skip).toBe(
            small || fast || exploring,
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refactor: 定 hands over only with a passing behaviour-unchanged run', () => {
    const pass = golden('refactor');
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), {
          minLength: pass.evidence.length,
          maxLength: pass.evidence.length,
        }),
        fc.boolean(),
        (mask, failing) => {
          const evidence = keep(pass.evidence, mask).map((e) =>
            failing && e.kind === 'command' ? { ...e, exitCode: 1 } : e,
          );
          const s = { ...structuredClone(pass), evidence };
          const proof = evidence.some(
            (e) =>
              e.kind === 'command' &&
              e.exitCode === 0 &&
              e.purpose === 'behaviour-unchanged',
          );
          expect(refactorTrack.evidenceMet(ding(s), 'implementation')).toBe(
            proof,
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it('direct: a citation is enough for 定 (L1), and 慧 is skipped whatever the avatar, speed or change', () => {
    const pass = golden('direct');
    expect(directTrack.evidenceMet(ding(pass), 'implementation')).toBe(true);
    fc.assert(
      fc.property(
        fc.constantFrom(...avatarList),
        fc.boolean(),
        fc.array(fc.constantFrom('src/a.ts', 'src/b.ts', 'README.md'), {
          maxLength: 3,
        }),
        fc.nat({ max: 500 }),
        (row, fast, files, linesChanged) => {
          const submission = {
            ...pass,
            avatar: row.id,
            fast,
            changes: { files, linesChanged },
          } as Submission;
          const hui = judgeHui({
            submission,
            row,
            smallFixMaxLines: 20,
            discounted: [],
            jieFindings: [],
            prior: [],
            knownTitles: [],
          });
          expect(hui.verdict).toBe('SKIP');
          expect(directTrack.huiSkipAllowed(hui)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a never-skip track never accepts a skipped 慧, whatever the judge says', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(featureTrack, refactorTrack),
        fc.constantFrom('PASS', 'SKIP', 'FEEDBACK', 'RETRY'),
        fc.boolean(),
        (track, verdict, skipped) => {
          expect(track.huiSkipAllowed({ verdict, skipped })).toBe(false);
        },
      ),
    );
  });
});
