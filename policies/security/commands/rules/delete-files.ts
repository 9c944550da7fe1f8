// deleteFilesPolicy — rm, unlink, shred, srm and find -delete (seed 000 不可逆操作:
// rm/del/unlink; 危险命令: rm -rf): hard-deny recursive deletes of /, home, the
// workspace or what holds it, and any delete of system or user-config paths;
// hard-deny rm -rf outside the workspace; ask for every other delete
// (irreversible: confirm and back up first); `rm -i` with no stdin fed by the
// line asks by itself
// Pos: policies/security/commands/rules, one rule family; deletes inside inline
// code are inline-code.ts's
import type { Severity } from '../../../vocabulary/severity.js';
import { placeOf } from '../../paths/path-place.js';
import type { PathContext, PathPlace } from '../../paths/path-place.js';
import { sensitiveTarget } from '../../paths/sensitive-paths.js';
import type {
  ShellAnalysis,
  ShellCommand,
  ShellWord,
} from '../shell-command.js';
import { deleteTargets } from '../targets.js';
import { findRecoveryKey, recoverable, recoveryKey } from '../recoverable.js';
import { fragment, say, sayDetail } from '../../../vocabulary/messages/say.js';
import type { Said } from '../../../vocabulary/messages/said.js';
import { ask, defineCommandPolicy, stop } from './define-command-policy.js';
import type { CommandHit } from './define-command-policy.js';

/** On another machine only the absolute places can be judged. */
function remotePlace(raw: string): PathPlace {
  const p = raw.replace(/\/\*?$/, '') || '/';
  if (p === '/' || raw === '/*')
    return { raw, kind: 'root', what: 'the remote filesystem root' };
  if (/^(?:~|\$HOME|\$\{HOME\})\/?\*?$/.test(raw))
    return { raw, kind: 'home', what: 'the remote home directory' };
  const target = sensitiveTarget(p);
  if (target)
    return {
      raw,
      kind: target.kind,
      what: `${p} on the remote machine (${target.what})`,
    };
  return { raw, kind: 'unknown', what: `${raw} on the remote machine` };
}

/**
 * Severity of deleting `place`; recursive and forced as rm reads its flags;
 * selective when only matches go (find -delete).
 */
function judge(
  place: PathPlace,
  recursive: boolean,
  force: boolean,
  selective = false,
): Severity {
  if (selective)
    return ['root', 'system', 'user-config', 'device'].includes(place.kind)
      ? 'hard-deny'
      : 'soft-deny';
  switch (place.kind) {
    case 'root':
    case 'home':
    case 'workspace-ancestor':
    case 'repository':
      return recursive ? 'hard-deny' : 'soft-deny';
    case 'temp-root':
      return recursive && !place.contents ? 'hard-deny' : 'soft-deny';
    case 'workspace':
      return recursive && !place.contents ? 'hard-deny' : 'soft-deny';
    case 'system':
    case 'user-config':
    case 'device':
      return 'hard-deny';
    case 'outside':
      return recursive && force ? 'hard-deny' : 'soft-deny';
    default:
      return 'soft-deny';
  }
}

function placeOfOperand(
  word: ShellWord,
  command: ShellCommand,
  paths: PathContext,
): PathPlace {
  if (command.remote) return remotePlace(word.value);
  // `~+` is $PWD and `~-` $OLDPWD (bash's tilde prefixes).
  if (word.tilde && /^~[+-](?:\/|$)/.test(word.value))
    return word.value[1] === '+'
      ? placeOf(`$PWD${word.value.slice(2)}`, paths, {
          ...(command.workdir !== undefined
            ? { workdir: command.workdir }
            : {}),
        })
      : { raw: word.value, kind: 'unknown', what: `${word.value} ($OLDPWD)` };
  return placeOf(word.value, paths, {
    dynamic: word.dynamic,
    ...(command.workdir !== undefined ? { workdir: command.workdir } : {}),
  });
}

/**
 * `rm -i` (or `-I`, `--interactive[=always|once]`, the last of -i/-I/-f
 * winning) with nothing the command line feeds its stdin: rm itself asks
 * before it removes anything, so the question is already put to whoever can
 * answer, and with no answer nothing goes. A pipe, heredoc, here-string, `<`
 * or an `exec` redirection anywhere in the line could answer for the user.
 */
