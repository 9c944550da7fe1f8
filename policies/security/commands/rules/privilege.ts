// privilegePolicy — sudo, su, doas, pkexec, run0 and kin, as a wrapper or alone
// (seed 000 危险命令: sudo / su 提权): hard-deny
// Pos: policies/security/commands/rules, one rule family; an agent never raises
// its own privileges, whatever the command under it
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
      ? `runs \`${command.name}\` as root through ${via}`
      : `${via} raises privileges`;
    return [
      {
        severity: 'hard-deny',
        message: `${what}${command.remote ? ` on ${command.remote}` : ''}: privilege escalation (seed 000 危险命令 sudo/su 提权)`,
        next: stop(
          `drop ${via} and run it as the current user; if it truly needs root, ask the user to run it themselves`,
        ),
      },
    ];
  },
});
