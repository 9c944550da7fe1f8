// verifyCommandPolicy(allow) — at pre-verify-command, a verification the
// VerifyPlan refuses is hard-denied with the reason and the scripts that exist
// Pos: policies/harness/verify, seed 004 VerifyCommandPolicy (P0); the parsed
// command and package.json scripts come in GateFacts
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type { Finding } from '../../vocabulary/finding.js';
import type { VerifyAllowList } from './verify-plan.js';
import { judgeVerifyCommand } from './verify-plan.js';
import { say, sayDetail } from '../../vocabulary/messages/say.js';

export function verifyCommandPolicy(allow: VerifyAllowList) {
  return definePolicy({
    id: 'verify-command',
    description:
      'a verification runs only an existing package script or an allow-listed command, as one plain command (seed 004 VerifyPlan)',
    checkpoints: ['pre-verify-command'],
    evaluate(ctx): Finding[] {
      const command = ctx.command ?? '';
      const judged = judgeVerifyCommand(command, {
        scripts: ctx.facts?.scripts ?? null,
        analysis: ctx.facts?.shell,
        allow,
      });
      if (judged.accepted) return [];
      const scripts = Object.keys(ctx.facts?.scripts ?? {});
      return [
        gateFinding(
          'verify-command',
          command || '(empty)',
          'hard-deny',
          say('verify.refused', { command, reason: judged.reasonSaid }),
          {
            kind: 'fix-input',
            ...(scripts.length
              ? sayDetail('verify.use-script.next', {
                  scripts: scripts
                    .map((s) => (s === 'test' ? 'npm test' : `npm run ${s}`))
                    .join(', '),
                })
              : sayDetail('verify.add-script.next')),
          },
        ),
      ];
    },
  });
}
