// KeywordIndex — every keyword occurrence (ASCII case folded), with its line:
// an Aho–Corasick automaton in one pass, built on the first long text; short
// texts keyword by keyword (SHORT_TEXT)
// Pos: policies/security/secrets, the scanner's pre-filter (gitleaks keywords);
// it finds where to look, never what is a secret

// Why not one big alternation RegExp or indexOf per keyword: measured on 9 MB
// of mixed text, the alternation took ~170 ms and 244 indexOf passes ~1.1 s;
// this automaton reads each character once (~25 ms).

const ALPHABET = 128;

/** The result of a scan. Its arrays are the index's own buffers, reused by the next scan() (redact() runs once per log
 *  line, and allocating them per call cost more than the scan): read it before
 *  scanning again. */
export interface KeywordScan {
  /**
   * For every keyword hit, in text order: the keyword's index and the 0-based
   * line it ends on.
   */
  hitKeywords: Int32Array;
  hitLines: Int32Array;
  hitCount: number;
  /**
   * Offset of the first character of every line; lineCount entries are used.
   */
  lineStarts: Int32Array;
  lineCount: number;
}

export class KeywordIndex {
  /** delta[(state << 7) | char] → next state: the full DFA with upper case folded in, so the loop follows no failure
   *  links and lower-cases nothing. States are numbered so that exactly those ≥
   *  firstOutput recognise a keyword;
   *  outputs: the keywords recognised on entering a state (its own and its
   *  failure chain's), by state − firstOutput.
   *  Built on first need (automaton()). */
  private built:
    | { delta: Int32Array; firstOutput: number; outputs: Int32Array[] }
    | undefined;
  /**
   * For anyIn(): the keywords by their first two characters, folded
   * ((c0 << 7) | c1 → keyword indexes), and those of one character. Built on
   * first need (microseconds: a map of a few hundred entries).
   */
  private byPair: Map<number, number[]> | undefined;
  private single: string[] = [];
  private raw = new Int32Array(512);
  private lineBuffer = new Int32Array(256);
  private keywordBuffer = new Int32Array(256);
  private lineOfHitBuffer = new Int32Array(256);

  constructor(readonly keywords: readonly string[]) {
    for (const keyword of keywords) {
      for (let i = 0; i < keyword.length; i++) {
        const c = keyword.charCodeAt(i);
        if (c >= ALPHABET || (c >= 65 && c <= 90))
          throw new Error(
            `keyword ${JSON.stringify(keyword)} must be lower-case ASCII`,
          );
      }
    }
  }

