// AUDIT_SCORES, AuditReport and auditScores(facts) — seed 004 Phase 5's seven
// scores (0–100) from deterministic checks, with the failed checks as findings
// and their actions, most costly first
// Pos: policies/harness/audit, the scoring; a check that does not apply (no
// ledger data, no promise) is left out of its score rather than guessed, a
// score none of whose checks applies is 0 (an empty folder scores 0, not 100),
// and the registry counts only where Wukong's PreToolUse hook is installed. No
// LLM judgment, nothing read from disk here
import type { Checkpoint } from '../../vocabulary/checkpoint.js';
import type { NextAction } from '../../vocabulary/finding.js';
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
  message: string;
  nextAction: NextAction;
}

export interface AuditReport {
  scores: Record<AuditScore, number>;
  findings: AuditFinding[];
  actions: Array<{
    score: AuditScore;
    kind: NextAction['kind'];
    detail: string;
  }>;
}

interface Check {
  id: string;
  /** 0..1, or null when the check does not apply. */
  value: number | null;
  message: string;
  action: NextAction;
}

const CHECKPOINTS: readonly Checkpoint[] = [
  'pre-input',
  'pre-plan',
  'pre-phase-transition',
  'pre-tool',
  'post-tool',
  'pre-write',
  'post-write',
  'pre-verify-command',
  'post-verify-result',
  'pre-delegation',
  'post-delegation',
  'pre-context-compile',
  'post-context-compile',
];
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
const fix = (detail: string): NextAction => ({ kind: 'fix-input', detail });
const evidence = (detail: string): NextAction => ({
  kind: 'add-evidence',
  detail,
});
const of = (r: Ratio, what: string) => `${r.ok} of ${r.total} ${what}`;

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
        message: `${covered.length} of 13 checkpoints have a policy; none at ${CHECKPOINTS.filter((c) => !covered.includes(c)).join(', ') || '—'}`,
        action: fix('register a policy at each checkpoint the runtime calls'),
      },
      {
        id: 'tool-hooks-installed',
        value:
          toolEvents.every((e) => f.hooks.events.includes(e)) &&
          f.hooks.allTools
            ? 1
            : 0,
        message: 'Claude Code PreToolUse and PostToolUse hooks for every tool',
        action: fix('run `wukong init` so every tool call passes the gate'),
      },
      {
        id: 'pre-tool-gated',
        value: ratio(l.preToolGated),
        message: `${of(l.preToolGated, 'PreToolUse hooks')} produced a pre-tool gate decision`,
        action: fix('find the hook runs without a gate.decision in the ledger'),
      },
    ],
    writeSafety: [
      {
        id: 'pre-write-policies',
        value: has(f, 'pre-write', writePolicies),
        message: `pre-write policies missing: ${missing(f, 'pre-write', writePolicies).join(', ') || 'none'}`,
        action: fix('register the write policies in the default registry'),
      },
      {
        id: 'writes-gated',
        value: ratio(l.writesGated),
        message: `${of(l.writesGated, 'write tool calls')} passed a pre-write gate`,
        action: fix('route every write tool through PreToolUse'),
      },
    ],
    phaseSafety: [
      {
        id: 'phase-policies',
        value:
          (has(f, 'pre-phase-transition', phasePolicies) +
            has(f, 'pre-write', ['source-write', 'plan-path', 'tdd'])) /
          2,
        message: `phase policies missing: ${[...missing(f, 'pre-phase-transition', phasePolicies), ...missing(f, 'pre-write', ['source-write', 'plan-path', 'tdd'])].join(', ') || 'none'}`,
        action: fix('register the phase policies'),
      },
      {
        id: 'phase-moves-gated',
        value: ratio(l.phaseMovesGated),
        message: `${of(l.phaseMovesGated, 'phase moves')} have their gate decision in the ledger`,
        action: fix(
          'move phases only with `wukong run phase`, which gates and records them',
        ),
      },
      {
        id: 'risk-forces-normal',
        value:
          f.runs.total === 0 ? null : f.runs.quickWithRisk.length === 0 ? 1 : 0,
        message: `quick runs showing high-risk signals: ${f.runs.quickWithRisk.join(', ') || 'none'}`,
        action: fix('switch those runs to normal mode'),
      },
    ],
    verifySafety: [
      {
        id: 'verify-policies',
        value:
          (has(f, 'pre-verify-command', ['verify-command']) +
            has(f, 'post-verify-result', ['evidence-trust'])) /
          2,
        message:
          'VerifyPlan (pre-verify-command) and evidence trust (post-verify-result) registered',
        action: fix('register verify-command and evidence-trust'),
      },
      {
        id: 'evidence-readable',
        value:
          f.evidence.records + f.evidence.unreadable.length === 0
            ? null
            : f.evidence.records /
              (f.evidence.records + f.evidence.unreadable.length),
        message: `evidence files without a valid record (sourceTrust included): ${f.evidence.unreadable.join(', ') || 'none'}`,
        action: fix(
          'remove or repair the unreadable evidence files in .wukong/evidence',
        ),
      },
      {
        id: 'verify-has-exit',
        value:
          f.evidence.records === 0
            ? null
            : 1 - f.evidence.verifyWithoutExit / f.evidence.records,
        message: `${f.evidence.verifyWithoutExit} verify records without an exit code`,
        action: evidence('record verifications with their exit code'),
      },
      {
        id: 'promise-verify-plans',
        value:
          f.promise && f.promise.withVerify > 0
            ? 1 - f.promise.verifyRefused.length / f.promise.withVerify
            : null,
        message: `promise verify commands VerifyPlan refuses: ${f.promise?.verifyRefused.map((r) => `${r.criterion} (${r.reason})`).join('; ') || 'none'}`,
        action: fix('verify each criterion with a package script that exists'),
      },
    ],
    contextPersistence: [
      {
        id: 'context-validation',
        value: has(f, 'post-context-compile', ['context-validation']),
        message: 'post-context-compile validation registered',
        action: fix('register context-validation'),
      },
      {
        id: 'must-keep-non-prunable',
        value:
          f.capsuleMustKeep.length === 0
            ? 0
            : f.capsuleMustKeep.filter((s) => s.nonPrunable).length /
              f.capsuleMustKeep.length,
        message: `must-keep capsule sections that may be pruned: ${
          f.capsuleMustKeep
            .filter((s) => !s.nonPrunable)
            .map((s) => s.id)
            .join(', ') || 'none'
        }`,
        action: fix('mark every must-keep section non-prunable'),
      },
      {
        id: 'compact-hooks-installed',
        value: ['PreCompact', 'SessionStart'].every((e) =>
          f.hooks.events.includes(e),
        )
          ? 1
          : 0,
        message:
          'PreCompact and SessionStart hooks (capsule out, capsule back)',
        action: fix('run `wukong init`'),
      },
      {
        id: 'capsules-kept',
        value: ratio(l.capsulesKept),
        message: `${of(l.capsulesKept, 'compact capsules')} passed post-context-compile and were written`,
        action: fix('see the context-validation findings in the ledger'),
      },
    ],
    delegationSafety: [
      {
        id: 'delegation-policies',
        value:
          (has(f, 'pre-delegation', delegation) +
            has(f, 'post-delegation', ['post-delegation'])) /
          2,
        message: `delegation policies missing: ${[...missing(f, 'pre-delegation', delegation), ...missing(f, 'post-delegation', ['post-delegation'])].join(', ') || 'none'}`,
        action: fix('register the delegation policies'),
      },
      {
        id: 'avatar-files',
        value: f.avatarFiles / 6,
        message: `${f.avatarFiles} of 6 avatar agent files installed`,
        action: fix('run `wukong init` to write .claude/agents/wukong-*.md'),
      },
      {
        id: 'delegations-gated',
        value: ratio(l.delegationsGated),
        message: `${of(l.delegationsGated, 'delegations')} passed pre-delegation`,
        action: fix('route Task/Agent calls through PreToolUse'),
      },
      {
        id: 'subagent-outputs-gated',
        value: ratio(l.subagentStopsGated),
        message: `${of(l.subagentStopsGated, 'sub-agent answers')} passed post-delegation`,
        action: fix('register the SubagentStop hook'),
      },
    ],
    evalCoverage: [
      {
        id: 'loops-evaluated',
        value: ratio(l.loopsEvaluated),
        message: `${of(l.loopsEvaluated, 'loops that observed work')} had an evaluation`,
        action: evidence('let every loop reach its evaluator'),
      },
      {
        id: 'criteria-with-verify',
        value:
          f.promise && f.promise.criteria > 0
            ? f.promise.withVerify / f.promise.criteria
            : null,
        message: `${f.promise?.withVerify ?? 0} of ${f.promise?.criteria ?? 0} promise criteria name their verify command`,
        action: fix(
          'give each criterion a verify command: --ac "text :: npm test -- …"',
        ),
      },
      {
        id: 'test-script',
        value: f.packageJson.present
          ? f.packageJson.testScript
            ? 1
            : 0
          : null,
        message: 'package.json has a test script',
        action: fix('add a test script so verification has something to run'),
      },
      {
        id: 'architecture-fitness',
        value: f.fitness === null ? null : f.fitness.length === 0 ? 1 : 0,
        message: `architecture fitness violations: ${
          (f.fitness ?? [])
            .slice(0, 5)
            .map((v) => `${v.rule} in ${v.file}`)
            .join('; ') || 'none'
        }`,
        action: fix(
          'fix the layering violations (policies pure, machines without I/O, no shell in the loop)',
        ),
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
        message: `nothing in this workspace or its ledger measures ${score} yet`,
        nextAction: fix(
          'install Wukong here (`wukong init`) and let a session run through its hooks',
        ),
      });
    for (const c of applicable) {
      if ((c.value as number) >= 1) continue;
      findings.push({
        id: `${score}.${c.id}`,
        score,
        cost: Math.round((100 * (1 - (c.value as number))) / applicable.length),
        message: c.message,
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
      });
  return { scores, findings, actions };
}
