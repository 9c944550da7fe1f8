// planMemory — what 识 does with the anchors a PASS selected, given the store: a
// new pattern is added, one already stored counts one more repeat (across
// tasks), and a pattern seen three times becomes a rule patch proposal (seed
// 001 §慧/识: 重复问题 → 沉淀; FEEDBACK rule_patch)
// Pos: policies/pipeline/shi, deciding only; src/pipeline/shi-memory.ts reads
// and writes the Alaya store
import type { RulePatch } from '../hui/rule-patches.js';
import type { StoredAnchor } from './write-threshold.js';
import { message, type Lang } from '../../vocabulary/messages/index.js';

/** A pattern seen this many times is proposed as a rule. */
export const RULE_AFTER_REPEATS = 3;

export interface KnownAnchor {
  id: string;
  title: string;
  repeat: number;
  /** Tasks it was seen in, so one task resubmitted is not a repeat. */
  source: string;
}

export interface MemoryPlan {
  add: StoredAnchor[];
  repeat: Array<{ id: string; title: string; repeat: number }>;
  proposals: Array<{ anchorId: string; patch: RulePatch }>;
}

export const patternKey = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export function planMemory(
  known: readonly KnownAnchor[],
  selected: readonly StoredAnchor[],
  task: string,
  lang: Lang = 'en',
): MemoryPlan {
  const plan: MemoryPlan = { add: [], repeat: [], proposals: [] };
  const seen = new Set<string>();
  for (const anchor of selected) {
    const key = patternKey(anchor.title);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const match = known.find((k) => patternKey(k.title) === key);
    if (!match) {
      plan.add.push(anchor);
      continue;
    }
    // The same task verified again is the same occurrence, not a repeat.
    if (match.source.split(' | ').includes(task)) continue;
    const repeat = match.repeat + 1;
    plan.repeat.push({ id: match.id, title: match.title, repeat });
    if (repeat === RULE_AFTER_REPEATS)
      plan.proposals.push({
        anchorId: match.id,
        patch: {
          action: anchor.type === 'P' ? 'tighten' : 'add',
          target: anchor.type === 'P' ? 'jie.md' : 'hui.md',
          rule: message(
            anchor.type === 'P'
              ? 'shi.patch.problem.rule'
              : 'shi.patch.decision.rule',
            lang,
            { title: match.title, repeat },
          ),
          reason: message('shi.patch.reason', lang, {
            id: match.id,
            repeat,
            threshold: RULE_AFTER_REPEATS,
          }),
          priority: anchor.type === 'P' ? 'HIGH' : 'MEDIUM',
        },
      });
  }
  return plan;
}
