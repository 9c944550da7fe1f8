// gatherFacts(submission, options) and gatherFactsLoaded — the facts 戒 needs
// and a policy may not look up: every evidence command parsed by the real shell
// parser (the hook's), every changed path resolved on disk, the workspace files
// that import a changed file (a fix's regression risk), the findings a person
// confirmed
// Pos: src/pipeline, the effects in front of `wukong verify`; judging stays in
// policies/pipeline/jie. The caller scan is bounded (files, bytes) and reads
// JS/TS and Python import lines only
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import type {
  CommandFacts,
  JieFacts,
} from '../../policies/pipeline/jie/submission-facts.js';
import type { Submission } from '../../policies/vocabulary/submission.js';
import { initBashParser } from '../platform/shell/bash-parser.js';
import { deferredJieFacts } from './deferred-jie-facts.js';
import {
  bashGateContext,
  workspaceOf,
} from '../harness/gate/prepare-context.js';
import { resolvePaths } from '../harness/gate/resolve-paths.js';

export interface GatherOptions {
  /** Where the work happened (the CLI's cwd). */
  cwd: string;
  /** Finding ids a person confirmed (`--confirm`). */
  confirmed?: readonly string[];
  home?: string;
}

const SKIP_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  'build',
  'coverage',
  '.wukong',
  '__pycache__',
  '.venv',
  'venv',
  'target',
]);
const SOURCE = /\.(?:[cm]?[jt]sx?|py)$/;
const MAX_FILES = 5000;
const MAX_BYTES = 512 * 1024;

/** Workspace source files, breadth-first, bounded. */
function sourceFiles(root: string): string[] {
  const out: string[] = [];
  const queue = [root];
  while (queue.length && out.length < MAX_FILES) {
    const dir = queue.shift()!;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.'))
          queue.push(join(dir, entry.name));
      } else if (entry.isFile() && SOURCE.test(entry.name)) {
        out.push(join(dir, entry.name));
        if (out.length >= MAX_FILES) break;
      }
    }
  }
  return out;
}

const JS_IMPORT =
  /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
const PY_IMPORT = /^\s*(?:from\s+([\w.]+)\s+import|import\s+([\w.]+))/gm;

const withoutExtension = (path: string) =>
  path.slice(0, path.length - extname(path).length);

/** The module keys a file is imported by: `src/a/b` for src/a/b.ts. */
function moduleKeys(relPath: string): string[] {
  const bare = withoutExtension(relPath).split(sep).join('/');
  const keys = [bare];
  if (bare.endsWith('/index') || bare.endsWith('/__init__'))
    keys.push(bare.slice(0, bare.lastIndexOf('/')));
  return keys;
}

function importedModules(file: string, root: string, text: string): string[] {
  const out: string[] = [];
  if (file.endsWith('.py')) {
    for (const m of text.matchAll(PY_IMPORT)) {
      const name = m[1] ?? m[2] ?? '';
      if (name.startsWith('.')) continue;
      const path = name.replace(/\./g, '/');
      out.push(path, `src/${path}`);
    }
    return out;
  }
  for (const m of text.matchAll(JS_IMPORT)) {
    const spec = m[1] ?? '';
    const target = relative(root, resolve(dirname(file), spec))
      .split(sep)
      .join('/');
    out.push(withoutExtension(target), target);
  }
  return out;
}

/**
 * Changed source file → workspace files outside the change set that import it.
 */
export function findCallers(
  workspace: string,
  changed: readonly string[],
): Record<string, string[]> {
  const wanted = new Map<string, string>();
  for (const file of changed) {
    if (!SOURCE.test(file)) continue;
    const rel = relative(workspace, resolve(workspace, file));
    for (const key of moduleKeys(rel)) wanted.set(key, file);
  }
  if (wanted.size === 0) return {};
  const changedSet = new Set(
    changed.map((f) => relative(workspace, resolve(workspace, f))),
  );
  const callers: Record<string, string[]> = {};
  for (const path of sourceFiles(workspace)) {
    const rel = relative(workspace, path);
    if (changedSet.has(rel)) continue;
    let text: string;
    try {
      if (statSync(path).size > MAX_BYTES) continue;
      text = readFileSync(path, 'utf8');
    } catch {
      continue;
    }
    for (const module of importedModules(path, workspace, text)) {
      const file = wanted.get(module);
      if (file === undefined) continue;
      const list = (callers[file] ??= []);
      const shown = rel.split(sep).join('/');
      if (!list.includes(shown)) list.push(shown);
    }
  }
  return callers;
}

/** Paths the submission says it changed, before 戒 adds the contract's. */
function declaredPaths(submission: Submission): string[] {
  const fromContract = (key: string): string[] => {
    const output = submission.output;
    if (typeof output !== 'object') return [];
    const value = output[key];
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string')
      : [];
  };
  return [
    ...new Set([
      ...(submission.changes?.files ?? []),
      ...fromContract('files_changed'),
      ...fromContract('tests'),
      ...fromContract('docs'),
    ]),
  ];
}

/** gatherFacts once the shell parser is loaded (tests load it once). */
export function gatherFactsLoaded(
  submission: Submission,
  options: GatherOptions,
): JieFacts {
  const where = workspaceOf({
    cwd: options.cwd,
    ...(options.home ? { home: options.home } : {}),
  });
  const commands: Record<string, CommandFacts> = {};
  for (const item of submission.evidence) {
    if (item.kind !== 'command' || commands[item.command]) continue;
    const context = bashGateContext(item.command, where);
    commands[item.command] = {
      shell: context.facts.shell!,
      resolvedPaths: context.facts.resolvedPaths ?? {},
    };
  }
  const paths = declaredPaths(submission);
  const facts: JieFacts = {
    where,
    commands,
    paths: resolvePaths(paths, where),
    confirmed: [...(options.confirmed ?? [])],
  };
  if (submission.track === 'fix')
    facts.callers = findCallers(where.workspace, paths);
  return facts;
}

export async function gatherFacts(
  submission: Submission,
  options: GatherOptions,
): Promise<JieFacts> {
  await initBashParser();
  const facts = gatherFactsLoaded(submission, options);
  // Changed files that make code run later, before and after (issue 19).
  const deferred = await deferredJieFacts(
    declaredPaths(submission),
    facts.where,
  );
  return deferred.length ? { ...facts, deferred } : facts;
}
