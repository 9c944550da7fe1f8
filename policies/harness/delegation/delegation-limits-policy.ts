// delegationLimitsPolicy — at pre-delegation: the avatar's max_concurrent from
// the table against the sub-agents running now (a "10+" row has no cap), and
// the tools asked for must lie inside the avatar's row
// Pos: policies/harness/delegation, seed 004 DelegationPolicy (parallel limits,
// tool boundary) on seed 000's table; running sub-agents come from the run
// state in GateFacts
import { resolveAvatar, toolRight } from '../../pipeline/avatars.js';
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type { Finding } from '../../vocabulary/finding.js';

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
          `${running} ${row.title} (${row.glyph}) sub-agent(s) already running; the table allows ${row.maxConcurrent.label} at once`,
          {
            kind: 'retry',
            detail: `wait for the running ${row.title} to finish, then delegate`,
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
          `${row.title} (${row.glyph}) may not be given ${tool}; its row allows ${row.tools.allowed.join(', ')}`,
          {
            kind: 'delegate',
            detail: `drop ${tool}, or delegate that part to an avatar allowed to use it`,
          },
        ),
      );
    }
    return findings;
  },
});
