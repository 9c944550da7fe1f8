// traceLedger(path, {runId?}) → Trace: the recorded run as steps — each machine
// event re-applied to a fresh catalog actor with the states it entered and the
// transitions it took, each gate decision with its findings
// Pos: src/tooling/viz, the data behind `wukong viz --ledger`; like ledger
// replay it trusts the machines to be pure, and it marks every checkpoint the
// replay did (or did not) reproduce
import { statSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import type {
  AnyActorRef,
  AnyStateNode,
  AnyTransitionDefinition,
  InspectionEvent,
} from 'xstate';
import { createActor } from 'xstate';
import { machineCatalog } from '../../../machines/index.js';
import {
  MachineEventData,
  MachineStartData,
  MachineStateData,
} from '../../../policies/vocabulary/ledger.js';
import { transitionKey } from '../graph/transitions.js';
import {
  canonicalJson,
  contextDigest,
  jsonSafe,
} from '../../platform/ledger/canonical.js';
import { readEntries } from '../../platform/ledger/read-ledger.js';
import type { TraceFinding } from './trace-findings.js';
import { contextVerdicts, gateStep } from './trace-findings.js';

export interface TraceStep {
  seq: number;
  ts: string;
  runId: string;
  kind: 'machine' | 'gate';
  title: string;
  /** Catalog name and actor (`<run>/<actorId>`) of a machine step. */
  machine: string | null;
  actor: string | null;
  event: string | null;
  payload: string | null;
  /**
   * State node ids active after the step, those entered during it (transient
   * ones too), and the transitions taken.
   */
  active: string[];
  entered: string[];
  taken: string[];
  value: string | null;
  /**
   * `reproduced` / `differs` when a machine.state checkpoint follows this step.
   */
  checkpoint: 'reproduced' | 'differs' | null;
  outcome: string | null;
  subject: string | null;
  findings: TraceFinding[];
}

export interface Trace {
  source: string;
  runId: string | null;
  steps: TraceStep[];
  /**
   * Entries neither machine steps nor decisions (hook bookkeeping, evidence
   * records).
   */
  skipped: number;
  problems: string[];
}

interface Live {
  machine: string;
  actor: AnyActorRef;
  context: unknown;
  buffer: { entered: Set<string>; taken: string[] };
}

const SHORT = 200;
function summary(event: Record<string, unknown>): string | null {
  const { type: _type, ...rest } = event;
  if (Object.keys(rest).length === 0) return null;
  const text = JSON.stringify(rest);
  return text.length > SHORT ? `${text.slice(0, SHORT)}…` : text;
}

const nodeIds = (snapshot: unknown) =>
  ((snapshot as { _nodes?: AnyStateNode[] })._nodes ?? []).map((n) => n.id);

function startActor(
  machineName: string,
  input: unknown,
  problems: string[],
  seq: number,
): Live | null {
  const entry = machineCatalog.find((m) => m.name === machineName);
  if (!entry) {
    problems.push(
      `seq ${seq}: machine ${JSON.stringify(machineName)} is not in the catalog (${machineCatalog.map((m) => m.name).join(', ')})`,
    );
    return null;
  }
  const buffer = { entered: new Set<string>(), taken: [] as string[] };
  // eslint-disable-next-line prefer-const -- inspect reads it while createActor runs, before a const could exist
  let self: AnyActorRef | undefined;
  const observe = (ev: InspectionEvent) => {
    if (ev.actorRef !== self || ev.type !== '@xstate.microstep') return;
    for (const t of (
      ev as unknown as { _transitions: AnyTransitionDefinition[] }
    )._transitions)
      buffer.taken.push(transitionKey(t));
    for (const id of nodeIds(ev.snapshot)) buffer.entered.add(id);
  };
  const actor = createActor(entry.machine, { input, inspect: observe });
  self = actor;
  actor.subscribe({
    error: (error) =>
      problems.push(
        `seq ${seq}: ${machineName} failed: ${error instanceof Error ? error.message : String(error)}`,
      ),
  });
  return { machine: machineName, actor, context: undefined, buffer };
}

function machineStep(
  live: Live,
  base: Pick<TraceStep, 'seq' | 'ts' | 'runId' | 'actor'>,
  event: Record<string, unknown> | null,
  apply: () => void,
): TraceStep {
  live.buffer.entered.clear();
  live.buffer.taken.length = 0;
  apply();
  const snapshot = live.actor.getSnapshot() as {
    value: unknown;
    context: unknown;
    status: string;
  };
  const verdicts = contextVerdicts(live.context, snapshot.context);
  live.context = snapshot.context;
  const active = nodeIds(snapshot);
  return {
    ...base,
    kind: 'machine',
    title: `${live.machine} · ${event ? String(event['type']) : 'start'}`,
    machine: live.machine,
    event: event ? String(event['type']) : null,
    payload: event ? summary(event) : null,
    active,
    entered: [...new Set([...live.buffer.entered, ...active])],
    taken: [...live.buffer.taken],
    value: JSON.stringify(snapshot.value),
    checkpoint: null,
    outcome:
      [
        snapshot.status !== 'active' ? snapshot.status : '',
        ...verdicts.map((v) => `${v.gate}: ${v.verdict}`),
      ]
        .filter(Boolean)
        .join(' · ') || null,
    subject: null,
    findings: verdicts.flatMap((v) => v.findings),
  };
}

/** A ledger folder, or one of its day files. */
function source(path: string): { dir: string; file: string | null } {
  return statSync(path).isDirectory()
    ? { dir: path, file: null }
    : { dir: dirname(path), file: basename(path) };
}

export function traceLedger(
  path: string,
  options: { runId?: string } = {},
): Trace {
  const { dir, file } = source(path);
  const steps: TraceStep[] = [];
  const problems: string[] = [];
  const actors = new Map<string, Live | null>();
  /** Each actor's latest step: a checkpoint that follows marks it. */
  const lastStep = new Map<string, TraceStep>();
  let skipped = 0;
  for (const { entry, file: from } of readEntries(dir)) {
    if (
      (file && from !== file) ||
      (options.runId !== undefined && entry.runId !== options.runId)
    )
      continue;
    const base = { seq: entry.seq, ts: entry.ts, runId: entry.runId };
    if (
      entry.type === 'machine.start' ||
      entry.type === 'machine.event' ||
      entry.type === 'machine.state'
    ) {
      const schema =
        entry.type === 'machine.start'
          ? MachineStartData
          : entry.type === 'machine.event'
            ? MachineEventData
            : MachineStateData;
      const parsed = schema.safeParse(entry.data);
      if (!parsed.success) {
        problems.push(
          `seq ${entry.seq}: malformed ${entry.type}: ${parsed.error.issues[0]?.message}`,
        );
        continue;
      }
      const data = parsed.data as { machine: string; actorId: string };
      const key = `${entry.runId}/${data.actorId}`;
      if (entry.type === 'machine.start') {
        actors.get(key)?.actor.stop();
        const live = startActor(
          data.machine,
          (data as MachineStartData).input,
          problems,
          entry.seq,
        );
        actors.set(key, live);
        if (live) {
          const step = machineStep(live, { ...base, actor: key }, null, () =>
            live.actor.start(),
          );
          steps.push(step);
          lastStep.set(key, step);
        }
      } else if (entry.type === 'machine.event') {
        const live = actors.get(key);
        if (!live) {
          problems.push(
            `seq ${entry.seq}: an event for ${key} before its machine.start`,
          );
          continue;
        }
        const { event, redacted } = data as MachineEventData;
        const step = machineStep(live, { ...base, actor: key }, event, () =>
          live.actor.send(event),
        );
        if (redacted)
          step.outcome = [step.outcome, 'event was redacted when recorded']
            .filter(Boolean)
            .join(' · ');
        steps.push(step);
        lastStep.set(key, step);
      } else {
        const live = actors.get(key);
        const recorded = data as MachineStateData;
        const last = lastStep.get(key);
        if (!live || !last) continue;
        const snapshot = live.actor.getSnapshot() as {
          value: unknown;
          context: unknown;
          status: string;
        };
        const same =
          canonicalJson(jsonSafe(snapshot.value)) ===
            canonicalJson(recorded.value) &&
          contextDigest(snapshot.context) === recorded.contextDigest;
        last.checkpoint = same ? 'reproduced' : 'differs';
        if (!same)
          problems.push(
            `seq ${entry.seq}: the replay of ${key} differs from the recorded checkpoint`,
          );
      }
      continue;
    }
    const gate = gateStep(entry.type, entry.data);
    if (!gate) {
      skipped += 1;
      continue;
    }
    steps.push({
      ...base,
      kind: 'gate',
      title: gate.title,
      machine: null,
      actor: null,
      event: null,
      payload: null,
      active: [],
      entered: [],
      taken: [],
      value: null,
      checkpoint: null,
      outcome: gate.outcome,
      subject: gate.subject,
      findings: gate.findings,
    });
  }
  for (const live of actors.values()) live?.actor.stop();
  return {
    source: path,
    runId: options.runId ?? null,
    steps,
    skipped,
    problems,
  };
}
