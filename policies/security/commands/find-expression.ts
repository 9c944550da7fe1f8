// findExpression — the actions of a `find` command: -delete, and each
// -exec/-execdir/-ok/-okdir command with its words
// Pos: policies/security/commands, reads find's expression so `find . -name
// -delete` (a name) is not `-delete` (an action)
import type { ShellWord } from './shell-command.js';

/** Tests and options of find whose next word is their value, not an action. */
const VALUED = new Set([
  '-name',
  '-iname',
  '-path',
  '-ipath',
  '-wholename',
  '-iwholename',
  '-regex',
  '-iregex',
  '-lname',
  '-ilname',
  '-type',
  '-xtype',
  '-user',
  '-group',
  '-uid',
  '-gid',
  '-perm',
  '-size',
  '-mtime',
  '-atime',
  '-ctime',
  '-mmin',
  '-amin',
  '-cmin',
  '-newer',
  '-anewer',
  '-cnewer',
  '-maxdepth',
  '-mindepth',
  '-samefile',
  '-inum',
  '-links',
  '-used',
  '-context',
  '-fstype',
  '-printf',
  '-fprint',
  '-fprint0',
  '-fls',
  '-regextype',
  '-files0-from',
  '-D',
  '-O',
]);
const EXEC = new Set(['-exec', '-execdir', '-ok', '-okdir']);

export interface FindExpression {
  /** The roots find starts from (`.` when none is given). */
  roots: ShellWord[];
  deletes: boolean;
  /** Each command find runs; `{}` stands for the found path. */
  execs: ShellWord[][];
}

export function findExpression(argv: readonly ShellWord[]): FindExpression {
  const roots: ShellWord[] = [];
  const execs: ShellWord[][] = [];
  let deletes = false;
  let i = 1;
  while (i < argv.length && ['-H', '-L', '-P'].includes(argv[i]?.value ?? ''))
    i++;
  for (; i < argv.length; i++) {
    const word = argv[i] as ShellWord;
    if (/^[-(!),]/.test(word.value) && word.value !== '-') break;
    roots.push(word);
  }
  for (; i < argv.length; i++) {
    const word = argv[i]?.value ?? '';
    if (VALUED.has(word)) {
      i += word === '-fprintf' ? 2 : 1;
      continue;
    }
    if (word === '-delete') deletes = true;
    if (EXEC.has(word)) {
      const child: ShellWord[] = [];
      for (i++; i < argv.length; i++) {
        const part = argv[i] as ShellWord;
        if (
          part.value === ';' ||
          (part.value === '+' && child.some((w) => w.value === '{}'))
        )
          break;
        child.push(part);
      }
      if (child.length > 0) execs.push(child);
    }
  }
  return { roots, deletes, execs };
}
