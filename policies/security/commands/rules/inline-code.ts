// inlineCodePolicy — destructive calls in inline code (python -c, node -e, perl
// -e, ruby -e, heredocs into interpreters): file deletion (shutil.rmtree,
// os.remove, fs.rmSync, FileUtils.rm_rf, unlink …) and data deletion
// (.delete(), .drop(), destroy_all, deleteMany, clearObjects …): ask; hard-deny
// when a literal target is /, home, the workspace or a system path
// Pos: policies/security/commands/rules, one rule family; shell strings inside
// the code (os.system("rm -rf /")) are extracted as commands and judged by the
// other rules
import type { Severity } from '../../../vocabulary/severity.js';
import { placeOf } from '../../paths/path-place.js';
import { fragment, say, sayDetail } from '../../../vocabulary/messages/say.js';
import type { Said } from '../../../vocabulary/messages/said.js';
import { ask, defineCommandPolicy, stop } from './define-command-policy.js';

/** Calls that delete files or directories, by language family. */
const FILE_DELETE =
  /(?:\bshutil\.rmtree|\bos\.(?:remove|unlink|rmdir|removedirs|truncate)|\.unlink\s*\(|\.rmdir\s*\(|\brmtree|\bremove_tree|\.(?:rm|rmSync|rmdir|rmdirSync|unlink|unlinkSync|truncate|truncateSync)\s*\(|\brimraf|\bfse?\.(?:remove|removeSync|emptyDir|emptyDirSync)|\bFileUtils\.(?:rm_rf|rm_r|rm_f|rm|remove_dir|remove_entry|remove_entry_secure|rmtree|remove)|\bFile\.(?:delete|unlink)|\bDir\.(?:delete|rmdir|unlink)|\bunlink\b|\brmdir\b|\bos\.remove|\bfile\.remove|\bRemove-Item|Clear-Content|Format-Volume)/;
/** Calls that delete data through an API or ORM. */
const DATA_DELETE =
  /\.(?:delete\w*|destroy\w*|drop\w*|truncate\w*|purge\w*|flush(?:all|db)?|clear\w*|remove\w*)\s*\(|\b(?:destroy_all|delete_all|deleteMany|dropDatabase)\b/;
const STRING = /"((?:[^"\\\n]|\\.){1,300})"|'((?:[^'\\\n]|\\.){1,300})'/g;

export const inlineCodePolicy = defineCommandPolicy({
  id: 'command.inline-code',
  description: 'deleting files or data from inline interpreter code',
  check(command, { paths }) {
    const code = command.code;
    if (!code?.text || code.language === 'shell' || code.language === 'sql')
      return [];
    const text = code.text;
    const fileDelete = FILE_DELETE.exec(text);
    const dataDelete = fileDelete ? undefined : DATA_DELETE.exec(text);
    if (!fileDelete && !dataDelete) return [];
    let severity: Severity = 'soft-deny';
    let worst: Said | string = '';
    if (fileDelete) {
      for (const m of text.slice(fileDelete.index).matchAll(STRING)) {
        const literal = m[1] ?? m[2] ?? '';
        if (!/^[/~.$]/.test(literal)) continue;
        const place = placeOf(
          literal.replace(/\*$/, '').replace(/(.)\/$/, '$1'),
          paths,
          command.workdir !== undefined ? { workdir: command.workdir } : {},
        );
        if (
          [
            'root',
            'home',
            'workspace',
            'workspace-ancestor',
            'repository',
            'system',
            'user-config',
            'device',
          ].includes(place.kind)
        ) {
          severity = 'hard-deny';
          worst = place.whatSaid ?? place.what;
          break;
        }
        worst ||= place.whatSaid ?? place.what;
      }
    }
    const call =
      (fileDelete ?? dataDelete)?.[0]?.replace(/\s*\($/, '') ??
      fragment('command.inline-code.delete-call');
    if (severity === 'hard-deny') {
      return [
        {
          severity,
          ...say('command.inline-code.hard', {
            program: command.name,
            call,
            where: worst,
          }),
          next: stop(sayDetail('command.inline-code.hard.next')),
        },
      ];
    }
    return [
      {
        severity,
        ...say(
          fileDelete ? 'command.inline-code.files' : 'command.inline-code.data',
          {
            program: command.name,
            call,
            where: worst
              ? fragment('command.inline-code.on', { where: worst })
              : '',
          },
        ),
        next: ask(sayDetail('command.inline-code.next')),
      },
    ];
  },
});
