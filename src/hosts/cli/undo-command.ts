// undoCommand — `wukong undo --list | --status | [ID] [--path P] [--clean]
// [--yes]`: the snapshots PreToolUse took before destroying calls, and putting
// the working tree (or one path) back to one of them after snapshotting the
// present, so an undo can be undone
// Pos: src/hosts/cli, the words on the screen; the snapshots and the restore
// are src/harness/undo. Restoring is the user's: the gate denies it to the
// agent (self-protection) and it refuses a stdin that is not a terminal unless
// --yes
import { parseArgs } from 'node:util';
import {
  snapshotId,
  type SnapshotEntry,
} from '../../../policies/harness/undo/snapshot-record.js';
import { saidParamText } from '../../platform/errors/said-error.js';
import { UsageError } from '../../platform/errors/usage-error.js';
import {
  repoOf,
  undoStatus,
  undoWorkspace,
} from '../../harness/undo/undo-workspace.js';
import { listSnapshots } from '../../harness/undo/snapshot-refs.js';
import { undoKey } from '../../harness/undo/undo-key.js';
import { cliLanguage } from './cli-language.js';
import {
  message,
  translator,
  type Lang,
  type Translate,
} from '../../../policies/vocabulary/messages/index.js';
import type { CommandIO } from './io.js';

export const undoHelp = (lang: Lang) => message('cli.undo.help', lang);

const OPTIONS = {
  list: { type: 'boolean' },
  status: { type: 'boolean' },
  json: { type: 'boolean' },
  path: { type: 'string' },
  clean: { type: 'boolean' },
  yes: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const when = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, '');
/** One line, control characters shown as `?` (a command may carry escapes). */
const oneLine = (text: string, width: number) => {
  const flat = text
    .replace(/\s+/g, ' ')

    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '?')
    .trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
};

function listing(list: readonly SnapshotEntry[], t: Translate): string {
  if (list.length === 0) return `${t('cli.undo.none')}\n`;
  const rows = list.map(
    (s) =>
      `${snapshotId(s.commit)}  ${when(s.meta.takenAt)}  ${s.meta.tool.padEnd(11)} ${oneLine(s.meta.before, 80)}`,
  );
  return `${t('cli.undo.table-head')}\n${rows.join('\n')}\n`;
}

const some = (paths: readonly string[], t: Translate, n = 10) =>
  paths
    .slice(0, n)
    .map((p) => `  ${p}`)
    .join('\n') +
  (paths.length > n
    ? `\n  ${t('cli.undo.more', { count: paths.length - n })}`
    : '');

export async function undoCommand(
  argv: string[],
  io: CommandIO,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: OPTIONS,
  });
  const lang = cliLanguage(io);
  const t = translator(lang);
  if (values.help) {
    io.out(undoHelp(lang));
    return 0;
  }
  if (positionals.length > 1)
    throw new UsageError(
      t('cli.undo.one-id', {
        args: positionals.map((p) => JSON.stringify(p)).join(' '),
      }),
    );
  const viewing = values.list || values.status;
  if (
    viewing &&
    (positionals.length || values.path !== undefined || values.clean)
  )
    throw new UsageError(t('cli.undo.look-only'));
  if (values.list && values.status)
    throw new UsageError(t('cli.undo.list-or-status'));
  if (values.status) {
    const status = await undoStatus(io.cwd, undoKey(io.env));
    if (values.json) {
      const { whySaid: _, ...shown } = status.available
        ? { ...status, whySaid: undefined }
        : status;
      io.out(`${JSON.stringify(shown, null, 2)}\n`);
    } else if (!status.available)
      io.out(
        `${t('cli.undo.unavailable', { why: saidParamText(status.whySaid, lang) })}\n`,
      );
    else
      io.out(
        `${t(
          status.snapshots === 1
            ? 'cli.undo.available.one'
            : 'cli.undo.available.many',
          {
            top: String(status.top),
            count: status.snapshots,
            newest: status.newest
              ? t('cli.undo.newest', {
                  id: snapshotId(status.newest.commit),
                  at: when(status.newest.meta.takenAt),
                  before: oneLine(status.newest.meta.before, 60),
                })
              : '',
          },
        )}\n`,
      );
    return status.available ? 0 : 1;
  }
  if (values.list) {
    const list = await listSnapshots(await repoOf(io.cwd), undoKey(io.env));
    io.out(
      values.json
        ? `${JSON.stringify({ snapshots: list }, null, 2)}\n`
        : listing(list, t),
    );
    return 0;
  }
  const tty = io.stdinIsTTY ? io.stdinIsTTY() : process.stdin.isTTY === true;
  if (!tty && !values.yes) {
    io.err(`wukong undo: ${t('cli.undo.refused')}\n`);
    return 3;
  }
  const done = await undoWorkspace(io.cwd, {
    ...(positionals[0] !== undefined ? { id: positionals[0] } : {}),
    ...(values.path !== undefined ? { path: values.path } : {}),
    ...(values.clean ? { clean: true } : {}),
    now: new Date(),
    key: undoKey(io.env),
  });
  const id = snapshotId(done.target.commit);
  const lines: string[] = [];
  if (
    done.written.length === 0 &&
    done.removed.length === 0 &&
    done.submodules.length === 0
  )
    lines.push(
      t('cli.undo.nothing', {
        what: values.path ?? t('cli.undo.working-tree'),
        id,
      }),
    );
  else {
    lines.push(
      t(
        done.written.length === 1
          ? 'cli.undo.restored.one'
          : 'cli.undo.restored.many',
        {
          count: done.written.length,
          id,
          at: when(done.target.meta.takenAt),
          before: oneLine(done.target.meta.before, 60),
        },
      ),
    );
    if (done.written.length) lines.push(some(done.written, t));
  }
  if (done.removed.length)
    lines.push(
      t('cli.undo.removed', { count: done.removed.length }),
      some(done.removed, t),
    );
  if (done.leftAlone.length)
    lines.push(
      t('cli.undo.left-alone', { count: done.leftAlone.length }),
      some(done.leftAlone, t),
    );
  if (done.skipped.length)
    lines.push(t('cli.undo.symlink'), some(done.skipped, t));
  if (done.submodules.length)
    lines.push(
      t(
        done.submodules.length === 1
          ? 'cli.undo.submodules.one'
          : 'cli.undo.submodules.many',
        { count: done.submodules.length },
      ),
      some(done.submodules, t),
    );
  lines.push(t('cli.undo.before', { id: snapshotId(done.before.commit) }));
  io.out(`${lines.join('\n')}\n`);
  return 0;
}
