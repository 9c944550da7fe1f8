// readYamlSubset(text) — the value of a YAML text in the block-style subset
// real workflows are written in (block mappings and sequences, plain and
// one-line quoted scalars, literal and folded block scalars, one-line flow
// sequences of scalars, comments), exactly as the `yaml` package reads it
// (YAML 1.2 core schema, toJS), or undefined when the text holds anything
// else
// Pos: policies/security/deferred, the fast path of yaml-blocks.ts readBlock;
// not a YAML parser: sure or silent — whatever it is not certain to read as
// `yaml` does (anchors, aliases, tags, flow mappings, multi-line plain or
// quoted scalars, escapes, explicit keys, duplicate keys, indentation
// indicators, documents and directives, tabs and control characters) is
// undefined and the caller parses with `yaml`, the reference (a differential
// property test holds the two equal)

/** A line: its indentation (spaces) and what follows it. */
interface Line {
  indent: number;
  body: string;
}

/** The subset's answer when it is not sure: the caller uses `yaml`. */
class Unsure extends Error {}
const UNSURE = new Unsure();
const unsure = (): never => {
  throw UNSURE;
};

/** YAML's white space is spaces (tabs are refused): not String#trim's. */
const trimStartSpaces = (s: string) => {
  let i = 0;
  while (s.charCodeAt(i) === 32) i++;
  return i ? s.slice(i) : s;
};
const trimEndSpaces = (s: string) => {
  let i = s.length;
  while (i > 0 && s.charCodeAt(i - 1) === 32) i--;
  return i < s.length ? s.slice(0, i) : s;
};

