// isSourceLike(relPath), relativeTo(abs, workspace), writtenFiles(ctx) — which
// workspace files a gate context writes (the Write/Edit path, or the literal
// write targets of a Bash command), workspace-relative
// Pos: policies/harness/phases, the shared reading of "a source write" for the
// phase, plan-path, TDD and scope policies; a shell wrapper writes files too,
// so Bash counts
import { posix } from 'node:path';
import { isDocPath, isTestPath } from '../pipeline/jie/file-roles.js';
import { writeTargets } from '../security/commands/targets.js';
import type { GateContext } from '../gate/gate-context.js';

const CODE =
  /\.(?:[cm]?[jt]sx?|py|pyi|go|rs|java|kt|kts|scala|cs|fs|vb|rb|php|c|cc|cpp|cxx|h|hh|hpp|m|mm|swift|dart|lua|pl|pm|r|jl|ex|exs|erl|hs|clj|sql|ksql|sh|bash|zsh|ps1|psm1|vue|svelte|astro|sol|tf|proto|graphql)$/i;
const NOT_SOURCE = /(?:^|\/)(?:\.wukong|\.claude|\.git|node_modules)\//;

/**
 * A file whose change is a code change (tests included); docs, config and
 * Wukong's own files are not.
 */
export function isSourceLike(relPath: string): boolean {
  const p = relPath.replace(/\\/g, '/');
  return CODE.test(p) && !isDocPath(p) && !NOT_SOURCE.test(`/${p}`);
}

export { isTestPath };

/**
 * The path relative to the workspace, or undefined when it lies outside (then
 * workspace-escape judges it).
 */
export function relativeTo(abs: string, workspace: string): string | undefined {
  const rel = posix.relative(
    workspace.replace(/\\/g, '/'),
    abs.replace(/\\/g, '/'),
  );
  if (rel === '' || rel.startsWith('..') || posix.isAbsolute(rel))
    return undefined;
  return rel;
}

const resolveFrom = (base: string, path: string) => posix.resolve(base, path);

/**
 * Workspace-relative files the action writes: pre-write's path, or a Bash
 * command's literal write targets at pre-tool.
 */
export function writtenFiles(ctx: GateContext): string[] {
  const out: string[] = [];
  const add = (abs: string) => {
    const rel = relativeTo(abs, ctx.workspace);
    if (rel !== undefined && !out.includes(rel)) out.push(rel);
  };
  if (ctx.checkpoint === 'pre-write' && ctx.path)
    add(ctx.facts?.resolvedPaths?.[ctx.path] ?? resolveFrom(ctx.cwd, ctx.path));
  if (
    ctx.checkpoint === 'pre-tool' &&
    ctx.toolName === 'Bash' &&
    ctx.facts?.shell &&
    ctx.facts.shell.source === ctx.command
  ) {
    for (const command of ctx.facts.shell.commands) {
      if (command.remote || command.workdir === '?') continue;
      const base =
        command.workdir === undefined
          ? ctx.cwd
          : resolveFrom(ctx.cwd, command.workdir);
      for (const target of writeTargets(command)) {
        if (
          target.host ||
          target.word.dynamic ||
          target.word.tilde ||
          target.word.value.startsWith('/dev/')
        )
          continue;
        add(
          ctx.facts.resolvedPaths?.[target.word.value] ??
            resolveFrom(base, target.word.value),
        );
      }
    }
  }
  return out;
}
