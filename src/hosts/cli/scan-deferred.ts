// scanDeferred — `wukong scan --deferred PATH [--json]`: in a repository just
// cloned, every file that makes code run later and what it would run, when,
// and for whom if the user trusted it (opened it in an editor, installed it,
// committed, started an agent session); what the command rules deny is marked
// Pos: src/hosts/cli, the walk and the printing; what counts is
// policies/security/deferred's (the same judgement as the hook's and 戒's).
// Exit 0 nothing would run by itself, 1 something would, 2 bad input
import { lstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { DeferredChange } from '../../../policies/security/deferred/deferred-findings.js';
import { deferredFindings } from '../../../policies/security/deferred/deferred-findings.js';
import {
  describeChange,
  judgeDeferred,
} from '../../../policies/security/deferred/judge.js';
import { MAX_TEXT } from '../../../policies/security/deferred/runnables.js';
import { surfaceOf } from '../../../policies/security/deferred/surfaces.js';
import type { ShellAnalysis } from '../../../policies/security/commands/shell-command.js';
import { UsageError } from '../../platform/errors/usage-error.js';
import {
  analyzeBash,
  initBashParser,
} from '../../platform/shell/bash-parser.js';
import type { CommandIO } from './io.js';

/**
 * Folders a repository's own files never live in (dependencies, build
 * output).
 */
const SKIPPED = new Set([
  'node_modules',
  '.venv',
  'venv',
  '__pycache__',
  'target',
  'dist',
  'build',
  'vendor',
]);
/** The walk stops here: a clone this large is reported as cut short. */
const MAX_FILES = 50_000;

export interface DeferredRow {
  path: string;
  surface: string;
  key: string;
  kind: string;
  runs: string;
  when: string;
  who: string;
  verdict: 'ask' | 'deny';
  reasons: string[];
}

/**
 * Files under root that are deferred surfaces (.git is entered for hooks and
 * config only).
 */
function surfaceFiles(root: string): { files: string[]; cut: boolean } {
  const files: string[] = [];
  let seen = 0;
  const walk = (dir: string, inGit: boolean): boolean => {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return true;
    }
    for (const name of entries) {
      if ((seen += 1) > MAX_FILES) return false;
      const path = join(dir, name);
      let st;
      try {
        st = lstatSync(path);
      } catch {
        continue;
      }
      if (st.isSymbolicLink()) {
        if (surfaceOf(relative(root, path).split(sep).join('/')))
          files.push(path);
        continue;
      }
      if (st.isDirectory()) {
        if (SKIPPED.has(name)) continue;
        if (inGit && name !== 'hooks') continue;
        if (!walk(path, inGit || name === '.git')) return false;
      } else if (surfaceOf(relative(root, path).split(sep).join('/')))
        files.push(path);
    }
    return true;
  };
  const complete = walk(root, false);
  return { files: files.sort(), cut: !complete };
}

export async function deferredRows(
  root: string,
): Promise<{ rows: DeferredRow[]; cut: boolean }> {
  await initBashParser();
  const { files, cut } = surfaceFiles(root);
  const rows: DeferredRow[] = [];
  const where = {
    cwd: root,
    workspace: root,
    home: process.env['HOME'] ?? '/nonexistent',
  };
  for (const file of files) {
    let text: string;
    try {
      if (statSync(file).size > MAX_TEXT * 4) text = 'x'.repeat(MAX_TEXT + 1);
      else text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const rel = relative(root, file).split(sep).join('/');
    const changes = deferredFindings(rel, null, text);
    const shells: Record<string, ShellAnalysis> = {};
    for (const c of changes)
      if (c.command !== undefined && !(c.command in shells))
        shells[c.command] = analyzeBash(c.command);
    for (const c of changes) {
      const findings = judgeDeferred([c], shells, where);
      if (findings.length === 0) continue;
      rows.push(
        row(
          c,
          findings.some((f) => f.severity === 'hard-deny') ? 'deny' : 'ask',
          findings.map((f) => f.message),
        ),
      );
    }
  }
  return { rows, cut };
}

function row(
  c: DeferredChange,
  verdict: 'ask' | 'deny',
  reasons: string[],
): DeferredRow {
  return {
    path: c.path,
    surface: c.surface.id,
    key: c.runnable?.key ?? c.signal?.kind ?? c.change,
    kind: c.runnable?.kind ?? (c.signal ? 'instructions' : 'unreadable'),
    runs: describeChange(c),
    when:
      c.runnable && !c.runnable.auto ? 'when someone runs it' : c.surface.when,
    who: c.surface.who,
    verdict,
    reasons,
  };
}

export async function scanDeferred(
  names: string[],
  json: boolean,
  io: CommandIO,
): Promise<number> {
  if (names.length !== 1)
    throw new UsageError(
      `--deferred takes one folder (a repository); got ${names.length === 0 ? 'none' : names.length}`,
    );
  const root = resolve(io.cwd, names[0] as string);
  let isDirectory: boolean;
  try {
    isDirectory = statSync(root).isDirectory();
  } catch {
    throw new UsageError(`cannot read ${names[0]}: no such folder`);
  }
  if (!isDirectory)
    throw new UsageError(
      `${names[0]} is not a folder; allowed: the folder of a repository`,
    );
  const { rows, cut } = await deferredRows(root);
  if (json) {
    io.out(
      `${JSON.stringify({ root, rows, ...(cut ? { cut: `stopped after ${MAX_FILES} entries` } : {}) }, null, 2)}\n`,
    );
  } else if (rows.length === 0) {
    io.out(
      `nothing in ${names[0]} would run by itself${cut ? ` (stopped after ${MAX_FILES} entries)` : ''}\n`,
    );
  } else {
    let surface = '';
    for (const r of rows) {
      if (r.surface !== surface) {
        surface = r.surface;
        io.out(`\n${surface} — ${r.when}, by ${r.who}\n`);
      }
      io.out(`  ${r.verdict === 'deny' ? 'DENY' : 'ask '}  ${r.runs}\n`);
      if (r.verdict === 'deny')
        for (const reason of r.reasons.filter(
          (x) => x.includes('planted there') || x.includes('names Wukong'),
        ))
          io.out(
            `        ${reason.slice(reason.indexOf('planted there') >= 0 ? reason.indexOf('planted there') : 0)}\n`,
          );
    }
    const denied = rows.filter((r) => r.verdict === 'deny').length;
    io.out(
      `\n${rows.length} thing${rows.length === 1 ? '' : 's'} would run or steer future sessions if you trusted ${names[0]}; ${denied} the command rules deny${cut ? ` (stopped after ${MAX_FILES} entries)` : ''}\n`,
    );
  }
  return rows.length === 0 ? 0 : 1;
}
