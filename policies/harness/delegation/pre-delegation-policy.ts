// preDelegationPolicy(options) — at pre-delegation the named avatar must exist;
// optionally every delegation must go to one
// Pos: policies/harness/delegation, seed 004's pre-delegation gate for the role
// part; the contract that travels with it is added by the adapter
import { avatarNames, resolveAvatar } from '../../pipeline/avatars.js';
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type { Finding } from '../../vocabulary/finding.js';

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
      const allowed = `allowed: ${avatarNames.join(', ')}`;
      if (AVATAR_LIKE.test(type)) {
        return [
          gateFinding(
            'pre-delegation',
            type,
            'hard-deny',
            `there is no avatar ${JSON.stringify(type)}; ${allowed}`,
            {
              kind: 'fix-input',
              detail: 'delegate to one of the six avatars by id or alias',
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
          `${JSON.stringify(type)} is not one of the six avatars and this workspace requires avatars; ${allowed}`,
          {
            kind: 'delegate',
            detail:
              'delegate to the avatar whose row fits the task, or authorize this delegation',
          },
        ),
      ];
    },
  });
}
