// collectAuditFacts(workspace, config) → AuditFacts — what the registry covers,
// what is installed, what the ledger shows (hook runs and their gate decisions,
// capsules, loop evaluations, phase moves), runs, evidence, the promise's
// verify plans, package.json, and architecture fitness
// Pos: src/harness/audit, the reading half of `wukong audit`; every number is
// counted, nothing is estimated. Scoring is policies/harness/audit's
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { avatarList } from '../../../policies/pipeline/avatars.js';
import type {
  AuditFacts,
  Ratio,
} from '../../../policies/harness/audit/audit-facts.js';
import { capsuleRegistry } from '../../../policies/context/prompt/compact-capsule.js';
import { MUST_KEEP } from '../../../policies/context/prompt/kernel-snapshot.js';
import { riskSignals } from '../../../policies/harness/phases/run-mode.js';
import { judgeVerifyCommand } from '../../../policies/harness/verify/verify-plan.js';
import type { WukongConfig } from '../../../policies/vocabulary/config.js';
import type { Said } from '../../../policies/vocabulary/messages/said.js';
import { isWukongHookCommand } from '../../../policies/vocabulary/claude-code-hooks.js';
import { EvidenceStore } from '../evidence/evidence-store.js';
import { defaultRegistry } from '../gate/default-registry.js';
import { prepareBashContext } from '../gate/prepare-context.js';
import { ledgerDir } from '../../platform/ledger/ledger-files.js';
import { readEntries } from '../../platform/ledger/read-ledger.js';
import { PromiseStore } from '../promise/promise-store.js';
import { RunRegistry } from '../runs/run-registry.js';
import { readTextIfExists } from '../../platform/store/atomic-file.js';
import { readPackageScripts } from '../verify/package-scripts.js';
import { checkArchitecture, hasWukongLayout } from './fitness.js';

const WRITE_TOOLS = new Set(['Write', 'Edit', 'MultiEdit', 'NotebookEdit']);
const DELEGATION_TOOLS = new Set(['Task', 'Agent']);

interface HookRun {
  event: string;
  tool: string | null;
  checkpoints: Set<string>;
}

type HookGroups = Record<
  string,
  Array<{ matcher?: string; hooks?: Array<{ command?: string }> }>
>;

/** The hooks of the shared and the machine's settings, as Claude Code merges them. */
function settingsHooks(workspace: string): HookGroups {
  const merged: HookGroups = {};
  for (const file of ['settings.json', 'settings.local.json']) {
    const text = readTextIfExists(join(workspace, '.claude', file));
    if (text === undefined) continue;
    try {
      const hooks = (JSON.parse(text) as { hooks?: HookGroups }).hooks ?? {};
      for (const [event, groups] of Object.entries(hooks))
        if (Array.isArray(groups))
          merged[event] = [...(merged[event] ?? []), ...groups];
    } catch {
      continue;
    }
  }
  return merged;
}

function hooksOf(workspace: string): AuditFacts['hooks'] {
  const hooks = settingsHooks(workspace);
  if (Object.keys(hooks).length === 0) return { events: [], allTools: false };
  const events: string[] = [];
  let allTools = true;
  for (const [event, groups] of Object.entries(hooks)) {
    const ours = (Array.isArray(groups) ? groups : []).filter((g) =>
      (g.hooks ?? []).some((h) => isWukongHookCommand(h.command)),
    );
    if (ours.length === 0) continue;
    events.push(event);
    if (
      ['PreToolUse', 'PostToolUse'].includes(event) &&
      !ours.some(
        (g) => g.matcher === undefined || g.matcher === '' || g.matcher === '*',
      )
    )
      allTools = false;
  }
  return {
    events: events.sort(),
    allTools: allTools && events.includes('PreToolUse'),
  };
}

