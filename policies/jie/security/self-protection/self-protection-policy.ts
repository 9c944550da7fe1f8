// selfProtectionPolicy (`self-protection`) — the agent cannot switch Wukong off: every path a tool call writes, moves,
// deletes, truncates, links, chmods or chowns is compared with the protected surfaces (Claude Code's settings, the
// avatars, wukong.config.json, .wukong/, the user-level state, the daemon's folder, /etc/wukong) and any hit is
// hard-deny; reading the daemon's secret is hard-deny; Wukong's own mutating commands are hard-deny; state that
// vanished asks
// Pos: policies/jie/security/self-protection, pure over the gate's generic facts (GateContext.path and access for
// file and MCP tools, GateFacts.shell for Bash, resolvedPaths for symlinks): it never branches on a tool's name
import { posix } from 'node:path';
import { definePolicy, gateFinding } from '../../../gate/define-policy.js';
import type { GateContext } from '../../../gate/gate-context.js';
import type { Finding, NextAction } from '../../../vocabulary/finding.js';
import type { Severity } from '../../../vocabulary/severity.js';
import { findParent, mutationTargets } from '../commands/mutation-targets.js';
import type { Mutation, MutationKind } from '../commands/mutation-targets.js';
import { findNames } from '../commands/mutation-targets.js';
import { findExpression } from '../commands/find-expression.js';
import { readOptions } from '../commands/options.js';
import { shellFacts } from '../commands/rules/define-command-policy.js';
import type { ShellAnalysis, ShellCommand, ShellWord } from '../commands/shell-command.js';
import { literalOutput } from '../commands/literal-output.js';
import { literalWord } from '../commands/word.js';
import { accessOf } from '../paths/define-path-policy.js';
import { globsMeet } from './glob-segment.js';
import { codeTouches } from './interpreter-writes.js';
import { protectedSurfaces, WUKONG_FILE_NAMES } from './protected-surfaces.js';
import type { Surface, WukongDirs } from './protected-surfaces.js';
import { nextToSurface, placeWord, relationOf, tailNamesSurface } from './surface-match.js';
import type { PlaceContext, Relation, WordLike } from './surface-match.js';
import { judgeWukongArgs, wukongCall } from './wukong-invocation.js';

export const SELF_PROTECTION = 'self-protection';

const USER_WAY = 'only the user changes it (`wukong config set KEY VALUE` or `wukong config edit` in a terminal, `wukong init`, `wukong uninstall`)';
const stop = (detail: string): NextAction => ({ kind: 'stop', detail });
const LEAVE = stop('leave it as it is and tell the user what you wanted to change; they can run `wukong config set KEY VALUE` themselves');

interface Hit {
  severity: Severity;
  subject: string;
  message: string;
  next: NextAction;
}

/** The user-level folders from the context, or where they are by default under `home`. */
export function wukongDirsOf(context: Pick<GateContext, 'home' | 'wukongDirs'>): WukongDirs {
  if (context.wukongDirs) return context.wukongDirs;
  const stateDir = posix.join(context.home, '.local', 'state', 'wukong');
  return { stateDir, daemonDirs: [posix.join(stateDir, 'run')] };
}

/** What a change of `kind` to a path in `relation` with a surface does to it: the relations that hurt. */
function reaches(kind: MutationKind, relation: Relation): boolean {
  if (relation === 'at' || relation === 'under') return true;
  // Deleting, moving, chmodding or linking a folder reaches what it holds; writing a folder's name as a file does not.
  return kind !== 'write';
}

const VERB: Record<MutationKind, string> = { write: 'writes', delete: 'deletes', move: 'moves away', meta: 'changes the permissions or owner of', tree: 'overwrites', link: 'links to' };

/** Names a `find -name` could select inside or at a protected surface: the surfaces' own names and what Wukong writes in its folders. */
function protectedNames(surfaces: readonly Surface[]): string[] {
  const names = new Set<string>(WUKONG_FILE_NAMES);
  for (const s of surfaces) if (s.segments.length > 0) names.add(s.segments[s.segments.length - 1] as string);
  return [...names];
}

interface Judge {
  surfaces: Surface[];
  /** The tool runs inside a daemon folder, where a bare name can be the secret. */
  cwdNearSecret: boolean;
  places: PlaceContext;
  workspace: string;
  analysis?: ShellAnalysis;
}

const relative = (judge: Judge, absolute: string) => {
  const rel = posix.relative(judge.workspace, absolute);
  return rel && !rel.startsWith('..') ? rel : absolute;
};

