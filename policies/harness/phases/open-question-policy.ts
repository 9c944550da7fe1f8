// openQuestionPolicy — at pre-input: with an active run, each open blocking
// question is a reminder (warning), and asking again a question the run already
// holds is flagged
// Pos: policies/harness/phases, seed 004 pre-input (处理用户输入前，检查是否存在 open
// question); answers are recorded with `wukong run question answer`
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
          `blocking question ${q.id} is open: ${q.text} (no code changes until it is answered)`,
          {
            kind: 'ask-user',
            detail: `answer it: wukong run question answer ${q.id} "…"`,
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
          `${again.id} was asked before${again.answer !== undefined ? ` and answered: ${again.answer}` : ''}`,
          {
            kind: 'fix-input',
            detail:
              again.answer !== undefined
                ? 'use the answer already given'
                : 'wait for the answer instead of asking again',
          },
        ),
      );
    return findings;
  },
});
