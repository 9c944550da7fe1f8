// sourceWritePolicy — with an active run: no source write outside the execute
// phase, and none while a blocking question is open (Write/Edit at pre-write,
// Bash write targets at pre-tool)
// Pos: policies/harness/phases, seed 004 SourceWritePolicy (P0 rows 非 execute
// 阶段写 source-like 文件, open blocking question 时写代码); silent without a run
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type { Finding } from '../../vocabulary/finding.js';
import { isSourceLike, writtenFiles } from '../source-files.js';

export const sourceWritePolicy = definePolicy({
  id: 'source-write',
  description:
    'source files change only in the execute phase, and not while a blocking question is open (seed 004 SourceWritePolicy)',
  checkpoints: ['pre-write', 'pre-tool'],
  evaluate(ctx): Finding[] {
    const run = ctx.run;
    if (!run) return [];
    const files = writtenFiles(ctx).filter(isSourceLike);
    const findings: Finding[] = [];
    const open = run.questions.find(
      (q) => q.blocking && q.answer === undefined,
    );
    for (const file of files) {
      if (run.phase !== 'execute') {
        findings.push(
          gateFinding(
            'source-write',
            file,
            'hard-deny',
            `${file} is source and the run is in ${run.phase}: source files change only in execute`,
            {
              kind: 'ask-user',
              detail:
                run.phase === 'plan'
                  ? 'approve the plan and advance to execute (wukong run phase execute)'
                  : 'go back to execute (wukong run phase execute) to change code',
            },
          ),
        );
      } else if (open) {
        findings.push(
          gateFinding(
            'source-write',
            `${file}:${open.id}`,
            'hard-deny',
            `blocking question ${open.id} is open (${open.text}): no code changes until it is answered`,
            {
              kind: 'ask-user',
              detail: `answer it: wukong run question answer ${open.id} "…"`,
            },
          ),
        );
      }
    }
    return findings;
  },
});