function rmAsksItself(command: ShellCommand, analysis: ShellAnalysis): boolean {
  if (command.name !== 'rm' || command.remote || command.inputArgs)
    return false;
  // 'each' (-i) asks per file; 'once' (-I) asks only for more than three
  // files or a recursive delete, and otherwise removes without a word.
  let mode: 'each' | 'once' | 'none' = 'none';
  let recursive = false;
  let operands = 0;
  let options = true;
  for (const word of command.argv.slice(1)) {
    const w = word.value;
    if (word.dynamic) return false;
    if (!options || !w.startsWith('-') || w === '-') {
      operands++;
      continue;
    }
    if (w === '--') options = false;
    else if (/^--interactive(?:=(?:always|yes))?$/.test(w)) mode = 'each';
    else if (w === '--interactive=once') mode = 'once';
    else if (/^--interactive=(?:never|no|none)$/.test(w) || w === '--force')
      mode = 'none';
    else if (w === '--recursive') recursive = true;
    else if (/^-[A-Za-z]+$/.test(w))
      for (const letter of w.slice(1)) {
        if (letter === 'i') mode = 'each';
        if (letter === 'I') mode = 'once';
        if (letter === 'f') mode = 'none';
        if (letter === 'r' || letter === 'R') recursive = true;
      }
  }
  if (mode === 'none' || (mode === 'once' && !recursive && operands <= 3))
    return false;
  if (command.stdinText !== undefined) return false;
  if (command.pipeline && command.pipeline.stage > 0) return false;
  if (
    command.redirects.some(
      (r) => r.op.startsWith('<') && (r.fd === undefined || r.fd === 0),
    )
  )
    return false;
  return !analysis.commands.some((c) => c.name === 'exec');
}

export const deleteFilesPolicy = defineCommandPolicy({
  id: 'command.delete',
  description:
    'file deletion: hard-deny for catastrophic targets, ask for the rest',
  check(command, { paths, gate, analysis }) {
    const read = deleteTargets(command);
    if (!read) return [];
    if (read.operands.length === 0) {
      if (!command.inputArgs) return [];
      return [
        {
          severity: 'soft-deny',
          ...say('command.delete.input', {
            program: command.name,
            source: fragment(
              command.wrappers.includes('xargs')
                ? 'command.delete.input.xargs'
                : 'command.delete.input.stdin',
            ),
          }),
          next: ask(sayDetail('command.delete.input.next')),
        },
      ];
    }
    const recovery = gate.facts?.deleteRecovery;
    const findPattern = (() => {
      const at = command.argv.findIndex((w) => w.value === '-name');
      return at > 0 ? command.argv[at + 1]?.value : undefined;
    })();
    /** Inside the workspace and nothing lost: git or a build brings it back. */
    const restorable = (place: PathPlace, word: ShellWord) =>
      place.kind === 'inside' &&
      recovery !== undefined &&
      recoverable(
        recovery[
          command.name === 'find'
            ? findRecoveryKey(word.value, findPattern ?? '', command.workdir)
            : recoveryKey(word.value, command.workdir)
        ],
      );
    const judged = read.operands.flatMap((word) => {
      // Under find -exec, `{}` is each path found under find's roots: judged as
      // a selective delete there.
      if (word.dynamic && word.value.includes('{}') && command.foundUnder) {
        return command.foundUnder.map((root) => {
          const place = placeOfOperand(
            { ...word, value: root, dynamic: false },
            command,
            paths,
          );
          return {
            place,
            severity: judge(place, read.recursive, read.force, true),
          };
        });
      }
      const place = placeOfOperand(word, command, paths);
      // A find from the workspace root picks files inside it: judged by what
      // git says about those files.
      const inside: PathPlace =
        command.name === 'find' && place.kind === 'workspace' && read.selective
          ? { ...place, kind: 'inside' }
          : place;
      if (restorable(inside, word)) return [];
      return [
        {
          place,
          severity: judge(place, read.recursive, read.force, read.selective),
        },
      ];
    });
    if (judged.length === 0) return [];
    const hard = judged.filter((j) => j.severity === 'hard-deny');
    if (hard.length === 0 && rmAsksItself(command, analysis)) return [];
    /** The first three places, then how many more. */
    const where = (list: typeof judged): Said => {
      const [a = '', b, c] = list.map((j) => j.place.whatSaid ?? j.place.what);
      const shown =
        c !== undefined && b !== undefined
          ? fragment('command.list.3', { a, b, c })
          : b !== undefined
            ? fragment('command.list.2', { a, b })
            : fragment('command.list.1', { a });
      return list.length > 3
        ? fragment('command.list.more', { list: shown, more: list.length - 3 })
        : shown;
    };
    const remote = command.remote
      ? fragment('command.on-remote', { remote: command.remote })
      : '';
    const hits: CommandHit[] = [];
    if (hard.length > 0) {
      hits.push({
        severity: 'hard-deny',
        ...say('command.delete.hard', {
          verb: read.verbSaid,
          where: where(hard),
          remote,
        }),
        next: stop(sayDetail('command.delete.hard.next')),
      });
    } else {
      hits.push({
        severity: 'soft-deny',
        ...say('command.delete.soft', {
          verb: read.verbSaid,
          where: where(judged),
          remote,
        }),
        next: ask(sayDetail('command.delete.soft.next')),
      });
    }
    return hits;
  },
});
