// judgeCommand — every path one extracted Bash command changes or reads,
// judged: its mutation targets (xargs items and find's `{}` by what lists
// them), reads that could be the daemon's secret, inline code that names a
// protected path and changes files, and Wukong's own CLI called to change
// Wukong
// Pos: policies/security/self-protection, the Bash half of the policy, over
// GateFacts.shell; comparing paths is path-judge.ts's
import { fragment, say, sayDetail } from '../../vocabulary/messages/index.js';
import { posix } from 'node:path';
import { findParent, mutationTargets } from '../commands/mutation-targets.js';
import type { Mutation } from '../commands/mutation-targets.js';
import { literalOutput } from '../commands/literal-output.js';
import type { ShellCommand, ShellWord } from '../commands/shell-command.js';
import { literalWord } from '../commands/word.js';
import { codeTouches } from './interpreter-writes.js';
import {
  judgeMutation,
  judgeRead,
  LEAVE,
  listedAwayFrom,
  relative,
  selectiveSafe,
  stopSaid,
  userWay,
  verbOf,
} from './path-judge.js';
import type { Hit, Judge } from './path-judge.js';
import type { Surface } from './protected-surfaces.js';
import { nextToSurface, placeWord, relationOf } from './surface-match.js';
import {
  judgeWukongArgs,
  wukongCall,
  wukongPackageChange,
} from './wukong-invocation.js';
import { judgeRevert } from './working-tree-revert.js';
import { earlierChange, judgeMove } from './working-tree-moves.js';

/**
 * Whether a literal in inline code names a protected path (the surface, inside
 * it, or a folder inside the workspace holding one).
 */
function literalNames(
  literal: string,
  judge: Judge,
  command: ShellCommand,
): Surface | undefined {
  if (literal.length > 300 || /[\n\0]/.test(literal)) return undefined;
  for (const place of placeWord(
    { value: literal },
    judge.places,
    command.workdir,
  )) {
    if (place.kind !== 'known') continue;
    const inside = place.absolute.startsWith(`${judge.workspace}/`);
    // The secret first: its folder is a protected surface too, but only the
    // secret is refused to readers.
    for (const surface of [...judge.surfaces].sort(
      (a, b) => Number(b.secret) - Number(a.secret),
    )) {
      const relation = relationOf(place.segments, surface);
      if (
        relation === 'at' ||
        relation === 'under' ||
        (relation === 'ancestor' && inside)
      )
        return surface;
    }
  }
  return undefined;
}

/**
 * Whether a word can name the daemon's secret or its folder at all: it mentions
 * them, is a glob or known only at run time, follows a cd, or resolves
 * elsewhere through a symlink. Most words do not, and skip the comparison.
 */
function mayNameSecret(
  word: ShellWord,
  command: ShellCommand,
  judge: Judge,
): boolean {
  if (word.glob || word.dynamic || command.workdir !== undefined) return true;
  const text = judge.places.resolvedPaths?.[word.value] ?? word.value;
  return /secret|wukong|run/i.test(text) || judge.cwdNearSecret;
}

/**
 * Programs that only look at a path's name or metadata: naming the daemon's
 * folder is fine for them.
 */
const NAME_ONLY = new Set([
  'ls',
  'stat',
  'test',
  '[',
  '[[',
  'du',
  'realpath',
  'readlink',
  'file',
  'cd',
  'pushd',
  'dirname',
  'basename',
  'echo',
  'printf',
]);

/**
 * Where the command's relative paths start, from the workspace root; '.' when
 * a `cd` cannot be followed (a revert's pathspec then counts as everything).
 */
