// recordMachineStart / recordMachineEvent / recordMachineState,
// machineStateData and recordGateDecision — the entries the runtime writes
// Pos: src/platform/ledger, the recording half of replay: what a run must write
// so `wukong ledger replay` can rebuild its actors. Writes only
import { MACHINE_NAMES } from '../../../machines/machine-names.js';
import { verdictOf } from '../../../policies/gate/decision.js';
import type { GateInput } from '../../../policies/gate/gate-context.js';
import type { GateDecision } from '../../../policies/vocabulary/gate.js';
import type {
  LedgerEntry,
  MachineEventData,
  MachineStartData,
  MachineStateData,
} from '../../../policies/vocabulary/ledger.js';
import {
  canonicalJson,
  contextDigest,
  jsonSafe,
  sha256Hex,
} from './canonical.js';
import type { Ledger } from './ledger.js';

/** Which actor an entry is about, and the trace it belongs to. */
export interface MachineTarget {
  runId: string;
  /** A name from machineCatalog (`pipeline`, `batch`). */
  machine: string;
  /**
   * Stable across processes for one actor (a pipeline id, a state file's name).
   */
  actorId: string;
  traceId?: string;
  /** The gate decision or tool call that caused the event. */
  parentTraceId?: string;
}

function checkedMachine(name: string): string {
  if (!(MACHINE_NAMES as readonly string[]).includes(name)) {
    throw new TypeError(
      `unknown machine ${JSON.stringify(name)}; allowed: ${MACHINE_NAMES.join(', ')}`,
    );
  }
  return name;
}

const trace = (t: MachineTarget) => ({
  runId: t.runId,
  ...(t.traceId !== undefined ? { traceId: t.traceId } : {}),
  ...(t.parentTraceId !== undefined ? { parentTraceId: t.parentTraceId } : {}),
});

/**
 * A fresh actor: replay creates it from machineCatalog with this input. Write
 * it before the actor's first event.
 */
export function recordMachineStart(
  ledger: Ledger,
  target: MachineTarget,
  input: unknown,
): LedgerEntry {
  const data: MachineStartData = {
    machine: checkedMachine(target.machine),
    actorId: target.actorId,
    input,
  };
  return ledger.append({ ...trace(target), type: 'machine.start', data });
}

/**
 * One event sent to the actor. Write it before the actor sees the event, so a
 * crash never leaves an applied event unrecorded. If redaction changes the
 * event, the entry says so: replay then explains why it cannot match.
 */
export function recordMachineEvent(
  ledger: Ledger,
  target: MachineTarget,
  event: { type: string },
): LedgerEntry {
  const redacted = ledger.redact(event);
  const data: MachineEventData = {
    machine: checkedMachine(target.machine),
    actorId: target.actorId,
    event: redacted.data as MachineEventData['event'],
    ...(redacted.changed ? { redacted: true as const } : {}),
  };
  return ledger.append({ ...trace(target), type: 'machine.event', data });
}

/**
 * The data of a machine.state entry: the actor's state value and a digest of
 * its context.
 */
export function machineStateData(
  target: Pick<MachineTarget, 'machine' | 'actorId'>,
  snapshot: { value: unknown; context: unknown; status: string },
): MachineStateData {
  return {
    machine: checkedMachine(target.machine),
    actorId: target.actorId,
    status: snapshot.status,
    value: jsonSafe(snapshot.value),
    contextDigest: contextDigest(snapshot.context),
  };
}

/**
 * A checkpoint: the actor's state value and a digest of its context, which
 * replay must reproduce byte for byte.
 */
export function recordMachineState(
  ledger: Ledger,
  target: MachineTarget,
  snapshot: { value: unknown; context: unknown; status: string },
): LedgerEntry {
  return ledger.append({
    ...trace(target),
    type: 'machine.state',
    data: machineStateData(target, snapshot),
  });
}

export interface GateRecordContext {
  runId: string;
  /** The tool call or step the gate guarded. */
  parentTraceId?: string;
  /**
   * What the policies judged; bodies (content, output, payload) are recorded as
   * sha256 and size, not as text.
   */
  gate?: GateInput;
}

const digestOf = (value: unknown) => {
  const text =
    typeof value === 'string' ? value : canonicalJson(jsonSafe(value));
  return { sha256: sha256Hex(text), bytes: Buffer.byteLength(text) };
};

/**
 * A `gate.decision` entry under the decision's own traceId (seed 004: every
 * gate decision is in the ledger).
 */
export function recordGateDecision(
  ledger: Ledger,
  decision: GateDecision,
  context: GateRecordContext,
): LedgerEntry {
  const { content, output, payload, ...subject } =
    context.gate ?? ({} as Partial<GateInput>);
  const data = {
    checkpoint: decision.checkpoint,
    allowed: decision.allowed,
    verb: verdictOf([decision]).verb,
    findings: decision.findings,
    authorized: decision.authorized,
    ...(context.gate
      ? {
          subject: {
            ...subject,
            ...(content !== undefined ? { content: digestOf(content) } : {}),
            ...(output !== undefined ? { output: digestOf(output) } : {}),
            ...(payload !== undefined ? { payload: digestOf(payload) } : {}),
          },
        }
      : {}),
  };
  return ledger.append({
    runId: context.runId,
    traceId: decision.traceId,
    ...(context.parentTraceId !== undefined
      ? { parentTraceId: context.parentTraceId }
      : {}),
    type: 'gate.decision',
    data,
  });
}
