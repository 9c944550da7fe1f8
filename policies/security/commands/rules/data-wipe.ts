// dataWipePolicy — commands that empty or overwrite data in place: truncate, dd
// from /dev/zero or /dev/urandom into a file, wipe (seed 000 不可逆操作; the issue's
// data wipes): ask. shred is delete-files.ts's, FLUSHALL sql.ts's, docker prune
// destructive-subcommand.ts's
// Pos: policies/security/commands/rules, one rule family
import { say, sayDetail } from '../../../vocabulary/messages/say.js';
import { ask, defineCommandPolicy } from './define-command-policy.js';

export const dataWipePolicy = defineCommandPolicy({
  id: 'command.data-wipe',
  description: 'emptying or overwriting files in place',
  check(command) {
    const operands = command.argv
      .slice(1)
      .filter((w) => !w.value.startsWith('-'));
    if (command.name === 'truncate' && operands.length > 0) {
      return [
        {
          severity: 'soft-deny',
          ...say('command.wipe.truncate', {
            files: operands.map((w) => w.value).join(', '),
          }),
          next: ask(sayDetail('command.wipe.truncate.next')),
        },
      ];
    }
    if (command.name === 'wipe' && operands.length > 0) {
      return [
        {
          severity: 'soft-deny',
          ...say('command.wipe.wipe', {
            files: operands.map((w) => w.value).join(', '),
          }),
          next: ask(sayDetail('command.wipe.next')),
        },
      ];
    }
    if (command.name === 'dd') {
      const source = command.argv
        .find((w) => w.value.startsWith('if='))
        ?.value.slice(3);
      const target = command.argv
        .find((w) => w.value.startsWith('of='))
        ?.value.slice(3);
      if (
        target &&
        !target.startsWith('/dev/') &&
        /^\/dev\/(?:zero|u?random)$/.test(source ?? '')
      ) {
        return [
          {
            severity: 'soft-deny',
            ...say('command.wipe.dd', { target, source: source ?? '' }),
            next: ask(sayDetail('command.wipe.next')),
          },
        ];
      }
    }
    return [];
  },
});
