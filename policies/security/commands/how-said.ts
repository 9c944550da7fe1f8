// howSaid(how) — a target's `how` (targets.ts, mutation-targets.ts: `cp
// destination`, `> redirection`, `gcc output`, `vim (an editor)`) as a catalog
// fragment, so the English words around the program read in the user's
// language
// Pos: policies/security/commands, read at the finding only: the targets keep
// their English `how`, which rules compare; a `how` that is only a command
// (`tar -x -C`, `dd of=`) is shown as written
import type { SaidParam } from '../../vocabulary/messages/said.js';
import { fragment } from '../../vocabulary/messages/say.js';
import type { MessageId } from '../../vocabulary/messages/message.js';

/** The English endings targets.ts and mutation-targets.ts put after a program. */
const ENDINGS: ReadonlyArray<[RegExp, MessageId]> = [
  [/^(.+) destination$/, 'how.destination'],
  [/^(.+) source$/, 'how.source'],
  [/^(.+) redirection$/, 'how.redirection'],
  [/^(.+) output directory$/, 'how.output-directory'],
  [/^(.+) output$/, 'how.output'],
  [/^(.+) target \(a hard link\)$/, 'how.hard-link-target'],
  [/^(.+) target$/, 'how.target'],
  [/^(.+) \(an editor\)$/, 'how.editor'],
];

/** `how` as a fragment when it ends in English words, else as written. */
export function howSaid(how: string): SaidParam {
  for (const [pattern, id] of ENDINGS) {
    const m = pattern.exec(how);
    if (m) return fragment(id, { via: m[1] ?? '' });
  }
  return how;
}
