// parseRe2(pattern) → Node (the AST, flags resolved into each char and class),
// INFINITE, and classRanges (the set a class stands for)
// Pos: scripts/gitleaks, build-time only; covers the RE2 syntax gitleaks' rules
// use, not all of RE2

// Why a parser and not string replacement: RE2's mid-pattern `(?i)` / `(?-i:…)`
// have no JS equivalent on Node 20 (no regexp modifiers), so case-insensitive
// stretches are rewritten letter by letter, and RE2's `[^]]`, `\z`, `\s`, `.`
// and POSIX classes differ from JS in ways only a parse sees.

export type ClassItem =
  | { kind: 'range'; from: number; to: number }
  | { kind: 'escape'; name: 'd' | 'D' | 'w' | 'W' | 's' | 'S' };

export type Node =
  | { type: 'alt'; alternatives: Node[][] }
  | { type: 'group'; capture: boolean; body: Node }
  | { type: 'repeat'; body: Node; min: number; max: number; lazy: boolean }
  | { type: 'char'; code: number; fold: boolean }
  | { type: 'class'; items: ClassItem[]; negated: boolean; fold: boolean }
  | { type: 'any'; dotAll: boolean }
  | {
      type: 'assert';
      kind: 'start' | 'end' | 'wordBoundary' | 'notWordBoundary';
    };

export const INFINITE = Number.POSITIVE_INFINITY;

class Parser {
  private pos = 0;
  constructor(private readonly src: string) {}

  parse(): Node {
    const node = this.alternation({ i: false, s: false });
    if (this.pos < this.src.length)
      throw new Error(
        `unexpected ${JSON.stringify(this.src[this.pos])} at ${this.pos} in ${this.src}`,
      );
    return node;
  }

  private peek(offset = 0): string {
    return this.src[this.pos + offset] ?? '';
  }

  /**
   * Flags are parser state: `(?i)` changes them until the enclosing group
   * closes (RE2 semantics, across `|` too).
   */
  private alternation(flags: { i: boolean; s: boolean }): Node {
    const alternatives: Node[][] = [[]];
    while (this.pos < this.src.length && this.peek() !== ')') {
      if (this.peek() === '|') {
        this.pos++;
        alternatives.push([]);
        continue;
      }
      const atom = this.atom(flags);
      if (atom === null) continue;
      (alternatives.at(-1) as Node[]).push(this.quantified(atom));
    }
    return { type: 'alt', alternatives };
  }

  private quantified(atom: Node): Node {
    let node = atom;
    for (;;) {
      const c = this.peek();
      let min: number;
      let max: number;
      if (c === '*') [min, max] = [0, INFINITE];
      else if (c === '+') [min, max] = [1, INFINITE];
      else if (c === '?') [min, max] = [0, 1];
      else if (c === '{') {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.pos));
        if (!m) return node; // a literal `{`, handled by atom next round
        min = Number(m[1]);
        max = m[2] === undefined ? min : m[3] === '' ? INFINITE : Number(m[3]);
        this.pos += m[0].length - 1;
      } else return node;
      this.pos++;
      const lazy = this.peek() === '?';
      if (lazy) this.pos++;
      node = { type: 'repeat', body: node, min, max, lazy };
    }
  }

  private atom(flags: { i: boolean; s: boolean }): Node | null {
    const c = this.src[this.pos++] as string;
    switch (c) {
      case '(':
        return this.group(flags);
      case '[':
        return this.bracket(flags);
      case '.':
        return { type: 'any', dotAll: flags.s };
      case '^':
        return { type: 'assert', kind: 'start' };
      case '$':
        return { type: 'assert', kind: 'end' };
      case '\\':
        return this.escape(flags);
      default:
        return {
          type: 'char',
          code: c.codePointAt(0) as number,
          fold: flags.i,
        };
    }
  }

  private group(flags: { i: boolean; s: boolean }): Node | null {
    if (this.peek() !== '?') {
      const body = this.alternation({ ...flags });
      this.expect(')');
      return { type: 'group', capture: true, body };
    }
    this.pos++;
    if (this.peek() === 'P' && this.peek(1) === '<') {
      const close = this.src.indexOf('>', this.pos);
      this.pos = close + 1;
      const body = this.alternation({ ...flags });
      this.expect(')');
      return { type: 'group', capture: true, body };
    }
    const m = /^([a-zA-Z]*)(?:-([a-zA-Z]*))?([:)])/.exec(
      this.src.slice(this.pos),
    );
    if (!m)
      throw new Error(`unsupported group syntax at ${this.pos} in ${this.src}`);
    this.pos += m[0].length;
    const next = { ...flags };
    for (const f of m[1] ?? '') this.setFlag(next, f, true);
    for (const f of m[2] ?? '') this.setFlag(next, f, false);
    if (m[3] === ')') {
      Object.assign(flags, next); // `(?i)`: from here to the end of the enclosing group
      return null;
    }
    const body = this.alternation(next);
    this.expect(')');
    return { type: 'group', capture: false, body };
  }

  private setFlag(flags: { i: boolean; s: boolean }, f: string, on: boolean) {
    if (f === 'i') flags.i = on;
    else if (f === 's') flags.s = on;
    else throw new Error(`unsupported flag ${f} in ${this.src}`);
  }

  private expect(c: string) {
    if (this.src[this.pos] !== c)
      throw new Error(`expected ${c} at ${this.pos} in ${this.src}`);
    this.pos++;
  }

  private escape(flags: { i: boolean; s: boolean }): Node {
    const c = this.src[this.pos++] as string;
    if ('dDwWsS'.includes(c))
      return {
        type: 'class',
        items: [{ kind: 'escape', name: c as 'd' }],
        negated: false,
        fold: false,
      };
    if (c === 'b') return { type: 'assert', kind: 'wordBoundary' };
    if (c === 'B') return { type: 'assert', kind: 'notWordBoundary' };
    if (c === 'z') return { type: 'assert', kind: 'end' };
    if (c === 'A') return { type: 'assert', kind: 'start' };
    return { type: 'char', code: this.escapedCode(c), fold: flags.i };
  }

  private escapedCode(c: string): number {
    const simple: Record<string, number> = {
      n: 10,
      r: 13,
      t: 9,
      f: 12,
      v: 11,
      a: 7,
    };
    if (c in simple) return simple[c] as number;
    if (c === 'x') {
      if (this.peek() === '{') {
        const close = this.src.indexOf('}', this.pos);
        const code = parseInt(this.src.slice(this.pos + 1, close), 16);
        this.pos = close + 1;
        return code;
      }
      const code = parseInt(this.src.slice(this.pos, this.pos + 2), 16);
      this.pos += 2;
      return code;
    }
    if (/[0-9A-Za-z]/.test(c))
      throw new Error(`unsupported escape \\${c} in ${this.src}`);
    return c.codePointAt(0) as number; // punctuation escapes itself
  }

  private bracket(flags: { i: boolean; s: boolean }): Node {
    const items: ClassItem[] = [];
    let negated = false;
    if (this.peek() === '^') {
      negated = true;
      this.pos++;
    }
    let first = true;
    while (this.pos < this.src.length && (this.peek() !== ']' || first)) {
      first = false;
      const posix = /^\[:(\^?)([a-z]+):\]/.exec(this.src.slice(this.pos));
      if (posix) {
        if (posix[1] || posix[2] !== 'alnum')
          throw new Error(`unsupported POSIX class ${posix[0]} in ${this.src}`);
        items.push(
          { kind: 'range', from: 48, to: 57 },
          { kind: 'range', from: 65, to: 90 },
          { kind: 'range', from: 97, to: 122 },
        );
        this.pos += posix[0].length;
        continue;
      }
      const from = this.classChar();
      if (typeof from !== 'number') {
        items.push(from);
        continue;
      }
      if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== '') {
        this.pos++;
        const to = this.classChar();
        if (typeof to !== 'number') throw new Error(`bad range in ${this.src}`);
        items.push({ kind: 'range', from, to });
      } else items.push({ kind: 'range', from, to: from });
    }
    this.expect(']');
    return { type: 'class', items, negated, fold: flags.i };
  }

  private classChar(): number | ClassItem {
    const c = this.src[this.pos++] as string;
    if (c !== '\\') return c.codePointAt(0) as number;
    const e = this.src[this.pos++] as string;
    if ('dDwWsS'.includes(e)) return { kind: 'escape', name: e as 'd' };
    return this.escapedCode(e);
  }
}

