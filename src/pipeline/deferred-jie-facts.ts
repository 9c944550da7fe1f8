// deferredJieFacts(paths, where) — for 戒: each changed path that makes code run
// later (issue 19), its text at HEAD and in the working tree, and the commands
// it plants parsed
// Pos: src/pipeline, the effects behind policies/pipeline/jie/deferred-
// writes.ts; git is asked through runGit (nothing the repository configures
// runs); a path git does not know reads as new. The parser must be loaded
import { readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { ShellAnalysis } from '../../policies/security/commands/shell-command.js';
import { deferredFindings } from '../../policies/security/deferred/deferred-findings.js';
import { MAX_TEXT } from '../../policies/security/deferred/runnables.js';
import { surfaceOf } from '../../policies/security/deferred/surfaces.js';
import type { DeferredFileFacts } from '../../policies/pipeline/jie/deferred-writes.js';
import { runGit } from '../harness/undo/git-run.js';
import { analyzeBash } from '../platform/shell/bash-parser.js';

async function atHead(workspace: string, rel: string): Promise<string | null> {
  try {
    const run = await runGit(['show', `HEAD:${rel}`], { cwd: workspace });
    return run.code === 0 ? run.stdout.toString('utf8') : null;
  } catch {
    return null;
  }
}

export async function deferredJieFacts(
  paths: readonly string[],
  where: { cwd: string; workspace: string },
): Promise<DeferredFileFacts[]> {
  const out: DeferredFileFacts[] = [];
  for (const path of new Set(paths)) {
    if (!surfaceOf(path)) continue;
    const full = isAbsolute(path) ? path : resolve(where.cwd, path);
    let after: string;
    try {
      after = readFileSync(full, 'utf8').slice(0, MAX_TEXT + 1);
    } catch {
      continue; // deleted: nothing of it runs any more
    }
    const rel = relative(where.workspace, full).split(sep).join('/');
    const before = rel.startsWith('..')
      ? null
      : await atHead(where.workspace, rel);
    const shells: Record<string, ShellAnalysis> = {};
    for (const c of deferredFindings(path, before, after))
      if (c.command !== undefined && !(c.command in shells))
        shells[c.command] = analyzeBash(c.command);
    out.push({ path, before, after, shells });
  }
  return out;
}
