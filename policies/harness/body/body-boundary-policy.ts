// bodyBoundaryPolicy — the body's self-check on the main agent's tool call as
// gate findings: warnings in warn mode; in enforce mode hard-deny for what the
// seed stops or rejects (跳过 CHECKPOINT, 决策错误, 超出代码限制, 构建/测试越界) and a warning
// for 并行违规 A deny says how it lifts: a new CHECKPOINT, and the delegation it
// recommends is allowed meanwhile.
// Pos: policies/harness/body, the gate face of machines/checkpoint.machine.ts;
// silent when the runtime gave no body verdict (a sub-agent, or body.enforce
// off)
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type { Finding } from '../../vocabulary/finding.js';
import { message } from '../../vocabulary/messages/index.js';
import { VIOLATIONS, kindName, violationText } from './body-verdict.js';

export const bodyBoundaryPolicy = definePolicy({
  id: 'body',
  description:
    'the body dispatches, it does not execute (seed 000 本体越界检查 L1–L3)',
  checkpoints: ['pre-tool'],
  evaluate(ctx): Finding[] {
    const verdict = ctx.facts?.body;
    if (!verdict || verdict.enforce === 'off') return [];
    const lang = verdict.lang ?? 'en';
    return verdict.violations.map((v) => {
      const blocks =
        verdict.enforce === 'enforce' && VIOLATIONS[v.kind].handling !== 'warn';
      const delegation =
        v.delegateTo === 'checkpoint'
          ? undefined
          : v.delegateTo === 'parallel'
            ? message('body.delegate.parallel', lang)
            : message('body.delegate.to', lang, { avatar: v.delegateTo });
      const to = delegation ?? message('body.write-checkpoint', lang);
      // A block says how it lifts: a new CHECKPOINT, and meanwhile the
      // delegation it recommends is allowed (machines/checkpoint.machine.ts).
      const lift = blocks
        ? delegation
          ? message('body.lift.delegation', lang, { delegation })
          : message('body.lift', lang)
        : '';
      return gateFinding(
        `body.${v.kind}`,
        v.key,
        blocks ? 'hard-deny' : 'warning',
        message('body.finding', lang, {
          kind: kindName(v.kind, lang),
          level: v.level,
          text: violationText(v, lang),
          lift,
        }),
        {
          kind: v.delegateTo === 'checkpoint' ? 'fix-input' : 'delegate',
          detail: to,
        },
      );
    });
  },
});
