// dynamicCodePolicy — code the gate cannot see before it runs (bash -c "$x",
// eval "$(…)", cat script | sh, a computed program name)
// Pos: policies/security/commands/rules, soft-deny: unseen code is asked about;
// code fetched from the network is remote-code.ts's hard-deny
import { say, sayDetail } from '../../../vocabulary/messages/say.js';
import { ask, defineCommandPolicy } from './define-command-policy.js';

export const dynamicCodePolicy = defineCommandPolicy({
  id: 'command.dynamic-code',
  description: 'code or a program name known only at run time is asked about',
  checkScript({ analysis }) {
    return analysis.problems
      .filter((p) => p.kind === 'dynamic-code' || p.kind === 'dynamic-command')
      .map((p) => ({
        subject: p.text,
        severity: 'soft-deny' as const,
        ...say('command.dynamic-code', { detail: p.detailSaid ?? p.detail }),
        next: ask(sayDetail('command.dynamic-code.next')),
      }));
  },
});
