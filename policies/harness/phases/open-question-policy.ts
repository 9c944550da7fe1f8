// openQuestionPolicy — at pre-input: with an active run, each open blocking
// question is a reminder (warning), and asking again a question the run already
// holds is flagged
// Pos: policies/harness/phases, seed 004 pre-input (处理用户输入前，检查是否存在 open
// question); answers are recorded with `wukong run question answer`
import { say, sayDetail } from '../../vocabulary/messages/index.js';
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import { normaliseQuestion } from '../loop/signature.js';
import type { Finding } from '../../vocabulary/finding.js';

export const openQuestionPolicy = definePolicy({
  id: 'open-question',
  description:
    'before input is handled, the open blocking questions of the run are on the table (seed 004 pre-input)',
  checkpoints: ['pre-input'],
  evaluate(ctx): Finding[] {
    const run = ctx.run;
    if (!run) return [];
    const open = run.questions.filter((q) => q.answer === undefined);
    const findings: Finding[] = open
      .filter((q) => q.blocking)
      .map((q) =>
        gateFinding(
          'open-question',
          q.id,
          'warning',
          say('run.question-open', { id: q.id, text: q.text }),
          {
            kind: 'ask-user',
            ...sayDetail('run.question-answer.next', { id: q.id }),
          },
        ),
      );
    const asked = ctx.payload?.question;
    const again = asked
      ? run.questions.find(
          (q) => normaliseQuestion(q.text) === normaliseQuestion(asked),
        )
      : undefined;
    if (again)
      findings.push(
        gateFinding(
          'open-question',
          `again:${again.id}`,
          'warning',
          again.answer !== undefined
            ? say('run.asked-answered', { id: again.id, answer: again.answer })
            : say('run.asked-again', { id: again.id }),
          {
            kind: 'fix-input',
            ...sayDetail(
              again.answer !== undefined
                ? 'run.use-answer.next'
                : 'run.wait-answer.next',
            ),
          },
        ),
      );
    return findings;
  },
});
