// forkBombPolicy — a function that calls itself in the background or through a
// pipe (`:(){ :|:& };:`), and inline code that forks in a loop (perl `fork
// while fork`, python `while True: os.fork()`): hard-deny
// Pos: policies/security/commands/rules, one rule family; exhausting the
// process table takes the whole machine down
import { defineCommandPolicy, stop } from './define-command-policy.js';

const FORK_LOOP =
  /fork\s+while\s+fork|while\s*\(?\s*(?:1|true|True)\s*\)?\s*[:{]?[^\n]{0,40}\bfork\s*\(|\bfork\s*\(\s*\)\s*;?\s*\}?\s*while|for\s*\(\s*;\s*;\s*\)\s*\{?[^\n]{0,40}\bfork\s*\(/;

export const forkBombPolicy = defineCommandPolicy({
  id: 'command.fork-bomb',
  description: 'self-replicating process spawns',
  check(command) {
    if (
      command.functions.includes(command.name) &&
      (command.background || command.pipeline !== undefined)
    ) {
      return [
        {
          severity: 'hard-deny',
          message: `function \`${command.name}\` calls itself ${command.background ? 'in the background' : 'through a pipe'}: a fork bomb that exhausts the process table`,
          next: stop('never run it'),
        },
      ];
    }
    if (
      command.code?.text &&
      command.code.language !== 'shell' &&
      FORK_LOOP.test(command.code.text)
    ) {
      return [
        {
          severity: 'hard-deny',
          message: `${command.name} code forks in an endless loop: a fork bomb`,
          next: stop('never run it'),
        },
      ];
    }
    return [];
  },
});
