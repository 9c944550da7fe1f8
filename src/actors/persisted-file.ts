// readPersisted / writePersisted — a PersistedMachine's envelope in a file of
// its own (the pipeline's `--state`, the context tracker's context-state.json):
// read as parsed JSON for PersistedMachine.open, written atomically and
// redacted
// Pos: src/actors, the file half of persisted machines; which answer a stored
// machine that does not fit gets is the caller's `onMismatch`, not this file's.
// Machines kept inside another file (the run state's actors) do not come here
import { fragment } from '../../policies/vocabulary/messages/say.js';
import { readTextIfExists } from '../platform/store/atomic-file.js';
import { writeJsonRedacted } from '../platform/store/redacted-file.js';
import type { PersistedEnvelope } from './persisted-machine.js';
import { Unreadable } from './persisted-machine.js';

/**
 * The parsed JSON at `path`; undefined when there is no file; Unreadable (why)
 * when it is not JSON.
 */
export function readPersisted(path: string): unknown {
  const text = readTextIfExists(path);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    return new Unreadable(
      fragment('error.persisted.not-json', { error: (error as Error).message }),
    );
  }
}

/**
 * The envelope, atomically; redacted because snapshots hold what the machines
 * saw (submissions, commands, evidence).
 */
export function writePersisted(
  path: string,
  host: { persisted(): PersistedEnvelope },
): void {
  writeJsonRedacted(path, host.persisted(), 1);
}
