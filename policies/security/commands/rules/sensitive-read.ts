// sensitiveReadPolicy — reading sensitive files into the agent's context (cat
// .env, grep KEY ~/.aws/credentials, < id_rsa, cp .env somewhere …) (seed 000
// 敏感文件检测 → 警告用户): ask
// Pos: policies/security/commands/rules, one rule family; sending them off the
// machine is exfiltration.ts's hard-deny
import { ask, defineCommandPolicy } from './define-command-policy.js';
import { secretRead } from './exfiltration.js';

export const sensitiveReadPolicy = defineCommandPolicy({
  id: 'command.sensitive-read',
  description: 'reading secrets and sensitive files',
  check(command, { paths }) {
    const what = secretRead(command, paths);
    if (!what || what.startsWith('the environment')) return [];
    return [
      {
        severity: 'soft-deny',
        message: `${command.name} reads ${what}${command.remote ? ` on ${command.remote}` : ''}: its secrets would land in the agent's context (seed 000 敏感文件)`,
        next: ask(
          'confirm with the user, or read only the names you need (e.g. the keys of .env, not the values)',
        ),
      },
    ];
  },
});
