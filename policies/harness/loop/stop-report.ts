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
import type { Lang } from '../../vocabulary/messages/language.js';
import type { MessageId } from '../../vocabulary/messages/message.js';
import type { Said, SaidParam } from '../../vocabulary/messages/said.js';
import {
  findingText,
  fragment,
  saidText,
} from '../../vocabulary/messages/say.js';
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

const UNITS: Record<keyof LoopBudget, MessageId> = {
  maxTurns: 'loop.unit.maxTurns',
  maxToolCalls: 'loop.unit.maxToolCalls',
  maxVerifyAttempts: 'loop.unit.maxVerifyAttempts',
  maxWallClockMs: 'loop.unit.maxWallClockMs',
  maxContextChars: 'loop.unit.maxContextChars',
  maxDelegations: 'loop.unit.maxDelegations',
};

/** What lets the loop continue: English `detail`, its words as `said`. */
const req = (
  kind: ContinueRequirement['kind'],
  words: SaidParam,
  grant: ContinueRequirement['grant'],
): ContinueRequirement => {
  const said =
    typeof words === 'object'
      ? words
      : fragment('loop.unmet.text', { text: words });
  return { kind, detail: saidText(said, 'en'), said, grant };
};

/**
 * Items joined by `join` (`{list}<sep>{item}`) as one nested Said; the empty
 * list is the empty text.
 */
export function joined(
  items: readonly SaidParam[],
  join: MessageId = 'loop.stop.join',
): SaidParam {
  if (items.length === 0) return '';
  let list = items[0] as SaidParam;
  for (const item of items.slice(1)) list = fragment(join, { list, item });
  return list;
}

/**
 * A finding's words: its Said when that still says its English (a finding
 * carried from an older build may name an id this one lacks), else the English
 * as recorded, so the report's English never changes.
 */
function wordsOf(english: string, said: Said | undefined): SaidParam {
  if (said === undefined) return english;
  try {
    return saidText(said, 'en') === english ? said : english;
  } catch {
    return english;
  }
}
const textOf = (f: Finding): SaidParam => wordsOf(f.message, f.said);
const nextOf = (a: Finding['nextAction']): SaidParam =>
  wordsOf(a.detail, a.said);

const listed = (findings: readonly Finding[]) =>
  joined(
    findings.map((f) =>
      fragment('loop.stop.finding', { policy: f.policy, text: textOf(f) }),
    ),
  );

function requirements(
  reason: StopReason,
  facts: StopFacts,
): { summary: Said; toContinue: ContinueRequirement[] } {
  const findings = facts.findings ?? [];
  switch (reason) {
    case 'done':
      return {
        summary: fragment('loop.stop.done'),
        toContinue: [req('none', fragment('loop.stop.done.next'), null)],
      };
    case 'budget-exhausted': {
      const e = facts.exhausted;
      const what = e
        ? fragment('loop.stop.budget.what', {
            limit: e.limit,
            max: e.max,
            unit: fragment(UNITS[e.limit]),
            used: e.used,
          })
        : fragment('loop.stop.budget.any');
      return {
        summary: fragment('loop.stop.budget', { segment: facts.segment, what }),
        toContinue: [
          req(
            'new-budget-segment',
            fragment('loop.stop.budget.next', { next: facts.segment + 1 }),
            'continue',
          ),
        ],
      };
    }
    case 'stuck':
      return {
        summary: facts.stuck
          ? (facts.stuck.said ??
            fragment('loop.unmet.text', { text: facts.stuck.detail }))
          : fragment('loop.stop.stuck-any'),
        toContinue: [
          req('change-approach', fragment('loop.stop.stuck.next'), 'guidance'),
        ],
      };
    case 'unsafe':
      return {
        summary: fragment('loop.stop.unsafe', { findings: listed(findings) }),
        toContinue: [
          req(
            'change-action',
            fragment('loop.stop.unsafe.next', {
              actions: findings.length
                ? joined(findings.map((f) => nextOf(f.nextAction)))
                : fragment('loop.stop.unsafe.any'),
            }),
            'guidance',
          ),
        ],
      };
    case 'scope-drift':
      return {
        summary: fragment('loop.stop.scope', { findings: listed(findings) }),
        toContinue: [
          req(
            'revise-scope',
            fragment('loop.stop.scope.revise'),
            'revise-scope',
          ),
          req('change-action', fragment('loop.stop.scope.stay'), 'guidance'),
        ],
      };
    case 'blocked': {
      const out: ContinueRequirement[] = [];
      if (facts.question)
        out.push(
          req(
            'answer',
            fragment('loop.stop.answer', { question: facts.question }),
            'answer',
          ),
        );
      for (const f of findings) {
        if (f.severity === 'soft-deny')
          out.push(
            req(
              'authorize',
              fragment('loop.stop.authorize', {
                policy: f.policy,
                subject: f.subject ?? fragment('loop.stop.this-action'),
                next: nextOf(f.nextAction),
              }),
              'authorize',
            ),
          );
        else if (f.nextAction.kind === 'add-evidence')
          out.push(req('add-evidence', nextOf(f.nextAction), 'guidance'));
        else out.push(req('answer', nextOf(f.nextAction), 'answer'));
      }
      if (out.length === 0)
        out.push(req('answer', fragment('loop.stop.missing'), 'answer'));
      return {
        summary: facts.question
          ? fragment('loop.stop.waiting', { question: facts.question })
          : fragment('loop.stop.blocked', { findings: listed(findings) }),
        toContinue: out,
      };
    }
  }
}

export function stopReport(reason: StopReason, facts: StopFacts): StopReport {
  const { summary, toContinue } = requirements(reason, facts);
  return {
    reason,
    summary: saidText(summary, 'en'),
    summarySaid: summary,
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
 * One paragraph for a person: why it stopped and what would let it continue,
 * in `lang` (a report stored before it carried its words: the English).
 */
export function describeStop(report: StopReport, lang: Lang = 'en'): string {
  const summary: SaidParam = report.summarySaid ?? report.summary;
  const toContinue = joined(
    report.toContinue.map((r) => r.said ?? r.detail),
    'loop.stop.or',
  );
  const said = report.residualRisk.length
    ? fragment('loop.stop.paragraph-risk', {
        reason: report.reason,
        summary,
        toContinue,
        risk: joined(report.residualRisk),
      })
    : fragment('loop.stop.paragraph', {
        reason: report.reason,
        summary,
        toContinue,
      });
  const english = `Wukong stopped the loop: ${report.reason} — ${report.summary}. To continue: ${report.toContinue.map((r) => r.detail).join(' | ')}${
    report.residualRisk.length
      ? `. Residual risk: ${report.residualRisk.join('; ')}`
      : ''
  }`;
  return findingText({ message: english, said }, lang);
}
