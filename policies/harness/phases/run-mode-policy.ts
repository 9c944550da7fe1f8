// runModePolicy — a run in quick mode whose objective or plan shows high-risk
// signals may not plan or advance: it must run in normal mode
// Pos: policies/harness/phases, seed 004's quick/normal rule (high-risk 信号仍强制
// normal); the registry already forces normal when it starts or re-plans a run,
// this guards a hand-edited one
import { say, sayDetail } from '../../vocabulary/messages/index.js';
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type { Finding } from '../../vocabulary/finding.js';
import { riskSignals } from './run-mode.js';

export const runModePolicy = definePolicy({
  id: 'run-mode',
  description: 'high-risk signals force normal mode (seed 004 quick/normal)',
  checkpoints: ['pre-plan', 'pre-phase-transition'],
  evaluate(ctx): Finding[] {
    const run = ctx.run;
    if (!run || run.mode !== 'quick') return [];
    const signals = riskSignals(run.objective, run.plan.paths);
    if (signals.length === 0) return [];
    return [
      gateFinding(
        'run-mode',
        run.id,
        'hard-deny',
        say('run.quick-risky', { id: run.id, signals: signals.join(', ') }),
        { kind: 'fix-input', ...sayDetail('run.quick-risky.next') },
      ),
    ];
  },
});
