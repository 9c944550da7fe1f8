// systemWritePolicy — commands writing system paths or user configuration (seed
// 000 修改系统文件 CRITICAL: hard-deny), writing outside the workspace (hard-deny, as
// the path policy), or writing sensitive files and .git internals (ask)
// Pos: policies/security/commands/rules, the write side of the path rules
// applied to redirections, tee, cp/mv, sed -i, dd of= …; temp directories are
// scratch space; device files are device-write.ts's
import { placeOf } from '../../paths/path-place.js';
import { sensitiveTarget } from '../../paths/sensitive-paths.js';
import { writeTargets } from '../targets.js';
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
          ? { what: 'the filesystem root' }
          : sensitiveTarget(target.word.value);
        if (location) {
          hits.push({
            severity: 'hard-deny',
            message: `${target.how} writes ${target.word.value} on ${host}, ${location.what} (seed 000 修改系统文件 CRITICAL)`,
            next: stop(
              'do not change system files; ask the user to make that change themselves',
            ),
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
            message: `${target.how} writes ${place.what}: changing system files or global configuration (seed 000 修改系统文件 CRITICAL)`,
            next: stop(
              'do not change it; if the change is needed, ask the user to make it themselves',
            ),
          });
          break;
        case 'root':
        case 'home':
        case 'workspace-ancestor':
        case 'outside':
          hits.push({
            severity: 'hard-deny',
            message: `${target.how} writes ${place.what}: outside the workspace (${paths.workspace})`,
            next: stop(
              'write inside the workspace (or a temp directory) instead',
            ),
          });
          break;
        case 'repository':
          hits.push({
            severity: 'soft-deny',
            message: `${target.how} writes ${place.what}: git hooks and config run code and hold history`,
            next: ask('confirm the change to .git with the user'),
          });
          break;
        case 'inside':
        case 'workspace':
          if (place.sensitive)
            hits.push({
              severity: 'soft-deny',
              message: `${target.how} writes ${place.raw}, ${place.sensitive} (seed 000 敏感文件)`,
              next: ask(
                'confirm with the user; keep real secrets out of files the agent writes',
              ),
            });
          break;
        default:
          break;
      }
    }
    return hits;
  },
});
