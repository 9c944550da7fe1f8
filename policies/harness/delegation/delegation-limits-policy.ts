// delegationLimitsPolicy — at pre-delegation: the avatar's max_concurrent from
// the table against the sub-agents running now (a "10+" row has no cap), and
// the tools asked for must lie inside the avatar's row
// Pos: policies/harness/delegation, seed 004 DelegationPolicy (parallel limits,
// tool boundary) on seed 000's table; running sub-agents come from the run
// state in GateFacts
import { resolveAvatar, toolRight } from '../../pipeline/avatars.js';
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type { Finding } from '../../vocabulary/finding.js';
import { say, sayDetail } from '../../vocabulary/messages/say.js';

export const delegationLimitsPolicy = definePolicy({
  id: 'delegation-limits',
  description:
    "an avatar runs at most max_concurrent at once and only with its row's tools (seed 000 配置总表, seed 004 DelegationPolicy)",
  checkpoints: ['pre-delegation'],
  evaluate(ctx): Finding[] {
    const payload = ctx.payload;
    const row = payload ? resolveAvatar(payload.subagentType) : undefined;
    if (!row) return [];
    const findings: Finding[] = [];
    const capped = !row.maxConcurrent.label.includes('+');
    const running = (ctx.facts?.activeSubagents ?? []).filter(
      (a) => a.avatar === row.id,
    ).length;
    if (capped && running >= row.maxConcurrent.limit) {
      findings.push(
        gateFinding(
          'delegation-limits',
          `${row.id}:concurrency`,
          'hard-deny',
          say('delegation.busy', {
            running,
            title: row.title,
            glyph: row.glyph,
            limit: row.maxConcurrent.label,
          }),
          {
            kind: 'retry',
            ...sayDetail('delegation.busy.next', { title: row.title }),
          },
        ),
      );
    }
    for (const tool of payload?.tools ?? []) {
      if (toolRight(row, tool) === 'allowed') continue;
      findings.push(
        gateFinding(
          'delegation-limits',
          `${row.id}:${tool}`,
          'hard-deny',
          say('delegation.tool', {
            title: row.title,
            glyph: row.glyph,
            tool,
            allowed: row.tools.allowed.join(', '),
          }),
          {
            kind: 'delegate',
            ...sayDetail('delegation.tool.next', { tool }),
          },
        ),
      );
    }
    return findings;
  },
});