/** The folder a word is relative to: the command's `cd`, then a `git -C` or a symlink's own folder. */
function workdirOf(command: ShellCommand | undefined, relativeTo: string | undefined): string | undefined {
  const workdir = command?.workdir;
  if (relativeTo === undefined) return workdir;
  if (relativeTo.startsWith('/') || relativeTo.startsWith('~') || relativeTo.startsWith('$')) return relativeTo;
  if (workdir === '?') return '?';
  return workdir === undefined ? relativeTo : `${workdir}/${relativeTo}`;
}

/** Whether the listing commands whose output became the word (grep -l, find, git ls-files, ls) can only name paths away from every surface. */
function listedAwayFrom(producers: readonly ShellCommand[], judge: Judge): boolean {
  if (producers.length === 0) return false;
  return producers.every((p) => {
    const listing = listingRoots(p);
    if (!listing) return false;
    return listing.roots.every((root) => selectiveSafe(root, listing.names, p, judge));
  });
}

/** The folders a listing command lists under, and the names it selects; undefined when it is not a listing command. */
function listingRoots(command: ShellCommand): { roots: ShellWord[]; names?: string[] } | undefined {
  const words = command.argv.slice(1);
  const dot = [literalWord('.')];
  switch (command.name) {
    case 'grep':
    case 'egrep':
    case 'fgrep':
    case 'rg':
    case 'ag':
    case 'ack': {
      const read = readOptions(words, { short: 'eEfmABCdDgtT', long: ['regexp', 'file', 'max-count', 'context', 'glob', 'type'] });
      const given = read.values.has('e') || read.values.has('regexp') || read.values.has('f');
      const roots = read.operands.slice(given ? 0 : 1).map((o) => o.word);
      if (roots.length > 0) return { roots };
      const recursive = command.name !== 'grep' && command.name !== 'egrep' && command.name !== 'fgrep' ? true : ['r', 'R', 'recursive'].some((f) => read.flags.has(f));
      return recursive ? { roots: dot } : undefined;
    }
    case 'find': {
      const names = findNames(command.argv);
      const roots = findExpression(command.argv).roots;
      return { roots: roots.length > 0 ? roots : dot, ...(names ? { names } : {}) };
    }
    case 'fd':
    case 'fdfind': {
      const operands = readOptions(words, { short: 'etdEcjxX', long: ['extension', 'type', 'max-depth', 'exclude', 'color', 'threads', 'exec', 'exec-batch'] }).operands;
      return { roots: operands.length > 1 ? operands.slice(1).map((o) => o.word) : dot };
    }
    case 'ls':
      return { roots: readOptions(words).operands.map((o) => o.word).concat(readOptions(words).operands.length === 0 ? dot : []) };
    case 'git': {
      const sub = words.find((w) => !w.value.startsWith('-'))?.value;
      if (sub !== 'ls-files' && sub !== 'diff' && sub !== 'grep') return undefined;
      const at = words.findIndex((w) => w.value === '--');
      return { roots: at >= 0 && words.length > at + 1 ? words.slice(at + 1) : dot };
    }
    default:
      return undefined;
  }
}

