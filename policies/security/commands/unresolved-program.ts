// candidatePrograms — the programs a command position that is not a literal
// could be (`$CMD -rf ~`, `${X:-rm} -rf /`, `$(printf …)rm -rf ~`, `/???/?m`,
// a look-alike name): the destructive programs whose hard-deny rules then judge
// the same arguments
// Pos: policies/security/commands, pure; used by define-command-policy.ts so
// every rule's hard-deny applies to each candidate. It is not the ask for the
// unknown name itself (rules/dynamic-code.ts)
import { programName } from './program-name.js';
import type { ShellCommand, ShellWord } from './shell-command.js';

/**
 * The programs whose arguments alone can make a command catastrophic: a name
 * known only at run time may be any of them, so each is tried.
 */
const DESTRUCTIVE = [
  'rm',
  'shred',
  'find',
  'dd',
  'chmod',
  'chown',
  'git',
] as const;

const LOOK_ALIKE = /[^\x00-\x7f]/u;

/** Whether the shell decides only at run time which program this is. */
export function unresolvedProgram(word: ShellWord | undefined): boolean {
  if (!word) return false;
  if (word.dynamic) return true;
  if (word.glob && !/^\[\[?$/.test(word.value)) return true;
  return LOOK_ALIKE.test(word.value);
}

/**
 * Names written inside the word itself: the literal tail after the last
 * expansion (`$(printf 'nice ')rm` splits into … `rm`), a `${X:-rm}` default,
 * a look-alike's plain form (`ｒｍ` → `rm`).
 */
function writtenNames(value: string): string[] {
  const names: string[] = [];
  const tail = /[)}]([A-Za-z0-9_./-]+)$/.exec(value);
  if (tail?.[1]) names.push(programName(tail[1]));
  for (const m of value.matchAll(/\$\{\w+:?[-=+]([A-Za-z0-9_./-]+)\}/g))
    if (m[1]) names.push(programName(m[1]));
  const plain = value.normalize('NFKC').replace(/[^\x21-\x7e]/g, '');
  if (plain && plain !== value) names.push(programName(plain));
  return names;
}

/**
 * The commands `command` could be when its program is unresolved: the same
 * words with each candidate program in argv[0]; none when it is resolved.
 */
export function candidateCommands(command: ShellCommand): ShellCommand[] {
  const program = command.argv[0];
  if (!program || !unresolvedProgram(program)) return [];
  const names = new Set<string>([
    ...writtenNames(program.value),
    ...DESTRUCTIVE,
  ]);
  return [...names].map((name) => ({
    ...command,
    name,
    argv: [
      { value: name, dynamic: false, glob: false, tilde: false },
      ...command.argv.slice(1),
    ],
  }));
}
