// sourceWritePolicy — with an active run: no source write outside the execute
// phase, and none while a blocking question is open (Write/Edit at pre-write,
// Bash write targets at pre-tool)
// Pos: policies/harness/phases, seed 004 SourceWritePolicy (P0 rows 非 execute
// 阶段写 source-like 文件, open blocking question 时写代码); silent without a run
import { say, sayDetail } from '../../vocabulary/messages/index.js';
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
            say('source.wrong-phase', { file, phase: run.phase }),
            {
              kind: 'ask-user',
              ...sayDetail(
                run.phase === 'plan'
                  ? 'source.advance.next'
                  : 'source.back.next',
              ),
            },
          ),
        );
      } else if (open) {
        findings.push(
          gateFinding(
            'source-write',
            `${file}:${open.id}`,
            'hard-deny',
            say('source.question-open', { id: open.id, text: open.text }),
            {
              kind: 'ask-user',
              ...sayDetail('run.question-answer.next', { id: open.id }),
            },
          ),
        );
      }
    }
    return findings;
  },
});
