// sensitiveLocationPolicy — seed 000's 敏感路径 (/etc, /usr, /bin …, ~/.ssh,
// ~/.gnupg, ~/.aws, ~/.bashrc, ~/.gitconfig …), devices and the repository's
// .git: writing system or user configuration is hard-deny (修改系统文件 CRITICAL),
// reading them is ask (必须用户确认); writing .git internals is ask
// Pos: policies/security/paths, one rule; where the places are is path-place.ts
// and ../sensitive-paths.ts
import { definePathPolicy } from './define-path-policy.js';
import { say, sayDetail } from '../../vocabulary/messages/index.js';

export const sensitiveLocationPolicy = definePathPolicy({
  id: 'path.sensitive-location',
  description: 'system paths, user configuration, devices and .git internals',
  check(place, access) {
    const what = place.whatSaid ?? place.what;
    if (
      place.kind === 'system' ||
      place.kind === 'user-config' ||
      place.kind === 'device'
    ) {
      if (access === 'write') {
        return {
          severity: 'hard-deny',
          ...say('path.location.write', { what }),
          next: { kind: 'stop', ...sayDetail('path.location.write.next') },
        };
      }
      return {
        severity: 'soft-deny',
        ...say(
          place.secrets ? 'path.location.read-secrets' : 'path.location.read',
          { what },
        ),
        next: {
          kind: 'ask-user',
          ...sayDetail('path.confirm-read.next', { raw: place.raw }),
        },
      };
    }
    if (place.kind === 'repository' && access === 'write') {
      return {
        severity: 'soft-deny',
        ...say('path.location.git', { what }),
        next: { kind: 'ask-user', ...sayDetail('path.location.git.next') },
      };
    }
    return undefined;
  },
});
