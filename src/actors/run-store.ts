// RunState (one Claude Code session: model, counters, active sub-agents,
// persisted actors — stop guards, loops, the body watch — and gate decisions
// waiting for their PostToolUse) and RunStore.update — read, change and write a
// session's state under a cross-process lock, atomically (not at all when
// nothing changed)
// Pos: src/actors, the persistence of a `Run` (DESIGN §5): every hook process
// is new, so state lives in .wukong/runs/<session>/
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { fragment } from '../../policies/vocabulary/messages/say.js';
import { SaidError } from '../platform/errors/said-error.js';
import { zodIssueSaid } from '../platform/errors/usage-error.js';
import { readTextIfExists } from '../platform/store/atomic-file.js';
import { writeJsonRedacted } from '../platform/store/redacted-file.js';
import { lazySchema } from '../../policies/vocabulary/lazy-schema.js';

/**
 * A PersistedMachine's envelope; `v` and `machine` are absent in run states
 * written before src/actors/persisted-machine.ts.
 */
export const PersistedActor = lazySchema(() =>
  z.object({
    v: z.optional(z.literal(1)),
    machine: z.optional(z.string()),
    fingerprint: z.string(),
    snapshot: z.record(z.string(), z.unknown()),
  }),
);
export type PersistedActor = z.infer<typeof PersistedActor>;

export const RunState = lazySchema(() =>
  z.object({
    v: z.literal(1),
    sessionId: z.string(),
    startedAt: z.string(),
    updatedAt: z.string(),
    model: z.nullable(z.string()),
    permissionMode: z.nullable(z.string()),
    counters: z.object({
      events: z.number().check(z.int(), z.nonnegative()),
      prompts: z.number().check(z.int(), z.nonnegative()),
      toolCalls: z.number().check(z.int(), z.nonnegative()),
      toolFailures: z.number().check(z.int(), z.nonnegative()),
      delegations: z.number().check(z.int(), z.nonnegative()),
    }),
    activeSubagents: z.record(
      z.string(),
      z.object({ avatar: z.nullable(z.string()), startedAt: z.string() }),
    ),
    actors: z.record(z.string(), PersistedActor),
    /**
     * Gate decisions PreToolUse took, by tool_use_id, until PostToolUse hands
     * them to the loop.
     */
    loopPending: z._default(
      z.record(
        z.string(),
        z.object({
          decisions: z.array(z.unknown()),
          hostAsks: z.boolean(),
          at: z.string(),
        }),
      ),
      {},
    ),
    /**
     * Calls PreToolUse answered `ask`, by tool_use_id, with the soft-denies the
     * user was asked about: their PostToolUse means the user approved them.
     */
    asked: z._default(
      z.record(
        z.string(),
        z.object({
          tool: z.string(),
          findings: z.array(
            z.object({
              id: z.string(),
              policy: z.string(),
              subject: z.string(),
            }),
          ),
          at: z.string(),
        }),
      ),
      {},
    ),
    /**
     * The last "no such file" tool failure and whether a search ran since (seed
     * 004: no guessing paths after a failure).
     */
    lastToolFailure: z._default(
      z.nullable(
        z.object({
          tool: z.string(),
          path: z.optional(z.string()),
          notFound: z.boolean(),
          searchedSince: z.boolean(),
          at: z.string(),
        }),
      ),
      null,
    ),
  }),
);
export type RunState = z.infer<typeof RunState>;

/**
 * A lock the caller provides: `withLock(lockPath, fn)` from
 * src/platform/store/file-lock.ts in production.
 */
export type LockFn = <T>(lockPath: string, fn: () => T) => T;

/**
 * Session ids become folder names: keep safe ones readable, hash anything else.
 */
export function runFolder(sessionId: string): string {
  return /^[A-Za-z0-9._-]{1,128}$/.test(sessionId) && !/^\.+$/.test(sessionId)
    ? sessionId
    : `h-${createHash('sha256').update(sessionId).digest('hex').slice(0, 32)}`;
}

export function newRunState(sessionId: string, now: Date): RunState {
  const at = now.toISOString();
  return {
    v: 1,
    sessionId,
    startedAt: at,
    updatedAt: at,
    model: null,
    permissionMode: null,
    counters: {
      events: 0,
      prompts: 0,
      toolCalls: 0,
      toolFailures: 0,
      delegations: 0,
    },
    activeSubagents: {},
    actors: {},
    loopPending: {},
    asked: {},
    lastToolFailure: null,
  };
}

export class RunStore {
  constructor(
    readonly workspace: string,
    private readonly lock: LockFn,
  ) {}

  dir(sessionId: string): string {
    return join(this.workspace, '.wukong', 'runs', runFolder(sessionId));
  }

  read(sessionId: string): RunState | undefined {
    const text = readTextIfExists(join(this.dir(sessionId), 'state.json'));
    if (text === undefined) return undefined;
    const parsed = RunState.safeParse(JSON.parse(text));
    if (!parsed.success)
      throw new SaidError(
        fragment('error.run-state.invalid', {
          file: join(this.dir(sessionId), 'state.json'),
          problem: zodIssueSaid(String(parsed.error.issues[0]?.message)),
        }),
      );
    return parsed.data;
  }

  /**
   * Runs `change` on the session's state under its lock and writes the result
   * atomically; returns what `change` returns. A change that changed nothing
   * writes nothing (and leaves updatedAt): most PreToolUse hooks without an
   * active loop change nothing, and each write costs two fsyncs (the file, its
   * folder) every tool call would wait for.
   */
  update<T>(sessionId: string, now: Date, change: (state: RunState) => T): T {
    const dir = this.dir(sessionId);
    return this.lock(join(dir, 'state.lock'), () => {
      const stored = this.read(sessionId);
      const before = stored && JSON.stringify(stored);
      const state = stored ?? newRunState(sessionId, now);
      const result = change(state);
      if (before !== undefined && JSON.stringify(state) === before)
        return result;
      state.updatedAt = now.toISOString();
      // Persisted actors and pending decisions carry commands and tool input:
      // redacted like the ledger.
      writeJsonRedacted(join(dir, 'state.json'), state);
      return result;
    });
  }
}
