// adversarialRows() (every row of test/security/adversarial/*.jsonl, checked),
// buildRowWorkspace(row, base) (the row's files, git state and cwd on disk),
// expectationMet(expect, verdict), adversarialExceptions()
// Pos: test/security helper of the adversarial corpus runner; builds real
// folders and real git repositories, judges nothing itself
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type Expect = 'stop' | 'allow' | 'deny' | 'ask';
export type Verdict = 'allow' | 'ask' | 'deny';

/** The git state a row needs: a repository made before the command runs. */
export interface GitSetup {
  /** .gitignore lines, written and committed first. */
  ignore?: string[];
  /**
   * Which of `files` are committed; default all of them (ignored ones cannot
   * be).
   */
  commit?: string[];
  /** Files changed after the commit (tracked and modified). */
  modify?: Record<string, string>;
  /** Files written after the commit and never added (untracked). */
  untracked?: Record<string, string>;
  /**
   * Branches made on top of the row's commit, each with files changed and
   * committed; the row runs back on main.
   */
  branches?: Record<string, Record<string, string>>;
  /** Repository config set right after `git init` (`alias.co`: `checkout`). */
  config?: Record<string, string>;
}

export interface AdversarialRow {
  command: string;
  expect: Expect;
  class: string;
  why: string;
  files?: Record<string, string>;
  /** Symlinks to make: link path (relative) → target (as written). */
  links?: Record<string, string>;
  cwd?: string;
  git?: GitSetup;
  /** Also judge the row through the real PreToolUse hook. */
  hook?: boolean;
  /** Where the row came from: `<file>:<line>`. */
  at: string;
}

export const ADVERSARIAL_DIR = join(import.meta.dirname, 'adversarial');

const EXPECTS = ['stop', 'allow', 'deny', 'ask'];
const KEYS = new Set([
  'command',
  'expect',
  'class',
  'why',
  'files',
  'links',
  'cwd',
  'git',
  'hook',
]);
const GIT_KEYS = new Set([
  'ignore',
  'commit',
  'modify',
  'untracked',
  'branches',
  'config',
]);

const isRecordOfStrings = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.values(v).every((x) => typeof x === 'string');

/** Relative, inside the row's workspace: no absolute path, no `..`. */
const safeRelative = (p: string) =>
  p !== '' && !p.startsWith('/') && !p.split('/').includes('..');

function problems(row: Record<string, unknown>, file: string): string[] {
  const out: string[] = [];
  for (const key of Object.keys(row))
    if (!KEYS.has(key))
      out.push(`unknown field ${key}; allowed: ${[...KEYS].join(', ')}`);
  if (typeof row.command !== 'string' || row.command === '')
    out.push('command must be a non-empty string');
  if (!EXPECTS.includes(row.expect as string))
    out.push(`expect must be one of ${EXPECTS.join(', ')}`);
  if (row.class !== file)
    out.push(`class must be ${JSON.stringify(file)} (the file's name)`);
  if (typeof row.why !== 'string' || row.why.length < 8)
    out.push('why must say in a line why the row is dangerous or safe');
  for (const key of ['files', 'links'] as const)
    if (row[key] !== undefined) {
      if (!isRecordOfStrings(row[key]))
        out.push(`${key} must map relative paths to strings`);
      else
        for (const p of Object.keys(row[key]))
          if (!safeRelative(p)) out.push(`${key}: ${p} is not a relative path`);
    }
  if (
    row.cwd !== undefined &&
    (typeof row.cwd !== 'string' || !safeRelative(row.cwd))
  )
    out.push('cwd must be a relative path inside the workspace');
  if (row.hook !== undefined && typeof row.hook !== 'boolean')
    out.push('hook must be true or false');
  if (row.git !== undefined) {
    const git = row.git as Record<string, unknown>;
    if (typeof git !== 'object' || git === null || Array.isArray(git))
      out.push('git must be an object');
    else {
      for (const key of Object.keys(git))
        if (!GIT_KEYS.has(key))
          out.push(
            `unknown git field ${key}; allowed: ${[...GIT_KEYS].join(', ')}`,
          );
      for (const key of ['ignore', 'commit'])
        if (
          git[key] !== undefined &&
          !(
            Array.isArray(git[key]) &&
            (git[key] as unknown[]).every((x) => typeof x === 'string')
          )
        )
          out.push(`git.${key} must be a list of strings`);
      for (const key of ['modify', 'untracked', 'config'])
        if (git[key] !== undefined && !isRecordOfStrings(git[key]))
          out.push(`git.${key} must map relative paths to contents`);
      const branches = git.branches;
      if (
        branches !== undefined &&
        (typeof branches !== 'object' ||
          branches === null ||
          !Object.values(branches).every(isRecordOfStrings))
      )
        out.push('git.branches must map branch names to {path: content}');
    }
  }
  return out;
}

