// parsePromptTags — §8.2's prompt tags (`[mode:plan] [tier:reasoning]`,
// `mode=ask tier=light`, `/plan /reasoning`, and `[model:ID]` / `model=ID`)
// read off a prompt, and the prompt without them
// Pos: policies/throttle, the override the user writes into the prompt itself;
// the rules see the prompt with its tags removed
import { EditorMode, ModelTier } from '../../vocabulary/throttle.js';

export interface PromptTags {
  mode?: EditorMode;
  tier?: ModelTier;
  modelId?: string;
  /** The tags as written, in order, for the reasons a hit shows. */
  found: string[];
}

const MODES = new Set<string>(
  EditorMode.options.filter((m) => m !== 'unknown'),
);
const TIERS = new Set<string>(ModelTier.options);

type Parsed = { key: 'mode' | 'tier' | 'model'; value: string };

/**
 * One tag's meaning, or null when the text is not a valid tag (an unknown mode
 * is prose, not a tag).
 */
function readTag(raw: string): Parsed | null {
  const bracket = /^\[\s*(mode|tier|model)\s*[:=]\s*([^\]\s]+)\s*\]$/i.exec(
    raw,
  );
  const pair = /^(mode|tier|model)=([^\s=]+)$/i.exec(raw);
  const slash = /^\/([a-z]+)$/i.exec(raw);
  if (bracket || pair) {
    const [, key, value] = (bracket ?? pair) as RegExpExecArray;
    const k = (key as string).toLowerCase() as Parsed['key'];
    const v =
      k === 'model' ? (value as string) : (value as string).toLowerCase();
    if (k === 'mode' && !MODES.has(v)) return null;
    if (k === 'tier' && !TIERS.has(v)) return null;
    return { key: k, value: v };
  }
  if (slash) {
    const v = (slash[1] as string).toLowerCase();
    if (MODES.has(v)) return { key: 'mode', value: v };
    if (TIERS.has(v)) return { key: 'tier', value: v };
  }
  return null;
}

const BRACKET_ANYWHERE = /\[\s*(?:mode|tier|model)\s*[:=]\s*[^\]\s]+\s*\]/gi;

/**
 * Bracket tags count anywhere; `key=value` and `/word` tags only in the run of
 * tags that opens or closes the prompt, so "set mode=ask in the config" or "see
 * docs/plan" stay prose. A later tag overrides an earlier one of the same key.
 */
export function parsePromptTags(prompt: string): {
  text: string;
  tags: PromptTags;
} {
  const head: Array<Parsed & { raw: string }> = [];
  const tail: Array<Parsed & { raw: string }> = [];
  let rest = prompt;
  for (;;) {
    const m = /^\s*(\S+)(?=\s|$)/.exec(rest);
    const tag = m ? readTag(m[1] as string) : null;
    if (!m || !tag) break;
    head.push({ ...tag, raw: m[1] as string });
    rest = rest.slice(m[0].length);
  }
  for (;;) {
    const m = /(^|\s)(\S+)\s*$/.exec(rest);
    const tag = m ? readTag(m[2] as string) : null;
    if (!m || !tag) break;
    tail.unshift({ ...tag, raw: m[2] as string });
    rest = rest.slice(0, m.index);
  }
  const middle: Array<Parsed & { raw: string }> = [];
  rest = rest.replace(BRACKET_ANYWHERE, (raw) => {
    const tag = readTag(raw);
    if (!tag) return raw;
    middle.push({ ...tag, raw });
    return ' ';
  });
  const tags: PromptTags = { found: [] };
  // Order of application: the opening run, tags inside the prose, the closing
  // run (reading order).
  for (const t of [...head, ...middle, ...tail]) {
    tags.found.push(t.raw);
    if (t.key === 'mode') tags.mode = t.value as EditorMode;
    else if (t.key === 'tier') tags.tier = t.value as ModelTier;
    else tags.modelId = t.value;
  }
  const text = tags.found.length
    ? rest.replace(/[ \t]{2,}/g, ' ').trim()
    : prompt;
  return { text, tags };
}
