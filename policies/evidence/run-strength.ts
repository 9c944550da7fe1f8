// runStrength(promised, observed) — whether a run that was observed is the
// promised verify command or a strictly stronger one (same program and script,
// every promised test still selected, nothing that lets a failure pass, run
// where the promise runs), and if not, why in words a person can act on ("added
// `-t foo`, which narrows the promised `npm test -- rate-limit`")
// Pos: policies/harness/promise, what the Stop hook and ship readiness ask
// before a run counts as proof; pure. It accepts a narrow shape on purpose:
// `cd`/`set -o pipefail` first, the test command, pipes into tail/head/grep/tee
// under pipefail; anything else the shell could do around the test (subshells,
// substitutions, `&&` after it, `;`, `||`, `&`) is refused
import { posix } from 'node:path';
import type { Segment, Word } from './command-line.js';
import { readCommandLine, texts } from './command-line.js';
import { pipefailAfter } from './command-kind.js';
import { MAX_SOURCE_LENGTH } from '../security/commands/extract.js';
import type { Invocation, Scripts } from './invocation.js';
import { HARMLESS_PM_OPTIONS, readInvocation } from './invocation.js';
import type { RunnerSpec } from './test-runners.js';
import {
  MODULE_OPTIONS,
  OPAQUE,
  isHarmless,
  optionKey,
} from './test-runners.js';
import type { MessageId } from '../vocabulary/messages/message.js';
import type { Said, SaidParam } from '../vocabulary/messages/said.js';
import { fragment, saidText } from '../vocabulary/messages/say.js';

export type Strength =
  | { verdict: 'same' | 'stronger' }
  | { verdict: 'weaker'; why: string; whySaid: Said }
  | { verdict: 'unrelated' };

export interface StrengthContext {
  /**
   * package.json scripts, to know which runner `npm test` reaches; without them
   * a script's words are read by what every JS runner agrees on.
   */
  scripts?: Scripts;
  /** The workspace's absolute path, for `cd /abs/path`. */
  workspace?: string;
  /**
   * Where the run's shell was, relative to the workspace (`.` for its root; the
   * hook's cwd).
   */
  cwd?: string;
}

/** Environment variables that change only how output looks. */
const HARMLESS_ENV = new Set([
  'CI',
  'FORCE_COLOR',
  'NO_COLOR',
  'TERM',
  'COLUMNS',
]);
/** Programs that only pass on or drop lines of the test's output. */
const FILTERS = new Set([
  'tail',
  'head',
  'grep',
  'egrep',
  'fgrep',
  'tee',
  'cat',
]);
const SET_WORD = /^(?:[-][euxo]+|pipefail|errexit|nounset|xtrace)$/;
const WEAK_PM_OPTIONS: Record<string, MessageId> = {
  '--if-present': 'strength.pm.if-present',
  '--ignore-scripts': 'strength.pm.ignore-scripts',
};

const quote = (s: string) => `\`${s}\``;
const weaker = (why: Said): Strength => ({
  verdict: 'weaker',
  why: saidText(why, 'en'),
  whySaid: why,
});
const wordsOf = (segment: Segment) => texts(segment).join(' ');
const place = (dir: string): SaidParam =>
  dir === '.' ? fragment('strength.the-workspace-root') : quote(dir);

interface Shape {
  invocation: Invocation;
  /** The test command's words, for messages. */
  display: string;
  /**
   * Where the test runs, relative to the workspace, from the shell's start;
   * undefined when not knowable.
   */
  dir: string | undefined;
  /** Its dynamic words (`$X`, globs). */
  dynamic: string[];
  /** It moves with a relative `cd` first. */
  relativeCd: boolean;
}

/**
 * Applies a `cd` target to a directory relative to the workspace; undefined
 * when it leaves it or cannot be known.
 */
