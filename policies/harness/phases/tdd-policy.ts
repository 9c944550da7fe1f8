// tddPolicy and hasRed(evidence, since) — with TDD on, a non-test source write
// in execute needs a failing test run recorded since execute began; at
// post-verify-result a green with no red before it is flagged
// Pos: policies/harness/phases, seed 004 TddPolicy (pre-write,
// post-verify-result); a missing red is repairable (write the failing test), so
// the loop repairs rather than stops
import { say, sayDetail } from '../../vocabulary/messages/index.js';
import { profileCommand } from '../../evidence/command-kind.js';
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type { EvidenceRecord } from '../../vocabulary/evidence.js';
import type { Finding } from '../../vocabulary/finding.js';
import { trustClass } from '../../evidence/trust.js';
import { isSourceLike, isTestPath, writtenFiles } from '../source-files.js';

/**
 * A failing test run from a strong local source since `since` (a recorded
 * tdd-red, or a test command that exited non-zero).
 */
export function hasRed(
  evidence: readonly EvidenceRecord[],
  since: string,
): boolean {
  return evidence.some(
    (r) =>
      r.createdAt >= since &&
      trustClass(r.sourceTrust) === 'strong' &&
      (r.kind === 'tdd-red' ||
        (r.kind === 'verify' &&
          r.exitCode !== undefined &&
          r.exitCode !== 0 &&
          profileCommand(r.command ?? '').kind === 'test')),
  );
}

export const tddPolicy = definePolicy({
  id: 'tdd',
  description:
    'with TDD on, production code changes only after a failing test was recorded (seed 004 TddPolicy)',
  checkpoints: ['pre-write', 'pre-tool', 'post-verify-result'],
  evaluate(ctx): Finding[] {
    const run = ctx.run;
    if (!run || !run.tdd || run.phase !== 'execute') return [];
    const evidence = ctx.facts?.evidence ?? [];
    const red = hasRed(evidence, run.phaseEnteredAt);
    if (ctx.checkpoint === 'post-verify-result') {
      const record = ctx.payload?.record;
      if (
        red ||
        record?.exitCode !== 0 ||
        profileCommand(record.command ?? '').kind !== 'test'
      )
        return [];
      return [
        gateFinding(
          'tdd',
          record.command ?? 'test',
          'warning',
          say('tdd.green-first'),
          { kind: 'add-evidence', ...sayDetail('tdd.green-first.next') },
        ),
      ];
    }
    if (red) return [];
    return writtenFiles(ctx)
      .filter((f) => isSourceLike(f) && !isTestPath(f))
      .map((file) =>
        gateFinding('tdd', file, 'hard-deny', say('tdd.no-red', { file }), {
          kind: 'add-evidence',
          ...sayDetail('tdd.no-red.next'),
        }),
      );
  },
});
