// globsMeet, expandBraces, hasGlob — bash's glob rules for one path segment,
// and whether two segments (a word the shell would expand, a protected name
// that may itself be a pattern) can name the same file
// Pos: policies/security/self-protection, pure string work; no disk: a glob is
// judged by what it could match, not by what exists
type Token =
  | { kind: 'char'; ch: string }
  | { kind: 'any' }
  | { kind: 'star' }
  | { kind: 'class'; negated: boolean; ranges: Array<[string, string]> };

/** Unquoted `*`, `?` or `[` (not escaped): the segment is a pattern. */
export const hasGlob = (segment: string) => /(^|[^\\])[*?[]/.test(segment);

function classAt(
  text: string,
  start: number,
): { token: Token; end: number } | undefined {
  let i = start + 1;
  const negated = text[i] === '!' || text[i] === '^';
  if (negated) i++;
  const ranges: Array<[string, string]> = [];
  let first = true;
  for (; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === ']' && !first)
      return { token: { kind: 'class', negated, ranges }, end: i };
    first = false;
    if (ch === '[' && text[i + 1] === ':') {
      // `[[:alpha:]]` and friends: read as "any character", which can only
      // widen a match.
      const close = text.indexOf(':]', i + 2);
      if (close < 0) return undefined;
      ranges.push(['\u0000', '\uffff']);
      i = close + 1;
      continue;
    }
    const lit = ch === '\\' && i + 1 < text.length ? (text[++i] as string) : ch;
    if (
      text[i + 1] === '-' &&
      text[i + 2] !== undefined &&
      text[i + 2] !== ']'
    ) {
      ranges.push([lit, text[i + 2] as string]);
      i += 2;
    } else ranges.push([lit, lit]);
  }
  return undefined;
}

/**
 * A segment as tokens; a literal segment (`pattern: false`) is characters only.
 */
function tokenize(segment: string, pattern: boolean): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < segment.length; i++) {
    const ch = segment[i] as string;
    if (!pattern) tokens.push({ kind: 'char', ch });
    else if (ch === '\\' && i + 1 < segment.length)
      tokens.push({ kind: 'char', ch: segment[++i] as string });
    else if (ch === '*') {
      if (tokens[tokens.length - 1]?.kind !== 'star')
        tokens.push({ kind: 'star' });
    } else if (ch === '?') tokens.push({ kind: 'any' });
    else if (ch === '[') {
      const found = classAt(segment, i);
      if (found) {
        tokens.push(found.token);
        i = found.end;
      } else tokens.push({ kind: 'char', ch });
    } else tokens.push({ kind: 'char', ch });
  }
  return tokens;
}

const tokenCache = new Map<string, Token[]>();

/**
 * A side's tokens, lower-cased; the few hundred distinct segments a session
 * sees are tokenized once.
 */
function tokensOf(side: SegmentSide): Token[] {
  const key = `${side.pattern ? 'p' : 'l'}${side.text}`;
  let tokens = tokenCache.get(key);
  if (!tokens) {
    tokens = tokenize(side.text.normalize('NFC').toLowerCase(), side.pattern);
    if (tokenCache.size > 4096) tokenCache.clear();
    tokenCache.set(key, tokens);
  }
  return tokens;
}

function accepts(token: Token, ch: string, leadingDot: boolean): boolean {
  // bash (no dotglob): a leading `.` is matched only by a literal `.`.
  if (leadingDot && ch === '.' && token.kind !== 'char') return false;
  switch (token.kind) {
    case 'char':
      return token.ch === ch;
    case 'any':
    case 'star':
      return true;
    case 'class':
      return (
        token.ranges.some(([lo, hi]) => lo <= ch && ch <= hi) !== token.negated
      );
  }
}

const SAMPLES = ['a', 'z', '0', '9', '_', '-', '.', '~', '@', '+', ' ', 'é'];

/**
 * A character both tokens accept, if any (candidates: their literals and range
 * ends, then a few samples).
 */
function common(a: Token, b: Token, leadingDot: boolean): boolean {
  const both = (ch: string) =>
    accepts(a, ch, leadingDot) && accepts(b, ch, false);
  if (a.kind === 'char') return both(a.ch);
  if (b.kind === 'char') return both(b.ch);
  for (const t of [a, b])
    if (t.kind === 'class')
      for (const [lo, hi] of t.ranges) if (both(lo) || both(hi)) return true;
  return SAMPLES.some(both);
}

export interface SegmentSide {
  text: string;
  /**
   * Its glob characters are live (an unquoted shell word); false: every
   * character is itself.
   */
  pattern: boolean;
  /**
   * A leading dot may be matched by a wildcard (find's -name, a run-time
   * value); bash's own globs say no.
   */
  dotglob?: boolean;
}