function cd(
  from: string | undefined,
  target: Word | undefined,
  workspace: string | undefined,
): string | undefined {
  if (
    from === undefined ||
    !target ||
    target.dynamic ||
    target.text === '-' ||
    target.text.startsWith('-')
  )
    return undefined;
  const path = target.text.startsWith('/')
    ? workspace
      ? posix.relative(workspace, posix.normalize(target.text)) || '.'
      : undefined
    : posix.normalize(posix.join(from, target.text));
  return path === undefined ||
    path === '..' ||
    path.startsWith('../') ||
    path.startsWith('/')
    ? undefined
    : path.replace(/\/$/, '') || '.';
}

/**
 * The segments in front of the test: only `cd DIR &&` and `set` of shell
 * options may come first.
 */
function readPrefix(
  segments: Segment[],
  upTo: number,
  start: string | undefined,
  workspace: string | undefined,
):
  | { dir: string | undefined; pipefail: boolean; relativeCd: boolean }
  | { why: Said } {
  let dir = start;
  let pipefail = false;
  /**
   * A relative `cd` before any absolute one: where it lands depends on where
   * the shell started.
   */
  let relativeCd = false;
  let absolute = false;
  for (let i = 0; i < upTo; i++) {
    const segment = segments[i] as Segment;
    const words = texts(segment);
    const joined = (segments[i + 1] as Segment).joinedBy;
    if (segment.redirects.length)
      return {
        why: fragment('strength.prefix', { words: quote(wordsOf(segment)) }),
      };
    if (words[0] === 'cd' && words.length === 2 && joined === '&&') {
      absolute ||= (words[1] as string).startsWith('/');
      relativeCd ||= !absolute;
      dir = cd(dir, segment.words[1], workspace);
    } else if (
      words[0] === 'set' &&
      words.length > 1 &&
      words.slice(1).every((w) => SET_WORD.test(w)) &&
      (joined === '&&' || joined === ';')
    )
      pipefail = pipefailAfter(words, pipefail);
    else
      return {
        why: fragment('strength.prefix', { words: quote(wordsOf(segment)) }),
      };
  }
  return { dir, pipefail, relativeCd };
}

/**
 * What follows the test: nothing, or pipes into line filters under pipefail.
 */
function readSuffix(
  segments: Segment[],
  at: number,
  pipefail: boolean,
): Said | undefined {
  const test = segments[at] as Segment;
  const next = segments[at + 1];
  const after = next
    ? quote(wordsOf(next))
    : fragment('strength.another-command');
  switch (test.endedBy) {
    case 'end':
      return next ? fragment('strength.after-end', { after }) : undefined;
    case '&&':
      return fragment('strength.after-and', {
        next: quote(`&& ${next ? wordsOf(next) : ''}`.trim()),
      });
    case '||':
      return fragment('strength.after-or', {
        next: quote(`|| ${next ? wordsOf(next) : ''}`.trim()),
      });
    case ';':
      return fragment('strength.after-end', { after });
    case '&':
      return fragment('strength.background');
    default:
      if (!pipefail) return fragment('strength.pipe-no-pipefail', { after });
      for (let i = at + 1; i < segments.length; i++) {
        const stage = segments[i] as Segment;
        if (!FILTERS.has(texts(stage)[0] ?? ''))
          return fragment('strength.pipe-filter', {
            stage: quote(wordsOf(stage)),
          });
        if (
          stage.endedBy !== 'end' &&
          stage.endedBy !== '|' &&
          stage.endedBy !== '|&'
        )
          return fragment('strength.pipe-goes-on');
      }
      return undefined;
  }
}

/**
 * Reads a command as: shell preamble, the test (the first segment `pick`
 * accepts), what follows.
 */
