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
}

export type YamlSplit =
  { blocks: YamlBlock[]; jobs: boolean } | { fallback: string };

/** A plain key at a line's start: `name:`, `runs-on:`, `job_1:`. */
const KEY_AT = /([A-Za-z_][\w.-]*):(?: |$)/my;
/** `jobs:` alone on its line (its value is the indented block below). */
const JOBS_HEAD_AT = /jobs:[ ]*(?:#.*)?$/my;

function keyAt(text: string, at: number): string | undefined {
  KEY_AT.lastIndex = at;
  return KEY_AT.exec(text)?.[1];
}

interface Cut {
  at: number;
  key: string;
  job?: string;
}

/**
 * The blocks of a workflow-shaped YAML text, or why it must be parsed whole.
 * One pass over the lines, no copies: each block's text is a slice, and
 * joining them with '\n' gives the text back. Blank and comment lines never
 * start a block (inside a block scalar they are its content, and they stay
 * in the block they are in).
 */
export function yamlBlocks(text: string): YamlSplit {
  if (text.includes('\t')) return { fallback: 'a tab' };
  if (text.includes('\r')) return { fallback: 'a carriage return' };
  const cuts: Cut[] = [];
  const keys = new Set<string>();
  const ids = new Set<string>();
  let inJobs = false;
  let jobAt = -1;
  let jobs = false;
  for (let pos = 0; pos <= text.length;) {
    let end = text.indexOf('\n', pos);
    if (end < 0) end = text.length;
    let i = pos;
    while (text.charCodeAt(i) === 32) i++;
    if (i < end && text.charCodeAt(i) !== 35 /* # */) {
      const indent = i - pos;
      if (indent === 0) {
        const key = keyAt(text, pos);
        if (key === undefined)
          return { fallback: 'a top-level line that is not a plain key' };
        if (keys.has(key) || key === '__proto__')
          return { fallback: `key ${key} defined twice` };
        keys.add(key);
        cuts.push({ at: pos, key });
        JOBS_HEAD_AT.lastIndex = pos;
        inJobs = key === 'jobs' && JOBS_HEAD_AT.test(text);
        jobs ||= inJobs;
      } else if (cuts.length === 0)
        return { fallback: 'indented text before the first key' };
      else if (inJobs) {
        if (jobAt < 0) jobAt = indent;
        if (indent < jobAt)
          return { fallback: 'a jobs line less indented than the jobs' };
        if (indent === jobAt) {
          const id = keyAt(text, i);
          if (id === undefined)
            return { fallback: 'a jobs child that is not a plain key' };
          if (ids.has(id) || id === '__proto__')
            return { fallback: `job ${id} defined twice` };
          ids.add(id);
          cuts.push({ at: pos, key: 'jobs', job: id });
        }
      }
    }
    pos = end + 1;
  }
  if (cuts.length === 0) return { fallback: 'no top-level key' };
  // Comments and blank lines before the first key go with the first block.
  (cuts[0] as Cut).at = 0;
  const blocks = cuts.map((c, k): YamlBlock => {
    const next = cuts[k + 1];
    const text_ = text.slice(c.at, next ? next.at - 1 : text.length);
    return c.job === undefined
      ? { key: c.key, text: text_ }
      : { key: c.key, job: c.job, text: text_ };
  });
  return { blocks, jobs };
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
