// judgeAnchorWrite — whether a draft may enter the Alaya store: 识's write
// threshold (repeat ≥ 2, high impact, reusable; any one) and the self-check
// (any yes), with the reasons or the refusal
// Pos: policies/context/anchors, the write gate; reuses 识's threshold so the
// pipeline and the store cannot disagree on what is worth keeping
import { selectAnchors } from '../../pipeline/shi/write-threshold.js';
import type { AnchorDraft } from './anchor-draft.js';
import { SELF_CHECK_KEYS } from './anchor-draft.js';
import { message, type Lang } from '../../vocabulary/messages/index.js';

export type AnchorWriteJudgement =
  | { accepted: true; reasons: string[]; selfCheckYes: string[] }
  | { accepted: false; refusal: string };

export function judgeAnchorWrite(
  draft: AnchorDraft,
  lang: Lang = 'en',
): AnchorWriteJudgement {
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
      refusal: message('ctx.gate.threshold', lang, { repeat: draft.repeat }),
    };
  }
  const yes = SELF_CHECK_KEYS.filter((k) => draft.selfCheck[k]);
  if (yes.length === 0) {
    return {
      accepted: false,
      refusal: message('ctx.gate.self-check', lang),
    };
  }
  return { accepted: true, reasons: selected.reasons, selfCheckYes: yes };
}