  /**
   * The automaton, built on the first text longer than SHORT_TEXT: building it
   * (~8 ms for gitleaks' 244 keywords) costs a short-lived hook more than
   * everything it redacts, while a few KB are searched keyword by keyword in a
   * fraction of a millisecond. Both find the same hits in the same order
   * (test/property/keyword-index.property.test.ts).
   */
  private automaton(): {
    delta: Int32Array;
    firstOutput: number;
    outputs: Int32Array[];
  } {
    if (this.built) return this.built;
    const { keywords } = this;
    // The trie, flat: child[state * 128 + c] (-1: none), with each state's
    // children listed for the BFS.
    let child = new Int32Array(64 * ALPHABET).fill(-1);
    const children: number[][] = [[]];
    const own: number[][] = [[]];
    keywords.forEach((keyword, k) => {
      let state = 0;
      for (let i = 0; i < keyword.length; i++) {
        const c = keyword.charCodeAt(i);
        if (c >= ALPHABET || (c >= 65 && c <= 90))
          throw new Error(
            `keyword ${JSON.stringify(keyword)} must be lower-case ASCII`,
          );
        let next = child[state * ALPHABET + c] as number;
        if (next === -1) {
          next = own.length;
          if ((next + 1) * ALPHABET > child.length) {
            const bigger = new Int32Array(child.length * 2).fill(-1);
            bigger.set(child);
            child = bigger;
          }
          child[state * ALPHABET + c] = next;
          (children[state] as number[]).push(c);
          children.push([]);
          own.push([]);
        }
        state = next;
      }
      (own[state] as number[]).push(k);
    });
    const n = own.length;
    // BFS: a state's row is its failure state's row (already complete) with its
    // own children written over it.
    const goto = new Int32Array(n * ALPHABET);
    const fail = new Int32Array(n);
    const outputs: number[][] = own;
    const queue: number[] = [];
    for (const c of children[0] as number[]) {
      const next = child[c] as number;
      goto[c] = next;
      queue.push(next);
    }
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head] as number;
      const f = fail[state] as number;
      if ((outputs[f] as number[]).length > 0)
        outputs[state] = [
          ...(outputs[state] as number[]),
          ...(outputs[f] as number[]),
        ];
      goto.copyWithin(state * ALPHABET, f * ALPHABET, f * ALPHABET + ALPHABET);
      for (const c of children[state] as number[]) {
        const next = child[state * ALPHABET + c] as number;
        fail[next] = goto[f * ALPHABET + c] as number;
        goto[state * ALPHABET + c] = next;
        queue.push(next);
      }
    }
    // Renumber: states without output first (the root stays 0), so "a keyword
    // ends here" is one comparison; fold upper case into the table so the scan
    // loop lower-cases nothing.
    const id = new Int32Array(n);
    let next = 0;
    for (let state = 0; state < n; state++)
      if ((outputs[state] as number[]).length === 0) id[state] = next++;
    const firstOutput = next;
    const withOutput: number[] = [];
    for (let state = 0; state < n; state++) {
      if ((outputs[state] as number[]).length > 0) {
        id[state] = next++;
        withOutput.push(state);
      }
    }
    const delta = new Int32Array(n * ALPHABET);
    for (let state = 0; state < n; state++) {
      const from = state * ALPHABET;
      const to = (id[state] as number) << 7;
      for (let c = 0; c < ALPHABET; c++)
        delta[to + c] = id[
          goto[from + (c >= 65 && c <= 90 ? c | 0x20 : c)] as number
        ] as number;
    }
    this.built = {
      delta,
      firstOutput,
      outputs: withOutput.map((state) =>
        Int32Array.from(new Set(outputs[state] as number[])),
      ),
    };
    return this.built;
  }

  /**
   * Whether any keyword occurs in `text` (A–Z folded, as scan() matches):
   * exactly `scan(text).hitCount > 0`, in one pass that looks up each
   * position's first two characters, with nothing built but a small map. Most
   * texts a hook writes (names, ids, a command) hold no keyword, and for them
   * this is the whole cost of the scanner (test/property/keyword-index).
   */
  anyIn(text: string): boolean {
    const byPair = (this.byPair ??= this.pairs());
    for (const keyword of this.single)
      if (foldAscii(text).includes(keyword)) return true;
    const last = text.length - 1;
    let c1 = last >= 0 ? foldCode(text.charCodeAt(0)) : ALPHABET;
    for (let i = 0; i < last; i++) {
      const c0 = c1;
      c1 = foldCode(text.charCodeAt(i + 1));
      if (c0 >= ALPHABET || c1 >= ALPHABET) continue;
      const candidates = byPair.get((c0 << 7) | c1);
      if (candidates === undefined) continue;
      for (const k of candidates) {
        const keyword = this.keywords[k] as string;
        if (i + keyword.length > text.length) continue;
        let j = 2;
        while (
          j < keyword.length &&
          foldCode(text.charCodeAt(i + j)) === keyword.charCodeAt(j)
        )
          j++;
        if (j === keyword.length) return true;
      }
    }
    return false;
  }

  private pairs(): Map<number, number[]> {
    const byPair = new Map<number, number[]>();
    this.keywords.forEach((keyword, k) => {
      if (keyword.length < 2) {
        if (keyword.length === 1) this.single.push(keyword);
        return;
      }
      const key = (keyword.charCodeAt(0) << 7) | keyword.charCodeAt(1);
      const list = byPair.get(key);
      if (list) list.push(k);
      else byPair.set(key, [k]);
    });
    return byPair;
  }

  scan(text: string): KeywordScan {
    if (!this.built && text.length <= SHORT_TEXT) return this.scanShort(text);
    const { delta, firstOutput, outputs } = this.automaton();
    // Pass 1: where keywords end, as (offset, state) pairs. The loop is the
    // scanner's hot path: keep it bare.
    let raw = this.raw;
    let rawCount = 0;
    let state = 0;
    const length = text.length;
    for (let i = 0; i < length; i++) {
      const c = text.charCodeAt(i);
      if (c >= ALPHABET) state = 0;
      else if ((state = delta[(state << 7) | c] as number) >= firstOutput) {
        if (rawCount + 2 > raw.length) raw = this.raw = grow(raw);
        raw[rawCount++] = i;
        raw[rawCount++] = state;
      }
    }
    // Pass 2: the lines (indexOf is native and much faster than testing for
    // '\n' in the loop above).
    let lineStarts = this.lineBuffer;
    let lineCount = 1;
    lineStarts[0] = 0;
    for (
      let nl = text.indexOf('\n');
      nl !== -1;
      nl = text.indexOf('\n', nl + 1)
    ) {
      if (lineCount === lineStarts.length)
        lineStarts = this.lineBuffer = grow(lineStarts);
      lineStarts[lineCount++] = nl + 1;
    }
    // Pass 3: one entry per keyword hit, with its line.
    let hitKeywords = this.keywordBuffer;
    let hitLines = this.lineOfHitBuffer;
    let hitCount = 0;
    let line = 0;
    for (let h = 0; h < rawCount; h += 2) {
      const offset = raw[h] as number;
      while (line + 1 < lineCount && (lineStarts[line + 1] as number) <= offset)
        line++;
      const found = outputs[(raw[h + 1] as number) - firstOutput] as Int32Array;
      for (let j = 0; j < found.length; j++) {
        if (hitCount === hitKeywords.length) {
          hitKeywords = this.keywordBuffer = grow(hitKeywords);
          hitLines = this.lineOfHitBuffer = grow(hitLines);
        }
        hitKeywords[hitCount] = found[j] as number;
        hitLines[hitCount++] = line;
      }
    }
    return { hitKeywords, hitLines, hitCount, lineStarts, lineCount };
  }

  /**
   * scan() without the automaton: every occurrence of every keyword by indexOf
   * on the case-folded text, ordered as the automaton reports them (by the
   * offset a hit ends at, then the longer keyword first: a state's own keyword,
   * then its failure chain's, which are its suffixes).
   */
  private scanShort(text: string): KeywordScan {
    const folded = foldAscii(text);
    const ends: number[] = [];
    const { keywords } = this;
    for (let k = 0; k < keywords.length; k++) {
      const keyword = keywords[k] as string;
      if (keyword.length === 0) continue;
      for (
        let at = folded.indexOf(keyword);
        at !== -1;
        at = folded.indexOf(keyword, at + 1)
      )
        ends.push(at + keyword.length - 1, k);
    }
    const order = Array.from({ length: ends.length / 2 }, (_, i) => i);
    order.sort(
      (a, b) =>
        (ends[2 * a] as number) - (ends[2 * b] as number) ||
        (keywords[ends[2 * b + 1] as number] as string).length -
          (keywords[ends[2 * a + 1] as number] as string).length,
    );
    let lineStarts = this.lineBuffer;
    let lineCount = 1;
    lineStarts[0] = 0;
    for (
      let nl = text.indexOf('\n');
      nl !== -1;
      nl = text.indexOf('\n', nl + 1)
    ) {
      if (lineCount === lineStarts.length)
        lineStarts = this.lineBuffer = grow(lineStarts);
      lineStarts[lineCount++] = nl + 1;
    }
    let hitKeywords = this.keywordBuffer;
    let hitLines = this.lineOfHitBuffer;
    let hitCount = 0;
    let line = 0;
    for (const i of order) {
      const offset = ends[2 * i] as number;
      while (line + 1 < lineCount && (lineStarts[line + 1] as number) <= offset)
        line++;
      if (hitCount === hitKeywords.length) {
        hitKeywords = this.keywordBuffer = grow(hitKeywords);
        hitLines = this.lineOfHitBuffer = grow(hitLines);
      }
      hitKeywords[hitCount] = ends[2 * i + 1] as number;
      hitLines[hitCount++] = line;
    }
    return { hitKeywords, hitLines, hitCount, lineStarts, lineCount };
  }
}

/**
 * Texts up to this length are searched keyword by keyword until the automaton
 * exists (see automaton()).
 */
export const SHORT_TEXT = 16 * 1024;

/** A UTF-16 code unit with A–Z folded to a–z. */
const foldCode = (c: number) => (c >= 65 && c <= 90 ? c | 0x20 : c);

/**
 * `text` with A–Z folded to a–z and nothing else changed (toLowerCase would
 * fold other letters and change lengths).
 */
function foldAscii(text: string): string {
  return /[A-Z]/.test(text)
    ? text.replace(/[A-Z]+/g, (run) => run.toLowerCase())
    : text;
}

function grow(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}
