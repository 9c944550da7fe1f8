// workspaceEscapePolicy — a path that lands outside the workspace once `..`,
// `~`, `$HOME` and symlinks are resolved: writing there is hard-deny, reading
// there is ask; system and user-config places are sensitive-location.ts's, and
// temp directories are scratch space any tool may use, and Claude Code's plan
// file and saved tool outputs are its own (claude-code-files.ts)
// Pos: policies/security/paths, one rule; symlinks are resolved by the runtime
// (src/harness/gate/resolve-paths.ts) into GateFacts
import { claudeCodeFile, claudeCodeMayUse } from './claude-code-files.js';
import { definePathPolicy } from './define-path-policy.js';
import { fragment, say, sayDetail } from '../../vocabulary/messages/index.js';

export const workspaceEscapePolicy = definePathPolicy({
  id: 'path.workspace-escape',
  description: 'reads and writes outside the workspace',
  check(place, access, context) {
    if (
      !['root', 'home', 'workspace-ancestor', 'outside', 'unknown'].includes(
        place.kind,
      )
    )
      return undefined;
    if (
      place.absolute &&
      claudeCodeMayUse(claudeCodeFile(place.absolute, context.home), access)
    )
      return undefined;
    const where =
      place.kind === 'unknown'
        ? fragment('path.escape.unknown-place', { raw: place.raw })
        : (place.whatSaid ?? place.what);
    if (access === 'write') {
      return {
        severity: 'hard-deny',
        ...say('path.escape.write', { where, workspace: context.workspace }),
        next: { kind: 'fix-input', ...sayDetail('path.escape.write.next') },
      };
    }
    return {
      severity: 'soft-deny',
      ...say('path.escape.read', { where, workspace: context.workspace }),
      next: {
        kind: 'ask-user',
        ...sayDetail('path.confirm-read.next', { raw: place.raw }),
      },
    };
  },
});
