// properties over the pipeline's counters and routes: limits never exceeded,
// escalation exactly on the limit, no 定 after a 戒 REJECT, L0 never passes 定,
// feature and refactor never skip 慧
// Pos: test/property, random walks over the real machine with real submissions;
// complements the generated path tests
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';
import { createActor } from 'xstate';
import type { PipelineContext } from '../../machines/pipeline.context.js';
import { pipelineMachine } from '../../machines/pipeline.machine.js';
import { avatarList } from '../../policies/pipeline/avatars.js';
import { judgeDing } from '../../policies/pipeline/ding/judge.js';
import { huiSkip } from '../../policies/pipeline/hui/skip-rules.js';
import type { Submission } from '../../policies/vocabulary/submission.js';
import { pipelineEvents, submissions } from '../model/pipeline.model.js';

interface Walk {
  limits: { retry: number; backtrack: number; redo: number };
  choices: number[];
}

const walkArb: fc.Arbitrary<Walk> = fc.record({
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
    input: { track: 'feature', avatar: 'body', limits: w.limits },
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
            if (!nodes.includes('pipeline.ding.checking')) return;
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

  it('feature never skips 慧 in the machine either: every completed feature run went through 慧', () => {
    fc.assert(
      fc.property(walkArb, (w) =>
        walk(w, (s) => {
          if (s.matches('completed'))
            expect((s.context as PipelineContext).hui?.skipped).toBe(false);
        }),
      ),
      { numRuns: 200 },
    );
  });
});
