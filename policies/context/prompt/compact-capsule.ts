// capsuleRegistry() (the sections: resume, hard-denies, open questions, gate
// state, write transactions, source anchors — all must-keep — then objective
// and scope), compactCapsule(snapshot, purpose, budget) → {contract, text}
// Pos: policies/context/prompt, seed 004 CompactCapsule and HandoffCapsule from
// one generator; deterministic, so the same snapshot renders byte for byte the
// same
import { CAPSULE_MARK } from '../../harness/delegation/handoff-capsule-policy.js';
import type { KernelSnapshot } from './kernel-snapshot.js';
import type { PromptContract } from './prompt-sections.js';
import { PromptSectionRegistry, renderContract } from './prompt-sections.js';

const lines = (items: readonly string[], none: string) =>
  items.length ? items.map((i) => `- ${i}`).join('\n') : none;

export function capsuleRegistry(): PromptSectionRegistry {
  return new PromptSectionRegistry()
    .register({
      id: 'resume',
      title: 'Resume',
      source: 'run-state',
      priority: 100,
      budget: 1200,
      nonPrunable: true,
      build: (s) =>
        [
          `run ${s.runId}, segment ${s.resume.segment}, loop state ${s.resume.state}${s.phase ? `, phase ${s.phase}` : ''}${s.mode ? ` (${s.mode})` : ''}`,
          `next action: ${s.resume.nextAction}`,
          ...(s.resume.stop
            ? [
                `stopped: ${s.resume.stop.reason} — ${s.resume.stop.summary}`,
                `to continue: ${s.resume.stop.toContinue.map((r) => r.detail).join(' | ')}`,
              ]
            : []),
        ].join('\n'),
    })
    .register({
      id: 'hard-denies',
      title: 'Hard-deny findings (never lifted by a confirmation)',
      source: 'gate-decision',
      priority: 95,
      budget: 2000,
      nonPrunable: true,
      build: (s) =>
        lines(
          s.hardDenies.map(
            (f) =>
              `${f.id}: [${f.policy}] ${f.message} → ${f.nextAction.kind}: ${f.nextAction.detail}`,
          ),
          '- none',
        ),
    })
    .register({
      id: 'open-questions',
      title: 'Open questions',
      source: 'run-state',
      priority: 90,
      budget: 1200,
      nonPrunable: true,
      build: (s) =>
        lines(
          s.openQuestions.map(
            (q) => `${q.id}${q.blocking ? ' (blocking)' : ''}: ${q.text}`,
          ),
          '- none',
        ),
    })
    .register({
      id: 'gate-state',
      title: 'Gate state and budget',
      source: 'gate-decision',
      priority: 85,
      budget: 1500,
      nonPrunable: true,
      build: (s) => {
        const u = s.gate.usage;
        const b = s.gate.budget;
        const usage = `turns ${u.turns}/${b.maxTurns}, tool calls ${u.toolCalls}/${b.maxToolCalls}, verify attempts ${u.verifyAttempts}/${b.maxVerifyAttempts}, delegations ${u.delegations}/${b.maxDelegations}, context ${u.contextChars}/${b.maxContextChars} chars, wall clock ${u.wallClockMs}/${b.maxWallClockMs} ms`;
        return [
          usage,
          ...s.gate.recent.map(
            (d) =>
              `${d.checkpoint} ${d.allowed ? 'allowed' : 'refused'} ${d.traceId}${d.policies.length ? ` (${d.policies.join(', ')})` : ''}`,
          ),
        ].join('\n');
      },
    })
    .register({
      id: 'write-transactions',
      title: 'Write transactions',
      source: 'tool-result',
      priority: 80,
      budget: 1500,
      nonPrunable: true,
      build: (s) =>
        lines(
          s.writeTransactions.map(
            (w) =>
              `${w.path} (${w.lines} line${w.lines === 1 ? '' : 's'}, ${w.status})`,
          ),
          '- none',
        ),
    })
    .register({
      id: 'source-anchors',
      title: 'Source anchors',
      source: 'project-context',
      priority: 75,
      budget: 800,
      nonPrunable: true,
      build: (s) => lines(s.sourceAnchors, '- none'),
    })
    .register({
      id: 'objective',
      title: 'Objective and acceptance',
      source: 'facts',
      priority: 70,
      budget: 1500,
      nonPrunable: false,
      build: (s) =>
        s.objective
          ? [
              s.objective,
              ...s.acceptance.map((a) => `- ${a.id} [${a.status}] ${a.text}`),
            ].join('\n')
          : null,
    })
    .register({
      id: 'scope',
      title: 'Scope',
      source: 'facts',
      priority: 60,
      budget: 800,
      nonPrunable: false,
      build: (s) =>
        s.scope.allowed.length ||
        s.scope.disallowed.length ||
        s.scope.plan.length
          ? [
              `allowed: ${s.scope.allowed.join(', ') || 'anything'}`,
              `disallowed: ${s.scope.disallowed.join(', ') || 'nothing'}`,
              `PLAN paths: ${s.scope.plan.join(', ') || 'none'}`,
            ].join('\n')
          : null,
    });
}

export const COMPACT_MARK = '[wukong: compact capsule]';

export function compactCapsule(
  snapshot: KernelSnapshot,
  purpose: 'compact' | 'handoff',
  budget = 6000,
): { contract: PromptContract; text: string } {
  const contract = capsuleRegistry().compile(snapshot, budget);
  return {
    contract,
    text: renderContract(
      contract,
      purpose === 'handoff' ? CAPSULE_MARK : COMPACT_MARK,
    ),
  };
}
