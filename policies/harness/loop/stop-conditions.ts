// conditionHolds, unmetDone, abortHit, parseCondition — the CompletionPromise's
// doneWhen and abortWhen evaluated on the loop's facts (seed 004: doneWhen /
// abortWhen are StopConditions, not prose), and the `kind:argument` form the
// CLI takes them in
// Pos: policies/harness/loop, pure: the evaluator asks unmetDone before it
// ships, the loop machine asks abortHit after every observation
import picomatch from 'picomatch';
import type {
  CompletionPromise,
  ConditionTest,
  StopCondition,
  StopReason,
} from '../../vocabulary/loop.js';
import type { Said } from '../../vocabulary/messages/said.js';
import { fragment, saidText } from '../../vocabulary/messages/say.js';

/**
 * What the conditions are judged on. Fields a side cannot know are absent: a
 * condition on them does not hold (the machine knows no evidence records).
 */
export interface ConditionFacts {
  acceptanceProven?: boolean;
  /** Kinds of evidence recorded after the promise. */
  evidenceKinds?: readonly string[];
  /** Paths the loop wrote (absolute or workspace-relative). */
  written: readonly string[];
  /** Failed observations at the end of the list, in a row. */
  failuresInARow: number;
  toolCalls: number;
  /** Policies that hard-denied an action of the loop. */
  hardDenied: readonly string[];
}

/**
 * A glob over workspace-relative paths, tried on the path and on every tail
 * after a `/` (the loop may hold absolute paths).
 */
function writtenMatches(glob: string, paths: readonly string[]): boolean {
  const g = glob.replace(/^\.\//, '');
  return paths.some((path) => {
    const parts = path.replace(/\\/g, '/').split('/');
    for (let i = 0; i < parts.length; i++) {
      const tail = parts.slice(i).join('/');
      if (tail && picomatch.isMatch(tail, g, { dot: true })) return true;
    }
    return false;
  });
}

const testOf = (c: StopCondition): ConditionTest =>
  c.when ?? { kind: 'acceptance-proven' };

export function conditionHolds(
  condition: StopCondition,
  facts: ConditionFacts,
): boolean {
  const t = testOf(condition);
  switch (t.kind) {
    case 'acceptance-proven':
      return facts.acceptanceProven === true;
    case 'evidence':
      return facts.evidenceKinds?.includes(t.of) === true;
    case 'written':
      return writtenMatches(t.glob, facts.written);
    case 'failures':
      return facts.failuresInARow >= t.count;
    case 'tool-calls':
      return facts.toolCalls >= t.count;
    case 'denied':
      return facts.hardDenied.some(
        (p) => p === t.policy || p.startsWith(`${t.policy}.`),
      );
  }
}

/** The doneWhen conditions that do not hold yet (all must, to ship). */
export function unmetDone(
  promise: Pick<CompletionPromise, 'doneWhen'>,
  facts: ConditionFacts,
): StopCondition[] {
  return promise.doneWhen.filter((c) => !conditionHolds(c, facts));
}

/**
 * The first abortWhen condition that holds, and the stop reason it asks for:
 * its own reason, except that an abort never claims done and leaves
 * budget-exhausted to the budget (both stop as blocked).
 */
export function abortHit(
  promise: Pick<CompletionPromise, 'abortWhen'> | null,
  facts: ConditionFacts,
): { condition: StopCondition; reason: StopReason } | null {
  for (const condition of promise?.abortWhen ?? [])
    if (conditionHolds(condition, facts))
      return {
        condition,
        reason:
          condition.reason === 'done' || condition.reason === 'budget-exhausted'
            ? 'blocked'
            : condition.reason,
      };
  return null;
}

/** The forms a stop condition takes, as its error names them. */
export const CONDITION_FORMS =
  'acceptance-proven, evidence:KIND, written:GLOB, failures:N, tool-calls:N, denied:POLICY';

/**
 * `written:migrations/**` → a test; an error names the forms allowed.
 */
export function parseConditionTest(
  spec: string,
): ConditionTest | { error: string } {
  const text = spec.trim();
  const at = text.indexOf(':');
  const kind = at < 0 ? text : text.slice(0, at);
  const arg = at < 0 ? '' : text.slice(at + 1).trim();
  const count = () => {
    const n = Number(arg);
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  switch (kind) {
    case 'acceptance-proven':
      if (!arg) return { kind };
      break;
    case 'evidence':
      if (arg) return { kind, of: arg };
      break;
    case 'written':
      if (arg) return { kind, glob: arg };
      break;
    case 'failures':
    case 'tool-calls': {
      const n = count();
      if (n !== undefined) return { kind, count: n };
      break;
    }
    case 'denied':
      if (arg) return { kind, policy: arg };
      break;
  }
  return {
    error: `${JSON.stringify(spec)} is not a stop condition; allowed: ${CONDITION_FORMS} (N a positive whole number)`,
  };
}

/** The sentence a condition shows people, in English. */
export function describeTest(t: ConditionTest): string {
  return saidText(describeTestSaid(t), 'en');
}

/** The sentence a condition shows people, as a catalog fragment. */
export function describeTestSaid(t: ConditionTest): Said {
  switch (t.kind) {
    case 'acceptance-proven':
      return fragment('loop.test.acceptance-proven');
    case 'evidence':
      return fragment('loop.test.evidence', { kind: t.of });
    case 'written':
      return fragment('loop.test.written', { glob: t.glob });
    case 'failures':
      return fragment('loop.test.failures', { count: t.count });
    case 'tool-calls':
      return fragment('loop.test.tool-calls', { count: t.count });
    case 'denied':
      return fragment('loop.test.denied', { policy: t.policy });
  }
}
