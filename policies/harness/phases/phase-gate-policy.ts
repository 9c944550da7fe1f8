// phaseGatePolicy — at pre-phase-transition: plan → execute → verify → ship one
// step at a time (back is always allowed), execute needs an approved PLAN, no
// advance past an open blocking question, ship needs ship facts
// Pos: policies/harness/phases, seed 004 PhaseGatePolicy; the write side (no
// source writes outside execute) is source-write-policy.ts, so one wrong write
// is reported once
import { say, sayDetail } from '../../vocabulary/messages/index.js';
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type { Finding } from '../../vocabulary/finding.js';
import type { Phase } from '../../vocabulary/run.js';

const ORDER: readonly Phase[] = ['plan', 'execute', 'verify', 'ship'];

export const phaseGatePolicy = definePolicy({
  id: 'phase-gate',
  description:
    'phases advance plan → execute → verify → ship one step at a time, each with what it needs (seed 004 PhaseGatePolicy)',
  checkpoints: ['pre-phase-transition'],
  evaluate(ctx): Finding[] {
    const run = ctx.run;
    if (!run) return [];
    const target = ctx.phaseTarget;
    if (!target)
      return [
        gateFinding('phase-gate', run.id, 'hard-deny', say('phase.no-target'), {
          kind: 'fix-input',
          ...sayDetail('phase.no-target.next', { phases: ORDER.join(', ') }),
        }),
      ];
    const from = ORDER.indexOf(run.phase);
    const to = ORDER.indexOf(target);
    if (to <= from) return [];
    const subject = `${run.phase}->${target}`;
    if (to > from + 1) {
      return [
        gateFinding(
          'phase-gate',
          subject,
          'hard-deny',
          say('phase.skips', {
            from: run.phase,
            to: target,
            skipped: ORDER.slice(from + 1, to).join(', '),
            order: ORDER.join(' → '),
          }),
          {
            kind: 'fix-input',
            ...sayDetail('phase.advance-first.next', {
              next: ORDER[from + 1] ?? target,
            }),
          },
        ),
      ];
    }
    const findings: Finding[] = [];
    if (
      target === 'execute' &&
      (!run.plan.approved || run.plan.paths.length === 0)
    ) {
      findings.push(
        gateFinding(
          'phase-gate',
          subject,
          'hard-deny',
          say('phase.execute-needs-plan'),
          { kind: 'ask-user', ...sayDetail('phase.approve-plan.next') },
        ),
      );
    }
    const open = run.questions.filter(
      (q) => q.blocking && q.answer === undefined,
    );
    for (const q of open) {
      findings.push(
        gateFinding(
          'phase-gate',
          `${subject}:${q.id}`,
          'hard-deny',
          say('phase.question-open', { id: q.id, text: q.text }),
          {
            kind: 'ask-user',
            ...sayDetail('phase.question-answer.next', { id: q.id }),
          },
        ),
      );
    }
    if (target === 'ship' && !ctx.facts?.ship) {
      findings.push(
        gateFinding(
          'phase-gate',
          subject,
          'evidence-required',
          say('phase.ship-needs-facts'),
          { kind: 'add-evidence', ...sayDetail('phase.ship-needs-facts.next') },
        ),
      );
    }
    return findings;
  },
});
