// privilegePolicy — sudo, su, doas, pkexec, run0 and kin, as a wrapper or alone
// (seed 000 危险命令: sudo / su 提权): hard-deny
// Pos: policies/security/commands/rules, one rule family; an agent never raises
// its own privileges, whatever the command under it
import { fragment, say, sayDetail } from '../../../vocabulary/messages/say.js';
import { defineCommandPolicy, stop } from './define-command-policy.js';

const ESCALATORS = new Set([
  'sudo',
  'su',
  'doas',
  'pkexec',
  'run0',
  'sudoedit',
  'gosu',
  'su-exec',
  'runuser',
  'setpriv',
  'ksu',
  'calife',
]);

export const privilegePolicy = defineCommandPolicy({
  id: 'command.privilege',
  description: 'privilege escalation is never the agent’s to do',
  check(command) {
    const via =
      command.privilege ??
      (ESCALATORS.has(command.name)
        ? command.name
        : command.name === 'machinectl' && command.argv[1]?.value === 'shell'
          ? 'machinectl shell'
          : undefined);
    if (!via) return [];
    const what = command.privilege
      ? fragment('command.privilege.as-root', { program: command.name, via })
      : fragment('command.privilege.raises', { via });
    return [
      {
        severity: 'hard-deny',
        ...say('command.privilege', {
          what,
          remote: command.remote
            ? fragment('command.on-remote', { remote: command.remote })
            : '',
        }),
        next: stop(sayDetail('command.privilege.next', { via })),
      },
    ];
  },
});
