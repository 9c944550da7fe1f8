// sensitiveFilePolicy — seed 000's 敏感文件 (.env and .env.* but not .env.example,
// credentials.json, secrets.yaml, *.pem, *.key, id_rsa …) read or written
// anywhere: ask (敏感文件检测 → 警告用户); their secrets must not land in the agent's
// context
// Pos: policies/security/paths, one rule; which names are sensitive is
// sensitive-files.ts
import { definePathPolicy } from './define-path-policy.js';

export const sensitiveFilePolicy = definePathPolicy({
  id: 'path.sensitive-file',
  description: 'files that hold secrets, by name',
  check(place, access) {
    if (!place.sensitive) return undefined;
    return {
      severity: 'soft-deny',
      message: `${access === 'write' ? 'writes' : 'reads'} ${place.raw}, ${place.sensitive} (seed 000 敏感文件)`,
      next: {
        kind: 'ask-user',
        detail:
          access === 'write'
            ? 'confirm with the user; keep real secrets out of files the agent writes'
            : 'confirm with the user, or read a template (.env.example) instead',
      },
    };
  },
});
