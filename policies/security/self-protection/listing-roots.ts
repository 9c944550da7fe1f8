// listingRoots — the folders a command that prints paths lists under (grep -l,
// rg, find, fd, ls, git ls-files|diff|grep) and the names it selects, so paths
// it hands to `sed -i $(…)` or `| xargs rm` can be judged by where they come
// from
// Pos: policies/security/self-protection, knowledge of listing programs'
// operands; undefined for anything else
import { findExpression } from '../commands/find-expression.js';
import { findNames } from '../commands/mutation-targets.js';
import { readOptions } from '../commands/options.js';
import type { ShellCommand, ShellWord } from '../commands/shell-command.js';
import { literalWord } from '../commands/word.js';

/**
 * The folders a listing command lists under, and the names it selects;
 * undefined when it is not a listing command.
 */
export function listingRoots(
  command: ShellCommand,
): { roots: ShellWord[]; names?: string[] } | undefined {
  const words = command.argv.slice(1);
  const dot = [literalWord('.')];
  switch (command.name) {
    case 'grep':
    case 'egrep':
    case 'fgrep':
    case 'rg':
    case 'ag':
    case 'ack': {
      const read = readOptions(words, {
        short: 'eEfmABCdDgtT',
        long: ['regexp', 'file', 'max-count', 'context', 'glob', 'type'],
      });
      const given =
        read.values.has('e') ||
        read.values.has('regexp') ||
        read.values.has('f');
      const roots = read.operands.slice(given ? 0 : 1).map((o) => o.word);
      if (roots.length > 0) return { roots };
      const recursive =
        command.name !== 'grep' &&
        command.name !== 'egrep' &&
        command.name !== 'fgrep'
          ? true
          : ['r', 'R', 'recursive'].some((f) => read.flags.has(f));
      return recursive ? { roots: dot } : undefined;
    }
    case 'find': {
      const names = findNames(command.argv);
      const roots = findExpression(command.argv).roots;
      return {
        roots: roots.length > 0 ? roots : dot,
        ...(names ? { names } : {}),
      };
    }
    case 'fd':
    case 'fdfind': {
      const operands = readOptions(words, {
        short: 'etdEcjxX',
        long: [
          'extension',
          'type',
          'max-depth',
          'exclude',
          'color',
          'threads',
          'exec',
          'exec-batch',
        ],
      }).operands;
      return {
        roots: operands.length > 1 ? operands.slice(1).map((o) => o.word) : dot,
      };
    }
    case 'ls':
      return {
        roots: readOptions(words)
          .operands.map((o) => o.word)
          .concat(readOptions(words).operands.length === 0 ? dot : []),
      };
    case 'git': {
      const sub = words.find((w) => !w.value.startsWith('-'))?.value;
      if (sub !== 'ls-files' && sub !== 'diff' && sub !== 'grep')
        return undefined;
      const at = words.findIndex((w) => w.value === '--');
      return {
        roots: at >= 0 && words.length > at + 1 ? words.slice(at + 1) : dot,
      };
    }
    default:
      return undefined;
  }
}
