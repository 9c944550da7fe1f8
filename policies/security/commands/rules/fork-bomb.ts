// forkBombPolicy — a function that calls itself in the background or through a
// pipe (`:(){ :|:& };:`), and inline code that forks in a loop (perl `fork
// while fork`, python `while True: os.fork()`): hard-deny
// Pos: policies/security/commands/rules, one rule family; exhausting the
// process table takes the whole machine down
import { say, sayDetail } from '../../../vocabulary/messages/say.js';
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
          ...say(
            command.background
              ? 'command.fork-bomb.function'
              : 'command.fork-bomb.function.pipe',
            { name: command.name },
          ),
          next: stop(sayDetail('command.fork-bomb.next')),
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
          ...say('command.fork-bomb.code', { program: command.name }),
          next: stop(sayDetail('command.fork-bomb.next')),
        },
      ];
    }
    return [];
  },
});