/** Whether a selective change under `root` (only what `names` selects) stays away from every surface. */
function selectiveSafe(root: ShellWord, names: readonly string[] | undefined, command: ShellCommand, judge: Judge): boolean {
  const candidates = protectedNames(judge.surfaces);
  for (const place of placeWord(root, judge.places, command.workdir)) {
    if (place.kind !== 'known') return false;
    for (const surface of judge.surfaces) {
      const relation = relationOf(place.segments, surface);
      if (relation === undefined) continue;
      if (relation !== 'ancestor') return false;
      if (!names) return false;
      if (names.some((n) => candidates.some((c) => globsMeet({ text: n, pattern: true, dotglob: true }, { text: c, pattern: /[*?[]/.test(c) })))) return false;
    }
  }
  return true;
}

function denyMessage(how: string, kind: MutationKind, raw: string, surface: Surface, where: string, holds = false): string {
  return `${how} ${VERB[kind]} ${raw}${holds ? ', which holds' : ' —'} ${surface.what} (${where}): the agent may not weaken Wukong; ${USER_WAY}`;
}

/** Judges one path a tool or command changes. */
function judgeMutation(word: WordLike, kind: MutationKind, how: string, subject: string, judge: Judge, command?: ShellCommand, relativeTo?: string, selective?: Mutation['selective']): Hit[] {
  const hits: Hit[] = [];
  for (const place of placeWord(word, judge.places, workdirOf(command, relativeTo))) {
    if (place.kind === 'known') {
      for (const surface of judge.surfaces) {
        const relation = relationOf(place.segments, surface);
        if (relation === undefined || !reaches(kind, relation)) continue;
        if (selective && relation === 'ancestor' && command && selectiveSafe(word as ShellWord, selective.names, command, judge)) continue;
        hits.push({ severity: 'hard-deny', subject, message: denyMessage(how, kind, word.value, surface, relative(judge, surface.display), relation === 'ancestor'), next: LEAVE });
        break;
      }
      continue;
    }
    if (place.kind === 'unknown-base') {
      const named = tailNamesSurface(place.relative, judge.surfaces);
      if (named) hits.push({ severity: 'hard-deny', subject, message: denyMessage(how, kind, word.value, named, `after a cd the gate cannot follow, ${place.relative} names it`), next: LEAVE });
      else if (place.glob || place.relative === '.' || place.relative === '*') {
        hits.push({
          severity: 'soft-deny',
          subject,
          message: `${how} ${VERB[kind]} ${word.value} after a cd the gate cannot follow: it could reach Wukong's protected files (settings, config, .wukong)`,
          next: { kind: 'ask-user', detail: 'confirm with the user, or cd to a literal path first' },
        });
      }
      continue;
    }
    // Known only at run time: a variable or a command's output next to a protected surface.
    const surface = nextToSurface(place.dir, place.head, judge.surfaces, place.tail === '') ?? tailNamesSurface(place.tail, judge.surfaces);
    if (!surface) continue;
    if (place.substitution) {
      const producers = (command?.argumentProducers ?? []).map((k) => judge.analysis?.commands[k]).filter((c): c is ShellCommand => c !== undefined);
      if (listedAwayFrom(producers, judge)) continue;
      hits.push({
        severity: 'soft-deny',
        subject,
        message: `${how} ${VERB[kind]} ${word.value}, paths only known at run time, beside ${surface.what} (${relative(judge, surface.display)}): the gate cannot tell whether they include it`,
        next: { kind: 'ask-user', detail: 'confirm with the user, or list the folders to search so they leave out .claude, .wukong and wukong.config.json' },
      });
      continue;
    }
    hits.push({
      severity: 'hard-deny',
      subject,
      message: `${how} ${VERB[kind]} ${word.value}, a path held in a variable the gate cannot resolve, beside ${surface.what} (${relative(judge, surface.display)}): the agent may not weaken Wukong; ${USER_WAY}`,
      next: stop('write the path literally; if it is one of Wukong\'s files, leave it to the user'),
    });
  }
  return hits;
}

/** Judges one path a tool or command reads: only the daemon's secret (and its folder read whole) is refused. */
function judgeRead(word: WordLike, how: string, subject: string, judge: Judge, command?: ShellCommand): Hit[] {
  for (const place of placeWord(word, judge.places, command?.workdir)) {
    let secret: Surface | undefined;
    if (place.kind === 'known') {
      secret = judge.surfaces.find((s) => {
        if (!s.secret) return false;
        const relation = relationOf(place.segments, s);
        return relation === 'at' || (relation === 'ancestor' && place.segments.length === s.segments.length - 1);
      });
    } else {
      const tail = place.kind === 'dynamic' ? place.tail : place.relative;
      const named = tailNamesSurface(tail, judge.surfaces);
      if (named?.secret) secret = named;
    }
    if (secret) {
      return [
        {
          severity: 'hard-deny',
          subject,
          message: `${how} reads ${word.value} — ${secret.what} (${secret.display}): it authenticates hooks to the resident process, and no agent may hold it`,
          next: stop('do not read it; nothing in a task needs it'),
        },
      ];
    }
  }
  return [];
}

/** Whether a literal in inline code names a protected path (the surface, inside it, or a folder inside the workspace holding one). */
function literalNames(literal: string, judge: Judge, command: ShellCommand): Surface | undefined {
  if (literal.length > 300 || /[\n\0]/.test(literal)) return undefined;
  for (const place of placeWord({ value: literal }, judge.places, command.workdir)) {
    if (place.kind !== 'known') continue;
    const inside = place.absolute.startsWith(`${judge.workspace}/`);
    // The secret first: its folder is a protected surface too, but only the secret is refused to readers.
    for (const surface of [...judge.surfaces].sort((a, b) => Number(b.secret) - Number(a.secret))) {
      const relation = relationOf(place.segments, surface);
      if (relation === 'at' || relation === 'under' || (relation === 'ancestor' && inside)) return surface;
    }
  }
  return undefined;
}

/**
 * Whether a word can name the daemon's secret or its folder at all: it mentions them, is a glob or known only at run
 * time, follows a cd, or resolves elsewhere through a symlink. Most words do not, and skip the comparison.
 */
function mayNameSecret(word: ShellWord, command: ShellCommand, judge: Judge): boolean {
  if (word.glob || word.dynamic || command.workdir !== undefined) return true;
  const text = judge.places.resolvedPaths?.[word.value] ?? word.value;
  return /secret|wukong|run/i.test(text) || judge.cwdNearSecret;
}

/** Programs that only look at a path's name or metadata: naming the daemon's folder is fine for them. */
const NAME_ONLY = new Set(['ls', 'stat', 'test', '[', '[[', 'du', 'realpath', 'readlink', 'file', 'cd', 'pushd', 'dirname', 'basename', 'echo', 'printf']);

function judgeCommand(command: ShellCommand, judge: Judge): Hit[] {
  const hits: Hit[] = [];
  const subject = command.text;
  if (command.remote) return hits;
  const call = wukongCall(command);
  if (call) {
    const verdict = judgeWukongArgs(call.args.map((w) => w.value));
    if (verdict.kind === 'changes') {
      hits.push({
        severity: 'hard-deny',
        subject,
        message: `${[call.how, ...call.args.map((w) => w.value)].join(' ')} ${verdict.what}: the agent may not reconfigure, reinstall, stop or feed Wukong; ${USER_WAY}. Read-only commands (check, scan, audit, ledger verify|tail, promise show, config get|show, --help) stay allowed`,
        next: LEAVE,
      });
    } else if (verdict.kind === 'writes') {
      for (const path of verdict.paths) hits.push(...judgeMutation(literalWord(path), 'write', `${call.how} ${call.args[0]?.value ?? ''}`.trim(), subject, judge, command));
    }
  }
  let mutations = mutationTargets(command);
  // xargs and parallel hand their input lines over as more operands: the words a literal echo feeds them, else `{}`,
  // paths known only at run time.
  if (command.inputArgs && !command.foundUnder && !command.argv.some((w) => w.dynamic && w.value.includes('{}'))) {
    const items = command.stdinText ?? fedText(command, judge);
    const extra = items === undefined ? [{ value: '{}', dynamic: true, glob: false, tilde: false }] : items.split(/\s+/).filter(Boolean).map(literalWord);
    mutations = mutationTargets({ ...command, argv: [...command.argv, ...extra] });
  }
  for (const m of mutations) {
    if (m.word.dynamic && m.word.value.includes('{}') && command.inputArgs) {
      hits.push(...judgeRunTimeItems(m, command, judge));
      continue;
    }
    hits.push(...judgeMutation(m.word, m.kind, m.how, subject, judge, command, m.relativeTo, m.selective));
  }
  const reads: ShellWord[] = [...command.redirects.map((r) => r.target)];
  if (!NAME_ONLY.has(command.name)) reads.push(...command.argv.slice(1));
  for (const word of reads) {
    if (!mayNameSecret(word, command, judge)) continue;
    const found = judgeRead(word, command.name || 'a redirection', subject, judge, command);
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
        hits.push({ severity: 'hard-deny', subject, message: `${command.name} code names ${literal} — ${surface.what}: no agent may read it`, next: stop('do not read it; nothing in a task needs it') });
        break;
      }
      if (touches.mutating) {
        hits.push({
          severity: 'hard-deny',
          subject,
          message: `${command.name} code names ${literal} — ${surface.what} (${relative(judge, surface.display)}) — and calls ${touches.mutating}: the agent may not weaken Wukong; ${USER_WAY}`,
          next: LEAVE,
        });
        break;
      }
    }
  }
  return hits;
}

