// preDelegationPolicy(options) — at pre-delegation the named avatar must exist;
// optionally every delegation must go to one
// Pos: policies/harness/delegation, seed 004's pre-delegation gate for the role
// part; the contract that travels with it is added by the adapter
import { avatarNames, resolveAvatar } from '../../pipeline/avatars.js';
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type { Finding } from '../../vocabulary/finding.js';
import { say, sayDetail } from '../../vocabulary/messages/say.js';

export type { DelegationPayload } from './delegation-payload.js';

/**
 * Names written for Wukong's avatars (`wukong-eye`, `@眼` …) that must resolve.
 */
const AVATAR_LIKE = /^(?:wukong-|@)/;

export function preDelegationPolicy(options: { requireAvatar: boolean }) {
  return definePolicy({
    id: 'pre-delegation',
    description:
      'a delegation names an avatar that exists (seed 000 avatars); with requireAvatar, only avatars may be delegated to',
    checkpoints: ['pre-delegation'],
    evaluate(ctx): Finding[] {
      const type = ctx.payload?.subagentType ?? '';
      if (resolveAvatar(type)) return [];
      const allowed = avatarNames.join(', ');
      if (AVATAR_LIKE.test(type)) {
        return [
          gateFinding(
            'pre-delegation',
            type,
            'hard-deny',
            say('delegation.no-avatar', {
              type: JSON.stringify(type),
              allowed,
            }),
            {
              kind: 'fix-input',
              ...sayDetail('delegation.no-avatar.next'),
            },
          ),
        ];
      }
      if (!options.requireAvatar) return [];
      return [
        gateFinding(
          'pre-delegation',
          type,
          'soft-deny',
          say('delegation.not-avatar', {
            type: JSON.stringify(type),
            allowed,
          }),
          {
            kind: 'delegate',
            ...sayDetail('delegation.not-avatar.next'),
          },
        ),
      ];
    },
  });
}