function readShape(
  command: string,
  pick: (inv: Invocation) => boolean,
  ctx: StrengthContext,
  start: string | undefined,
): Shape | { why: Said } | undefined {
  if (command.length > MAX_SOURCE_LENGTH)
    return {
      why: fragment('strength.too-long', { limit: MAX_SOURCE_LENGTH }),
    };
  const line = readCommandLine(command);
  const at = line.segments.findIndex((s) => {
    const words = s.words[0]?.text === '!' ? s.words.slice(1) : s.words;
    const inv = readInvocation(words, ctx.scripts);
    return inv !== undefined && pick(inv);
  });
  if (at < 0) return undefined;
  const segment = line.segments[at] as Segment;
  if (line.unread.length)
    return {
      why: fragment('strength.unread', { what: line.unread[0] ?? '' }),
    };
  if (segment.words[0]?.text === '!') return { why: fragment('strength.bang') };
  if (segment.joinedBy === '|' || segment.joinedBy === '|&')
    return { why: fragment('strength.from-pipe') };
  const prefix = readPrefix(line.segments, at, start, ctx.workspace);
  if ('why' in prefix) return prefix;
  const after = readSuffix(line.segments, at, prefix.pipefail);
  if (after) return { why: after };
  const invocation = readInvocation(segment.words, ctx.scripts) as Invocation;
  return {
    invocation,
    display: wordsOf(segment),
    dir: prefix.dir,
    dynamic: segment.words.filter((w) => w.dynamic).map((w) => w.text),
    relativeCd: prefix.relativeCd,
  };
}

interface Option {
  key: string;
  value?: string;
  written: string;
}

/** Options and positionals as `spec` reads them; `--` separators dropped. */
function readArgs(
  args: readonly Word[],
  spec: RunnerSpec,
): { options: Option[]; positionals: string[] } {
  const options: Option[] = [];
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const word = (args[i] as Word).text;
    if (word === '--') continue;
    if (
      !word.startsWith('-') ||
      word === '-' ||
      spec.positionals === 'opaque'
    ) {
      positionals.push(word);
      continue;
    }
    const eq = word.indexOf('=');
    const key = optionKey(eq > 0 ? word.slice(0, eq) : word);
    if (eq > 0) options.push({ key, value: word.slice(eq + 1), written: word });
    else if (spec.valued.includes(key) && i + 1 < args.length) {
      const value = (args[++i] as Word).text;
      options.push({ key, value, written: `${word} ${value}` });
    } else options.push({ key, written: word });
  }
  return { options, positionals };
}

const plain = (s: string) => /^[A-Za-z0-9_\-/]+$/.test(s);
const normPath = (s: string) =>
  s.replace(/^(?:\.\/)+/, '').replace(/\/+$/, '') || '.';

/**
 * Whether the observed positional `o` selects at least what the promised `p`
 * selects.
 */
function covers(
  o: string,
  p: string,
  kind: RunnerSpec['positionals'],
): boolean {
  if (o === p) return true;
  switch (kind) {
    case 'substring':
      return normPath(p).toLowerCase().includes(normPath(o).toLowerCase());
    case 'regex':
      return plain(o) && plain(p) && p.includes(o);
    case 'path': {
      const [op, pp] = [normPath(o), normPath(p)];
      return op === '.'
        ? !pp.startsWith('/') && !pp.startsWith('..')
        : pp === op || pp.startsWith(`${op}/`) || pp.startsWith(`${op}::`);
    }
    case 'go-packages': {
      const [op, pp] = [normPath(o), normPath(p)];
      if (op === pp) return true;
      if (!op.endsWith('/...') && op !== '...') return false;
      const root = op === '...' || op === './...' ? '.' : op.slice(0, -4);
      return root === '.'
        ? !pp.startsWith('/') && !pp.startsWith('..')
        : pp === root || pp.startsWith(`${root}/`);
    }
    default:
      return false;
  }
}

/**
 * Compares the runner's words: the observed must select every promised test and
 * add nothing that narrows or weakens.
 */
