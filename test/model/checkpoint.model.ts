// checkpointInputs (warn and enforce), checkpointEvents (tasks, CHECKPOINT
// texts right, wrong, incomplete and absent, and main-agent tool calls of every
// kind), serializeCheckpoint, and the CHECKPOINT texts
// Pos: test/model, the model of the body's self-check for generated path tests
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type {
  CheckpointContext,
  CheckpointInput,
} from '../../machines/checkpoint.machine.js';

const limits = { maxLines: 10, maxReads: 2, maxSearches: 1 };
export const checkpointInputs: Record<'warn' | 'enforce', CheckpointInput> = {
  warn: { enforce: 'warn', limits },
  enforce: { enforce: 'enforce', limits },
};

export const TEXTS = {
  right:
    'CHECKPOINT\nQ0. Skill 匹配？ 否\nQ1. 探索/研究？ 否\nQ2. 代码修改？ 是 预估 5 行\nQ3. 设计/架构？ 否\nQ4. 独立文件数？ 1 个\n决策: 本体执行',
  wrong:
    'CHECKPOINT\nQ0. Skill 匹配？ 否\nQ1. 探索/研究？ 是\nQ2. 代码修改？ 否\nQ3. 设计/架构？ 否\nQ4. 独立文件数？ 1 个\n决策: 本体执行',
  parallelOnly:
    'CHECKPOINT\nQ0. Skill 匹配？ no\nQ1. 探索/研究？ no\nQ2. 代码修改？ yes, about 40 lines\nQ3. 设计/架构？ no\nQ4. 独立文件数？ 3\n决策: 委派 @身',
  incomplete:
    'CHECKPOINT\nQ0. Skill 匹配？ [是/否]\nQ1. 探索/研究？ 否\n决策: 本体执行',
  absent: 'I will just start editing the files.',
};

/**
 * The text since the prompt only grows: each CHECKPOINT event carries what was
 * already judged, then the new text.
 */
export function checkpointEvents(
  snapshot: AnyMachineSnapshot,
): AnyEventObject[] {
  const seen = (snapshot.context as CheckpointContext).seen;
  return [
    { type: 'TASK' },
    ...Object.values(TEXTS).map((text) => ({
      type: 'CHECKPOINT',
      text: `${'.'.repeat(seen)}${text}`,
    })),
    { type: 'ACTION', action: { kind: 'write', tool: 'Edit', lines: 3 } },
    { type: 'ACTION', action: { kind: 'write', tool: 'Write', lines: 25 } },
    {
      type: 'ACTION',
      action: { kind: 'command', commandKind: 'test', command: 'npm test' },
    },
    { type: 'ACTION', action: { kind: 'read', tool: 'Read' } },
    { type: 'ACTION', action: { kind: 'search', tool: 'Grep' } },
    { type: 'ACTION', action: { kind: 'delegate', avatar: 'wukong-eye' } },
    { type: 'ACTION', action: { kind: 'delegate', avatar: 'wukong-mind' } },
  ].filter(() => snapshot.status === 'active');
}

export function serializeCheckpoint(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as CheckpointContext;
  return JSON.stringify({
    v: snapshot.value,
    e: c.enforce,
    n: [Math.min(c.counts.reads, 3), Math.min(c.counts.searches, 2)],
    b: c.blocking.length > 0,
    c: c.checkpoint !== null,
  });
}
