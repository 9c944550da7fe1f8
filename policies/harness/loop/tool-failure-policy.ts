// toolFailurePolicy — after a file tool failed because a path does not exist,
// the next read of another path must follow a search (Glob/Grep), not a guess
// Pos: policies/harness/loop, seed 004 P1 "tool failure 后禁止猜路径" (LLM 在工具失败后必须沿
// nextAction 修复); the runtime supplies the last failure and whether a search
// ran since
import { toolFamily } from '../../pipeline/avatars.js';
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type { Finding } from '../../vocabulary/finding.js';
import { say, sayDetail } from '../../vocabulary/messages/say.js';

const READS = new Set(['Read', 'Edit']);

export const toolFailurePolicy = definePolicy({
  id: 'tool-failure',
  description:
    'after a "no such file" failure, search before trying another path (seed 004 ToolResultContract nextAction)',
  checkpoints: ['pre-tool'],
  evaluate(ctx): Finding[] {
    const failure = ctx.facts?.lastToolFailure;
    const family = toolFamily(ctx.toolName ?? '');
    if (
      !failure?.notFound ||
      failure.searchedSince ||
      !family ||
      !READS.has(family) ||
      !ctx.path ||
      ctx.path === failure.path
    )
      return [];
    return [
      gateFinding(
        'tool-failure',
        ctx.path,
        'soft-deny',
        failure.path === undefined
          ? say('loop.guessed-path-any', { tool: failure.tool, path: ctx.path })
          : say('loop.guessed-path', {
              tool: failure.tool,
              failed: failure.path,
              path: ctx.path,
            }),
        { kind: 'fix-input', ...sayDetail('loop.guessed-path.next') },
      ),
    ];
  },
});
