// replayLedger(dir, {runId?}) → ReplayReport: machine.start/event entries
// re-applied to fresh actors (a start after the actor's machine.restarted is
// its expected fresh start), per actor the final state, whether every
// machine.state checkpoint was reproduced byte for byte (value and context
// digest), and for actors that keep GateDecisions (the loop) whether each
// equals the gate.decision entry of its traceId byte for byte
// Pos: src/platform/ledger, seed 004's "same event sequence, same state" check;
// machines are pure, so a difference means the events, the checkpoints or the
// machine changed. Reads only; verify's problems are reported beside the result
import type { AnyActorRef } from 'xstate';
import { createActor } from 'xstate';
import { machineCatalog } from '../../../machines/index.js';
import {
  MachineEventData,
  MachineStartData,
  MachineStateData,
} from '../../../policies/vocabulary/ledger.js';
import { canonicalJson, contextDigest, jsonSafe } from './canonical.js';
import { readEntries } from './read-ledger.js';
import type { LedgerProblem } from './verify.js';
import { verifyLedger } from './verify.js';

export interface StateAt {
  status: string;
  value: unknown;
  contextDigest: string;
}

export interface RecordedCheckpoint extends StateAt {
  seq: number;
  file: string;
  line: number;
}

export interface ActorReplay {
  runId: string;
  machine: string;
  actorId: string;
  /** Events re-applied. */
  events: number;
  /** The replayed actor after its last event; null when it never started. */
  final: StateAt | null;
  checkpoints: number;
  lastCheckpoint: RecordedCheckpoint | null;
  /** Every checkpoint reproduced (null: none recorded). */
  matches: boolean | null;
  /**
   * The first checkpoint the replay did not reproduce, and what the replay had
   * there.
   */
  divergence: {
    checkpoint: RecordedCheckpoint;
    replayed: StateAt;
    differs: ('value' | 'context' | 'status')[];
  } | null;
  /**
   * Seqs of events that redaction changed when they were recorded: a difference
   * after them is expected.
   */
  redactedEvents: number[];
  /**
   * For an actor whose context keeps `decisions` (the loop): each compared with
   * the ledger's gate.decision of its traceId.
   */
  decisions: {
    compared: number;
    mismatches: Array<{ traceId: string; why: 'missing' | 'different' }>;
  } | null;
  /**
   * A loop's stop, when it stopped: the reason and what would let it continue.
   */
  stop: unknown;
  errors: string[];
}

export interface ReplayReport {
  dir: string;
  runId: string | null;
  actors: ActorReplay[];
  /**
   * Tampered or missing lines verify finds in the ledger: the replayed events
   * cannot be trusted past them.
   */
  ledgerProblems: LedgerProblem[];
  ok: boolean;
}

interface Live {
  result: ActorReplay;
  actor: AnyActorRef | undefined;
  /**
   * A machine.restarted entry came (a persisted snapshot that no longer fitted
   * was dropped): the next start is expected.
   */
  restarting: boolean;
}

const stateOf = (actor: AnyActorRef): StateAt => {
  const snapshot = actor.getSnapshot() as {
    status: string;
    value: unknown;
    context: unknown;
  };
  return {
    status: snapshot.status,
    value: jsonSafe(snapshot.value),
    contextDigest: contextDigest(snapshot.context),
  };
};

function compare(
  expected: StateAt,
  actual: StateAt,
): ('value' | 'context' | 'status')[] {
  const differs: ('value' | 'context' | 'status')[] = [];
  if (canonicalJson(expected.value) !== canonicalJson(actual.value))
    differs.push('value');
  if (expected.contextDigest !== actual.contextDigest) differs.push('context');
  if (expected.status !== actual.status) differs.push('status');
  return differs;
}

function start(live: Live, data: MachineStartData, seq: number): void {
  const entry = machineCatalog.find((m) => m.name === data.machine);
  if (!entry) {
    live.result.errors.push(
      `seq ${seq}: unknown machine ${JSON.stringify(data.machine)}; known: ${machineCatalog.map((m) => m.name).join(', ')}`,
    );
    return;
  }
  if (live.actor && !live.restarting)
    live.result.errors.push(
      `seq ${seq}: the actor was started a second time; replaying from this start`,
    );
  live.restarting = false;
  live.actor?.stop();
  const actor = createActor(entry.machine, { input: data.input });
  actor.subscribe({
    error: (error) =>
      live.result.errors.push(
        `the actor failed: ${error instanceof Error ? error.message : String(error)}`,
      ),
  });
  actor.start();
  live.actor = actor;
}

/**
 * The part of a GateDecision replay compares: what was decided, at which
 * checkpoint, on which findings.
 */
function decisionKey(value: unknown): string {
  const d = (value ?? {}) as Record<string, unknown>;
  return canonicalJson(
    jsonSafe({
      allowed: d['allowed'],
      checkpoint: d['checkpoint'],
      findings: d['findings'],
      authorized: d['authorized'] ?? [],
    }),
  );
}

