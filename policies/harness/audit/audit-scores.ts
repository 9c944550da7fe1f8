// AUDIT_SCORES, AuditReport and auditScores(facts) — seed 004 Phase 5's seven
// scores (0–100) from deterministic checks, with the failed checks as findings
// and their actions, most costly first
// Pos: policies/harness/audit, the scoring; a check that does not apply (no
// ledger data, no promise) is left out of its score rather than guessed, a
// score none of whose checks applies is 0 (an empty folder scores 0, not 100),
// and the registry counts only where Wukong's PreToolUse hook is installed. No
// LLM judgment, nothing read from disk here
import { CHECKPOINTS } from '../../vocabulary/checkpoint.js';
import type { Checkpoint } from '../../vocabulary/checkpoint.js';
import type { NextAction } from '../../vocabulary/finding.js';
import type { MessageId } from '../../vocabulary/messages/message.js';
import type { Said, SaidParam } from '../../vocabulary/messages/said.js';
import {
  fragment,
  say,
  sayDetail,
  type SayParams,
} from '../../vocabulary/messages/say.js';
import type { AuditFacts, Ratio } from './audit-facts.js';

export const AUDIT_SCORES = [
  'toolCoverage',
  'writeSafety',
  'phaseSafety',
  'verifySafety',
  'contextPersistence',
  'delegationSafety',
  'evalCoverage',
] as const;
export type AuditScore = (typeof AUDIT_SCORES)[number];

export interface AuditFinding {
  id: string;
  score: AuditScore;
  /** How much of its score the check costs (0–100 points). */
  cost: number;
  /** In English; `said` words it in the user's language. */
  message: string;
  said: Said;
  nextAction: NextAction;
}

export interface AuditReport {
  scores: Record<AuditScore, number>;
  findings: AuditFinding[];
  actions: Array<{
    score: AuditScore;
    kind: NextAction['kind'];
    detail: string;
    said?: Said;
  }>;
}

interface Check {
  id: string;
  /** 0..1, or null when the check does not apply. */
  value: number | null;
  words: { message: string; said: Said };
  action: NextAction;
}

const ratio = (r: Ratio) => (r.total === 0 ? null : r.ok / r.total);
const has = (
  facts: AuditFacts,
  checkpoint: Checkpoint,
  ids: readonly string[],
) => {
  const at = facts.registry[checkpoint] ?? [];
  return ids.filter((id) => at.includes(id)).length / ids.length;
};
const missing = (
  facts: AuditFacts,
  checkpoint: Checkpoint,
  ids: readonly string[],
) => ids.filter((id) => !(facts.registry[checkpoint] ?? []).includes(id));
const fix = (id: MessageId): NextAction => ({
  kind: 'fix-input',
  ...sayDetail(id),
});
const evidence = (id: MessageId): NextAction => ({
  kind: 'add-evidence',
  ...sayDetail(id),
});
/** `{ok} of {total} …`: a ratio's check worded by its catalog id. */
const of = (id: MessageId, r: Ratio) => say(id, { ok: r.ok, total: r.total });
/** A list joined with `; `, or `none` when it is empty. */
const list = (items: readonly SaidParam[], separator = ', '): SaidParam => {
  if (items.length === 0) return fragment('audit.none');
  if (separator === ', ')
    return items.every((i) => typeof i === 'string')
      ? items.join(', ')
      : joinWith(items, 'audit.comma');
  return joinWith(items, 'audit.join');
};
const joinWith = (items: readonly SaidParam[], id: MessageId): SaidParam =>
  items
    .slice(1)
    .reduce<SaidParam>(
      (acc, item) => fragment(id, { list: acc, item }),
      items[0] as SaidParam,
    );
const named = (id: MessageId, params: SayParams = {}) => say(id, params);

/**
 * Whether Wukong's gate runs in this workspace at all: its PreToolUse hook is
 * installed. The registry is the code's; it protects nothing where no hook
 * calls it, so without the hook every registry check is 0.
 */
const installed = (f: AuditFacts) => f.hooks.events.includes('PreToolUse');