function compareArgs(
  promisedRun: string,
  p: readonly Word[],
  o: readonly Word[],
  spec: RunnerSpec,
): Strength {
  const P = readArgs(p, spec);
  const O = readArgs(o, spec);
  const promised = quote(promisedRun);
  if (spec.positionals === 'opaque') {
    const same = P.positionals.join('\u0000') === O.positionals.join('\u0000');
    return same
      ? { verdict: 'same' }
      : weaker(
          fragment('strength.opaque-args', {
            promised,
            program: quote(promisedRun.split(' ')[0] ?? ''),
          }),
        );
  }
  const has = (list: Option[], opt: Option) =>
    list.some((x) => x.key === opt.key && x.value === opt.value);
  let changed = false;
  for (const opt of O.options) {
    if (has(P.options, opt)) continue;
    changed = true;
    const why = spec.weakening[opt.key];
    if (why)
      return weaker(
        fragment('strength.added-weak', {
          option: quote(opt.written),
          why: fragment(why),
        }),
      );
    if (spec.nameFilters.includes(opt.key)) {
      const before = P.options.find((x) => x.key === opt.key);
      return weaker(
        before
          ? fragment('strength.changed-filter', {
              before: quote(before.written),
              after: quote(opt.written),
              promised,
            })
          : fragment('strength.added-filter-option', {
              option: quote(opt.written),
              promised,
            }),
      );
    }
    const builtIn = MODULE_OPTIONS[opt.key];
    if (
      builtIn &&
      opt.value !== undefined &&
      !opt.value.split(',').every((v) => builtIn.has(v))
    )
      return weaker(
        fragment('strength.added-module', { option: quote(opt.written) }),
      );
    if (isHarmless(spec, opt.key) || spec.stronger.includes(opt.key)) continue;
    return weaker(
      fragment('strength.added-unknown', {
        option: quote(opt.written),
        runner: spec.name,
      }),
    );
  }
  for (const opt of P.options) {
    if (has(O.options, opt)) continue;
    changed = true;
    if (
      spec.nameFilters.includes(opt.key) ||
      spec.weakening[opt.key] ||
      isHarmless(spec, opt.key)
    )
      continue;
    return weaker(
      fragment('strength.dropped', { what: quote(opt.written), promised }),
    );
  }
  if (O.positionals.length === 0) {
    if (P.positionals.length > 0 && !spec.emptyMeansAll)
      return weaker(
        fragment('strength.dropped-positionals', {
          what: quote(P.positionals.join(' ')),
          promised,
          runner: spec.name,
        }),
      );
  } else {
    if (P.positionals.length === 0)
      return weaker(
        fragment('strength.added-filter', {
          filter: quote(O.positionals.join(' ')),
          promised,
        }),
      );
    const lost = P.positionals.find(
      (pp) => !O.positionals.some((op) => covers(op, pp, spec.positionals)),
    );
    if (lost !== undefined)
      return weaker(
        fragment('strength.not-selected', {
          lost: quote(lost),
          promised,
          filter: quote(O.positionals.join(' ')),
        }),
      );
  }
  changed ||= P.positionals.join('\u0000') !== O.positionals.join('\u0000');
  return { verdict: changed ? 'stronger' : 'same' };
}

function compareLauncher(
  promisedRun: string,
  p: Invocation,
  o: Invocation,
): Said | undefined {
  const relevant = (options: string[]) =>
    options.filter(
      (x) => !HARMLESS_PM_OPTIONS.has(x) && !/^--(?:loglevel|color)=/.test(x),
    );
  const [P, O] = [relevant(p.launcherOptions), relevant(o.launcherOptions)];
  if (P.join('\u0000') === O.join('\u0000')) return undefined;
  const added = O.find((x) => !P.includes(x));
  if (added) {
    const why = WEAK_PM_OPTIONS[added];
    return why
      ? fragment('strength.added-weak', {
          option: quote(added),
          why: fragment(why),
        })
      : fragment('strength.launcher-options', { options: quote(O.join(' ')) });
  }
  return fragment('strength.dropped', {
    what: quote(P.join(' ')),
    promised: quote(promisedRun),
  });
}

