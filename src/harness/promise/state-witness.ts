// StateWitness — what Wukong state exists in a workspace, recorded where the
// agent cannot reach (the user-level state, workspaceStateDir): the promise
// `wukong promise set` wrote (its id), the sessions whose run state was
// written, and the vanished state each session has still to ask about;
// promiseProblem (is .wukong/promise.json still that promise?)
// Pos: src/harness/promise, so a deleted or emptied promise or run state is a
// finding (issue 11), never a silent start-over; the ledger's chain head is
// another helper's (wt-ledger), kept beside it
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { CompletionPromise } from '../../../policies/vocabulary/loop-promise.js';
import { Said } from '../../../policies/vocabulary/messages/said.js';
import {
  readTextIfExists,
  writeFileAtomic,
} from '../../platform/store/atomic-file.js';
import { withLock } from '../../platform/store/file-lock.js';
import {
  ensurePrivateDir,
  realWorkspaceStateDir,
} from '../../platform/store/user-state-dir.js';
import { lazySchema } from '../../../policies/vocabulary/lazy-schema.js';

const Gone = lazySchema(() =>
  z.object({
    what: z.string(),
    /** `what` as a catalog fragment, for the user's language (newer records). */
    whatSaid: z.optional(Said),
    path: z.string(),
    at: z.string(),
  }),
);
export type Gone = z.infer<typeof Gone>;

export const Witness = lazySchema(() =>
  z.object({
    v: z.literal(1),
    /** The promise the user set, until they clear it. */
    promise: z._default(
      z.nullable(z.object({ id: z.string(), setAt: z.string() })),
      null,
    ),
    /**
     * Sessions whose run state (.wukong/runs/<folder>/state.json) has been
     * written, by run folder.
     */
    sessions: z._default(
      z.record(z.string(), z.object({ seenAt: z.string() })),
      {},
    ),
    /** Vanished state a session's next tool call asks about, by run folder. */
    pending: z._default(z.record(z.string(), z.array(Gone)), {}),
  }),
);
export type Witness = z.infer<typeof Witness>;

/**
 * Session folders come from the hook's session_id, which anyone can set:
 * `__proto__` or `constructor` must stay data. A prefix keeps every key an own,
 * ordinary property through JSON and zod.
 */
const keyOf = (folder: string) => `s:${folder}`;
const own = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

const empty = (): Witness => ({
  v: 1,
  promise: null,
  sessions: {},
  pending: {},
});

/** Sessions not seen for this long are forgotten, so the record stays small. */
const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export class StateWitness {
  readonly file: string;

  constructor(readonly dir: string) {
    this.file = join(dir, 'witness.json');
  }

  /**
   * The witness of `workspace` (symlinks resolved, so the CLI and the hooks
   * agree) in the user-level state of `env`.
   */
  static forWorkspace(
    workspace: string,
    env: Record<string, string | undefined> = process.env,
  ): StateWitness {
    return new StateWitness(realWorkspaceStateDir(workspace, env));
  }

  /**
   * What the record says; a missing or unreadable record says nothing exists.
   */
  read(): Witness {
    const text = readTextIfExists(this.file);
    if (text === undefined) return empty();
    try {
      const parsed = Witness.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : empty();
    } catch {
      return empty();
    }
  }

  /**
   * Read, change and write under a lock, in a private folder; returns what
   * `change` returns.
   */
  update<T>(change: (witness: Witness) => T): T {
    ensurePrivateDir(this.dir);
    return withLock(join(this.dir, 'witness.lock'), (() => {
      const witness = this.read();
      const result = change(witness);
      writeFileAtomic(this.file, `${JSON.stringify(witness)}\n`);
      return result;
    }) as never);
  }

  promiseSet(id: string, at: Date): void {
    this.update((w) => {
      w.promise = { id, setAt: at.toISOString() };
    });
  }

  promiseCleared(): void {
    if (this.read().promise === null) return;
    this.update((w) => {
      w.promise = null;
    });
  }

  /** Whether the session's run state was seen to exist. */
  hasSeen(folder: string): boolean {
    return Object.hasOwn(this.read().sessions, keyOf(folder));
  }

  /**
   * Remembers that the session's run state exists (once; later calls only
   * read).
   */
  sessionSeen(folder: string, at: Date): void {
    if (this.hasSeen(folder)) return;
    const key = keyOf(folder);
    this.update((w) => {
      const now = at.getTime();
      for (const [key, s] of Object.entries(w.sessions))
        if (now - Date.parse(s.seenAt) > SESSION_TTL_MS) delete w.sessions[key];
      w.sessions[key] = { seenAt: at.toISOString() };
    });
  }

  /**
   * The session's run state was seen and is gone now: forget it (it starts
   * over) and keep the loss for the next tool call.
   */
  sessionVanished(folder: string, gone: Gone): void {
    const key = keyOf(folder);
    this.update((w) => {
      delete w.sessions[key];
      w.pending[key] = [...(own(w.pending, key) ?? []), gone];
    });
  }

  /**
   * The losses the session has not asked about yet, removed from the record.
   */
  takePending(folder: string): Gone[] {
    const key = keyOf(folder);
    if (!own(this.read().pending, key)?.length) return [];
    return this.update((w) => {
      const list = own(w.pending, key) ?? [];
      delete w.pending[key];
      return list;
    });
  }
}

/**
 * How .wukong/promise.json differs from the promise the witness recorded:
 * missing, empty, unreadable, or another one.
 */
export function promiseProblem(
  path: string,
  expectedId: string,
): string | undefined {
  if (!existsSync(path)) return 'is missing';
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return `cannot be read (${(error as Error).message})`;
  }
  if (text.trim() === '') return 'is empty';
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return 'is not JSON any more';
  }
  const promise = CompletionPromise.safeParse(
    (raw as { promise?: unknown } | null)?.promise,
  );
  if (!promise.success) return 'no longer holds a valid promise';
  if (promise.data.id !== expectedId)
    return `holds another promise (${promise.data.id}) than the one the user set`;
  return undefined;
}
