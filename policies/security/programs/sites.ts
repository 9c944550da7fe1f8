// shell, program, finding, joined — small constructors of ExecSite used by
// every family file
// Pos: policies/security/programs, helpers only; no program knowledge
import type { ShellWord } from './exec-site.js';
import type { ExecSite } from './exec-site.js';
import type { Severity } from '../../vocabulary/severity.js';
import type { Said } from '../../vocabulary/messages/said.js';
import { saidText } from '../../vocabulary/messages/say.js';

export const shell = (what: string, word: ShellWord): ExecSite => ({
  kind: 'shell',
  what,
  word,
});

export const program = (what: string, argv: ShellWord[]): ExecSite => ({
  kind: 'program',
  what,
  argv,
});

/** A finding site; `why` a catalog fragment, its English kept beside it. */
export const finding = (
  what: string,
  severity: Severity,
  why: Said,
  value?: string,
): ExecSite => ({
  kind: 'finding',
  what,
  severity,
  why: saidText(why, 'en'),
  whySaid: why,
  ...(value !== undefined ? { value } : {}),
});

/** Words joined by spaces into one shell line (`submodule foreach rm -rf /`). */
export function joined(words: readonly ShellWord[]): ShellWord {
  return {
    value: words.map((w) => w.value).join(' '),
    dynamic: words.some((w) => w.dynamic),
    glob: false,
    tilde: false,
  };
}

/** A word holding `text`, dynamic when `from` was. */
export const textWord = (text: string, from?: ShellWord): ShellWord => ({
  value: text,
  dynamic: from?.dynamic ?? false,
  glob: false,
  tilde: false,
});