/**
 * Whether some file name matches both: `word` as bash expands it (a leading dot
 * only by a literal dot) and `name`, a protected name that may be a pattern
 * itself (`wukong-*.md`). Compared case-insensitively: on macOS and Windows
 * `.WUKONG` is `.wukong`, and a false match costs a denial, a missed one the
 * gate.
 */
export function globsMeet(word: SegmentSide, name: SegmentSide): boolean {
  // Most segments are plain names on both sides: compare them as text.
  if (!word.pattern && !name.pattern)
    return (
      word.text.length === name.text.length &&
      word.text.normalize('NFC').toLowerCase() ===
        name.text.normalize('NFC').toLowerCase()
    );
  const a = tokensOf(word);
  const b = tokensOf(name);
  // One side plain: the other pattern matched against its text, in linear
  // time for the usual patterns (`find . -name '*.pyc' -delete` meets every
  // protected name; the product search below cost ~30 µs a name).
  if (!name.pattern) return matchesText(a, b, word.dotglob !== true);
  if (!word.pattern) return matchesText(b, a, false);
  // States (i, j, started) numbered, visited in a flat byte array and kept on
  // a flat stack: this search runs for every selective delete against every
  // protected name, and string keys in a Set made it the gate's costliest
  // step (`find . -name '*.pyc' -delete` spent ~3 ms here).
  const width = b.length + 1;
  const seen = new Uint8Array((a.length + 1) * width * 2);
  const stack: number[] = [0];
  while (stack.length > 0) {
    const state = stack.pop() as number;
    if (seen[state] === 1) continue;
    seen[state] = 1;
    const started = (state & 1) === 1;
    const cell = state >> 1;
    const i = Math.floor(cell / width);
    const j = cell - i * width;
    if (i === a.length && j === b.length && started) return true;
    const ta = a[i];
    const tb = b[j];
    const at = (x: number, y: number, s: boolean) =>
      ((x * width + y) << 1) | (s ? 1 : 0);
    if (ta?.kind === 'star') stack.push(at(i + 1, j, started));
    if (tb?.kind === 'star') stack.push(at(i, j + 1, started));
    if (ta && tb && common(ta, tb, !started && word.dotglob !== true))
      stack.push(
        at(
          ta.kind === 'star' ? i : i + 1,
          tb.kind === 'star' ? j : j + 1,
          true,
        ),
      );
  }
  return false;
}

/**
 * Whether `pattern` matches the characters of `text` (a plain side's tokens);
 * with `leadingDot`, a leading `.` only by a literal dot. The classic
 * backtrack-to-the-last-star matcher: a later star subsumes every earlier one.
 */
function matchesText(
  pattern: readonly Token[],
  text: readonly Token[],
  leadingDot: boolean,
): boolean {
  if (text.length === 0) return false;
  const ch = (j: number) => (text[j] as { kind: 'char'; ch: string }).ch;
  let i = 0;
  let j = 0;
  let star = -1;
  let resume = 0;
  while (j < text.length) {
    const t = pattern[i];
    if (t?.kind === 'star') {
      star = i++;
      resume = j;
    } else if (t && accepts(t, ch(j), leadingDot && j === 0)) {
      i++;
      j++;
    } else if (star >= 0) {
      // The last star takes one more character, the leading dot excepted.
      if (resume === 0 && leadingDot && ch(0) === '.') return false;
      i = star + 1;
      j = ++resume;
    } else return false;
  }
  while (pattern[i]?.kind === 'star') i++;
  return i === pattern.length;
}

/**
 * `a{b,c}d` → abd, acd (nested and repeated groups too), at most `limit` words;
 * `{1..3}` and `{x}` stay as written.
 */
export function expandBraces(word: string, limit = 64): string[] {
  let depth = 0;
  let open = -1;
  const commas: number[] = [];
  for (let i = 0; i < word.length; i++) {
    const ch = word[i];
    if (ch === '\\') {
      i++;
      continue;
    }
    if (ch === '{') {
      if (depth === 0) {
        open = i;
        commas.length = 0;
      }
      depth++;
    } else if (ch === '}' && depth > 0) {
      depth--;
      if (depth === 0 && commas.length > 0) {
        const parts: string[] = [];
        let from = open + 1;
        for (const c of [...commas, i]) {
          parts.push(word.slice(from, c));
          from = c + 1;
        }
        const head = word.slice(0, open);
        const tail = word.slice(i + 1);
        const out: string[] = [];
        for (const part of parts) {
          for (const rest of expandBraces(`${head}${part}${tail}`, limit)) {
            out.push(rest);
            if (out.length >= limit) return out;
          }
        }
        return out;
      }
    } else if (ch === ',' && depth === 1) commas.push(i);
  }
  return [word];
}
