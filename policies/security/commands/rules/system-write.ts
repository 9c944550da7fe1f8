// systemWritePolicy — commands writing system paths or user configuration (seed
// 000 修改系统文件 CRITICAL: hard-deny), writing outside the workspace (hard-deny, as
// the path policy), or writing sensitive files and .git internals (ask)
// Pos: policies/security/commands/rules, the write side of the path rules
// applied to redirections, tee, cp/mv, sed -i, dd of= …; temp directories are
// scratch space; device files are device-write.ts's
import { howSaid } from '../how-said.js';
import { placeOf } from '../../paths/path-place.js';
import { sensitiveTarget } from '../../paths/sensitive-paths.js';
import { writeTargets } from '../targets.js';
import { fragment, say, sayDetail } from '../../../vocabulary/messages/say.js';
import { ask, defineCommandPolicy, stop } from './define-command-policy.js';
import type { CommandHit } from './define-command-policy.js';

export const systemWritePolicy = defineCommandPolicy({
  id: 'command.system-write',
  description:
    'writes to system paths, user configuration, outside the workspace, or to sensitive files',
  check(command, { paths }) {
    const hits: CommandHit[] = [];
    for (const target of writeTargets(command)) {
      const host = target.host ?? command.remote;
      if (host !== undefined) {
        const location = /^\/+\*?$/.test(target.word.value)
          ? { what: 'the filesystem root', whatId: 'place.root' as const }
          : sensitiveTarget(target.word.value);
        if (location) {
          hits.push({
            severity: 'hard-deny',
            ...say('command.system-write.remote', {
              how: howSaid(target.how),
              path: target.word.value,
              host,
              what: fragment(location.whatId),
            }),
            next: stop(sayDetail('command.system-write.remote.next')),
          });
        }
        continue;
      }
      const place = placeOf(target.word.value, paths, {
        dynamic: target.word.dynamic,
        ...(command.workdir !== undefined ? { workdir: command.workdir } : {}),
      });
      switch (place.kind) {
        case 'system':
        case 'user-config':
          hits.push({
            severity: 'hard-deny',
            ...say('command.system-write.location', {
              how: howSaid(target.how),
              what: place.whatSaid ?? place.what,
            }),
            next: stop(sayDetail('path.location.write.next')),
          });
          break;
        case 'root':
        case 'home':
        case 'workspace-ancestor':
        case 'outside':
          hits.push({
            severity: 'hard-deny',
            ...say('command.system-write.outside', {
              how: howSaid(target.how),
              what: place.whatSaid ?? place.what,
              workspace: paths.workspace,
            }),
            next: stop(sayDetail('path.escape.write.next')),
          });
          break;
        case 'repository':
          hits.push({
            severity: 'soft-deny',
            ...say('command.system-write.git', {
              how: howSaid(target.how),
              what: place.whatSaid ?? place.what,
            }),
            next: ask(sayDetail('path.location.git.next')),
          });
          break;
        case 'inside':
        case 'workspace':
          if (place.sensitive)
            hits.push({
              severity: 'soft-deny',
              ...say('command.system-write.sensitive', {
                how: howSaid(target.how),
                path: place.raw,
                what: place.sensitiveSaid ?? place.sensitive,
              }),
              next: ask(sayDetail('path.sensitive-file.write.next')),
            });
          break;
        default:
          break;
      }
    }
    return hits;
  },
});
