// LoopStep and loopReducer(context, step) — every change the LoopKernel makes
// to its context, one immer producer per step
// Pos: machines, the loop's reducer (seed 004: State Update 只能由 reducer 处理);
// the machine's actions are one-line calls into it, guards never change
// anything
import { produce } from 'immer';
import { addCost, costOf } from '../policies/harness/loop/budget.js';
import type { Exhausted } from '../policies/harness/loop/budget.js';
import {
  checkpointsFor,
  planSignature,
} from '../policies/harness/loop/action-checkpoints.js';
import {
  normaliseFailure,
  normaliseQuestion,
} from '../policies/harness/loop/signature.js';
import { stopReport } from '../policies/harness/loop/stop-report.js';
import type { StuckVerdict } from '../policies/harness/loop/stuck-detector.js';
import type {
  ActionPlan,
  Evaluation,
  Observation,
} from '../policies/vocabulary/action.js';
import type { Finding } from '../policies/vocabulary/finding.js';
import type { GateDecision } from '../policies/vocabulary/gate.js';
import type { StopReason } from '../policies/vocabulary/loop.js';
import type { LoopContext } from './loop.context.js';

export type LoopStep =
  | { kind: 'tick'; at: number }
  | { kind: 'propose'; plan: ActionPlan; rationale?: string }
  | { kind: 'claim'; text: string }
  | { kind: 'decide'; decisions: GateDecision[] }
  | { kind: 'charge' }
  | { kind: 'deny'; findings: Finding[] }
  | { kind: 'observe'; observation: Observation }
  | { kind: 'evaluate'; evaluation: Evaluation }
  | { kind: 'ship-refused'; decision: GateDecision }
  | {
      kind: 'stop';
      reason: StopReason;
      findings?: Finding[];
      exhausted?: Exhausted | null;
      stuck?: StuckVerdict | null;
      question?: string;
      residualRisk?: string[];
    };

const keepHardDenies = (d: LoopContext, findings: readonly Finding[]) => {
  for (const f of findings)
    if (f.severity === 'hard-deny' && !d.hardDenies.some((h) => h.id === f.id))
      d.hardDenies.push(f);
};

function recordWrite(d: LoopContext, status: 'written' | 'denied') {
  const plan = d.current?.plan;
  if (plan?.kind === 'write')
    d.writes.push({ path: plan.path, lines: plan.lines, status });
}

export function loopReducer(context: LoopContext, step: LoopStep): LoopContext {
  return produce(context, (d) => {
    switch (step.kind) {
      case 'tick':
        d.lastAt = Math.max(d.lastAt, step.at);
        d.usage.wallClockMs = Math.max(
          d.usage.wallClockMs,
          d.lastAt - d.startedAt,
        );
        return;
      case 'propose':
        d.usage.turns += 1;
        d.proposals.push(planSignature(step.plan));
        d.current = { plan: step.plan, decisions: [] };
        if (step.rationale) d.claims.push(step.rationale);
        if (step.plan.kind === 'ask') {
          const key = normaliseQuestion(step.plan.question);
          const before = d.questions[key];
          d.questions[key] = {
            id: before?.id ?? step.plan.id,
            text: step.plan.question,
            count: (before?.count ?? 0) + 1,
            answered: false,
            blocking: step.plan.blocking,
          };
        }
        d.repairFindings = [];
        d.request = {
          kind: 'gate',
          plan: step.plan,
          checkpoints: checkpointsFor(step.plan),
        };
        return;
      case 'claim':
        d.usage.turns += 1;
        d.claims.push(step.text);
        d.current = null;
        d.request = { kind: 'evaluate' };
        return;
      case 'decide':
        d.decisions.push(...step.decisions);
        if (d.current) d.current.decisions = [...step.decisions];
        keepHardDenies(
          d,
          step.decisions.flatMap((x) => x.findings),
        );
        return;
      case 'charge': {
        const plan = d.current?.plan;
        const cost = { ...costOf(plan), turns: 0 };
        d.usage = addCost(d.usage, cost);
        if (plan) d.request = { kind: 'act', plan };
        return;
      }
      case 'deny':
        d.observations.push({
          planId: d.current?.plan.id ?? 'none',
          source: 'gate',
          outcome: 'denied',
          failure: normaliseFailure(
            `denied ${step.findings.map((f) => `${f.policy}:${f.subject ?? ''}`).join(' ')}`,
          ),
          outputChars: 0,
          evidenceIds: [],
        });
        d.repairFindings = step.findings;
        recordWrite(d, 'denied');
        return;
      case 'observe': {
        const o = step.observation;
        d.observations.push(o);
        d.usage.contextChars += o.outputChars;
        // A sub-agent's output is an observation only: whatever it calls
        // evidence never joins the run's evidence.
        if (o.source !== 'subagent')
          for (const id of o.evidenceIds)
            if (!d.evidenceIds.includes(id)) d.evidenceIds.push(id);
        const plan = d.current?.plan;
        if (plan?.kind === 'ask' && o.outcome === 'answered') {
          const q = d.questions[normaliseQuestion(plan.question)];
          if (q) q.answered = true;
        }
        recordWrite(d, o.outcome === 'ok' ? 'written' : 'denied');
        return;
      }
      case 'evaluate':
        d.evaluation = step.evaluation;
        d.repairFindings =
          step.evaluation.verdict === 'repair' ? step.evaluation.findings : [];
        d.request =
          step.evaluation.verdict === 'ship'
            ? { kind: 'ship-gate' }
            : { kind: 'propose' };
        return;
      case 'ship-refused':
        d.decisions.push(step.decision);
        d.repairFindings = step.decision.findings.filter(
          (f) => f.severity !== 'warning',
        );
        d.request = { kind: 'propose' };
        return;
      case 'stop':
        keepHardDenies(d, step.findings ?? []);
        // A write refused by the gate is a write transaction that did not
        // happen: the capsule must still show it.
        if (
          step.findings?.length &&
          d.current?.plan.kind === 'write' &&
          d.current.decisions.length
        )
          recordWrite(d, 'denied');
        d.request = { kind: 'none' };
        d.stop = stopReport(step.reason, {
          segment: d.segment,
          usage: d.usage,
          budget: d.budget,
          ...(step.findings ? { findings: step.findings } : {}),
          ...(step.exhausted !== undefined
            ? { exhausted: step.exhausted }
            : {}),
          ...(step.stuck !== undefined ? { stuck: step.stuck } : {}),
          ...(step.question !== undefined ? { question: step.question } : {}),
          ...(step.residualRisk ? { residualRisk: step.residualRisk } : {}),
        });
        return;
    }
  });
}