function compareDecisions(
  result: ActorReplay,
  context: unknown,
  recorded: ReadonlyMap<string, string>,
): void {
  const c = context as {
    decisions?: Array<{ traceId?: string }>;
    stop?: unknown;
  } | null;
  if (!c || !Array.isArray(c.decisions)) return;
  result.stop = c.stop ?? null;
  const mismatches: Array<{ traceId: string; why: 'missing' | 'different' }> =
    [];
  for (const decision of c.decisions) {
    const traceId = String(decision.traceId);
    const entry = recorded.get(`${result.runId} ${traceId}`);
    if (entry === undefined) mismatches.push({ traceId, why: 'missing' });
    else if (entry !== decisionKey(decision))
      mismatches.push({ traceId, why: 'different' });
  }
  result.decisions = { compared: c.decisions.length, mismatches };
}

export function replayLedger(
  dir: string,
  options: { runId?: string } = {},
): ReplayReport {
  const actors = new Map<string, Live>();
  const liveFor = (runId: string, machine: string, actorId: string): Live => {
    const key = JSON.stringify([runId, actorId]);
    let live = actors.get(key);
    if (!live) {
      live = {
        actor: undefined,
        restarting: false,
        result: {
          runId,
          machine,
          actorId,
          events: 0,
          final: null,
          checkpoints: 0,
          lastCheckpoint: null,
          matches: null,
          divergence: null,
          redactedEvents: [],
          decisions: null,
          stop: null,
          errors: [],
        },
      };
      actors.set(key, live);
    }
    return live;
  };

  const gateDecisions = new Map<string, string>();
  for (const { entry, file, line } of readEntries(dir)) {
    if (options.runId !== undefined && entry.runId !== options.runId) continue;
    if (entry.type === 'gate.decision') {
      const data = entry.data as { decision?: unknown } | null;
      gateDecisions.set(
        `${entry.runId} ${entry.traceId}`,
        decisionKey(data?.decision ?? data),
      );
      continue;
    }
    if (entry.type === 'machine.restarted') {
      const d = (entry.data ?? {}) as { machine?: unknown; actorId?: unknown };
      liveFor(
        entry.runId,
        String(d.machine ?? '?'),
        String(d.actorId ?? '?'),
      ).restarting = true;
      continue;
    }
    const schema =
      entry.type === 'machine.start'
        ? MachineStartData
        : entry.type === 'machine.event'
          ? MachineEventData
          : entry.type === 'machine.state'
            ? MachineStateData
            : undefined;
    if (!schema) continue;
    const parsed = schema.safeParse(entry.data);
    const loose = entry.data as { machine?: unknown; actorId?: unknown } | null;
    const live = liveFor(
      entry.runId,
      String(loose?.machine ?? '?'),
      String(loose?.actorId ?? '?'),
    );
    if (!parsed.success) {
      live.result.errors.push(
        `seq ${entry.seq} (${file}:${line}): malformed ${entry.type} data: ${parsed.error.issues[0]?.message}`,
      );
      continue;
    }
    if (entry.type === 'machine.start') {
      start(live, parsed.data as MachineStartData, entry.seq);
    } else if (entry.type === 'machine.event') {
      const data = parsed.data as MachineEventData;
      if (!live.actor) {
        live.result.errors.push(
          `seq ${entry.seq} (${file}:${line}): an event before its machine.start`,
        );
        continue;
      }
      if (data.redacted) live.result.redactedEvents.push(entry.seq);
      live.actor.send(data.event);
      live.result.events += 1;
    } else {
      const data = parsed.data as MachineStateData;
      const checkpoint: RecordedCheckpoint = {
        seq: entry.seq,
        file,
        line,
        status: data.status,
        value: data.value,
        contextDigest: data.contextDigest,
      };
      live.result.checkpoints += 1;
      live.result.lastCheckpoint = checkpoint;
      if (!live.actor) {
        live.result.errors.push(
          `seq ${entry.seq} (${file}:${line}): a checkpoint before its machine.start`,
        );
        continue;
      }
      const replayed = stateOf(live.actor);
      const differs = compare(checkpoint, replayed);
      live.result.matches =
        (live.result.matches ?? true) && differs.length === 0;
      if (differs.length > 0 && !live.result.divergence)
        live.result.divergence = { checkpoint, replayed, differs };
    }
  }

  const results = [...actors.values()].map(({ actor, result }) => {
    if (actor) {
      result.final = stateOf(actor);
      compareDecisions(result, actor.getSnapshot().context, gateDecisions);
      actor.stop();
    }
    return result;
  });
  // Torn lines are crashes and an unanchored ledger is not a changed one:
  // neither makes a replayed event untrustworthy.
  const ledgerProblems = verifyLedger(dir).problems.filter(
    (p) => p.kind !== 'torn' && p.kind !== 'unanchored',
  );
  return {
    dir,
    runId: options.runId ?? null,
    actors: results,
    ledgerProblems,
    ok:
      ledgerProblems.length === 0 &&
      results.every(
        (r) =>
          r.errors.length === 0 &&
          r.matches !== false &&
          (r.decisions?.mismatches.length ?? 0) === 0,
      ),
  };
}
