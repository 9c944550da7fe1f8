// huiSkip — may 慧 be skipped for this output, why, and which skip conditions a
// never-skip track overrode
// Pos: policies/pipeline/hui, seed 001's 跳过慧关的条件 as one function; an overridden
// condition is a rule conflict 慧 reports as FEEDBACK
import type { AvatarRow } from '../avatars.js';
import { trackRules } from '../tracks.js';
import type { Submission } from '../../vocabulary/submission.js';
import {
  message,
  type Lang,
  type MessageId,
  type MessageParams,
} from '../../vocabulary/messages/index.js';

export interface HuiSkip {
  skip: boolean;
  /** The conditions that held (seed wording). */
  reasons: string[];
  /**
   * Conditions that held on a track that never skips: the seed's two rules
   * contradict here.
   */
  overridden: string[];
  /**
   * `overridden` in English, whatever the language: the rule-conflict
   * finding's id, the same in every language.
   */
  overriddenEn: string[];
}

const EXPLORATION_AVATARS = new Set(['eye', 'ear', 'nose']);

export function huiSkip(
  submission: Submission,
  row: AvatarRow,
  smallFixMaxLines: number,
  lang: Lang = 'en',
): HuiSkip {
  const rule = trackRules[submission.track].skipHui;
  const held: Array<[MessageId, MessageParams?]> = [];
  if (rule === 'always') held.push(['hui.skip.direct']);
  if (EXPLORATION_AVATARS.has(row.id))
    held.push(['hui.skip.exploration', { glyph: row.glyph }]);
  if (submission.fast) held.push(['hui.skip.fast']);
  const files = submission.changes?.files ?? [];
  const lines = submission.changes?.linesChanged;
  if (
    submission.track === 'fix' &&
    files.length === 1 &&
    lines !== undefined &&
    lines < smallFixMaxLines
  ) {
    held.push(['hui.skip.small-fix', { lines: smallFixMaxLines }]);
  }
  const worded = held.map(([id, params]) => message(id, lang, params));
  if (rule === 'never')
    return {
      skip: false,
      reasons: [],
      overridden: worded,
      overriddenEn: held.map(([id, params]) => message(id, 'en', params)),
    };
  return {
    skip: held.length > 0,
    reasons: worded,
    overridden: [],
    overriddenEn: [],
  };
}
