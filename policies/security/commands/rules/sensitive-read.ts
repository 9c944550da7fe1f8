// sensitiveReadPolicy — reading sensitive files into the agent's context (cat
// .env, grep KEY ~/.aws/credentials, < id_rsa, cp .env somewhere …) (seed 000
// 敏感文件检测 → 警告用户): ask
// Pos: policies/security/commands/rules, one rule family; sending them off the
// machine is exfiltration.ts's hard-deny
import { fragment, say, sayDetail } from '../../../vocabulary/messages/say.js';
import { ask, defineCommandPolicy } from './define-command-policy.js';
import { secretRead } from './exfiltration.js';

export const sensitiveReadPolicy = defineCommandPolicy({
  id: 'command.sensitive-read',
  description: 'reading secrets and sensitive files',
  check(command, { paths }) {
    const what = secretRead(command, paths);
    if (!what || what.id === 'command.code.sent-environment') return [];
    return [
      {
        severity: 'soft-deny',
        ...say('command.sensitive-read', {
          program: command.name,
          what,
          remote: command.remote
            ? fragment('command.on-remote', { remote: command.remote })
            : '',
        }),
        next: ask(sayDetail('command.sensitive-read.next')),
      },
    ];
  },
});
