// GIT_BUILTINS (the subcommands git ships, which an alias cannot replace),
// aliasOf (the alias a git command runs, when its subcommand is none of them:
// `-c alias.x=…` on the line, else the runtime's lookup) and expandAlias (the
// command line the alias stands for) — `git co evil` with the common
// `co = checkout` alias is `git checkout evil`
// Pos: policies/security/self-protection, pure: the configured aliases are the
// runtime's fact (GateFacts.protectedMoves' `alias NAME` keys); `!` aliases
// run a shell and are the command rules' (programs/git.ts)
import { gitSubcommand } from '../commands/rules/git-history.js';
import type { ShellCommand } from '../commands/shell-command.js';

export const GIT_BUILTINS: ReadonlySet<string> = new Set(
  (
    'add am annotate apply archive bisect blame branch bugreport bundle ' +
    'cat-file check-attr check-ignore check-mailmap check-ref-format ' +
    'checkout checkout-index cherry cherry-pick citool clean clone column ' +
    'commit commit-graph commit-tree config count-objects credential ' +
    'describe diagnose diff diff-files diff-index diff-tree difftool ' +
    'fast-export fast-import fetch fetch-pack filter-branch fmt-merge-msg ' +
    'for-each-ref for-each-repo format-patch fsck gc get-tar-commit-id grep ' +
    'gui hash-object help index-pack init instaweb interpret-trailers log ' +
    'ls-files ls-remote ls-tree mailinfo mailsplit maintenance merge ' +
    'merge-base merge-file merge-index merge-tree mktag mktree multi-pack-index ' +
    'mv name-rev notes pack-objects pack-refs patch-id prune pull push ' +
    'range-diff read-tree rebase reflog remote repack replace request-pull ' +
    'rerere reset restore rev-list rev-parse revert rm send-email shortlog ' +
    'show show-branch show-index show-ref sparse-checkout stage stash status ' +
    'stripspace submodule switch symbolic-ref tag unpack-objects ' +
    'update-index update-ref update-server-info var verify-commit ' +
    'verify-pack verify-tag version whatchanged worktree write-tree'
  ).split(' '),
);

/**
 * The alias name a git command runs, or undefined for a builtin (or no git
 * subcommand at all).
 */
export function aliasOf(command: ShellCommand): string | undefined {
  const git = gitSubcommand(command);
  if (!git || GIT_BUILTINS.has(git.sub)) return undefined;
  return git.sub;
}

/** `-c alias.NAME=VALUE` given on the command line, which wins over config. */
export function inlineAlias(
  command: ShellCommand,
  name: string,
): string | undefined {
  const words = command.argv.slice(1).map((w) => w.value);
  let found: string | undefined;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (!word.startsWith('-')) break;
    const setting =
      word === '-c' ? words[++i] : word.startsWith('-c') ? word.slice(2) : '';
    const m = /^alias\.([^=]+)=(.*)$/is.exec(setting ?? '');
    if (m && (m[1] as string).toLowerCase() === name) found = m[2];
  }
  return found;
}

/**
 * The subcommand and words an alias expands to, followed by the words given
 * after it; undefined for a shell alias (`!…`) or one with quotes (git splits
 * those as a shell would: the caller asks).
 */
export function expandAlias(
  expansion: string,
  rest: readonly string[],
): { sub: string; args: string[] } | 'shell' | 'unsure' {
  const text = expansion.trim();
  if (text.startsWith('!')) return 'shell';
  if (/["'\\]/.test(text) || text === '') return 'unsure';
  const [sub, ...words] = text.split(/\s+/);
  return { sub: (sub as string).toLowerCase(), args: [...words, ...rest] };
}
