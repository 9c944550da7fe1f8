// planPathPolicy and inPlan(path, globs) — in execute, a source write goes only
// to a file the approved PLAN lists (paths or globs, workspace-relative)
// Pos: policies/harness/phases, seed 004 PlanPathPolicy (P0 rows PLAN 未批准文件被拦截
// / execute 阶段允许写 PLAN 批准文件); a hard-deny the loop reads as scope drift
import { say, sayDetail } from '../../vocabulary/messages/index.js';
import picomatch from 'picomatch';
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type { Finding } from '../../vocabulary/finding.js';
import { isSourceLike, writtenFiles } from '../source-files.js';

export function inPlan(relPath: string, globs: readonly string[]): boolean {
  return globs.some(
    (g) =>
      g === relPath ||
      picomatch.isMatch(relPath, g.replace(/^\.\//, ''), { dot: true }),
  );
}

export const planPathPolicy = definePolicy({
  id: 'plan-path',
  description:
    'in execute, source writes go only to files the approved PLAN lists (seed 004 PlanPathPolicy)',
  checkpoints: ['pre-write', 'pre-tool'],
  evaluate(ctx): Finding[] {
    const run = ctx.run;
    if (!run || run.phase !== 'execute') return [];
    return writtenFiles(ctx)
      .filter(isSourceLike)
      .filter((file) => !run.plan.approved || !inPlan(file, run.plan.paths))
      .map((file) =>
        gateFinding(
          'plan-path',
          file,
          'hard-deny',
          run.plan.approved
            ? say('plan.not-in-plan', {
                file,
                paths: run.plan.paths.join(', '),
              })
            : say('plan.no-plan', { file }),
          { kind: 'ask-user', ...sayDetail('plan.revise.next', { file }) },
        ),
      );
  },
});