/** Characters the subset never reads: tabs, CR, controls, BOM, separators. */
const FOREIGN = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff]/;
/** A plain mapping key (no quoting, no special value): `runs-on`, `job_1`. */
const KEY = /^([A-Za-z_][\w.-]*):(?: |$)/;
/** Keys YAML would read as something other than that string. */
const SPECIAL_KEY = /^(?:[Nn]ull|NULL|[Tt]rue|TRUE|[Ff]alse|FALSE|__proto__)$/;
/** A first character a plain scalar may not start with (or is not read). */
const NOT_PLAIN_START = /^(?:[&*!|>'"%@`,[\]{}#]|[-?:](?: |$))/;

// The core schema's plain-scalar resolution, in `yaml`'s order
// (node_modules/yaml/dist/schema/core): null, bool, int (octal, decimal,
// hex), nan/inf, float with exponent, float.
const NULL = /^(?:~|[Nn]ull|NULL)?$/;
const BOOL = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const INT_OCT = /^0o[0-7]+$/;
const INT = /^[-+]?[0-9]+$/;
const INT_HEX = /^0x[0-9a-fA-F]+$/;
const NAN_INF = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const FLOAT_EXP = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;

/** A plain scalar's value under the core schema. */
function resolvePlain(s: string): unknown {
  if (NULL.test(s)) return null;
  const c = s.charCodeAt(0);
  // Anything else starting with a letter other than those above is a string.
  if (!(c === 43 || c === 45 || c === 46 || (c >= 48 && c <= 57))) {
    if (BOOL.test(s)) return s[0] === 't' || s[0] === 'T';
    return s;
  }
  if (INT_OCT.test(s)) return parseInt(s.substring(2), 8);
  if (INT.test(s)) return parseInt(s, 10);
  if (INT_HEX.test(s)) return parseInt(s.substring(2), 16);
  if (NAN_INF.test(s))
    return s.slice(-3).toLowerCase() === 'nan'
      ? NaN
      : s[0] === '-'
        ? Number.NEGATIVE_INFINITY
        : Number.POSITIVE_INFINITY;
  if (FLOAT_EXP.test(s) || FLOAT.test(s)) return parseFloat(s);
  return s;
}

/** After a closing quote or bracket: nothing, or a comment. */
const REST_OK = /^(?: *| +#.*)$/;

/** A one-line quoted scalar taking all of `s` (no escapes), else unsure. */
function quoted(s: string): string {
  const q = s[0];
  if (q === '"') {
    const end = s.indexOf('"', 1);
    if (end < 0 || s.lastIndexOf('\\', end) > 0) unsure();
    if (!REST_OK.test(s.slice(end + 1))) unsure();
    return s.slice(1, end);
  }
  let out = '';
  let i = 1;
  for (;;) {
    const end = s.indexOf("'", i);
    if (end < 0) unsure();
    out += s.slice(i, end);
    if (s[end + 1] === "'") {
      out += "'";
      i = end + 2;
      continue;
    }
    if (!REST_OK.test(s.slice(end + 1))) unsure();
    return out;
  }
}

/** A plain scalar on one line: up to a comment, trailing spaces dropped. */
function plain(s: string): unknown {
  if (NOT_PLAIN_START.test(s)) unsure();
  const hash = s.indexOf(' #');
  const text = trimEndSpaces(hash < 0 ? s : s.slice(0, hash));
  // `a: b: c` is an error; a key inside a value is not this subset.
  if (text.includes(': ') || text.endsWith(':')) unsure();
  return resolvePlain(text);
}

/** A one-line flow sequence of scalars: `[a, "b", 'c']`, else unsure. */
function flowSequence(s: string): unknown[] {
  const out: unknown[] = [];
  let i = 1;
  let expectItem = true;
  for (;;) {
    while (s[i] === ' ') i++;
    const c = s[i];
    if (c === undefined) unsure();
    if (c === ']') {
      if (!REST_OK.test(s.slice(i + 1))) unsure();
      return out;
    }
    if (!expectItem) {
      if (c !== ',') unsure();
      i++;
      expectItem = true;
      continue;
    }
    if (c === ',') unsure();
    if (c === '"' || c === "'") {
      const end = s.indexOf(c, i + 1);
      if (end < 0) unsure();
      const text = s.slice(i + 1, end);
      // No escapes, no doubled quote.
      if (text.includes('\\') || s[end + 1] === c) unsure();
      out.push(text);
      i = end + 1;
    } else {
      let end = i;
      while (end < s.length && !',]'.includes(s[end] as string)) end++;
      const text = trimEndSpaces(s.slice(i, end));
      if (
        text === '' ||
        /[[\]{}#:"'&*!|>%@`]/.test(text) ||
        /^[-?](?: |$)/.test(text)
      )
        unsure();
      out.push(resolvePlain(text));
      i = end;
    }
    expectItem = false;
  }
}

class Reader {
  private at = 0;

  constructor(private readonly lines: Line[]) {}

  /** The next line with content (not blank, not a comment), or undefined. */
  peek(): Line | undefined {
    const lines = this.lines;
    while (this.at < lines.length) {
      const l = lines[this.at] as Line;
      if (l.body !== '' && l.body[0] !== '#') return l;
      this.at++;
    }
    return undefined;
  }

  done(): boolean {
    return this.peek() === undefined;
  }

  /** A block node whose first line is the next line, indented `indent`. */
  private node(indent: number): unknown {
    const l = this.peek() as Line;
    if (l.body === '-' || l.body.startsWith('- '))
      return this.sequence(indent, false);
    return this.mapping(indent);
  }

  mapping(indent: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (let l = this.peek(); l && l.indent >= indent; l = this.peek()) {
      if (l.indent > indent) unsure();
      const m = KEY.exec(l.body);
      if (!m) unsure();
      const key = (m as RegExpExecArray)[1] as string;
      if (SPECIAL_KEY.test(key) || Object.hasOwn(out, key)) unsure();
      const rest = trimStartSpaces(
        l.body.slice((m as RegExpExecArray)[0].length),
      );
      this.at++;
      out[key] = this.value(rest, indent, true);
    }
    return out;
  }

  sequence(indent: number, inMapping: boolean): unknown[] {
    const out: unknown[] = [];
    for (let l = this.peek(); l && l.indent >= indent; l = this.peek()) {
      if (l.indent > indent) unsure();
      if (l.body !== '-' && !l.body.startsWith('- ')) {
        // A key at the indentation of an indentless sequence ends it.
        if (inMapping) break;
        unsure();
      }
      const rest = trimStartSpaces(l.body.slice(1));
      if (rest === '-' || rest.startsWith('- ')) unsure();
      if (KEY.test(rest)) {
        // `- key: value`: a mapping at the column of its first key.
        (this.lines[this.at] as Line) = {
          indent: l.indent + l.body.length - rest.length,
          body: rest,
        };
        out.push(this.mapping(l.indent + l.body.length - rest.length));
        continue;
      }
      this.at++;
      out.push(this.value(rest, indent, false));
    }
    return out;
  }

  /**
   * The value after `key:` or `- ` (rest: the line's text after it), the key
   * or dash at `indent`.
   */
  private value(rest: string, indent: number, ofKey: boolean): unknown {
    if (rest === '' || rest[0] === '#') {
      const next = this.peek();
      if (next && next.indent > indent) return this.node(next.indent);
      if (
        ofKey &&
        next &&
        next.indent === indent &&
        (next.body === '-' || next.body.startsWith('- '))
      )
        return this.sequence(indent, true);
      return null;
    }
    if (rest[0] === '|' || rest[0] === '>')
      return this.blockScalar(rest, indent);
    let v: unknown;
    if (rest[0] === '"' || rest[0] === "'") v = quoted(rest);
    else if (rest[0] === '[') v = flowSequence(rest);
    else v = plain(rest);
    // A more indented line after a one-line value would continue it.
    const next = this.nextAny();
    if (next && next.indent > indent) unsure();
    return v;
  }

  /** The next line that is not blank (comments included). */
  private nextAny(): Line | undefined {
    for (let i = this.at; i < this.lines.length; i++)
      if ((this.lines[i] as Line).body !== '') return this.lines[i];
    return undefined;
  }

  /** A literal or folded block scalar after its header; parent at indent. */
  private blockScalar(header: string, indent: number): string {
    const m = /^([|>])([-+]?)(?: +#.*| *)$/.exec(header);
    if (!m) unsure();
    const folded = (m as RegExpExecArray)[1] === '>';
    const chomp = (m as RegExpExecArray)[2];
    const lines = this.lines;
    // Content indentation: the first line with text.
    let c = -1;
    for (let i = this.at; i < lines.length; i++) {
      const l = lines[i] as Line;
      if (l.body !== '') {
        c = l.indent;
        break;
      }
    }
    if (c <= indent) unsure();
    const text: string[] = [];
    let seen = false;
    let i = this.at;
    for (; i < lines.length; i++) {
      const l = lines[i] as Line;
      if (l.body === '') {
        // Spaces past the content's are content (a line of spaces), except
        // before the first line with text, where `yaml` reports an error.
        if (l.indent > c && !seen) unsure();
        text.push(l.indent > c ? ' '.repeat(l.indent - c) : '');
        continue;
      }
      seen = true;
      if (l.indent < c) break;
      text.push(' '.repeat(l.indent - c) + l.body);
    }
    this.at = i;
    let n = text.length;
    while (n > 0 && text[n - 1] === '') n--;
    const trailing = text.length - n;
    // Trailing blank lines belong to the scalar; give back those after it to
    // the structure (they are blank: nothing to read).
    const body = folded ? fold(text.slice(0, n)) : text.slice(0, n).join('\n');
    if (n === 0) unsure();
    if (chomp === '-') return body;
    if (chomp === '+') {
      // Keep: the line break after the last line, and the trailing lines'
      // breaks (the last line of the text may have none).
      const end = this.at >= lines.length ? trailing : trailing + 1;
      return body + '\n'.repeat(Math.max(end, 1));
    }
    return `${body}\n`;
  }
}

/** Folded content: single breaks between plain text lines become spaces. */
function fold(lines: string[]): string {
  let out = '';
  let prev: 'none' | 'text' | 'more' = 'none';
  let empties = 0;
  for (const line of lines) {
    if (line === '') {
      empties++;
      continue;
    }
    const kind = line[0] === ' ' ? 'more' : 'text';
    if (prev === 'none') out += '\n'.repeat(empties);
    else if (prev === 'text' && kind === 'text')
      out += empties === 0 ? ' ' : '\n'.repeat(empties);
    else out += '\n'.repeat(empties + 1);
    out += line;
    prev = kind;
    empties = 0;
  }
  return out;
}

/**
 * The value of `text` as `yaml` reads it, when `text` is a block mapping (at
 * its first line's indentation: a job's block is indented) within the
 * subset; undefined otherwise (read it with `yaml`).
 */
export function readYamlSubset(text: string): { value: unknown } | undefined {
  if (FOREIGN.test(text)) return undefined;
  const lines: Line[] = text.split('\n').map((raw) => {
    let i = 0;
    while (raw.charCodeAt(i) === 32) i++;
    return { indent: i, body: i ? raw.slice(i) : raw };
  });
  for (const l of lines)
    if (
      l.indent === 0 &&
      (l.body.startsWith('---') ||
        l.body.startsWith('...') ||
        l.body[0] === '%')
    )
      return undefined;
  try {
    const r = new Reader(lines);
    const first = r.peek();
    if (!first) return undefined;
    const value = r.mapping(first.indent);
    return r.done() ? { value } : undefined;
  } catch (error) {
    // Too deep for the stack: `yaml` reads it (or says why it cannot).
    if (error instanceof Unsure || error instanceof RangeError)
      return undefined;
    throw error;
  }
}