function checks(raw: AuditFacts): Record<AuditScore, Check[]> {
  const f: AuditFacts = installed(raw)
    ? raw
    : { ...raw, registry: {}, capsuleMustKeep: [] };
  const l = f.ledger;
  const toolEvents = ['PreToolUse', 'PostToolUse'];
  const writePolicies = [
    'path.workspace-escape',
    'path.sensitive-location',
    'secrets',
    'source-write',
    'plan-path',
    'scope-drift',
  ];
  const phasePolicies = ['phase-gate', 'ship-readiness', 'run-mode'];
  const delegation = ['pre-delegation', 'delegation-limits', 'handoff-capsule'];
  const covered = CHECKPOINTS.filter((c) => (f.registry[c] ?? []).length > 0);
  return {
    toolCoverage: [
      {
        id: 'checkpoints-covered',
        value: covered.length / CHECKPOINTS.length,
        words: named('audit.checkpoints-covered', {
          covered: covered.length,
          missing:
            CHECKPOINTS.filter((c) => !covered.includes(c)).join(', ') || '—',
        }),
        action: fix('audit.checkpoints-covered.next'),
      },
      {
        id: 'tool-hooks-installed',
        value:
          toolEvents.every((e) => f.hooks.events.includes(e)) &&
          f.hooks.allTools
            ? 1
            : 0,
        words: named('audit.tool-hooks-installed'),
        action: fix('audit.tool-hooks-installed.next'),
      },
      {
        id: 'pre-tool-gated',
        value: ratio(l.preToolGated),
        words: of('audit.pre-tool-gated', l.preToolGated),
        action: fix('audit.pre-tool-gated.next'),
      },
    ],
    writeSafety: [
      {
        id: 'pre-write-policies',
        value: has(f, 'pre-write', writePolicies),
        words: named('audit.pre-write-policies', {
          missing: list(missing(f, 'pre-write', writePolicies)),
        }),
        action: fix('audit.pre-write-policies.next'),
      },
      {
        id: 'writes-gated',
        value: ratio(l.writesGated),
        words: of('audit.writes-gated', l.writesGated),
        action: fix('audit.writes-gated.next'),
      },
    ],
    phaseSafety: [
      {
        id: 'phase-policies',
        value:
          (has(f, 'pre-phase-transition', phasePolicies) +
            has(f, 'pre-write', ['source-write', 'plan-path', 'tdd'])) /
          2,
        words: named('audit.phase-policies', {
          missing: list([
            ...missing(f, 'pre-phase-transition', phasePolicies),
            ...missing(f, 'pre-write', ['source-write', 'plan-path', 'tdd']),
          ]),
        }),
        action: fix('audit.phase-policies.next'),
      },
      {
        id: 'phase-moves-gated',
        value: ratio(l.phaseMovesGated),
        words: of('audit.phase-moves-gated', l.phaseMovesGated),
        action: fix('audit.phase-moves-gated.next'),
      },
      {
        id: 'risk-forces-normal',
        value:
          f.runs.total === 0 ? null : f.runs.quickWithRisk.length === 0 ? 1 : 0,
        words: named('audit.risk-forces-normal', {
          runs: list(f.runs.quickWithRisk),
        }),
        action: fix('audit.risk-forces-normal.next'),
      },
    ],
    verifySafety: [
      {
        id: 'verify-policies',
        value:
          (has(f, 'pre-verify-command', ['verify-command']) +
            has(f, 'post-verify-result', ['evidence-trust'])) /
          2,
        words: named('audit.verify-policies'),
        action: fix('audit.verify-policies.next'),
      },
      {
        id: 'evidence-readable',
        value:
          f.evidence.records + f.evidence.unreadable.length === 0
            ? null
            : f.evidence.records /
              (f.evidence.records + f.evidence.unreadable.length),
        words: named('audit.evidence-readable', {
          files: list(f.evidence.unreadable),
        }),
        action: fix('audit.evidence-readable.next'),
      },
      {
        id: 'verify-has-exit',
        value:
          f.evidence.records === 0
            ? null
            : 1 - f.evidence.verifyWithoutExit / f.evidence.records,
        words: named('audit.verify-has-exit', {
          count: f.evidence.verifyWithoutExit,
        }),
        action: evidence('audit.verify-has-exit.next'),
      },
      {
        id: 'promise-verify-plans',
        value:
          f.promise && f.promise.withVerify > 0
            ? 1 - f.promise.verifyRefused.length / f.promise.withVerify
            : null,
        words: named('audit.promise-verify-plans', {
          refused: list(
            (f.promise?.verifyRefused ?? []).map((r) =>
              fragment('audit.refused-item', {
                criterion: r.criterion,
                reason: r.reasonSaid ?? r.reason,
              }),
            ),
            '; ',
          ),
        }),
        action: fix('audit.promise-verify-plans.next'),
      },
    ],
    contextPersistence: [
      {
        id: 'context-validation',
        value: has(f, 'post-context-compile', ['context-validation']),
        words: named('audit.context-validation'),
        action: fix('audit.context-validation.next'),
      },
      {
        id: 'must-keep-non-prunable',
        value:
          f.capsuleMustKeep.length === 0
            ? 0
            : f.capsuleMustKeep.filter((s) => s.nonPrunable).length /
              f.capsuleMustKeep.length,
        words: named('audit.must-keep-non-prunable', {
          sections: list(
            f.capsuleMustKeep.filter((s) => !s.nonPrunable).map((s) => s.id),
          ),
        }),
        action: fix('audit.must-keep-non-prunable.next'),
      },
      {
        id: 'compact-hooks-installed',
        value: ['PreCompact', 'SessionStart'].every((e) =>
          f.hooks.events.includes(e),
        )
          ? 1
          : 0,
        words: named('audit.compact-hooks-installed'),
        action: fix('audit.compact-hooks-installed.next'),
      },
      {
        id: 'capsules-kept',
        value: ratio(l.capsulesKept),
        words: of('audit.capsules-kept', l.capsulesKept),
        action: fix('audit.capsules-kept.next'),
      },
    ],
    delegationSafety: [
      {
        id: 'delegation-policies',
        value:
          (has(f, 'pre-delegation', delegation) +
            has(f, 'post-delegation', ['post-delegation'])) /
          2,
        words: named('audit.delegation-policies', {
          missing: list([
            ...missing(f, 'pre-delegation', delegation),
            ...missing(f, 'post-delegation', ['post-delegation']),
          ]),
        }),
        action: fix('audit.delegation-policies.next'),
      },
      {
        id: 'avatar-files',
        value: f.avatarFiles / 6,
        words: named('audit.avatar-files', { count: f.avatarFiles }),
        action: fix('audit.avatar-files.next'),
      },
      {
        id: 'delegations-gated',
        value: ratio(l.delegationsGated),
        words: of('audit.delegations-gated', l.delegationsGated),
        action: fix('audit.delegations-gated.next'),
      },
      {
        id: 'subagent-outputs-gated',
        value: ratio(l.subagentStopsGated),
        words: of('audit.subagent-outputs-gated', l.subagentStopsGated),
        action: fix('audit.subagent-outputs-gated.next'),
      },
    ],
    evalCoverage: [
      {
        id: 'loops-evaluated',
        value: ratio(l.loopsEvaluated),
        words: of('audit.loops-evaluated', l.loopsEvaluated),
        action: evidence('audit.loops-evaluated.next'),
      },
      {
        id: 'criteria-with-verify',
        value:
          f.promise && f.promise.criteria > 0
            ? f.promise.withVerify / f.promise.criteria
            : null,
        words: named('audit.criteria-with-verify', {
          with: f.promise?.withVerify ?? 0,
          criteria: f.promise?.criteria ?? 0,
        }),
        action: fix('audit.criteria-with-verify.next'),
      },
      {
        id: 'test-script',
        value: f.packageJson.present
          ? f.packageJson.testScript
            ? 1
            : 0
          : null,
        words: named('audit.test-script'),
        action: fix('audit.test-script.next'),
      },
      {
        id: 'architecture-fitness',
        value: f.fitness === null ? null : f.fitness.length === 0 ? 1 : 0,
        words: named('audit.architecture-fitness', {
          violations: list(
            (f.fitness ?? [])
              .slice(0, 5)
              .map((v) =>
                fragment('audit.violation', { rule: v.rule, file: v.file }),
              ),
            '; ',
          ),
        }),
        action: fix('audit.architecture-fitness.next'),
      },
    ],
  };
}

