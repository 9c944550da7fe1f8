// yamlBlocks(text) — a YAML mapping split by indentation into its top-level
// blocks and the children of its `jobs:` block, so an edit of a 100 KB
// workflow re-reads only the blocks it changed; readBlock(text), one block
// read alone, refused when it holds anything that could reach past it
// Pos: policies/security/deferred, used by yaml-readers.ts only; sure or
// silent: whatever the splitter is unsure of (tabs, CR, directives, documents,
// a line at column 0 that is not a plain `key:`, a jobs child that is not a
// plain `key:`, a duplicate key) is a fallback reason, and the caller parses
// the whole text as before
import type { Document } from 'yaml';
import { isCollection, parseDocument, visit } from 'yaml';
import { readYamlSubset } from './yaml-subset.js';

// logLevel error: a warning (an unresolved tag) is not printed by a hook.
export const YAML_OPTIONS = {
  maxAliasCount: 1000,
  uniqueKeys: false,
  logLevel: 'error' as const,
};

export interface YamlBlock {
  /** The top-level key, and the job id for a child of `jobs:`. */
  key: string;
  job?: string;
  /** The block's lines, comments after it included. */
  text: string;
  /**
   * The index of the prior split's block with the very same text, when the
   * split knows it without comparing (the block lies in the text the edit
   * left alone).
   */
  same?: number;
}

/**
 * A line where a block starts, and the splitter's state after it: whether
 * it is in the `jobs:` block, and the jobs' indentation (-1: none seen).
 */
export interface YamlCut {
  at: number;
  key: string;
  job?: string;
  inJobs: boolean;
  jobAt: number;
}

export type YamlSplit =
  | { blocks: YamlBlock[]; jobs: boolean; cuts: YamlCut[] }
  | { fallback: string };

/** A split of an earlier text of the same file, to resume from. */
export interface PriorSplit {
  text: string;
  cuts: readonly YamlCut[];
}