function compareEnv(
  promisedRun: string,
  p: Invocation,
  o: Invocation,
): Said | undefined {
  const name = (a: string) => a.slice(0, a.indexOf('='));
  const added = o.env.find(
    (a) => !p.env.includes(a) && !HARMLESS_ENV.has(name(a)),
  );
  if (added) return fragment('strength.sets-env', { assignment: quote(added) });
  const dropped = p.env.find((a) => !o.env.includes(a));
  return dropped
    ? fragment('strength.dropped', {
        what: quote(dropped),
        promised: quote(promisedRun),
      })
    : undefined;
}

/**
 * Whether `observed` is `promised` or strictly stronger. `unrelated`: the
 * observed command does not run the promised program and script at all. Where
 * the shell started matters: the run must start and end where the promise runs
 * (the workspace root, or the promise's own `cd`), so a `cd` Wukong cannot
 * resolve is refused.
 */
export function runStrength(
  promised: string,
  observed: string,
  ctx: StrengthContext = {},
): Strength {
  const P = readShape(
    promised,
    (inv) => inv.family !== 'cd' && inv.family !== 'set',
    ctx,
    '.',
  );
  if (!P || 'why' in P || P.dir === undefined) {
    // A promise Wukong cannot take apart is kept word for word.
    return promised.trim().replace(/\s+/g, ' ') ===
      observed.trim().replace(/\s+/g, ' ')
      ? { verdict: 'same' }
      : { verdict: 'unrelated' };
  }
  const start =
    ctx.cwd === undefined
      ? '.'
      : posix.normalize(ctx.cwd).replace(/\/$/, '') || '.';
  const O = readShape(
    observed,
    (inv) => inv.family === P.invocation.family,
    ctx,
    start,
  );
  if (!O) return { verdict: 'unrelated' };
  if ('why' in O) return weaker(O.why);
  const promisedRun = P.display;
  const dynamic = O.dynamic.find((d) => !P.dynamic.includes(d));
  if (dynamic !== undefined)
    return weaker(fragment('strength.dynamic', { what: quote(dynamic) }));
  // The hook's cwd may be where the shell started or where it ended (Claude
  // Code documents neither): with no `cd`, or an absolute one first, both
  // readings agree; a relative `cd` is followed only from the workspace root.
  if (O.relativeCd && start !== '.')
    return weaker(fragment('strength.relative-cd', { place: place(start) }));
  if (O.dir !== P.dir)
    return weaker(
      fragment('strength.ran-elsewhere', {
        dir:
          O.dir === undefined ? fragment('strength.unknown-dir') : place(O.dir),
        promised: place(P.dir),
      }),
    );
  const env = compareEnv(promisedRun, P.invocation, O.invocation);
  if (env) return weaker(env);
  const launcher = compareLauncher(promisedRun, P.invocation, O.invocation);
  if (launcher) return weaker(launcher);
  return compareArgs(
    promisedRun,
    P.invocation.args,
    O.invocation.args,
    P.invocation.spec,
  );
}

/**
 * Why a test run cannot stand as proof on its own (for a criterion with no
 * verify command, where any test run counts): what the shell does around it, or
 * an option that narrows or weakens it. Undefined when nothing is wrong or its
 * runner is unknown.
 */
export function ownWeakness(
  observed: string,
  ctx: StrengthContext = {},
): string | undefined {
  const said = ownWeaknessSaid(observed, ctx);
  return said && saidText(said, 'en');
}

/** ownWeakness as a catalog fragment, for a finding's `why`. */
export function ownWeaknessSaid(
  observed: string,
  ctx: StrengthContext = {},
): Said | undefined {
  const shape = readShape(observed, (inv) => inv.spec !== OPAQUE, ctx, '.');
  if (!shape) return undefined;
  if ('why' in shape) return shape.why;
  const { spec, args } = shape.invocation;
  const weak = readArgs(args, spec).options.find((o) => spec.weakening[o.key]);
  return weak
    ? fragment('strength.uses-weak', {
        option: quote(weak.written),
        why: fragment(spec.weakening[weak.key] as MessageId),
      })
    : undefined;
}
