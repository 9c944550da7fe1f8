// evaluateWord, evaluateFields (with bash's word splitting of unquoted
// expansions) — a word node after quote removal (`r''m` → rm, `\rm` → rm,
// `$'\x72m'` → rm), expansions marked dynamic
// Pos: policies/security/commands, the quoting rules of bash for one word;
// which commands run is extract.ts's job
import type { ShellWord } from './shell-command.js';
import type { SyntaxNode } from './syntax-node.js';

/**
 * What a substitution inside the word evaluates to, when the extraction can
 * tell (`$(echo rm)` → `rm`).
 */
export type SubstitutionValue = (node: SyntaxNode) => string | undefined;
/** The value of a variable the script itself assigned, when static. */
export type VariableValue = (name: string) => string | undefined;

const unescapeUnquoted = (text: string) =>
  text.replace(/\\\n/g, '').replace(/\\(.)/gs, '$1');
const unescapeDoubleQuoted = (text: string) =>
  text.replace(/\\\n/g, '').replace(/\\([$`"\\])/g, '$1');

const ANSI_SIMPLE: Record<string, string> = {
  a: '\x07',
  b: '\b',
  e: '\x1b',
  E: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '?': '?',
};

/** `$'…'`: C escapes decoded, so `$'\x72\x6d'` is `rm`. */
export function decodeAnsiC(body: string): string {
  return body.replace(
    /\\(x[0-9a-fA-F]{1,2}|u[0-9a-fA-F]{1,4}|U[0-9a-fA-F]{1,8}|[0-7]{1,3}|c.|.)/gs,
    (whole, esc: string) => {
      const head = esc[0] ?? '';
      if (head === 'x' || head === 'u' || head === 'U')
        return String.fromCodePoint(parseInt(esc.slice(1), 16));
      if (/[0-7]/.test(head))
        return String.fromCharCode(parseInt(esc, 8) & 0xff);
      if (head === 'c')
        return String.fromCharCode((esc.charCodeAt(1) || 64) & 0x1f);
      return ANSI_SIMPLE[head] ?? whole;
    },
  );
}

interface Acc {
  value: string;
  dynamic: boolean;
  glob: boolean;
  tilde: boolean;
  first: boolean;
  /**
   * An unquoted expansion was resolved to known text: bash splits it into
   * fields.
   */
  split: boolean;
}

const expansionName = (node: SyntaxNode): string | undefined => {
  // `$NAME` or `${NAME}` with nothing else: the only forms whose value a script
  // assignment fixes.
  const m = /^\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?$/.exec(node.text);
  return m?.[1];
};

function append(
  acc: Acc,
  node: SyntaxNode,
  quoted: boolean,
  substitution: SubstitutionValue,
  variable: VariableValue,
): void {
  const first = acc.first;
  acc.first = false;
  switch (node.type) {
    case 'word': {
      const text = node.text;
      if (!quoted) {
        if (first && text.startsWith('~')) acc.tilde = true;
        if (/(^|[^\\])[*?[]/.test(text)) acc.glob = true;
      }
      acc.value += quoted ? text : unescapeUnquoted(text);
      return;
    }
    case 'raw_string':
      acc.value += node.text.slice(1, -1);
      return;
    case 'ansi_c_string':
      acc.value += decodeAnsiC(node.text.slice(2, -1));
      return;
    case 'string_content':
    case 'heredoc_content':
      acc.value += unescapeDoubleQuoted(node.text);
      return;
    case 'string':
    case 'translated_string': {
      // Text between the children (a line break tree-sitter leaves out of
      // string_content) is part of the string: `"a<newline>b"` is `a\nb`, not
      // `ab`, or a `#` comment would swallow the next line of inline code.
      const text = node.text;
      let at = 0;
      for (const child of node.children) {
        const i = text.indexOf(child.text, at);
        if (i > at && at > 0)
          acc.value += unescapeDoubleQuoted(text.slice(at, i));
        if (child.isNamed) append(acc, child, true, substitution, variable);
        if (i >= 0) at = i + child.text.length;
      }
      return;
    }
    case 'concatenation':
    case 'command_name':
      acc.first = first;
      for (const child of node.children)
        append(acc, child, quoted, substitution, variable);
      return;
    case 'number':
    case 'file_descriptor':
    case 'variable_name':
    case 'test_operator':
    case 'regex':
    case 'extglob_pattern':
      acc.value += node.text;
      return;
    case 'simple_expansion':
    case 'expansion': {
      const name = expansionName(node);
      const known = name === undefined ? undefined : variable(name);
      if (known !== undefined) {
        acc.value += known;
        if (!quoted) acc.split = true;
      } else {
        acc.value += node.text;
        acc.dynamic = true;
      }
      return;
    }
    case 'command_substitution': {
      const output = substitution(node);
      if (output !== undefined) {
        acc.value += output;
        if (!quoted) acc.split = true;
      } else {
        acc.value += node.text;
        acc.dynamic = true;
      }
      return;
    }
    case 'brace_expression':
      acc.value += node.text;
      if (!quoted) acc.glob = true;
      return;
    default:
      // arithmetic, process substitution, anything newer: its value is not
      // knowable here.
      if (!node.isNamed) {
        acc.value += quoted ? node.text : unescapeUnquoted(node.text);
        return;
      }
      acc.value += node.text;
      acc.dynamic = true;
  }
}