/** A plain key at a line's start: `name:`, `runs-on:`, `job_1:`. */
const KEY_AT = /([A-Za-z_][\w.-]*):(?: |$)/my;
/** `jobs:` alone on its line (its value is the indented block below). */
const JOBS_HEAD_AT = /jobs:[ ]*(?:#.*)?$/my;

function keyAt(text: string, at: number): string | undefined {
  KEY_AT.lastIndex = at;
  return KEY_AT.exec(text)?.[1];
}

/** Where the texts first differ, and how long their common end is. */
function commonEnds(a: string, b: string): { head: number; tail: number } {
  const n = Math.min(a.length, b.length);
  // 512 characters at a time (compared natively), then one by one.
  let head = 0;
  while (
    head + 512 <= n &&
    a.slice(head, head + 512) === b.slice(head, head + 512)
  )
    head += 512;
  while (head < n && a.charCodeAt(head) === b.charCodeAt(head)) head++;
  let tail = 0;
  const room = n - head;
  while (
    tail + 512 <= room &&
    a.slice(a.length - tail - 512, a.length - tail) ===
      b.slice(b.length - tail - 512, b.length - tail)
  )
    tail += 512;
  while (
    tail < room &&
    a.charCodeAt(a.length - tail - 1) === b.charCodeAt(b.length - tail - 1)
  )
    tail++;
  return { head, tail };
}

/**
 * Scans `text` from line start `from` with the state after `last` (none: the
 * start), pushing cuts; stops early when `resume` says the rest is known.
 * A fallback reason when the splitter is unsure.
 */
function scan(
  text: string,
  from: number,
  last: YamlCut | undefined,
  cuts: YamlCut[],
  resume?: (cut: YamlCut) => boolean,
): string | undefined {
  let inJobs = last?.inJobs ?? false;
  let jobAt = last?.jobAt ?? -1;
  for (let pos = from; pos <= text.length;) {
    let end = text.indexOf('\n', pos);
    if (end < 0) end = text.length;
    let i = pos;
    while (text.charCodeAt(i) === 32) i++;
    if (i < end && text.charCodeAt(i) !== 35 /* # */) {
      const indent = i - pos;
      let cut: YamlCut | undefined;
      if (indent === 0) {
        const key = keyAt(text, pos);
        if (key === undefined)
          return 'a top-level line that is not a plain key';
        JOBS_HEAD_AT.lastIndex = pos;
        inJobs = key === 'jobs' && JOBS_HEAD_AT.test(text);
        cut = { at: pos, key, inJobs, jobAt };
      } else if (cuts.length === 0) return 'indented text before the first key';
      else if (inJobs) {
        if (jobAt < 0) jobAt = indent;
        if (indent < jobAt) return 'a jobs line less indented than the jobs';
        if (indent === jobAt) {
          const id = keyAt(text, i);
          if (id === undefined) return 'a jobs child that is not a plain key';
          cut = { at: pos, key: 'jobs', job: id, inJobs, jobAt };
        }
      }
      if (cut) {
        cuts.push(cut);
        if (resume?.(cut)) return undefined;
      }
    }
    pos = end + 1;
  }
  return undefined;
}

/** A key or a job id defined twice (after a scan, over every cut). */
function duplicate(cuts: readonly YamlCut[]): string | undefined {
  const keys = new Set<string>();
  const ids = new Set<string>();
  for (const c of cuts) {
    const [seen, name, what] =
      c.job === undefined ? [keys, c.key, 'key'] : [ids, c.job, 'job'];
    if (seen.has(name) || name === '__proto__')
      return `${what} ${name} defined twice`;
    seen.add(name);
  }
  return undefined;
}

/**
 * The blocks of a workflow-shaped YAML text, or why it must be parsed whole.
 * One pass over the lines, no copies: each block's text is a slice, and
 * joining them with '\n' gives the text back. Blank and comment lines never
 * start a block (inside a block scalar they are its content, and they stay
 * in the block they are in). With `prior` (the split of the text before an
 * edit) only the lines between the texts' common start and common end are
 * scanned: the splitter's state is a function of the cut before a line, so
 * the cuts before the change are the prior's, and once a cut in the common
 * end meets the prior's at the same place with the same state, the rest are
 * the prior's moved by the change in length; those blocks carry `same`.
 */
export function yamlBlocks(text: string, prior?: PriorSplit): YamlSplit {
  if (text.includes('\t')) return { fallback: 'a tab' };
  if (text.includes('\r')) return { fallback: 'a carriage return' };
  const cuts: YamlCut[] = [];
  let head = 0;
  let tail = 0;
  let kept = 0;
  let resumedAt = -1;
  let shift = 0;
  let why: string | undefined;
  if (prior && prior.cuts.length) {
    const old = prior.text;
    ({ head, tail } = commonEnds(old, text));
    const delta = text.length - old.length;
    // The cuts on lines wholly before the first difference are the prior's.
    const from = text.lastIndexOf('\n', head - 1) + 1;
    while (kept < prior.cuts.length && (prior.cuts[kept] as YamlCut).at < from)
      cuts.push(prior.cuts[kept++] as YamlCut);
    const byAt = new Map<number, number>();
    const suffixFrom = text.length - tail;
    why = scan(text, kept ? from : 0, cuts[kept - 1], cuts, (cut) => {
      // A cut whose line and the line break before it are in the common
      // end: the prior has a line start at cut.at - delta.
      if (cut.at - 1 < suffixFrom) return false;
      if (byAt.size === 0) prior.cuts.forEach((c, k) => byAt.set(c.at, k));
      const k = byAt.get(cut.at - delta);
      const p = k === undefined ? undefined : prior.cuts[k];
      if (
        !p ||
        p.key !== cut.key ||
        p.job !== cut.job ||
        p.inJobs !== cut.inJobs ||
        p.jobAt !== cut.jobAt
      )
        return false;
      resumedAt = cuts.length;
      shift = (k as number) - (cuts.length - 1);
      for (let j = (k as number) + 1; j < prior.cuts.length; j++) {
        const q = prior.cuts[j] as YamlCut;
        cuts.push({ ...q, at: q.at + delta });
      }
      return true;
    });
  } else why = scan(text, 0, undefined, cuts);
  if (why) return { fallback: why };
  const twice = duplicate(cuts);
  if (twice) return { fallback: twice };
  if (cuts.length === 0) return { fallback: 'no top-level key' };
  const oldCuts = prior?.cuts ?? [];
  const oldLength = prior?.text.length ?? 0;
  const delta = text.length - oldLength;
  let jobs = false;
  // Comments and blank lines before the first key go with the first block.
  const blocks = cuts.map((c, k): YamlBlock => {
    jobs ||= c.inJobs;
    const next = cuts[k + 1];
    const start = k === 0 ? 0 : c.at;
    const end = next ? next.at - 1 : text.length;
    const block: YamlBlock =
      c.job === undefined
        ? { key: c.key, text: text.slice(start, end) }
        : { key: c.key, job: c.job, text: text.slice(start, end) };
    // Known unchanged: wholly before the first difference (the prior's block
    // k ends at the same place), or a moved block of the common end.
    if (k < kept && end <= head) {
      const o = oldCuts[k + 1];
      if ((o ? o.at - 1 : oldLength) === end) block.same = k;
    } else if (
      resumedAt >= 0 &&
      k >= resumedAt - 1 &&
      start - 1 >= text.length - tail
    ) {
      const j = k + shift;
      const o = oldCuts[j];
      const on = oldCuts[j + 1];
      if (
        o &&
        (j === 0 ? 0 : o.at) === start - delta &&
        (on ? on.at - 1 : oldLength) === end - delta
      )
        block.same = j;
    }
    return block;
  });
  return { blocks, jobs, cuts };
}

/** Why a block cannot be read alone, if it cannot. */
function aloneProblem(doc: Document, text: string): string | undefined {
  if (doc.errors.length || doc.warnings.length) return 'not clean YAML';
  let why: string | undefined;
  visit(doc, {
    Alias() {
      why = 'an alias';
      return visit.BREAK;
    },
    Pair(_, pair) {
      const key = pair.key as { value?: unknown } | null;
      if (key && key.value === '<<') {
        why = 'a merge key';
        return visit.BREAK;
      }
      return undefined;
    },
    Node(_, node) {
      if (node.anchor) why = 'an anchor';
      else if (node.tag) why = 'a tag';
      else if (
        isCollection(node) &&
        node.flow &&
        node.range &&
        text.slice(node.range[0], node.range[1]).includes('\n')
      )
        why = 'a flow collection over lines';
      return why ? visit.BREAK : undefined;
    },
  });
  return why;
}

/** What a block holds, read by the subset when it can, else by `yaml`. */
function blockValue(text: string): { value: unknown } | undefined {
  const fast = readYamlSubset(text);
  if (fast) return fast;
  const doc = parseDocument(text, YAML_OPTIONS);
  if (aloneProblem(doc, text)) return undefined;
  return { value: doc.toJS(YAML_OPTIONS) as unknown };
}

/**
 * The value of one block read alone (its one key's value), or undefined when
 * it cannot be read alone (the caller parses the whole text). The subset
 * reader (yaml-subset.ts) answers first: it reads only what it reads exactly
 * as `yaml` does, and nothing that could reach past the block.
 */
export function readBlock(block: YamlBlock): { value: unknown } | undefined {
  const read = blockValue(block.text);
  if (!read) return undefined;
  const js = read.value;
  const want = block.job ?? block.key;
  if (js === null || typeof js !== 'object' || Array.isArray(js))
    return undefined;
  const keys = Object.keys(js);
  if (keys.length !== 1 || keys[0] !== want) return undefined;
  return { value: (js as Record<string, unknown>)[want] };
}
