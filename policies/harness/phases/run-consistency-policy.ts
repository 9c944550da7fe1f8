// runConsistencyPolicy — at pre-context-compile: the run's state must hold
// together before a prompt is compiled from it (a phase past plan needs an
// approved PLAN; the phase must be where its history ends)
// Pos: policies/harness/phases, seed 004 pre-context-compile (编译 prompt 前，检查
// run state 一致性); a hand-edited run file is caught here
import { say, sayDetail } from '../../vocabulary/messages/index.js';
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type { Finding } from '../../vocabulary/finding.js';

export const runConsistencyPolicy = definePolicy({
  id: 'run-consistency',
  description:
    'the run state is consistent before a context is compiled from it (seed 004 pre-context-compile)',
  checkpoints: ['pre-context-compile'],
  evaluate(ctx): Finding[] {
    const run = ctx.run;
    if (!run) return [];
    const findings: Finding[] = [];
    if (run.phase !== 'plan' && !run.plan.approved)
      findings.push(
        gateFinding(
          'run-consistency',
          `${run.id}:plan`,
          'hard-deny',
          say('run.no-plan', { id: run.id, phase: run.phase }),
          { kind: 'ask-user', ...sayDetail('run.no-plan.next') },
        ),
      );
    const last = run.history[run.history.length - 1];
    if ((last ? last.to : 'plan') !== run.phase)
      findings.push(
        gateFinding(
          'run-consistency',
          `${run.id}:phase`,
          'hard-deny',
          say('run.history-mismatch', {
            id: run.id,
            phase: run.phase,
            last: last?.to ?? 'plan',
          }),
          { kind: 'ask-user', ...sayDetail('run.history-mismatch.next') },
        ),
      );
    return findings;
  },
});
