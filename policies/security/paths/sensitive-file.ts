// sensitiveFilePolicy — seed 000's 敏感文件 (.env and .env.* but not .env.example,
// credentials.json, secrets.yaml, *.pem, *.key, id_rsa …) read or written
// anywhere: ask (敏感文件检测 → 警告用户); their secrets must not land in the agent's
// context
// Pos: policies/security/paths, one rule; which names are sensitive is
// sensitive-files.ts
import { definePathPolicy } from './define-path-policy.js';
import { say, sayDetail } from '../../vocabulary/messages/index.js';

export const sensitiveFilePolicy = definePathPolicy({
  id: 'path.sensitive-file',
  description: 'files that hold secrets, by name',
  check(place, access) {
    if (!place.sensitive) return undefined;
    return {
      severity: 'soft-deny',
      ...say(
        access === 'write'
          ? 'path.sensitive-file.write'
          : 'path.sensitive-file.read',
        { raw: place.raw, what: place.sensitiveSaid ?? place.sensitive },
      ),
      next: {
        kind: 'ask-user',
        ...sayDetail(
          access === 'write'
            ? 'path.sensitive-file.write.next'
            : 'path.sensitive-file.read.next',
        ),
      },
    };
  },
});
