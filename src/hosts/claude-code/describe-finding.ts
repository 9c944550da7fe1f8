// describeFinding(f, lang) — one finding as a hook shows it:
// `[policy] message → next: kind: detail`, the frame from the catalog and the
// finding's own words in the user's language when its policy said them as
// catalog data (findingText / nextDetail), else its English
// Pos: src/hosts/claude-code, the one line every hook event's reason and
// context uses for a finding; not the verdict (policies/gate/decision.ts)
import {
  findingText,
  message,
  nextDetail,
  type Lang,
} from '../../../policies/vocabulary/messages/index.js';
import type { Finding } from '../../../policies/vocabulary/finding.js';

export function describeFinding(f: Finding, lang: Lang = 'en'): string {
  return message('hook.finding', lang, {
    policy: f.policy,
    message: findingText(f, lang),
    kind: f.nextAction.kind,
    detail: nextDetail(f.nextAction, lang),
  });
}
