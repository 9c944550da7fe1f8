// parseCheckpoint(text) — seed 000's CHECKPOINT block read from the main
// agent's text: present, Q0–Q4 answered (Q2 with its line estimate, Q4 with its
// file count), and the declared decision (self, which avatars, in parallel)
// Pos: policies/harness/body, layer 1's reading; tolerant of the template's
// punctuation and English answers, strict about unanswered questions (a line
// still showing "是/否" is no answer)
import { resolveAvatar } from '../../pipeline/avatars.js';
import type { AvatarId } from '../../vocabulary/avatar.js';
import { message, type Lang } from '../../vocabulary/messages/index.js';

export interface CheckpointAnswers {
  q0: boolean | null;
  q1: boolean | null;
  q2: { changes: boolean; lines: number | null } | null;
  q3: boolean | null;
  q4: number | null;
}

export interface ParsedCheckpoint {
  present: boolean;
  answers: CheckpointAnswers;
  /** Questions without an answer (`Q0` … `Q4`, `decision`). */
  missing: string[];
  decision: { self: boolean; avatars: AvatarId[]; parallel: boolean } | null;
}

const YES = /(?:^|[\s:：\]】）)])(?:是|yes|y|true|✅)(?=$|[\s,，.。;；)])/i;
const NO = /(?:^|[\s:：\]】）)])(?:否|no|n|false|❌)(?=$|[\s,，.。;；)])/i;

/** The part after the question mark: "Q1. 探索/研究？ 是" → " 是". */
const answerPart = (line: string) => {
  const at = Math.max(line.lastIndexOf('？'), line.lastIndexOf('?'));
  return at >= 0
    ? line.slice(at + 1)
    : line.replace(/^\s*Q\d\s*[.:：、)]?/i, '');
};

function yesNo(line: string | undefined): boolean | null {
  if (line === undefined) return null;
  const part = answerPart(line).replace(/\[\s*是\s*\/\s*否\s*\]/g, '');
  const yes = YES.test(part);
  const no = NO.test(part);
  return yes === no ? null : yes;
}

const EMPTY: CheckpointAnswers = {
  q0: null,
  q1: null,
  q2: null,
  q3: null,
  q4: null,
};

export function parseCheckpoint(text: string): ParsedCheckpoint {
  // The last CHECKPOINT block counts: a body that checks itself again
  // supersedes its earlier answers.
  const start = [...text.matchAll(/CHECKPOINT/gi)].pop()?.index ?? -1;
  if (start < 0)
    return {
      present: false,
      answers: EMPTY,
      missing: ['Q0', 'Q1', 'Q2', 'Q3', 'Q4', 'decision'],
      decision: null,
    };
  const block = text.slice(start).split('\n').slice(0, 40);
  const q = (n: number) =>
    block.find((l) =>
      new RegExp(`^\\s*(?:[-*>|]\\s*)?Q${n}(?![0-9])`, 'i').test(l),
    );
  const q2line = q(2);
  const q2yes = yesNo(q2line);
  const q2lines = q2line
    ? /(\d+)\s*(?:行|lines?\b|loc\b)/i.exec(answerPart(q2line))
    : null;
  const q4line = q(4);
  const q4n = q4line ? /(\d+)/.exec(answerPart(q4line)) : null;
  const answers: CheckpointAnswers = {
    q0: yesNo(q(0)),
    q1: yesNo(q(1)),
    q2:
      q2yes === null
        ? null
        : {
            changes: q2yes,
            lines: q2lines ? Number(q2lines[1]) : q2yes ? null : 0,
          },
    q3: yesNo(q(3)),
    q4: q4n ? Number(q4n[1]) : null,
  };
  const decisionLine = block.find((l) => /(?:决策|decision)\s*[:：]/i.test(l));
  let decision: ParsedCheckpoint['decision'] = null;
  if (decisionLine) {
    const body = decisionLine.replace(/^.*?(?:决策|decision)\s*[:：]/i, '');
    const avatars = [
      ...new Set(
        [...body.matchAll(/@[^\s,，、+&/()（）]+/g)]
          .map((m) => resolveAvatar(m[0])?.id)
          .filter((a): a is AvatarId => a !== undefined),
      ),
    ];
    const self =
      /本体执行|本体|\bself\b|\bmyself\b|main agent|直接/i.test(body) &&
      avatars.length === 0;
    const parallel =
      /并行|parallel|concurrent|同时|[×x]\s*[2-9]/i.test(body) ||
      avatars.length >= 2;
    if (self || avatars.length) decision = { self, avatars, parallel };
  }
  const missing = [
    ...(['q0', 'q1', 'q2', 'q3', 'q4'] as const)
      .filter((k) => answers[k] === null)
      .map((k) => k.toUpperCase()),
    ...(answers.q2?.changes && answers.q2.lines === null ? ['Q2 lines'] : []),
    ...(decision ? [] : ['decision']),
  ];
  return { present: true, answers, missing, decision };
}

/**
 * The template a violation note shows, so the agent knows what to write, in
 * the user's language (parseCheckpoint reads either).
 */
export const checkpointTemplate = (lang: Lang): string =>
  message('body.checkpoint.template', lang);
