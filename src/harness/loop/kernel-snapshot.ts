// kernelSnapshot({loop, state, run, promise, evidence, anchors}) — the
// structured state a compact or handoff capsule is rendered from
// Pos: src/harness/loop, the one reading of a loop and its run into seed 004's
// KernelSnapshot; rendering is policies/context/prompt's
import type { LoopContext } from '../../../machines/loop.context.js';
import type { KernelSnapshot } from '../../../policies/context/prompt/kernel-snapshot.js';
import { acceptanceStatus } from '../../../policies/evidence/acceptance-proof.js';
import type { EvidenceRecord } from '../../../policies/vocabulary/evidence.js';
import type { ActiveRun } from '../../../policies/vocabulary/run.js';
import type { StoredPromise } from '../promise/promise-store.js';

export interface SnapshotParts {
  loop: LoopContext;
  /** The loop machine's state value. */
  state: string;
  run?: ActiveRun;
  promise?: StoredPromise;
  evidence?: readonly EvidenceRecord[];
  /** Active source anchors, `[D001] title`. */
  anchors?: readonly string[];
}

function nextAction(c: LoopContext): string {
  if (c.stop) return c.stop.toContinue[0]?.detail ?? 'nothing';
  const repair = c.repairFindings[0];
  if (repair) return `${repair.nextAction.kind}: ${repair.nextAction.detail}`;
  if (c.request.kind === 'ship-gate') return 'ship: let the ship gate decide';
  return 'propose the next action toward the objective';
}

export function kernelSnapshot(p: SnapshotParts): KernelSnapshot {
  const c = p.loop;
  const statuses = p.promise
    ? acceptanceStatus(
        p.promise.promise.acceptance,
        p.evidence ?? [],
        p.promise.createdAt,
      )
    : [];
  const runQuestions = (p.run?.questions ?? [])
    .filter((q) => q.answer === undefined)
    .map((q) => ({ id: q.id, text: q.text, blocking: q.blocking }));
  const loopQuestions = Object.values(c.questions)
    .filter((q) => !q.answered)
    .map((q) => ({ id: q.id, text: q.text, blocking: q.blocking }));
  return {
    runId: p.run?.id ?? c.runId,
    objective: p.run?.objective ?? p.promise?.promise.objective ?? null,
    phase: p.run?.phase ?? null,
    mode: p.run?.mode ?? null,
    acceptance: statuses.map((s) => ({
      id: s.criterion.id,
      text: s.criterion.text,
      status: s.proven ? 'proven' : 'open',
    })),
    scope: {
      allowed: [...(c.promise?.allowedScope ?? [])],
      disallowed: [...(c.promise?.disallowedScope ?? [])],
      plan: [...(p.run?.plan.paths ?? c.plan.paths)],
    },
    hardDenies: [...c.hardDenies],
    openQuestions: [...runQuestions, ...loopQuestions],
    resume: {
      state: p.state,
      segment: c.segment,
      nextAction: nextAction(c),
      stop: c.stop,
    },
    gate: {
      usage: c.usage,
      budget: c.budget,
      recent: c.decisions.slice(-5).map((d) => ({
        checkpoint: d.checkpoint,
        allowed: d.allowed,
        traceId: d.traceId,
        policies: [
          ...new Set(
            d.findings
              .filter((f) => f.severity !== 'warning')
              .map((f) => f.policy),
          ),
        ],
      })),
    },
    writeTransactions: c.writes.map((w) => ({ ...w })),
    sourceAnchors: [...(p.anchors ?? [])],
  };
}
