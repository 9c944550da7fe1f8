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
  type Lang,
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

function listing(list: readonly SnapshotEntry[]): string {
  if (list.length === 0)
    return 'no snapshots in this working tree yet: Wukong takes one before a call that deletes or rewrites files\n';
  const rows = list.map(
    (s) =>
      `${snapshotId(s.commit)}  ${when(s.meta.takenAt)}  ${s.meta.tool.padEnd(11)} ${oneLine(s.meta.before, 80)}`,
  );
  return `ID            TAKEN (UTC)          TOOL        BEFORE\n${rows.join('\n')}\n`;
}

const some = (paths: readonly string[], n = 10) =>
  paths
    .slice(0, n)
    .map((p) => `  ${p}`)
    .join('\n') +
  (paths.length > n ? `\n  … and ${paths.length - n} more` : '');

export async function undoCommand(
  argv: string[],
  io: CommandIO,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: OPTIONS,
  });
  if (values.help) {
    io.out(undoHelp(cliLanguage(io)));
    return 0;
  }
  if (positionals.length > 1)
    throw new UsageError(
      `undo takes at most one snapshot ID; got ${positionals.map((p) => JSON.stringify(p)).join(' ')}`,
    );
  const viewing = values.list || values.status;
  if (
    viewing &&
    (positionals.length || values.path !== undefined || values.clean)
  )
    throw new UsageError(
      '--list and --status only look: give them without an ID, --path or --clean',
    );
  if (values.list && values.status)
    throw new UsageError('give --list or --status, not both');
  if (values.status) {
    const status = await undoStatus(io.cwd, undoKey(io.env));
    if (values.json) io.out(`${JSON.stringify(status, null, 2)}\n`);
    else if (!status.available) io.out(`undo: unavailable: ${status.why}\n`);
    else
      io.out(
        `undo: available in ${status.top}: ${status.snapshots} snapshot${status.snapshots === 1 ? '' : 's'}${status.newest ? `, newest ${snapshotId(status.newest.commit)} at ${when(status.newest.meta.takenAt)} before ${oneLine(status.newest.meta.before, 60)}` : ''}\n`,
      );
    return status.available ? 0 : 1;
  }
  if (values.list) {
    const list = await listSnapshots(await repoOf(io.cwd), undoKey(io.env));
    io.out(
      values.json
        ? `${JSON.stringify({ snapshots: list }, null, 2)}\n`
        : listing(list),
    );
    return 0;
  }
  const tty = io.stdinIsTTY ? io.stdinIsTTY() : process.stdin.isTTY === true;
  if (!tty && !values.yes) {
    io.err(
      "wukong undo: refused: stdin is not a terminal. Restoring the workspace is the user's to do; run it from a terminal, or add --yes in a script of your own.\n",
    );
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
      `nothing to restore: ${values.path ?? 'the working tree'} already matches snapshot ${id}`,
    );
  else {
    lines.push(
      `restored ${done.written.length} file${done.written.length === 1 ? '' : 's'} from snapshot ${id} (${when(done.target.meta.takenAt)}, before ${oneLine(done.target.meta.before, 60)})`,
    );
    if (done.written.length) lines.push(some(done.written));
  }
  if (done.removed.length)
    lines.push(
      `removed ${done.removed.length} created since (--clean):`,
      some(done.removed),
    );
  if (done.leftAlone.length)
    lines.push(
      `left alone ${done.leftAlone.length} created since the snapshot (--clean removes them):`,
      some(done.leftAlone),
    );
  if (done.skipped.length)
    lines.push(
      `not removed (a folder on the way is a symlink):`,
      some(done.skipped),
    );
  if (done.submodules.length)
    lines.push(
      `not restored: ${done.submodules.length} submodule${done.submodules.length === 1 ? '' : 's'} (a snapshot holds a submodule's commit, not its files; \`git submodule update --init -- <path>\` brings them back from its own repository):`,
      some(done.submodules),
    );
  lines.push(
    `the state before this undo is snapshot ${snapshotId(done.before.commit)}: \`wukong undo ${snapshotId(done.before.commit)} --clean\` puts it back`,
  );
  io.out(`${lines.join('\n')}\n`);
  return 0;
}