export function auditScores(facts: AuditFacts): AuditReport {
  const all = checks(facts);
  const scores = {} as Record<AuditScore, number>;
  const findings: AuditFinding[] = [];
  for (const score of AUDIT_SCORES) {
    const applicable = all[score].filter((c) => c.value !== null);
    // Nothing measured is no pass: a score none of whose checks applies is 0.
    const value = applicable.length
      ? applicable.reduce((n, c) => n + (c.value as number), 0) /
        applicable.length
      : 0;
    scores[score] = Math.round(value * 100);
    if (applicable.length === 0)
      findings.push({
        id: `${score}.nothing-measured`,
        score,
        cost: 100,
        ...say('audit.nothing-measured', { score }),
        nextAction: fix('audit.nothing-measured.next'),
      });
    for (const c of applicable) {
      if ((c.value as number) >= 1) continue;
      findings.push({
        id: `${score}.${c.id}`,
        score,
        cost: Math.round((100 * (1 - (c.value as number))) / applicable.length),
        ...c.words,
        nextAction: c.action,
      });
    }
  }
  findings.sort((a, b) => b.cost - a.cost || a.id.localeCompare(b.id));
  const actions: AuditReport['actions'] = [];
  for (const f of findings)
    if (!actions.some((a) => a.detail === f.nextAction.detail))
      actions.push({
        score: f.score,
        kind: f.nextAction.kind,
        detail: f.nextAction.detail,
        ...(f.nextAction.said ? { said: f.nextAction.said } : {}),
      });
  return { scores, findings, actions };
}
