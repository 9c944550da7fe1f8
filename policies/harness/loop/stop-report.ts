// stopReport(reason, facts) — the structured "what would let this continue" of
// each of the six stop reasons
// Pos: policies/harness/loop, the words of the Stop Hook: the loop machine
// stores the report in its final state, the Claude Code adapter shows it to the
// user
import type { Finding } from '../../vocabulary/finding.js';
import type {
  ContinueRequirement,
  LoopBudget,
  LoopUsage,
  StopReason,
  StopReport,
} from '../../vocabulary/loop.js';
import type { Exhausted } from './budget.js';
import type { StuckVerdict } from './stuck-detector.js';

export interface StopFacts {
  segment: number;
  usage: LoopUsage;
  budget: LoopBudget;
  findings?: Finding[];
  exhausted?: Exhausted | null;
  stuck?: StuckVerdict | null;
  question?: string;
  residualRisk?: string[];
}

const UNITS: Record<keyof LoopBudget, string> = {
  maxTurns: 'turns',
  maxToolCalls: 'tool calls',
  maxVerifyAttempts: 'verify attempts',
  maxWallClockMs: 'ms of wall clock',
  maxContextChars: 'characters of context',
  maxDelegations: 'delegations',
};

const req = (
  kind: ContinueRequirement['kind'],
  detail: string,
  grant: ContinueRequirement['grant'],
): ContinueRequirement => ({ kind, detail, grant });
const listed = (findings: readonly Finding[]) =>
  findings.map((f) => `[${f.policy}] ${f.message}`).join('; ');

function requirements(
  reason: StopReason,
  facts: StopFacts,
): { summary: string; toContinue: ContinueRequirement[] } {
  const findings = facts.findings ?? [];
  switch (reason) {
    case 'done':
      return {
        summary:
          'every acceptance criterion is proven and the ship gate passed',
        toContinue: [
          req(
            'none',
            'nothing: the promise is kept; a new objective starts a new loop',
            null,
          ),
        ],
      };
    case 'budget-exhausted': {
      const e = facts.exhausted;
      const what = e
        ? `${e.limit} ${e.max} ${UNITS[e.limit]} (used ${e.used})`
        : 'a budget';
      return {
        summary: `segment ${facts.segment} used up ${what}`,
        toContinue: [
          req(
            'new-budget-segment',
            `a user's "continue" opens segment ${facts.segment + 1} with a fresh budget of the same size; nothing extends this one`,
            'continue',
          ),
        ],
      };
    }
    case 'stuck':
      return {
        summary: facts.stuck?.detail ?? 'the loop repeats itself',
        toContinue: [
          req(
            'change-approach',
            'guidance from the user that changes the approach; repeating the same step again stops again',
            'guidance',
          ),
        ],
      };
    case 'unsafe':
      return {
        summary: `a hard-deny stopped the loop: ${listed(findings)}`,
        toContinue: [
          req(
            'change-action',
            `${findings.map((f) => f.nextAction.detail).join('; ') || 'choose a different action'} — no confirmation lifts a hard-deny`,
            'guidance',
          ),
        ],
      };
    case 'scope-drift':
      return {
        summary: `a write left the promised scope or the approved PLAN: ${listed(findings)}`,
        toContinue: [
          req(
            'revise-scope',
            'revise the plan or the promise scope to include the path (wukong run plan / wukong promise set --scope), then continue',
            'revise-scope',
          ),
          req(
            'change-action',
            'or tell the agent to stay inside the scope',
            'guidance',
          ),
        ],
      };
    case 'blocked': {
      const out: ContinueRequirement[] = [];
      if (facts.question)
        out.push(req('answer', `answer: ${facts.question}`, 'answer'));
      for (const f of findings) {
        if (f.severity === 'soft-deny')
          out.push(
            req(
              'authorize',
              `authorize ${f.policy} for ${f.subject ?? 'this action'} (a structured Authorization), or ${f.nextAction.detail}`,
              'authorize',
            ),
          );
        else if (f.nextAction.kind === 'add-evidence')
          out.push(req('add-evidence', f.nextAction.detail, 'guidance'));
        else out.push(req('answer', f.nextAction.detail, 'answer'));
      }
      if (out.length === 0)
        out.push(
          req(
            'answer',
            'the facts, permission or environment the loop is missing',
            'answer',
          ),
        );
      return {
        summary: facts.question
          ? `waiting for an answer: ${facts.question}`
          : `blocked: ${listed(findings)}`,
        toContinue: out,
      };
    }
  }
}

export function stopReport(reason: StopReason, facts: StopFacts): StopReport {
  const { summary, toContinue } = requirements(reason, facts);
  return {
    reason,
    summary,
    findings: facts.findings ?? [],
    toContinue,
    segment: facts.segment,
    usage: facts.usage,
    budget: facts.budget,
    exhausted: facts.exhausted ?? null,
    residualRisk: facts.residualRisk ?? [],
  };
}

/**
 * One paragraph for a person: why it stopped and what would let it continue.
 */
export function describeStop(report: StopReport): string {
  return `Wukong stopped the loop: ${report.reason} — ${report.summary}. To continue: ${report.toContinue.map((r) => r.detail).join(' | ')}${
    report.residualRisk.length
      ? `. Residual risk: ${report.residualRisk.join('; ')}`
      : ''
  }`;
}
