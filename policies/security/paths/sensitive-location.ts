// sensitiveLocationPolicy — seed 000's 敏感路径 (/etc, /usr, /bin …, ~/.ssh,
// ~/.gnupg, ~/.aws, ~/.bashrc, ~/.gitconfig …), devices and the repository's
// .git: writing system or user configuration is hard-deny (修改系统文件 CRITICAL),
// reading them is ask (必须用户确认); writing .git internals is ask
// Pos: policies/security/paths, one rule; where the places are is path-place.ts
// and ../sensitive-paths.ts
import { definePathPolicy } from './define-path-policy.js';

export const sensitiveLocationPolicy = definePathPolicy({
  id: 'path.sensitive-location',
  description: 'system paths, user configuration, devices and .git internals',
  check(place, access) {
    if (
      place.kind === 'system' ||
      place.kind === 'user-config' ||
      place.kind === 'device'
    ) {
      if (access === 'write') {
        return {
          severity: 'hard-deny',
          message: `writes ${place.what}: changing system files or global configuration (seed 000 修改系统文件 CRITICAL)`,
          next: {
            kind: 'stop',
            detail:
              'do not change it; if the change is needed, ask the user to make it themselves',
          },
        };
      }
      return {
        severity: 'soft-deny',
        message: `reads ${place.what}${place.secrets ? ', which holds credentials' : ''} (seed 000 敏感路径 → 必须用户确认)`,
        next: {
          kind: 'ask-user',
          detail: `confirm reading ${place.raw} with the user`,
        },
      };
    }
    if (place.kind === 'repository' && access === 'write') {
      return {
        severity: 'soft-deny',
        message: `writes ${place.what}: git hooks and config run code and hold history`,
        next: {
          kind: 'ask-user',
          detail: 'confirm the change to .git with the user',
        },
      };
    }
    return undefined;
  },
});
