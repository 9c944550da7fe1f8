// judgeCheckpoint(parsed) — layer 1 (present, Q0–Q4 answered, decision
// declared) and layer 2 (decision correct: exploration → eye, > maxLines →
// body, design → mind, ≥ 2 files → parallel)
// Pos: policies/harness/body, seed 000 Layer 1 and Layer 2 as pure judgments
// the checkpoint machine calls
import type { BodyViolation } from './body-verdict.js';
import { violation } from './body-verdict.js';
import type { ParsedCheckpoint } from './checkpoint-parse.js';

export function judgeLayer1(parsed: ParsedCheckpoint): BodyViolation[] {
  if (!parsed.present)
    return [
      violation(
        'skip-checkpoint',
        { id: 'body.no-checkpoint', params: {} },
        'checkpoint',
      ),
    ];
  if (parsed.missing.length)
    return [
      violation(
        'incomplete-checkpoint',
        {
          id: 'body.unanswered',
          params: { missing: parsed.missing.join(', ') },
        },
        'checkpoint',
      ),
    ];
  return [];
}

export function judgeLayer2(
  parsed: ParsedCheckpoint,
  maxLines: number,
): BodyViolation[] {
  const a = parsed.answers;
  const d = parsed.decision;
  if (!d) return [];
  const out: BodyViolation[] = [];
  if (a.q1 && d.self)
    out.push(
      violation(
        'decision-error',
        { id: 'body.q1-self', params: {} },
        'eye',
        'decision-error:q1',
      ),
    );
  if (a.q2?.changes && (a.q2.lines ?? 0) > maxLines && d.self)
    out.push(
      violation(
        'code-limit',
        {
          id: 'body.q2-self',
          params: { lines: a.q2.lines ?? 0, max: maxLines },
        },
        'body',
        'decision-error:q2',
      ),
    );
  if (a.q3 && d.self)
    out.push(
      violation(
        'decision-error',
        { id: 'body.q3-self', params: {} },
        'mind',
        'decision-error:q3',
      ),
    );
  if ((a.q4 ?? 0) >= 2 && !d.parallel)
    out.push(
      violation(
        'parallel',
        { id: 'body.q4-serial', params: { files: a.q4 ?? 0 } },
        'parallel',
        'decision-error:q4',
      ),
    );
  return out;
}
