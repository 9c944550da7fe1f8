// programName — the name a rule matches a program by: basename, lower-cased,
// `.exe` dropped (`/usr/bin/../bin/RM` → rm)
// Pos: policies/security/commands, one normalisation shared by the extraction
// and every command rule
export function programName(word: string): string {
  const base = word.slice(word.lastIndexOf('/') + 1) || word;
  return base.toLowerCase().replace(/\.exe$/, '');
}
