// judgeAnchorWrite — whether a draft may enter the Alaya store: 识's write
// threshold (repeat ≥ 2, high impact, reusable; any one) and the self-check
// (any yes), with the reasons or the refusal
// Pos: policies/context/anchors, the write gate; reuses 识's threshold so the
// pipeline and the store cannot disagree on what is worth keeping
import { selectAnchors } from '../../pipeline/shi/write-threshold.js';
import type { AnchorDraft } from './anchor-draft.js';
import { SELF_CHECK_QUESTIONS } from './anchor-draft.js';

export type AnchorWriteJudgement =
  | { accepted: true; reasons: string[]; selfCheckYes: string[] }
  | { accepted: false; refusal: string };

export function judgeAnchorWrite(draft: AnchorDraft): AnchorWriteJudgement {
  const [selected] = selectAnchors([
    {
      type: draft.type,
      title: draft.title,
      why: typeof draft.why === 'string' ? draft.why : draft.why.join('; '),
      repeat: draft.repeat,
      highImpact: draft.highImpact,
      reusable: draft.reusable,
      source: draft.source,
    },
  ]);
  if (!selected) {
    return {
      accepted: false,
      refusal: `below the write threshold (写入门槛): repeat ${draft.repeat} < 2, not high impact, not reusable; keep it in the session, or say which of repeat >= 2, highImpact, reusable holds`,
    };
  }
  const yes = (
    Object.keys(SELF_CHECK_QUESTIONS) as Array<
      keyof typeof SELF_CHECK_QUESTIONS
    >
  ).filter((k) => draft.selfCheck[k]);
  if (yes.length === 0) {
    return {
      accepted: false,
      refusal:
        'the self-check (写入前自检) answered No three times: 三个都是 No → 不写入, record it in the session only',
    };
  }
  return { accepted: true, reasons: selected.reasons, selfCheckYes: yes };
}
