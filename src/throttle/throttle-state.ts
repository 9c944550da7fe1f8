// ThrottleState (each rule's state name and two numbers, each session's last
// setting and last shown hint), throttleStatePath, loadThrottleState,
// saveThrottleState — `.wukong/throttle.json`, readable and hand-editable
// Pos: src/throttle, persistence only; what the state means is
// machines/throttle.machine, what changes it is ./throttle-session
import { fragment } from '../../policies/vocabulary/messages/say.js';
import { join } from 'node:path';
import * as z from 'zod';
import { EditorMode, ModelTier } from '../../policies/vocabulary/throttle.js';
import { UsageError, zodErrorSaid } from '../platform/errors/usage-error.js';
import { readTextIfExists } from '../platform/store/atomic-file.js';
import { writeJsonRedacted } from '../platform/store/redacted-file.js';
import { lazySchema } from '../../policies/vocabulary/lazy-schema.js';

export const PersistedRule = lazySchema(() =>
  z.strictObject({
    state: z.enum(['idle', 'coolingDown', 'muted']),
    lastShownAt: z.number().nullable(),
    continueStreak: z.number().int().min(0),
  }),
);
export type PersistedRule = z.infer<typeof PersistedRule>;

const Setting = lazySchema(() =>
  z.strictObject({
    mode: EditorMode,
    modelId: z.string(),
    tier: ModelTier,
  }),
);

export const SessionRecord = lazySchema(() =>
  z.strictObject({
    seenAt: z.number(),
    /**
     * What the last prompt was sent with (the CLI's remembered defaults, §8.2
     * 记忆上次选择).
     */
    mode: EditorMode.optional(),
    modelId: z.string().optional(),
    tier: ModelTier.optional(),
    /**
     * The hint shown on the last prompt and the setting it was shown under, until
     * the next prompt reveals the choice.
     */
    shown: z
      .strictObject({
        ts: z.number(),
        ruleIds: z.array(z.string()),
        setting: Setting,
      })
      .optional(),
  }),
);
export type SessionRecord = z.infer<typeof SessionRecord>;

export const ThrottleState = lazySchema(() =>
  z.strictObject({
    v: z.literal(1),
    rules: z.record(z.string(), PersistedRule),
    sessions: z.record(z.string(), SessionRecord),
  }),
);
export type ThrottleState = z.infer<typeof ThrottleState>;

export const emptyThrottleState = (): ThrottleState => ({
  v: 1,
  rules: {},
  sessions: {},
});

export const throttleStatePath = (workspace: string): string =>
  join(workspace, '.wukong', 'throttle.json');

/**
 * The state at `path`, or an empty one when the file does not exist yet. A
 * damaged file is refused, never silently reset.
 */
export function loadThrottleState(path: string): ThrottleState {
  const text = readTextIfExists(path);
  if (text === undefined) return emptyThrottleState();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new UsageError(
      fragment('error.throttle.not-json', {
        file: path,
        error: (error as Error).message,
      }),
    );
  }
  const parsed = ThrottleState.safeParse(raw);
  if (!parsed.success)
    throw new UsageError(
      fragment('error.throttle.invalid', {
        problem: zodErrorSaid(parsed.error, path, ThrottleState),
      }),
    );
  return parsed.data;
}

export function saveThrottleState(path: string, state: ThrottleState): void {
  writeJsonRedacted(path, state, 1);
}
