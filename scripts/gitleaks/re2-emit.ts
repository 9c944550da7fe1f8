// emitJs(ast) → {source, flags}: the `i` flag when the whole pattern folds
// case, letters spelled out as [xX] when it mixes
// Pos: scripts/gitleaks, build-time only; RE2's meaning kept where JS differs
// (\s is ASCII, `.` stops only at \n, classes fold before negating)
import { INFINITE, classRanges } from './re2-parse.js';
import type { Node } from './re2-parse.js';

function classChar(code: number): string {
  if (code === 10) return '\\n';
  if (code === 13) return '\\r';
  if (code === 9) return '\\t';
  if (code === 12) return '\\f';
  if (code === 11) return '\\v';
  if (code < 32 || code > 126)
    return `\\u${code.toString(16).padStart(4, '0')}`;
  const c = String.fromCharCode(code);
  return /[\\\][^-]/.test(c) ? `\\${c}` : c;
}

function literalChar(code: number): string {
  if (code < 32 || code > 126) return classChar(code);
  const c = String.fromCharCode(code);
  return /[\\^$.|?*+()[\]{}/]/.test(c) ? `\\${c}` : c;
}

function rangesText(ranges: [number, number][]): string {
  return ranges
    .map(([a, b]) =>
      a === b
        ? classChar(a)
        : b === a + 1
          ? classChar(a) + classChar(b)
          : `${classChar(a)}-${classChar(b)}`,
    )
    .join('');
}

const isLetter = (code: number) =>
  (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

interface EmitMode {
  /**
   * Expand case-insensitive letters into classes (the pattern mixes (?i) and
   * case-sensitive parts).
   */
  expand: boolean;
}

function emit(node: Node, mode: EmitMode): string {
  switch (node.type) {
    case 'alt':
      return node.alternatives
        .map((seq) => seq.map((n) => emit(n, mode)).join(''))
        .join('|');
    case 'group':
      return `(${node.capture ? '' : '?:'}${emit(node.body, mode)})`;
    case 'repeat': {
      const body = emit(node.body, mode);
      const atom = needsGroup(node.body) ? `(?:${body})` : body;
      const q =
        node.min === 0 && node.max === INFINITE
          ? '*'
          : node.min === 1 && node.max === INFINITE
            ? '+'
            : node.min === 0 && node.max === 1
              ? '?'
              : node.max === INFINITE
                ? `{${node.min},}`
                : node.min === node.max
                  ? `{${node.min}}`
                  : `{${node.min},${node.max}}`;
      return `${atom}${q}${node.lazy ? '?' : ''}`;
    }
    case 'char':
      if (node.fold && mode.expand && isLetter(node.code)) {
        const lower = node.code | 0x20;
        return `[${String.fromCharCode(lower - 32)}${String.fromCharCode(lower)}]`;
      }
      return literalChar(node.code);
    case 'class': {
      const single =
        node.items.length === 1 && node.items[0]?.kind === 'escape'
          ? node.items[0].name
          : undefined;
      if (single && 'dwDW'.includes(single) && !node.negated)
        return `\\${single}`;
      if (single === 's' || single === 'S')
        return `[${(single === 'S') !== node.negated ? '^' : ''}\\t\\n\\f\\r ]`;
      const ranges = classRanges(node, node.fold && mode.expand);
      return `[${node.negated ? '^' : ''}${rangesText(ranges)}]`;
    }
    case 'any':
      return node.dotAll ? '[\\s\\S]' : '[^\\n]';
    case 'assert':
      return {
        start: '^',
        end: '$',
        wordBoundary: '\\b',
        notWordBoundary: '\\B',
      }[node.kind];
  }
}

function needsGroup(node: Node): boolean {
  if (node.type === 'alt')
    return node.alternatives.length !== 1 || node.alternatives[0]?.length !== 1;
  return false;
}

/**
 * Which fold settings letter-bearing nodes are under: decides between the `i`
 * flag and letter-by-letter expansion.
 */
function foldUse(node: Node, acc: { folded: boolean; plain: boolean }) {
  switch (node.type) {
    case 'alt':
      node.alternatives.forEach((seq) => seq.forEach((n) => foldUse(n, acc)));
      return;
    case 'group':
    case 'repeat':
      foldUse(node.body, acc);
      return;
    case 'char':
      if (isLetter(node.code)) acc[node.fold ? 'folded' : 'plain'] = true;
      return;
    case 'class': {
      const letters = classRanges(node, false).some(
        ([a, b]) =>
          Math.max(a, 65) <= Math.min(b, 90) ||
          Math.max(a, 97) <= Math.min(b, 122),
      );
      const complete = node.items.every((i) => i.kind === 'escape'); // \w, \W … are fold-invariant
      if (letters && !complete) acc[node.fold ? 'folded' : 'plain'] = true;
      return;
    }
    default:
      return;
  }
}

/** JS source and flags for a parsed RE2 pattern. */
export function emitJs(ast: Node): { source: string; flags: string } {
  const use = { folded: false, plain: false };
  foldUse(ast, use);
  const wholeFolded = use.folded && !use.plain;
  return {
    source: emit(ast, { expand: !wholeFolded }),
    flags: wholeFolded ? 'i' : '',
  };
}
