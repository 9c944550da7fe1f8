// renderForms — the three forms of one context, the digest they came from and
// the anchors they cite
// Pos: policies/context/forms' front door, in the language the caller names
// (the edge reads it from the config); choosing the anchors (cited,
// constraints, matching the task) happens once here for all three forms
import type { AnchorEntry } from '../anchors/anchor-entry.js';
import { relevantAnchors } from '../anchors/anchor-search.js';
import type { ContextView } from '../transcript/context-view.js';
import { compactForm } from './compact-form.js';
import { expandedForm } from './expanded-form.js';
import { normalForm } from './normal-form.js';
import type { SessionDigest } from './session-digest.js';
import { digestSession } from './session-digest.js';
import type { Lang } from '../../vocabulary/messages/index.js';

export interface RenderedForms {
  compact: string;
  normal: string;
  expanded: string;
  digest: SessionDigest;
  anchors: AnchorEntry[];
}

export function renderForms(
  view: ContextView,
  store: readonly AnchorEntry[],
  lang: Lang,
): RenderedForms {
  const digest = digestSession(view);
  const text = [
    digest.task,
    ...digest.requests.slice(-3),
    digest.citedAnchors.map((id) => `[${id}]`).join(' '),
  ].join('\n');
  const anchors = relevantAnchors(store, text);
  return {
    compact: compactForm(digest, anchors, undefined, lang),
    normal: normalForm(digest, anchors, undefined, lang),
    expanded: expandedForm(
      digest,
      store.filter(
        (a) =>
          a.anchor.status !== 'obsolete' &&
          (anchors.includes(a) || digest.citedAnchors.includes(a.anchor.id)),
      ),
      lang,
    ),
    digest,
    anchors,
  };
}
