// stripPrefix, maxNewlines, maxLength, keywordsGuaranteed, capRepeats — what
// the scanner must know about a pattern, and the two rewrites it needs
// Pos: scripts/gitleaks, build-time only; facts are upper bounds or proofs (a
// false `keywordsGuaranteed` means "not proven")
import {
  ESCAPE_RANGES,
  INFINITE,
  classRanges,
  normalize,
} from './re2-parse.js';
import type { Node } from './re2-parse.js';

const isWordDotDash = (node: Node) =>
  node.type === 'class' &&
  !node.negated &&
  JSON.stringify(classRanges(node, false)) ===
    JSON.stringify(normalize([...ESCAPE_RANGES.w, [45, 46]]));

/** Removes a leading lazy `[\w.-]{0,N}?` from every top-level alternative (and from a leading flag group): such a
 *  prefix can match empty, so removing it never changes whether a match exists,
 *  only where it starts. */
export function stripPrefix(node: Node): number {
  if (node.type !== 'alt') return 0;
  let stripped = 0;
  for (const seq of node.alternatives) {
    let here = 0;
    for (;;) {
      const first = seq[0];
      if (
        first?.type === 'repeat' &&
        first.lazy &&
        first.min === 0 &&
        isWordDotDash(first.body)
      ) {
        here += first.max;
        seq.shift();
        continue;
      }
      if (
        first?.type === 'group' &&
        !first.capture &&
        first.body.type === 'alt' &&
        first.body.alternatives.length === 1
      ) {
        const inner = stripPrefix(first.body);
        here += inner;
        if (inner > 0) continue;
      }
      break;
    }
    // Only a prefix shared by every alternative lets the scanner rebuild
    // gitleaks' match start.
    stripped = seq === node.alternatives[0] ? here : Math.min(stripped, here);
  }
  return stripped;
}

/** Upper bound on newlines one match can contain (Infinity when unbounded). */
export function maxNewlines(node: Node): number {
  switch (node.type) {
    case 'alt':
      return Math.max(
        0,
        ...node.alternatives.map((seq) =>
          seq.reduce((sum, n) => sum + maxNewlines(n), 0),
        ),
      );
    case 'group':
      return maxNewlines(node.body);
    case 'repeat': {
      const inner = maxNewlines(node.body);
      return inner === 0
        ? 0
        : node.max === INFINITE
          ? INFINITE
          : inner * node.max;
    }
    case 'char':
      return node.code === 10 ? 1 : 0;
    case 'class': {
      const has = classRanges(node, false).some(([a, b]) => a <= 10 && 10 <= b);
      return has !== node.negated ? 1 : 0;
    }
    case 'any':
      return node.dotAll ? 1 : 0;
    case 'assert':
      return 0;
  }
}

/** Upper bound on the length of one match (Infinity when unbounded). */
export function maxLength(node: Node): number {
  switch (node.type) {
    case 'alt':
      return Math.max(
        0,
        ...node.alternatives.map((seq) =>
          seq.reduce((sum, n) => sum + maxLength(n), 0),
        ),
      );
    case 'group':
      return maxLength(node.body);
    case 'repeat': {
      const inner = maxLength(node.body);
      return inner === 0
        ? 0
        : node.max === INFINITE
          ? INFINITE
          : inner * node.max;
    }
    case 'assert':
      return 0;
    default:
      return 1;
  }
}

const LITERAL_LIMIT = 256;

/** Whether every match of `node` contains one of `keywords` (lower-cased) — proven from literal runs, so a false
 *  answer only means "not proven". It lets the scanner run the rule near
 *  keyword hits instead of over everything. */
export function keywordsGuaranteed(
  node: Node,
  keywords: readonly string[],
): boolean {
  const implies = (set: string[]) =>
    set.length > 0 && set.every((s) => keywords.some((k) => s.includes(k)));
  const exact = exactSet(node);
  if (exact) return implies(exact);
  switch (node.type) {
    case 'group':
      return keywordsGuaranteed(node.body, keywords);
    case 'repeat':
      return node.min >= 1 && keywordsGuaranteed(node.body, keywords);
    case 'alt':
      return node.alternatives.every((seq) =>
        sequenceGuaranteed(seq, keywords, implies),
      );
    default:
      return false;
  }
}

function sequenceGuaranteed(
  seq: Node[],
  keywords: readonly string[],
  implies: (set: string[]) => boolean,
): boolean {
  let run: string[] | null = null;
  for (const item of seq) {
    if (item.type === 'assert') continue; // consumes nothing: a run of literals goes on across it
    const exact = exactSet(item);
    if (exact) {
      const longer: string[] | null = run ? cross(run, exact) : exact;
      if (longer) run = longer;
      else {
        if (run && implies(run)) return true;
        run = exact;
      }
      continue;
    }
    if (run && implies(run)) return true;
    run = null;
    if (keywordsGuaranteed(item, keywords)) return true;
  }
  return run !== null && implies(run);
}

function cross(a: string[], b: string[]): string[] | null {
  if (a.length * b.length > LITERAL_LIMIT) return null;
  return [...new Set(a.flatMap((x) => b.map((y) => x + y)))];
}

/**
 * Every string the node can match, lower-cased, when that set is small; null
 * otherwise.
 */
function exactSet(node: Node): string[] | null {
  switch (node.type) {
    case 'char':
      return [String.fromCodePoint(node.code).toLowerCase()];
    case 'class': {
      if (node.negated) return null;
      const ranges = classRanges(node, false);
      const size = ranges.reduce((n, [a, b]) => n + b - a + 1, 0);
      if (size > 16) return null;
      const chars = new Set<string>();
      for (const [a, b] of ranges)
        for (let c = a; c <= b; c++)
          chars.add(String.fromCharCode(c).toLowerCase());
      return [...chars];
    }
    case 'group':
      return exactSet(node.body);
    case 'alt': {
      const all: string[] = [];
      for (const seq of node.alternatives) {
        let acc: string[] | null = [''];
        for (const item of seq) {
          if (item.type === 'assert') continue;
          const e = exactSet(item);
          acc = e && acc ? cross(acc, e) : null;
          if (!acc) return null;
        }
        all.push(...(acc ?? []));
      }
      return all.length <= LITERAL_LIMIT ? [...new Set(all)] : null;
    }
    case 'repeat': {
      if (node.max === INFINITE || node.max > 8) return null;
      const body = exactSet(node.body);
      if (!body) return null;
      const all: string[] = [];
      let acc: string[] | null = [''];
      for (let count = 0; count <= node.max && acc; count++) {
        if (count >= node.min) all.push(...acc);
        acc = count < node.max ? cross(acc, body) : acc;
      }
      return acc && all.length <= LITERAL_LIMIT ? [...new Set(all)] : null;
    }
    default:
      return null;
  }
}

/** Bounds every unbounded repetition at `cap`: RE2 runs in linear time, a backtracking engine does not, and `curl.*?-H`
 *  tried from each of 9,000 `curl`s on one 100 KB line took 1.3 s. With a cap,
 *  each start costs at most `cap` steps. */
export function capRepeats(node: Node, cap: number): void {
  if (node.type === 'alt')
    node.alternatives.forEach((seq) => seq.forEach((n) => capRepeats(n, cap)));
  else if (node.type === 'group') capRepeats(node.body, cap);
  else if (node.type === 'repeat') {
    capRepeats(node.body, cap);
    if (node.max === INFINITE) node.max = Math.max(node.min, cap);
  }
}
