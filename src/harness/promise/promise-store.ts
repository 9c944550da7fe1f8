// PromiseStore — the workspace's CompletionPromise in .wukong/promise.json: set
// (from objective, "text :: command" criteria and an optional scope), read,
// clear; with a StateWitness, set and clear are also recorded out of the
// agent's reach
// Pos: src/harness/promise, persistence of the promise; what proves it is
// policies/evidence/acceptance-proof.ts
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import {
  CONDITION_FORMS,
  describeTest,
  parseConditionTest,
} from '../../../policies/harness/loop/stop-conditions.js';
import {
  CompletionPromise,
  StopReason,
} from '../../../policies/vocabulary/loop-promise.js';
import type { StopCondition } from '../../../policies/vocabulary/loop-promise.js';
import { fragment } from '../../../policies/vocabulary/messages/say.js';
import { UsageError, zodErrorSaid } from '../../platform/errors/usage-error.js';
import { readTextIfExists } from '../../platform/store/atomic-file.js';
import { writeJsonRedacted } from '../../platform/store/redacted-file.js';
import type { StateWitness } from './state-witness.js';
import { lazySchema } from '../../../policies/vocabulary/lazy-schema.js';

export const StoredPromise = lazySchema(() =>
  z.strictObject({
    v: z.literal(1),
    createdAt: z.iso.datetime({ offset: true }),
    promise: CompletionPromise,
  }),
);
export type StoredPromise = z.infer<typeof StoredPromise>;

/**
 * `"users can reset a password :: npm test -- reset"` → text and verify
 * command.
 */
export function parseCriterion(spec: string, index: number) {
  const [text, verify] = spec.split(/\s+::\s+/, 2).map((s) => s.trim());
  if (!text)
    throw new UsageError(
      fragment('error.promise.ac-text', { spec: JSON.stringify(spec) }),
    );
  return { id: `AC${index + 1}`, text, ...(verify ? { verify } : {}) };
}

/**
 * `--done-when "evidence:tdd-red"` → a done condition; `--abort-when
 * "scope-drift=written:migrations/**"` → an abort condition in that stop reason
 * (blocked when none is given). Bad text names the forms allowed.
 */
export function parseCondition(
  spec: string,
  side: 'done' | 'abort',
): StopCondition {
  const option = side === 'done' ? '--done-when' : '--abort-when';
  const m = /^([a-z-]+)=(.*)$/s.exec(spec.trim());
  const reasonText = side === 'abort' && m ? m[1] : undefined;
  const reason =
    side === 'done'
      ? 'done'
      : reasonText === undefined
        ? 'blocked'
        : StopReason.safeParse(reasonText).data;
  if (
    reason === undefined ||
    (side === 'abort' && (reason === 'done' || reason === 'budget-exhausted'))
  )
    throw new UsageError(
      fragment('error.promise.stop-reason', {
        option,
        spec: JSON.stringify(spec),
      }),
    );
  const condition = side === 'abort' && m ? (m[2] ?? '') : spec;
  const test = parseConditionTest(condition);
  if ('error' in test)
    throw new UsageError(
      fragment('error.promise.not-condition', {
        option,
        spec: JSON.stringify(condition),
        forms: CONDITION_FORMS,
      }),
    );
  return { reason, description: describeTest(test), when: test };
}

export class PromiseStore {
  readonly path: string;

  /**
   * `witness`: where the user's set and clear are recorded, so a promise that
   * vanishes is noticed (src/harness/promise/state-witness.ts).
   */
  constructor(
    workspace: string,
    readonly witness?: StateWitness,
  ) {
    this.path = join(workspace, '.wukong', 'promise.json');
  }

  read(): StoredPromise | undefined {
    const text = readTextIfExists(this.path);
    if (text === undefined) return undefined;
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      throw new UsageError(
        fragment('error.promise.not-json', {
          file: this.path,
          error: (error as Error).message,
        }),
      );
    }
    const parsed = StoredPromise.safeParse(raw);
    if (!parsed.success)
      throw new UsageError(
        zodErrorSaid(parsed.error, this.path, StoredPromise),
      );
    return parsed.data;
  }

  set(
    objective: string,
    criteria: readonly string[],
    now: Date,
    scope: {
      allowed?: readonly string[];
      disallowed?: readonly string[];
      requiredEvidence?: readonly string[];
      doneWhen?: readonly StopCondition[];
      abortWhen?: readonly StopCondition[];
    } = {},
  ): StoredPromise {
    if (!objective.trim())
      throw new UsageError(fragment('error.run.objective'));
    if (criteria.length === 0)
      throw new UsageError(fragment('error.promise.ac-required'));
    const stored: StoredPromise = {
      v: 1,
      createdAt: now.toISOString(),
      promise: {
        id: randomUUID(),
        objective: objective.trim(),
        acceptance: criteria.map(parseCriterion),
        allowedScope: [...(scope.allowed ?? [])],
        disallowedScope: [...(scope.disallowed ?? [])],
        requiredEvidence: [...(scope.requiredEvidence ?? [])],
        doneWhen: [
          {
            reason: 'done',
            description:
              'every acceptance criterion has passing local evidence',
            when: { kind: 'acceptance-proven' },
          },
          ...(scope.doneWhen ?? []),
        ],
        abortWhen: [...(scope.abortWhen ?? [])],
      },
    };
    // Criteria carry verify commands (`PGPASSWORD=… npm test`): what is kept
    // and returned is redacted.
    const kept = writeJsonRedacted(this.path, stored, 2);
    this.witness?.promiseSet(kept.promise.id, now);
    return kept;
  }

  clear(): boolean {
    const existed = readTextIfExists(this.path) !== undefined;
    rmSync(this.path, { force: true });
    this.witness?.promiseCleared();
    return existed;
  }
}
