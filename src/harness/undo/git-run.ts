// runGit(args, {cwd, index, env, input}) → {code, stdout, stderr} — git run
// directly (no shell) with the user's GIT_* variables removed and the
// repository's command hooks switched off for plumbing that needs none of them
// (core.fsmonitor, core.hooksPath), so a snapshot never runs code the agent
// could have planted in .git/config; literal pathspecs; .wukong/ left out
// Pos: src/harness/undo, the only place undo spawns a process (the fitness
// allow-list names it); the snapshot, restore and listing steps are beside it
import { spawn } from 'node:child_process';
import { fragment } from '../../../policies/vocabulary/messages/say.js';
import { SaidError } from '../../platform/errors/said-error.js';

export interface GitRun {
  code: number;
  stdout: Buffer;
  stderr: string;
}

export interface GitOptions {
  cwd: string;
  /** GIT_INDEX_FILE: a temporary index, never the user's. */
  index?: string;
  /** Extra variables (the commit identity and date). */
  env?: Record<string, string>;
  /** Written to git's stdin. */
  input?: string | Buffer;
}

/**
 * Options before the subcommand: nothing the repository configures runs
 * (fsmonitor, hooks such as reference-transaction), no split index files appear
 * in .git, no automatic gc. Paths go through `literalPath` (a file named `*` is
 * that file).
 */
const SAFE = [
  '-c',
  'core.fsmonitor=false',
  '-c',
  'core.hooksPath=/dev/null',
  '-c',
  'core.splitIndex=false',
  '-c',
  'gc.auto=0',
  '-c',
  'maintenance.auto=false',
];

/**
 * A pathspec naming exactly `path` (relative to the top), magic switched off.
 */
export const literalPath = (path: string): string => `:(top,literal)${path}`;

/**
 * Wukong's own state (the ledger, evidence, runs) at the top of the working
 * tree is never snapshotted nor restored: putting an old ledger back would
 * break its chain. (A prefix, not a glob over every path: cheaper to match;
 * `wukong init` also ignores .wukong/ in .gitignore.)
 */
export const NOT_WUKONG_STATE = ':(exclude,top).wukong';

function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env))
    if (!key.startsWith('GIT_') && value !== undefined) env[key] = value;
  return {
    ...env,
    LC_ALL: 'C',
    GIT_TERMINAL_PROMPT: '0',
    // git status and friends must not refresh the user's index.
    GIT_OPTIONAL_LOCKS: '0',
    ...extra,
  };
}

export function runGit(args: string[], options: GitOptions): Promise<GitRun> {
  return new Promise((resolve) => {
    const child = spawn('git', [...SAFE, ...args], {
      cwd: options.cwd,
      shell: false,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: cleanEnv({
        ...(options.index ? { GIT_INDEX_FILE: options.index } : {}),
        ...options.env,
      }),
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', (error) =>
      resolve({ code: 127, stdout: Buffer.alloc(0), stderr: error.message }),
    );
    child.on('close', (code) =>
      resolve({
        code: code ?? 1,
        stdout: Buffer.concat(out),
        stderr: Buffer.concat(err).toString('utf8'),
      }),
    );
    child.stdin.on('error', () => {});
    child.stdin.end(options.input ?? '');
  });
}

/** The run's stdout as text, or an Error naming the step and git's message. */
export async function gitText(
  what: string,
  args: string[],
  options: GitOptions,
): Promise<string> {
  const run = await runGit(args, options);
  if (run.code !== 0)
    throw new SaidError(
      fragment('error.undo.git-failed', {
        what,
        code: run.code,
        stderr: run.stderr.trim() || fragment('error.undo.no-message'),
      }),
    );
  return run.stdout.toString('utf8');
}
