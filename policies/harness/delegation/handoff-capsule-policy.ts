// handoffCapsulePolicy — while a loop is active (a promise or a run), a
// delegation must carry the handoff capsule: the sub-agent's only input (seed
// 004 子 agent 输入只能来自 capsule)
// Pos: policies/harness/delegation, pre-delegation; rendering the capsule is
// policies/context/prompt/compact-capsule.ts, attaching it the adapter's job
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type { Finding } from '../../vocabulary/finding.js';
import { say, sayDetail } from '../../vocabulary/messages/say.js';

/** The first line of every rendered capsule. */
export const CAPSULE_MARK = '[wukong: handoff capsule]';

export const handoffCapsulePolicy = definePolicy({
  id: 'handoff-capsule',
  description:
    'with an active loop, a delegation carries the handoff capsule (objective, scope, hard-denies, open questions)',
  checkpoints: ['pre-delegation'],
  evaluate(ctx): Finding[] {
    if (!ctx.run && !ctx.facts?.promise) return [];
    const payload = ctx.payload;
    if (payload?.capsule?.includes(CAPSULE_MARK)) return [];
    return [
      gateFinding(
        'handoff-capsule',
        payload?.subagentType ?? 'delegation',
        'hard-deny',
        say('delegation.no-capsule'),
        { kind: 'fix-input', ...sayDetail('delegation.no-capsule.next') },
      ),
    ];
  },
});