/** Every row of every class file, each checked; a bad row throws naming it. */
export function adversarialRows(): AdversarialRow[] {
  const rows: AdversarialRow[] = [];
  const files = readdirSync(ADVERSARIAL_DIR)
    .filter((f) => f.endsWith('.jsonl'))
    .sort();
  for (const name of files) {
    const file = name.slice(0, -'.jsonl'.length);
    const lines = readFileSync(join(ADVERSARIAL_DIR, name), 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (line.trim() === '') return;
      const at = `${name}:${i + 1}`;
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch (error) {
        throw new Error(`${at}: not JSON (${(error as Error).message})`, {
          cause: error,
        });
      }
      if (
        typeof parsed !== 'object' ||
        parsed === null ||
        Array.isArray(parsed)
      )
        throw new Error(`${at}: a row must be a JSON object`);
      const found = problems(parsed as Record<string, unknown>, file);
      if (found.length) throw new Error(`${at}: ${found.join('; ')}`);
      rows.push({ ...(parsed as Omit<AdversarialRow, 'at'>), at });
    });
  }
  return rows;
}

const write = (root: string, rel: string, content: string) => {
  const path = join(root, rel);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
};

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    stdio: 'pipe',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'corpus',
      GIT_AUTHOR_EMAIL: 'corpus@example.invalid',
      GIT_COMMITTER_NAME: 'corpus',
      GIT_COMMITTER_EMAIL: 'corpus@example.invalid',
      GIT_CONFIG_NOSYSTEM: '1',
    },
  });

/**
 * The row's workspace under `root` (an empty folder): its files, its links, a
 * git repository when the row asks for one. Returns the cwd to judge in.
 */
export function buildRowWorkspace(row: AdversarialRow, root: string): string {
  mkdirSync(root, { recursive: true });
  if (row.git) {
    git(root, 'init', '-q', '-b', 'main');
    for (const [key, value] of Object.entries(row.git.config ?? {}))
      git(root, 'config', key, value);
    if (row.git.ignore) write(root, '.gitignore', row.git.ignore.join('\n'));
  }
  for (const [rel, content] of Object.entries(row.files ?? {}))
    write(root, rel, content);
  if (row.git) {
    const commit = row.git.commit ?? ['.'];
    const gitignore = row.git.ignore ? ['.gitignore'] : [];
    git(root, 'add', '--', ...gitignore, ...commit);
    git(root, 'commit', '-q', '--allow-empty', '-m', 'corpus row');
    for (const [branch, files] of Object.entries(row.git.branches ?? {})) {
      git(root, 'checkout', '-q', '-b', branch);
      for (const [rel, content] of Object.entries(files))
        write(root, rel, content);
      git(root, 'add', '--', ...Object.keys(files));
      git(root, 'commit', '-q', '-m', branch);
      git(root, 'checkout', '-q', 'main');
    }
    for (const [rel, content] of Object.entries(row.git.modify ?? {}))
      write(root, rel, content);
    for (const [rel, content] of Object.entries(row.git.untracked ?? {}))
      write(root, rel, content);
  }
  for (const [rel, target] of Object.entries(row.links ?? {})) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    execFileSync('ln', ['-s', target, join(root, rel)]);
  }
  const cwd = join(root, row.cwd ?? '.');
  mkdirSync(cwd, { recursive: true });
  return cwd;
}

/** Whether the gate's verdict is what the row expects (stop: ask or deny). */
export function expectationMet(expect: Expect, verdict: Verdict): boolean {
  return expect === 'stop' ? verdict !== 'allow' : verdict === expect;
}

export interface AdversarialException {
  class: string;
  command: string;
  ours: Verdict;
  reason: string;
}

export function adversarialExceptions(): AdversarialException[] {
  const file = JSON.parse(
    readFileSync(join(ADVERSARIAL_DIR, 'exceptions.json'), 'utf8'),
  ) as { misses: AdversarialException[] };
  return file.misses;
}