/** What the stage before prints when it is one literal echo or printf (the extraction's own reading). */
function fedText(command: ShellCommand, judge: Judge): string | undefined {
  const pipeline = command.pipeline;
  if (!pipeline || pipeline.stage === 0) return undefined;
  const before = (judge.analysis?.commands ?? []).filter((c) => c.pipeline?.id === pipeline.id && c.pipeline.stage === pipeline.stage - 1);
  return before.length === 1 && before[0] ? literalOutput(before[0].argv, before[0].stdinText) : undefined;
}

/** `{}` of find -exec, xargs or parallel: the paths the producing command lists. */
function judgeRunTimeItems(m: Mutation, command: ShellCommand, judge: Judge): Hit[] {
  const subject = command.text;
  if (command.foundUnder) {
    const parent = findParent(judge.analysis?.commands ?? [], command);
    if (parent && parent.roots.every((root) => selectiveSafe(root, parent.names, command, judge))) return [];
    return [
      {
        severity: 'hard-deny',
        subject,
        message: `${m.how} ${VERB[m.kind]} what find lists under ${(parent?.roots ?? []).map((r) => r.value).join(' ') || '.'}${parent?.names ? ` named ${parent.names.join(', ')}` : ''}, which can include Wukong's protected files (settings, config, .wukong): the agent may not weaken Wukong; ${USER_WAY}`,
        next: stop('search only the folders you mean (find src …) or name files Wukong does not own'),
      },
    ];
  }
  const pipeline = command.pipeline;
  const producers = pipeline ? (judge.analysis?.commands ?? []).filter((c) => c.pipeline?.id === pipeline.id && c.pipeline.stage < pipeline.stage) : [];
  if (listedAwayFrom(producers, judge)) return [];
  const near = nextToSurface(posix.resolve(judge.places.cwd, command.workdir && command.workdir !== '?' ? command.workdir : '.'), '', judge.surfaces);
  if (!near && command.workdir !== '?') return [];
  return [
    {
      severity: 'soft-deny',
      subject,
      message: `${m.how} ${VERB[m.kind]} paths that arrive at run time (${command.wrappers.includes('xargs') ? 'from xargs' : 'from its input'}): the gate cannot tell whether they include Wukong's protected files`,
      next: { kind: 'ask-user', detail: 'confirm with the user, or list only the folders you mean (grep -rl … src | xargs …)' },
    },
  ];
}

