// cloneWritten(text): the lines of a repository's .git/config that `git clone`
// (or `git init`) writes itself — the layout keys of [core] with their default
// meaning, each remote's url and fetch, each branch's remote and merge — as a
// config text, to compare a scanned .git/config against
// Pos: src/hosts/cli, used by `wukong scan --deferred` only: in a clone those
// keys are git's, not the author's, so they are no finding; a Write of
// .git/config by the agent is still judged from what was there before. Any
// line this reading is unsure of (a continuation, an include) leaves the whole
// file to be judged as new (undefined)

import { own } from '../../../policies/vocabulary/own.js';

const CORE = new Set([
  'repositoryformatversion',
  'filemode',
  'logallrefupdates',
  'ignorecase',
  'precomposeunicode',
  'symlinks',
]);
const BY_SECTION: Record<string, ReadonlySet<string>> = {
  remote: new Set(['url', 'fetch']),
  branch: new Set(['remote', 'merge']),
};

export function cloneWritten(text: string): string | undefined {
  const out: string[] = [];
  let section = '';
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed.endsWith('\\')) return undefined;
    const header = /^\[\s*([A-Za-z]+)(?:\s+"[^"\\]*")?\s*\]$/.exec(trimmed);
    if (header) {
      section = (header[1] as string).toLowerCase();
      out.push(trimmed);
      continue;
    }
    if (trimmed.startsWith('[')) return undefined;
    const entry = /^([A-Za-z][A-Za-z0-9-]*)\s*=\s*(.*)$/.exec(trimmed);
    if (!entry) continue;
    const key = (entry[1] as string).toLowerCase();
    const value = (entry[2] as string).trim();
    const standard =
      section === 'core'
        ? CORE.has(key) || (key === 'bare' && value === 'false')
        : (own(BY_SECTION, section)?.has(key) ?? false);
    if (standard) out.push(trimmed);
  }
  return `${out.join('\n')}\n`;
}