export function parseRe2(pattern: string): Node {
  return new Parser(pattern).parse();
}

/**
 * RE2's \s is ASCII space, \t, \n, \f, \r (not \v, not Unicode spaces as JS's
 * \s).
 */
export const ESCAPE_RANGES: Record<'d' | 'w' | 's', [number, number][]> = {
  d: [[48, 57]],
  w: [
    [48, 57],
    [65, 90],
    [95, 95],
    [97, 122],
  ],
  s: [
    [9, 10],
    [12, 13],
    [32, 32],
  ],
};

/**
 * Adds the other case of every ASCII letter in the ranges (RE2 folds before
 * negating).
 */
export function foldRanges(ranges: [number, number][]): [number, number][] {
  const out = [...ranges];
  for (const [a, b] of ranges) {
    const lo = Math.max(a, 97);
    const hi = Math.min(b, 122);
    if (lo <= hi) out.push([lo - 32, hi - 32]);
    const LO = Math.max(a, 65);
    const HI = Math.min(b, 90);
    if (LO <= HI) out.push([LO + 32, HI + 32]);
  }
  return out;
}

export function normalize(ranges: [number, number][]): [number, number][] {
  const sorted = [...ranges].sort((x, y) => x[0] - y[0]);
  const out: [number, number][] = [];
  for (const r of sorted) {
    const last = out.at(-1);
    if (last && r[0] <= last[1] + 1) last[1] = Math.max(last[1], r[1]);
    else out.push([r[0], r[1]]);
  }
  return out;
}

/**
 * The set a class node stands for, as sorted ranges; negated escapes (\W \D \S)
 * are complemented over UTF-16.
 */
export function classRanges(
  node: Extract<Node, { type: 'class' }>,
  fold: boolean,
): [number, number][] {
  const ranges: [number, number][] = [];
  for (const item of node.items) {
    if (item.kind === 'range') ranges.push([item.from, item.to]);
    else {
      const base = ESCAPE_RANGES[item.name.toLowerCase() as 'd' | 'w' | 's'];
      ranges.push(
        ...(item.name === item.name.toLowerCase() ? base : complement(base)),
      );
    }
  }
  return normalize(fold ? foldRanges(ranges) : ranges);
}

export function complement(ranges: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  let next = 0;
  for (const [a, b] of normalize(ranges)) {
    if (a > next) out.push([next, a - 1]);
    next = b + 1;
  }
  if (next <= 0xffff) out.push([next, 0xffff]);
  return out;
}