function evaluate(
  node: SyntaxNode,
  substitution: SubstitutionValue,
  variable: VariableValue,
): Acc {
  const acc: Acc = {
    value: '',
    dynamic: false,
    glob: false,
    tilde: false,
    first: true,
    split: false,
  };
  append(acc, node, false, substitution, variable);
  return acc;
}

export function evaluateWord(
  node: SyntaxNode,
  substitution: SubstitutionValue,
  variable: VariableValue,
): ShellWord {
  const acc = evaluate(node, substitution, variable);
  return {
    value: acc.value,
    dynamic: acc.dynamic,
    glob: acc.glob,
    tilde: acc.tilde,
  };
}

/** At most this many words come out of one brace expansion here. */
const MAX_BRACE_WORDS = 64;
/** Longer words are not expanded (the search is quadratic): see evaluateFields. */
const MAX_BRACE_WORD_LENGTH = 1024;

/** A brace expansion that makes more words than MAX_BRACE_WORDS. */
export const TOO_MANY = 'too-many' as const;

/** The top-level parts of a brace body split at commas, or undefined. */
function braceParts(body: string): string[] | typeof TOO_MANY | undefined {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '{') depth++;
    else if (ch === '}') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  if (parts.length === 0) {
    const range = /^(-?\d+|[a-zA-Z])\.\.(-?\d+|[a-zA-Z])$/.exec(body);
    if (!range) return undefined;
    const [from, to] = [range[1] as string, range[2] as string];
    const numeric = /\d/.test(from);
    const a = numeric ? Number(from) : from.charCodeAt(0);
    const z = numeric ? Number(to) : to.charCodeAt(0);
    if (Math.abs(z - a) >= MAX_BRACE_WORDS) return TOO_MANY;
    const step = a <= z ? 1 : -1;
    for (let n = a; n !== z + step; n += step)
      parts.push(numeric ? String(n) : String.fromCharCode(n));
    return parts;
  }
  parts.push(body.slice(start));
  return parts;
}

/**
 * Bash's brace expansion of an unquoted literal word (`r{m,}` → rm r,
 * `{rm,-rf,/}` → rm -rf /); undefined when there is none, TOO_MANY when it
 * would make more than MAX_BRACE_WORDS words.
 */
export function braceExpand(
  value: string,
): string[] | typeof TOO_MANY | undefined {
  for (let i = 0; i < value.length; i++) {
    if (value[i] !== '{') continue;
    let depth = 0;
    for (let j = i; j < value.length; j++) {
      if (value[j] === '{') depth++;
      else if (value[j] === '}' && --depth === 0) {
        const parts = braceParts(value.slice(i + 1, j));
        if (parts === TOO_MANY) return TOO_MANY;
        if (parts) {
          const head = value.slice(0, i);
          const tail = value.slice(j + 1);
          const out: string[] = [];
          for (const part of parts) {
            const more = braceExpand(`${head}${part}${tail}`) ?? [
              `${head}${part}${tail}`,
            ];
            if (more === TOO_MANY) return TOO_MANY;
            out.push(...more);
            if (out.length > MAX_BRACE_WORDS) return TOO_MANY;
          }
          return out;
        }
        break;
      }
    }
  }
  return undefined;
}

/** The words (bash's fields) one word node becomes: `x="rm -rf /"; $x` is three words. With IFS changed by the script the
 *  split is not knowable, so such a word is dynamic. */
export function evaluateFields(
  node: SyntaxNode,
  substitution: SubstitutionValue,
  variable: VariableValue,
  ifsChanged = false,
): ShellWord[] {
  const acc = evaluate(node, substitution, variable);
  const word: ShellWord = {
    value: acc.value,
    dynamic: acc.dynamic,
    glob: acc.glob,
    tilde: acc.tilde,
  };
  // Brace expansion comes first in bash, and only outside quotes. acc.value
  // first: reading node.text crosses into the parser's memory.
  if (
    !acc.dynamic &&
    acc.value.includes('{') &&
    ['concatenation', 'word', 'command_name'].includes(node.type) &&
    !/["'$\\`]/.test(node.text)
  ) {
    // Too long or too many words to expand here: what bash runs is unknown.
    if (acc.value.length > MAX_BRACE_WORD_LENGTH)
      return /\{[^{}]*(?:,|\.\.)[^{}]*\}/.test(acc.value)
        ? [{ ...word, dynamic: true }]
        : [word];
    const expanded = braceExpand(acc.value);
    if (expanded === TOO_MANY) return [{ ...word, dynamic: true }];
    if (expanded)
      return expanded
        .filter((value) => value !== '')
        .map((value) => ({
          value,
          dynamic: false,
          glob: /[*?[]/.test(value),
          tilde: value.startsWith('~'),
        }));
  }
  if (!acc.split || acc.dynamic) return [word];
  if (ifsChanged) return [{ ...word, dynamic: true }];
  if (!/[ \t\n]/.test(acc.value)) return [word];
  return acc.value
    .split(/[ \t\n]+/)
    .filter(Boolean)
    .map((value, i) => ({
      value,
      dynamic: false,
      glob: /[*?[]/.test(value),
      tilde: i === 0 && word.tilde && value.startsWith('~'),
    }));
}

/**
 * A literal word built by the extraction itself (the pieces of a `watch`
 * string, xargs items).
 */
export const literalWord = (value: string): ShellWord => ({
  value,
  dynamic: false,
  glob: false,
  tilde: false,
});
