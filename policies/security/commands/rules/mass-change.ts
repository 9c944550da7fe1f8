// massChangePolicy — one command changing more than 10 files, or a global
// search-and-replace (sed -i over find/xargs/globs, perl -pi over $(grep -rl
// …), chmod -R) (seed 000 大规模变更: 批量文件修改 >10 files, 全局搜索替换 → 分批执行): ask
// Pos: policies/security/commands/rules, one rule family; the 10 is seed 000's
// number
import { writeTargets } from '../targets.js';
import { fragment, say, sayDetail } from '../../../vocabulary/messages/say.js';
import { ask, defineCommandPolicy } from './define-command-policy.js';

export const MASS_CHANGE_FILES = 10;
const MODIFIERS = new Set([
  'sed',
  'perl',
  'ruby',
  'chmod',
  'chown',
  'chgrp',
  'mv',
  'truncate',
  'dos2unix',
  'unix2dos',
  'rename',
  'prename',
  'sd',
  'fastmod',
]);

export const massChangePolicy = defineCommandPolicy({
  id: 'command.mass-change',
  description:
    'changes to more than 10 files at once, global search-and-replace',
  check(command) {
    const gitRm = command.name === 'git' && command.argv[1]?.value === 'rm';
    if (!MODIFIERS.has(command.name) && !gitRm) return [];
    const targets = gitRm
      ? command.argv.slice(2).filter((w) => !w.value.startsWith('-'))
      : writeTargets(command)
          .filter((t) => !t.how.includes('redirection'))
          .map((t) => t.word);
    if (
      targets.length === 0 &&
      !command.inputArgs &&
      !['sd', 'fastmod', 'rename', 'prename'].includes(command.name)
    )
      return [];
    const recursive =
      ['chmod', 'chown', 'chgrp'].includes(command.name) &&
      command.argv.some(
        (w) => /^-[a-zA-Z]*R/.test(w.value) || w.value === '--recursive',
      );
    const replacing = ['sed', 'perl', 'ruby', 'sd', 'fastmod'].includes(
      command.name,
    );
    const unbounded =
      command.inputArgs ||
      targets.some(
        (w) => w.dynamic || w.value.includes('**') || (replacing && w.glob),
      ) ||
      recursive ||
      ['sd', 'fastmod'].includes(command.name);
    if (targets.length <= MASS_CHANGE_FILES && !unbounded) return [];
    const how =
      targets.length > MASS_CHANGE_FILES
        ? fragment('command.mass-change.count', { count: targets.length })
        : fragment(
            recursive
              ? 'command.mass-change.tree'
              : 'command.mass-change.run-time',
          );
    return [
      {
        severity: 'soft-deny',
        ...say('command.mass-change', {
          program: command.name,
          how,
          limit: MASS_CHANGE_FILES,
        }),
        next: ask(
          sayDetail('command.mass-change.next', { limit: MASS_CHANGE_FILES }),
        ),
      },
    ];
  },
});
