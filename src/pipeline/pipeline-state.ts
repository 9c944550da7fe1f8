// Input: zod, xstate (createActor), machines/pipeline.machine, store/atomic-file, ./machine-fingerprint, cli/usage-error
// Output: loadPipeline / savePipeline — a pipeline actor persisted in a versioned JSON envelope, restored in a later process
// Pos: src/actors, persistence of the pipeline for `wukong verify --state`; the machine stays pure, this file does the file I/O
import * as z from 'zod';
import { createActor } from 'xstate';
import type { Snapshot } from 'xstate';
import type { PipelineInput } from '../../machines/pipeline.context.js';
import { pipelineMachine } from '../../machines/pipeline.machine.js';
import { UsageError } from '../platform/errors/usage-error.js';
import { readTextIfExists } from '../platform/store/atomic-file.js';
import { writeJsonRedacted } from '../platform/store/redacted-file.js';
import { machineFingerprint } from '../actors/machine-fingerprint.js';

export type PipelineActor = ReturnType<typeof createActor<typeof pipelineMachine>>;

const Envelope = z.object({
  v: z.literal(1),
  machine: z.literal('pipeline'),
  fingerprint: z.string(),
  snapshot: z.record(z.string(), z.unknown()),
});

const FINGERPRINT = machineFingerprint(pipelineMachine);

function started(actor: PipelineActor, where: string): PipelineActor {
  let failure: unknown;
  actor.subscribe({ error: (error) => (failure = error) });
  actor.start();
  if (failure !== undefined || actor.getSnapshot().status === 'error') {
    throw new UsageError(`${where}: the pipeline could not be restored (${String(failure ?? actor.getSnapshot().error)})`);
  }
  return actor;
}

export function newPipeline(input: PipelineInput): PipelineActor {
  return started(createActor(pipelineMachine, { input }), 'new pipeline');
}

/** The persisted pipeline at `path`, or undefined when the file does not exist yet. */
export function loadPipeline(path: string): PipelineActor | undefined {
  const text = readTextIfExists(path);
  if (text === undefined) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${path} is not a pipeline state file (invalid JSON: ${(error as Error).message})`);
  }
  const envelope = Envelope.safeParse(raw);
  if (!envelope.success) throw new UsageError(`${path} is not a pipeline state file (expected {v: 1, machine: "pipeline", fingerprint, snapshot})`);
  if (envelope.data.fingerprint !== FINGERPRINT) {
    throw new UsageError(`${path} was written by a pipeline of another shape (fingerprint ${envelope.data.fingerprint}, now ${FINGERPRINT}); delete it to start over`);
  }
  const snapshot = envelope.data.snapshot as unknown as Snapshot<unknown>;
  return started(createActor(pipelineMachine, { snapshot, input: { track: 'direct', avatar: 'eye' } }), path);
}

export function savePipeline(path: string, actor: PipelineActor): void {
  const envelope = { v: 1, machine: 'pipeline', fingerprint: FINGERPRINT, snapshot: actor.getPersistedSnapshot() };
  // The snapshot holds the submission's output and evidence, which can hold secrets.
  writeJsonRedacted(path, envelope, 1);
}