/** One finding per subject and severity, the first reason found: `mv x .claude` need not say it twice. */
function findingsOf(hits: readonly Hit[]): Finding[] {
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const hit of hits) {
    const key = `${hit.severity}\u0000${hit.subject}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(gateFinding(SELF_PROTECTION, hit.subject, hit.severity, hit.message, hit.next));
  }
  return out;
}

export const selfProtectionPolicy = definePolicy({
  id: SELF_PROTECTION,
  description: "Wukong's own settings, state and secret: no tool of the agent changes them (hard-deny), state that vanished asks",
  checkpoints: ['pre-tool', 'pre-write', 'pre-verify-command'],
  evaluate(context) {
    const dirs = wukongDirsOf(context);
    const surfaces = protectedSurfaces(context.workspace, dirs);
    const cwd = posix.resolve(context.cwd).toLowerCase();
    const judge: Judge = {
      surfaces,
      cwdNearSecret: surfaces.some((s) => s.secret && cwd.startsWith(`/${s.segments.slice(0, -1).join('/')}`)),
      places: { cwd: context.cwd, home: context.home, ...(context.facts?.resolvedPaths ? { resolvedPaths: context.facts.resolvedPaths } : {}), ...(dirs.variables ? { variables: dirs.variables } : {}) },
      workspace: posix.resolve(context.workspace),
    };
    const hits: Hit[] = [];
    if (context.path !== undefined && context.path !== '') {
      const access = context.access ?? accessOf(context);
      const tool = context.toolName ?? 'the tool';
      if (access === 'read') hits.push(...judgeRead({ value: context.path }, tool, context.path, judge));
      else hits.push(...judgeMutation({ value: context.path }, (access as string) === 'delete' ? 'delete' : 'write', tool, context.path, judge));
    }
    if (context.command !== undefined && context.checkpoint !== 'pre-write') {
      const analysis = shellFacts(context);
      if (analysis) {
        judge.analysis = analysis;
        for (const command of analysis.commands) hits.push(...judgeCommand(command, judge));
      }
    }
    if (context.checkpoint === 'pre-tool') {
      for (const gone of context.facts?.vanished ?? []) {
        hits.push({
          severity: 'soft-deny',
          subject: `vanished:${gone.path}`,
          message: `${gone.what} (${gone.path}) existed this session and is gone or emptied: something outside Wukong removed it, and Wukong does not silently start over`,
          next: { kind: 'ask-user', detail: 'tell the user what vanished; only they restore it (for a promise: `wukong promise set …`)' },
        });
      }
    }
    return findingsOf(hits);
  },
});
