// phaseGatePolicy — at pre-phase-transition: plan → execute → verify → ship one
// step at a time (back is always allowed), execute needs an approved PLAN, no
// advance past an open blocking question, ship needs ship facts
// Pos: policies/harness/phases, seed 004 PhaseGatePolicy; the write side (no
// source writes outside execute) is source-write-policy.ts, so one wrong write
// is reported once
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
        gateFinding(
          'phase-gate',
          run.id,
          'hard-deny',
          'a phase transition without a target phase',
          { kind: 'fix-input', detail: `name one of ${ORDER.join(', ')}` },
        ),
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
          `${run.phase} → ${target} skips ${ORDER.slice(from + 1, to).join(', ')}; phases go ${ORDER.join(' → ')}`,
          { kind: 'fix-input', detail: `advance to ${ORDER[from + 1]} first` },
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
          'execute needs an approved PLAN that lists the files it may change',
          {
            kind: 'ask-user',
            detail: 'approve a plan: wukong run plan --path <file> … --approve',
          },
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
          `blocking question ${q.id} is open: ${q.text}`,
          {
            kind: 'ask-user',
            detail: `answer it (wukong run question answer ${q.id} "…")`,
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
          'ship needs the ship facts (acceptance and evidence) and none were gathered',
          {
            kind: 'add-evidence',
            detail:
              'set a CompletionPromise for the run and record its verifications',
          },
        ),
      );
    }
    return findings;
  },
});