function ledgerFacts(
  workspace: string,
  runs: ReturnType<RunRegistry['list']>,
): AuditFacts['ledger'] {
  const hookRuns = new Map<string, HookRun>();
  const decisionTraces = new Set<string>();
  const capsules: Ratio = { ok: 0, total: 0 };
  const loops = new Map<string, { observed: boolean; evaluated: boolean }>();
  const dir = ledgerDir(workspace);
  if (existsSync(dir)) {
    const orphanDecisions: Array<{ parent: string; checkpoint: string }> = [];
    for (const { entry } of readEntries(dir)) {
      const data = (entry.data ?? {}) as Record<string, unknown>;
      if (entry.type === 'hook.received')
        hookRuns.set(entry.traceId, {
          event: String(data['event']),
          tool: typeof data['tool'] === 'string' ? data['tool'] : null,
          checkpoints: new Set(),
        });
      else if (entry.type === 'gate.decision') {
        decisionTraces.add(entry.traceId);
        const checkpoint = String(
          (data['decision'] as Record<string, unknown> | undefined)?.[
            'checkpoint'
          ] ?? data['checkpoint'],
        );
        if (entry.parentTraceId)
          orphanDecisions.push({ parent: entry.parentTraceId, checkpoint });
      } else if (entry.type === 'context.capsule') {
        capsules.total += 1;
        if (data['written'] === true) capsules.ok += 1;
      } else if (entry.type === 'machine.event' && data['machine'] === 'loop') {
        const actor = `${entry.runId} ${String(data['actorId'])}`;
        const loop = loops.get(actor) ?? { observed: false, evaluated: false };
        const type = (data['event'] as { type?: string } | undefined)?.type;
        if (type === 'OBSERVED') loop.observed = true;
        if (type === 'EVALUATED') loop.evaluated = true;
        loops.set(actor, loop);
      }
    }
    for (const d of orphanDecisions)
      hookRuns.get(d.parent)?.checkpoints.add(d.checkpoint);
  }
  const count = (pick: (h: HookRun) => boolean, checkpoint: string): Ratio => {
    const runsOf = [...hookRuns.values()].filter(pick);
    return {
      ok: runsOf.filter((h) => h.checkpoints.has(checkpoint)).length,
      total: runsOf.length,
    };
  };
  const moves = runs.flatMap((r) => r.history);
  const observed = [...loops.values()].filter((l) => l.observed);
  return {
    preToolGated: count((h) => h.event === 'PreToolUse', 'pre-tool'),
    writesGated: count(
      (h) => h.event === 'PreToolUse' && WRITE_TOOLS.has(h.tool ?? ''),
      'pre-write',
    ),
    delegationsGated: count(
      (h) => h.event === 'PreToolUse' && DELEGATION_TOOLS.has(h.tool ?? ''),
      'pre-delegation',
    ),
    subagentStopsGated: count(
      (h) => h.event === 'SubagentStop',
      'post-delegation',
    ),
    capsulesKept: capsules,
    loopsEvaluated: {
      ok: observed.filter((l) => l.evaluated).length,
      total: observed.length,
    },
    phaseMovesGated: {
      ok: moves.filter((m) => decisionTraces.has(m.traceId)).length,
      total: moves.length,
    },
  };
}

export async function collectAuditFacts(
  workspace: string,
  config: WukongConfig,
): Promise<AuditFacts> {
  const registry: Record<string, string[]> = {};
  for (const policy of defaultRegistry(config).list())
    for (const c of policy.checkpoints) (registry[c] ??= []).push(policy.id);
  const runs = new RunRegistry(workspace).list();
  const { records, skipped } = new EvidenceStore(workspace).list();
  const scripts = readPackageScripts(workspace);
  const stored = new PromiseStore(workspace).read();
  let promise: AuditFacts['promise'] = null;
  if (stored) {
    const verifyRefused: Array<{
      criterion: string;
      reason: string;
      reasonSaid: Said;
    }> = [];
    for (const c of stored.promise.acceptance) {
      if (!c.verify) continue;
      const analysis = (
        await prepareBashContext(c.verify, { cwd: workspace, workspace })
      ).facts?.shell;
      const judged = judgeVerifyCommand(c.verify, {
        scripts,
        analysis,
        allow: config.loop.verify,
      });
      if (!judged.accepted)
        verifyRefused.push({
          criterion: c.id,
          reason: judged.reason,
          reasonSaid: judged.reasonSaid,
        });
    }
    promise = {
      criteria: stored.promise.acceptance.length,
      withVerify: stored.promise.acceptance.filter((c) => c.verify).length,
      verifyRefused,
    };
  }
  const declared = capsuleRegistry().declarations();
  return {
    registry,
    hooks: hooksOf(workspace),
    avatarFiles: avatarList.filter((row) =>
      existsSync(join(workspace, '.claude', 'agents', `wukong-${row.id}.md`)),
    ).length,
    capsuleMustKeep: MUST_KEEP.map((id) => ({
      id,
      nonPrunable: declared.find((d) => d.id === id)?.nonPrunable === true,
    })),
    ledger: ledgerFacts(workspace, runs),
    runs: {
      total: runs.length,
      quickWithRisk: runs
        .filter(
          (r) =>
            r.mode === 'quick' &&
            riskSignals(r.objective, r.plan.paths).length > 0,
        )
        .map((r) => r.id),
    },
    evidence: {
      records: records.length,
      unreadable: skipped,
      verifyWithoutExit: records.filter(
        (r) =>
          (r.kind === 'verify' || r.kind === 'tdd-green') &&
          r.exitCode === undefined,
      ).length,
    },
    promise,
    packageJson: {
      present: scripts !== null,
      testScript: scripts !== null && Object.hasOwn(scripts, 'test'),
    },
    fitness: hasWukongLayout(workspace) ? checkArchitecture(workspace) : null,
  };
}