function baseOf(command: ShellCommand, judge: Judge): string {
  const workdir = command.workdir;
  if (workdir === '?' || (workdir && /[$~`]/.test(workdir))) return '.';
  const rel = posix.relative(
    judge.workspace,
    posix.resolve(judge.places.cwd, workdir ?? '.'),
  );
  return rel.startsWith('..') ? '.' : rel || '.';
}

export function judgeCommand(command: ShellCommand, judge: Judge): Hit[] {
  const hits: Hit[] = [];
  const subject = command.text;
  if (command.remote) return hits;
  hits.push(...judgeRevert(command, judge.uncommitted, baseOf(command, judge)));
  const at = judge.analysis?.commands.indexOf(command) ?? -1;
  const earlier = judge.analysis
    ? earlierChange(judge.analysis.commands, at)
    : undefined;
  hits.push(...judgeMove(command, judge.moves, earlier));
  const change = wukongPackageChange(command);
  if (change)
    hits.push({
      severity: 'hard-deny',
      subject,
      ...say('self.wukong-cli', {
        call: command.argv.map((w) => w.value).join(' '),
        what: fragment(change.whatId),
        userWay,
      }),
      next: LEAVE,
    });
  const call = wukongCall(command);
  if (call) {
    const verdict = judgeWukongArgs(call.args.map((w) => w.value));
    if (verdict.kind === 'changes') {
      hits.push({
        severity: 'hard-deny',
        subject,
        ...say('self.wukong-cli', {
          call: [call.how, ...call.args.map((w) => w.value)].join(' '),
          what: fragment(verdict.whatId),
          userWay,
        }),
        next: LEAVE,
      });
    } else if (verdict.kind === 'writes') {
      for (const path of verdict.paths)
        hits.push(
          ...judgeMutation(
            literalWord(path),
            'write',
            `${call.how} ${call.args[0]?.value ?? ''}`.trim(),
            subject,
            judge,
            command,
          ),
        );
    }
  }
  let mutations = mutationTargets(command);
  // xargs and parallel hand their input lines over as more operands: the words
  // a literal echo feeds them, else `{}`, paths known only at run time.
  if (
    command.inputArgs &&
    !command.foundUnder &&
    !command.argv.some((w) => w.dynamic && w.value.includes('{}'))
  ) {
    const items = command.stdinText ?? fedText(command, judge);
    const extra =
      items === undefined
        ? [{ value: '{}', dynamic: true, glob: false, tilde: false }]
        : items.split(/\s+/).filter(Boolean).map(literalWord);
    mutations = mutationTargets({
      ...command,
      argv: [...command.argv, ...extra],
    });
  }
  for (const m of mutations) {
    if (m.word.dynamic && m.word.value.includes('{}') && command.inputArgs) {
      hits.push(...judgeRunTimeItems(m, command, judge));
      continue;
    }
    hits.push(
      ...judgeMutation(
        m.word,
        m.kind,
        m.how,
        subject,
        judge,
        command,
        m.relativeTo,
        m.selective,
      ),
    );
  }
  const reads: ShellWord[] = [...command.redirects.map((r) => r.target)];
  if (!NAME_ONLY.has(command.name)) reads.push(...command.argv.slice(1));
  for (const word of reads) {
    if (!mayNameSecret(word, command, judge)) continue;
    const found = judgeRead(
      word,
      command.name || 'a redirection',
      subject,
      judge,
      command,
    );
    if (found.length > 0) {
      hits.push(...found);
      break;
    }
  }
  const code = command.code;
  if (code?.text && code.language !== 'shell' && code.language !== 'sql') {
    const touches = codeTouches(code.text);
    for (const literal of touches.literals) {
      const surface = literalNames(literal, judge, command);
      if (!surface) continue;
      if (surface.secret) {
        hits.push({
          severity: 'hard-deny',
          subject,
          ...say('self.code-names-secret', {
            name: command.name,
            literal,
            what: fragment(surface.whatId),
          }),
          next: stopSaid('self.read-secret.next'),
        });
        break;
      }
      if (touches.mutating) {
        hits.push({
          severity: 'hard-deny',
          subject,
          ...say('self.code-mutates', {
            name: command.name,
            literal,
            what: fragment(surface.whatId),
            where: relative(judge, surface.display),
            call: touches.mutating,
            userWay,
          }),
          next: LEAVE,
        });
        break;
      }
    }
  }
  return hits;
}

/**
 * What the stage before prints when it is one literal echo or printf (the
 * extraction's own reading).
 */
function fedText(command: ShellCommand, judge: Judge): string | undefined {
  const pipeline = command.pipeline;
  if (!pipeline || pipeline.stage === 0) return undefined;
  const before = (judge.analysis?.commands ?? []).filter(
    (c) =>
      c.pipeline?.id === pipeline.id && c.pipeline.stage === pipeline.stage - 1,
  );
  return before.length === 1 && before[0]
    ? literalOutput(before[0].argv, before[0].stdinText)
    : undefined;
}

/**
 * `{}` of find -exec, xargs or parallel: the paths the producing command lists.
 */
function judgeRunTimeItems(
  m: Mutation,
  command: ShellCommand,
  judge: Judge,
): Hit[] {
  const subject = command.text;
  if (command.foundUnder) {
    const parent = findParent(judge.analysis?.commands ?? [], command);
    if (
      parent &&
      parent.roots.every((root) =>
        selectiveSafe(root, parent.names, command, judge),
      )
    )
      return [];
    return [
      {
        severity: 'hard-deny',
        subject,
        ...say(parent?.names ? 'self.find-lists-named' : 'self.find-lists', {
          how: m.how,
          verb: verbOf(m.kind),
          roots: (parent?.roots ?? []).map((r) => r.value).join(' ') || '.',
          ...(parent?.names ? { names: parent.names.join(', ') } : {}),
          userWay,
        }),
        next: stopSaid('self.find-lists.next'),
      },
    ];
  }
  const pipeline = command.pipeline;
  const producers = pipeline
    ? (judge.analysis?.commands ?? []).filter(
        (c) =>
          c.pipeline?.id === pipeline.id && c.pipeline.stage < pipeline.stage,
      )
    : [];
  if (listedAwayFrom(producers, judge)) return [];
  const near = nextToSurface(
    posix.resolve(
      judge.places.cwd,
      command.workdir && command.workdir !== '?' ? command.workdir : '.',
    ),
    '',
    judge.surfaces,
  );
  if (!near && command.workdir !== '?') return [];
  return [
    {
      severity: 'soft-deny',
      subject,
      ...say(
        command.wrappers.includes('xargs')
          ? 'self.run-time-items-xargs'
          : 'self.run-time-items-input',
        { how: m.how, verb: verbOf(m.kind) },
      ),
      next: { kind: 'ask-user', ...sayDetail('self.run-time-items.next') },
    },
  ];
}
