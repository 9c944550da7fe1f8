// bashDeferredWrites(analysis, before) — the files of deferred surfaces a Bash
// command writes, with the text each would hold after it when the command
// shows it (echo, printf, cat <<EOF, tee <<EOF; `>>` appends to `before`)
// Pos: policies/security/deferred, pure over the parsed command; `before` is
// what the runtime read of each file (the policy reads nothing). A write whose
// text cannot be known (cp, mv, sed -i, curl -o, a variable) has no `after`
import { literalOutput } from '../commands/literal-output.js';
import { mutationTargets } from '../commands/mutation-targets.js';
import type { ShellAnalysis } from '../commands/shell-command.js';
import { writeTargets } from '../commands/targets.js';
import { surfaceOf } from './surfaces.js';

export interface BashDeferredWrite {
  path: string;
  /** How the command writes it: "> redirection", "tee", "cp destination". */
  how: string;
  /** The file's text after the command, when the command shows it. */
  after?: string;
}

export function bashDeferredWrites(
  analysis: ShellAnalysis,
  before: Readonly<Record<string, string | null>> = {},
): BashDeferredWrite[] {
  const out = new Map<string, BashDeferredWrite>();
  for (const command of analysis.commands) {
    const targets = [
      ...writeTargets(command).map((t) => ({ word: t.word, how: t.how })),
      ...mutationTargets(command)
        .filter(
          (m) => m.kind === 'write' || m.kind === 'move' || m.kind === 'link',
        )
        .map((m) => ({ word: m.word, how: m.how })),
    ];
    for (const { word, how } of targets) {
      if (word.dynamic && !surfaceOf(word.value)) continue;
      if (!surfaceOf(word.value)) continue;
      const path = word.value;
      const redirect = command.redirects.find(
        (r) => r.target === word || r.target.value === word.value,
      );
      const shown =
        redirect || command.name === 'tee'
          ? command.name === 'tee'
            ? command.stdinText
            : literalOutput(command.argv, command.stdinText)
          : undefined;
      const append =
        redirect?.op === '>>' ||
        redirect?.op === '&>>' ||
        (command.name === 'tee' &&
          command.argv.some((w) => /^-[a-z]*a|^--append$/.test(w.value)));
      const known = shown !== undefined && !word.dynamic && !command.remote;
      const previous = out.get(path);
      const base = append ? (previous?.after ?? before[path] ?? '') : '';
      const text = known
        ? `${base}${base && !base.endsWith('\n') ? '\n' : ''}${shown}\n`
        : undefined;
      out.set(path, {
        path,
        how,
        ...(text !== undefined &&
        (!previous || previous.after !== undefined || !append)
          ? { after: text }
          : {}),
      });
    }
  }
  return [...out.values()];
}
