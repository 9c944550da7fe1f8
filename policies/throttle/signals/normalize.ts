// normalizeText (§3.1: lower-case, strip punctuation, collapse spaces) and
// findPhrases — every keyword of a list found in normalized text, with where it
// matched
// Pos: policies/throttle, the one matcher all keyword groups, negations and
// cues go through; it knows no rule and no list
export interface PhraseMatch {
  /** The phrase as configured (normalized). */
  phrase: string;
  /**
   * The text it matched (may differ: an inflection, or filler words before 代码 /
   * code).
   */
  text: string;
  start: number;
  end: number;
}

const HAN = '\\p{Script=Han}';

/**
 * §3.1 归一化: NFKC (full-width to half-width), lower case, apostrophes dropped
 * (don't → dont), every other punctuation or symbol a space, spaces collapsed;
 * a space between two Han characters is dropped, since Chinese is not written
 * with spaces and "写 代码" means "写代码".
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(new RegExp(`(${HAN}) (?=${HAN})`, 'gu'), '$1');
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Words a request may put between the verb and its object without changing what
// it asks for: 写伪代码 / 写一段代码 / write the code / write pseudo code. Only the
// object 代码 / code takes them.
const ZH_FILLERS = [
  '完整的',
  '具体的',
  '一段',
  '一些',
  '一下',
  '一个',
  '一份',
  '完整',
  '具体',
  '点',
  '些',
  '个',
  '段',
  '下',
  '出',
  '好',
  '伪',
];
const EN_FILLERS = [
  'some',
  'the',
  'a',
  'an',
  'this',
  'that',
  'pseudo',
  'more',
  'any',
  'actual',
  'real',
  'working',
  'new',
  'all',
  'my',
  'your',
  'its',
];
const INFLECTIONS = '(?:s|es|ed|d|ing)?';

/**
 * A phrase as a RegExp. Latin phrases match at a word start and may end in an
 * inflection (implement → implements, implemented, implementing; patch →
 * patches) but not inside another word (patch is not in dispatch): §3.1's
 * substring match, narrowed at word edges because English has spaces. Han
 * phrases are plain substrings, as §3.1 says.
 */
function compile(phrase: string): RegExp {
  const latinStart = /^[a-z0-9]/.test(phrase);
  const latinEnd = /[a-z0-9]$/.test(phrase);
  let body: string;
  const zhObject =
    phrase.length > 2 &&
    phrase.endsWith('代码') &&
    new RegExp(`${HAN}$`, 'u').test(phrase.slice(0, -2));
  const enObject = / code$/.test(phrase);
  if (zhObject)
    body = `${escape(phrase.slice(0, -2))}(?:${ZH_FILLERS.map(escape).join('|')}){0,2}代码`;
  else if (enObject)
    body = `${escape(phrase.slice(0, -5))}(?: (?:${EN_FILLERS.join('|')})){0,2} code`;
  else body = escape(phrase);
  const left = latinStart ? '(?<![a-z0-9])' : '';
  const right = latinEnd ? `${INFLECTIONS}(?![a-z0-9])` : '';
  return new RegExp(`${left}${body}${right}`, 'gu');
}

const cache = new Map<string, RegExp | null>();
function patternOf(phrase: string): RegExp | null {
  let re = cache.get(phrase);
  if (re === undefined) {
    const normalized = normalizeText(phrase);
    re = normalized ? compile(normalized) : null;
    cache.set(phrase, re);
  }
  return re;
}

/** Occurrences counted per phrase: more never changes a confidence (it is clamped long before), and a pasted log of
 * thousands of repeats must not make the overlap check below quadratic in them.
 * */
export const MAX_OCCURRENCES_PER_PHRASE = 16;

/**
 * Every occurrence (up to 16 per phrase) of every phrase in `normalized`
 * (already normalizeText'ed). An occurrence lying wholly inside a longer
 * occurrence of another phrase is dropped, so "pseudocode only" is one
 * negation, not two; overlapping ones both count.
 */
export function findPhrases(
  normalized: string,
  phrases: readonly string[],
): PhraseMatch[] {
  const found: PhraseMatch[] = [];
  for (const phrase of new Set(phrases)) {
    const re = patternOf(phrase);
    if (!re) continue;
    re.lastIndex = 0;
    let count = 0;
    for (const m of normalized.matchAll(re)) {
      found.push({
        phrase: normalizeText(phrase),
        text: m[0],
        start: m.index,
        end: m.index + m[0].length,
      });
      if (++count >= MAX_OCCURRENCES_PER_PHRASE) break;
    }
  }
  const kept = found.filter(
    (a) =>
      !found.some(
        (b) =>
          b !== a &&
          b.phrase !== a.phrase &&
          b.start <= a.start &&
          b.end >= a.end &&
          b.end - b.start > a.end - a.start,
      ),
  );
  return kept.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** The distinct phrases matched, in order of first occurrence. */
export const distinctPhrases = (matches: readonly PhraseMatch[]): string[] => [
  ...new Set(matches.map((m) => m.phrase)),
];
