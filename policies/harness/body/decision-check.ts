// judgeCheckpoint(parsed) — layer 1 (present, Q0–Q4 answered, decision
// declared) and layer 2 (decision correct: exploration → eye, > maxLines →
// body, design → mind, ≥ 2 files → parallel)
// Pos: policies/harness/body, seed 000 Layer 1 and Layer 2 as pure judgments
// the checkpoint machine calls
import type { BodyViolation } from './body-verdict.js';
import { violation } from './body-verdict.js';
import type { ParsedCheckpoint } from './checkpoint-parse.js';
import { CHECKPOINT_TEMPLATE } from './checkpoint-parse.js';

export function judgeLayer1(parsed: ParsedCheckpoint): BodyViolation[] {
  if (!parsed.present)
    return [
      violation(
        'skip-checkpoint',
        `no CHECKPOINT before acting; output it first:\n${CHECKPOINT_TEMPLATE}`,
        'checkpoint',
      ),
    ];
  if (parsed.missing.length)
    return [
      violation(
        'incomplete-checkpoint',
        `the CHECKPOINT leaves ${parsed.missing.join(', ')} unanswered; answer every question and declare the decision`,
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
        'Q1 says this is exploration, yet the body executes it: exploration belongs to the eye (@眼)',
        'eye',
        'decision-error:q1',
      ),
    );
  if (a.q2?.changes && (a.q2.lines ?? 0) > maxLines && d.self)
    out.push(
      violation(
        'code-limit',
        `Q2 estimates ${a.q2.lines} lines (> ${maxLines}), yet the body executes it: delegate to the body avatar (@身)`,
        'body',
        'decision-error:q2',
      ),
    );
  if (a.q3 && d.self)
    out.push(
      violation(
        'decision-error',
        'Q3 says this is design, yet the body executes it: design belongs to the mind (@意)',
        'mind',
        'decision-error:q3',
      ),
    );
  if ((a.q4 ?? 0) >= 2 && !d.parallel)
    out.push(
      violation(
        'parallel',
        `Q4 counts ${a.q4} independent files, yet the decision is not parallel: summon avatars in parallel`,
        'parallel',
        'decision-error:q4',
      ),
    );
  return out;
}
