// newPipeline / loadPipeline / savePipeline — the pipeline of `wukong verify
// --state` as a PersistedMachine: started from its input, or opened from the
// envelope the user's --state file holds, and written back
// Pos: src/pipeline, persistence of the pipeline; restoring and stepping are
// src/actors/persisted-machine.ts's, the machine stays pure, the file I/O is
// src/actors/persisted-file.ts
import { errorSaid } from '../platform/errors/said-error.js';
import { fragment } from '../../policies/vocabulary/messages/say.js';
import type { PipelineInput } from '../../machines/pipeline.context.js';
import { pipelineMachine } from '../../machines/pipeline.machine.js';
import { UsageError } from '../platform/errors/usage-error.js';
import { readPersisted, writePersisted } from '../actors/persisted-file.js';
import { PersistedMachine } from '../actors/persisted-machine.js';

export type PipelineHost = PersistedMachine<typeof pipelineMachine>;

export function newPipeline(input: PipelineInput): PipelineHost {
  try {
    return PersistedMachine.start(pipelineMachine, input);
  } catch (error) {
    throw new UsageError(
      fragment('error.pipeline.cannot-start', { error: errorSaid(error) }),
    );
  }
}

/**
 * The persisted pipeline at `path`, or undefined when the file does not exist
 * yet. The file is one the user passed (`--state`), so one that does not fit
 * (not an envelope, another machine shape, not restorable) is refused with a
 * UsageError naming the file and both fingerprints — never replaced behind the
 * user's back.
 */
export function loadPipeline(path: string): PipelineHost | undefined {
  const stored = readPersisted(path);
  if (stored === undefined) return undefined;
  return PersistedMachine.open(pipelineMachine, stored, {
    onMismatch: 'refuse',
    where: path,
    remedy: fragment('error.pipeline.state-remedy'),
  });
}

export function savePipeline(path: string, pipeline: PipelineHost): void {
  writePersisted(path, pipeline);
}
