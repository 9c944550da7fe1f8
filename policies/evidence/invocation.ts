// readInvocation — what one simple command runs as a test: its family (`npm run
// test`, `vitest`, `python3 -m pytest`, `go test` …), the assignments in front,
// the package manager's own options, the words the test runner reads and the
// grammar that reads them (a package script's runner is looked up in
// package.json's scripts)
// Pos: policies/harness/promise, the part of run-strength.ts that looks through
// launchers and wrappers; `npx vitest`, `node_modules/.bin/vitest` and `vitest`
// are one family, `npm test` and `npm run test` another; pure
import type { Word } from './command-line.js';
import { readCommandLine } from './command-line.js';
import type { RunnerSpec } from './test-runners.js';
import { GENERIC, OPAQUE, RUNNERS } from './test-runners.js';

export interface Invocation {
  /** Two runs compare only within one family. */
  family: string;
  /** `NAME=value` words in front. */
  env: string[];
  /**
   * The package manager's own words before `--` (`--silent`, `--if-present` …).
   */
  launcherOptions: string[];
  /**
   * The words the test runner reads (for a package script: the ones passed on
   * to it).
   */
  args: Word[];
  spec: RunnerSpec;
}

export type Scripts = Readonly<Record<string, string>> | null | undefined;

const SIMPLE_WRAPPERS = new Set(['time', 'nice', 'command', 'exec', 'nohup']);
const NPX_OPTIONS = new Set([
  '--yes',
  '-y',
  '--no-install',
  '--no',
  '--offline',
  '--prefer-offline',
  '-q',
  '--quiet',
  '--',
]);
const PNPM_BUILTINS = new Set([
  'install',
  'i',
  'add',
  'remove',
  'rm',
  'update',
  'up',
  'exec',
  'dlx',
  'why',
  'list',
  'ls',
  'outdated',
  'publish',
  'pack',
  'link',
  'unlink',
  'store',
  'audit',
  'rebuild',
  'prune',
  'init',
  'create',
  'env',
  'setup',
  'config',
  'import',
  'fetch',
  'deploy',
  'patch',
  'server',
  'start',
]);
const YARN_BUILTINS = new Set([
  'add',
  'install',
  'remove',
  'upgrade',
  'up',
  'dlx',
  'exec',
  'why',
  'info',
  'init',
  'create',
  'config',
  'cache',
  'workspace',
  'workspaces',
  'global',
  'link',
  'pack',
  'publish',
  'npm',
  'plugin',
  'set',
  'unplug',
  'version',
  'constraints',
  'dedupe',
  'explain',
  'node',
  'patch',
  'rebuild',
  'search',
  'bin',
  'start',
]);
const PYTHON = /^(?:python(?:\d+(?:\.\d+)?)?|py)$/;
const DURATION = /^\d+(?:\.\d+)?[smhd]?$/;

const text = (w: Word | undefined) => w?.text ?? '';

/** Drops `timeout [options] DURATION`; undefined when it is not written so. */
function afterTimeout(words: Word[]): Word[] | undefined {
  let i = 1;
  while (i < words.length) {
    const w = text(words[i]);
    if (
      w === '--foreground' ||
      w === '--preserve-status' ||
      w === '-v' ||
      w === '--verbose' ||
      /^--(?:signal|kill-after)=/.test(w)
    )
      i++;
    else if (w === '-k' || w === '-s') i += 2;
    else break;
  }
  return DURATION.test(text(words[i])) ? words.slice(i + 1) : undefined;
}

/**
 * `npm test`, `npm run x`, `pnpm x`, `yarn run x`, `bun run x`: the script's
 * name and the words after it.
 */
function scriptOf(
  words: Word[],
): { pm: string; name: string; rest: Word[] } | undefined {
  const pm = text(words[0]);
  const sub = text(words[1]);
  if (
    sub === 'test' ||
    ((pm === 'npm' || pm === 'pnpm') && (sub === 't' || sub === 'tst'))
  )
    return pm === 'bun'
      ? undefined
      : { pm, name: 'test', rest: words.slice(2) };
  if (
    ['run', 'run-script', 'rum', 'urn'].includes(sub) &&
    words[2] &&
    !text(words[2]).startsWith('-')
  )
    return { pm, name: text(words[2]), rest: words.slice(3) };
  if (pm === 'pnpm' && sub && !sub.startsWith('-') && !PNPM_BUILTINS.has(sub))
    return { pm, name: sub, rest: words.slice(2) };
  if (pm === 'yarn' && sub && !sub.startsWith('-') && !YARN_BUILTINS.has(sub))
    return { pm, name: sub, rest: words.slice(2) };
  return undefined;
}

/**
 * The runner a package script ends in (npm appends the passed words to its last
 * command), looked through up to 3 scripts deep.
 */
function scriptSpec(name: string, scripts: Scripts, depth: number): RunnerSpec {
  const body = scripts?.[name];
  if (body === undefined || depth > 3) return GENERIC;
  const last = readCommandLine(body).segments.at(-1);
  return last
    ? (readInvocation(last.words, scripts, depth + 1)?.spec ?? OPAQUE)
    : OPAQUE;
}

/**
 * npm reads the words before `--` itself; its positionals reach the script only
 * when no option could have taken them as a value.
 */
function npmSplit(
  pm: string,
  rest: Word[],
): { launcherOptions: string[]; args: Word[] } {
  const cut = rest.findIndex((w) => w.text === '--');
  const before = cut < 0 ? rest : rest.slice(0, cut);
  const after = cut < 0 ? [] : rest.slice(cut + 1);
  if (pm !== 'npm') return { launcherOptions: [], args: rest };
  const options = before.filter((w) => w.text.startsWith('-'));
  if (
    options.every(
      (o) =>
        HARMLESS_PM_OPTIONS.has(o.text) ||
        /^--(?:loglevel|color)=/.test(o.text),
    )
  )
    return {
      launcherOptions: options.map((o) => o.text),
      args: [...before.filter((w) => !w.text.startsWith('-')), ...after],
    };
  return { launcherOptions: before.map((w) => w.text), args: after };
}

export const HARMLESS_PM_OPTIONS = new Set([
  '--silent',
  '-s',
  '--quiet',
  '-q',
  '--color',
  '--no-color',
  '-d',
  '--loglevel',
]);

/**
 * The test family of a tool reached directly or through npx /
 * node_modules/.bin.
 */
function toolInvocation(tool: string, rest: Word[], env: string[]): Invocation {
  const sub = text(rest[0]);
  const make = (
    family: string,
    spec: RunnerSpec,
    args: Word[],
  ): Invocation => ({ family, env, launcherOptions: [], args, spec });
  if (tool === 'vitest') {
    if (sub === 'run') return make('vitest', RUNNERS.vitest, rest.slice(1));
    if (
      [
        'watch',
        'dev',
        'bench',
        'list',
        'init',
        'related',
        'typecheck',
      ].includes(sub)
    )
      return make(`vitest ${sub}`, OPAQUE, rest.slice(1));
    return make('vitest', RUNNERS.vitest, rest);
  }
  if (tool === 'jest') return make('jest', RUNNERS.jest, rest);
  if (tool === 'mocha') return make('mocha', RUNNERS.mocha, rest);
  if (tool === 'pytest' || tool === 'py.test')
    return make('pytest', RUNNERS.pytest, rest);
  if ((tool === 'playwright' || tool === 'bun') && sub === 'test')
    return make(
      `${tool} test`,
      tool === 'bun' ? RUNNERS.bun : RUNNERS.playwright,
      rest.slice(1),
    );
  if (tool === 'go' && sub === 'test')
    return make('go test', RUNNERS.go, rest.slice(1));
  if (tool === 'cargo' && sub === 'test')
    return make('cargo test', RUNNERS.cargo, rest.slice(1));
  if (tool === 'node' && rest.some((w) => w.text === '--test'))
    return make('node --test', RUNNERS.node, rest);
  if (PYTHON.test(tool) && sub === '-m' && text(rest[1]) === 'pytest')
    return make(`${tool} -m pytest`, RUNNERS.pytest, rest.slice(2));
  return make(tool, OPAQUE, rest);
}

/**
 * What `words` (one simple command) runs as a test; undefined for an empty
 * command.
 */
export function readInvocation(
  words: readonly Word[],
  scripts?: Scripts,
  depth = 0,
): Invocation | undefined {
  let rest = [...words];
  const env: string[] = [];
  while (rest[0]?.assignment) env.push((rest.shift() as Word).text);
  for (;;) {
    const head = text(rest[0]);
    if (SIMPLE_WRAPPERS.has(head)) rest = rest.slice(1);
    else if (head === 'timeout') {
      const after = afterTimeout(rest);
      if (!after) break;
      rest = after;
    } else break;
  }
  const head = rest[0];
  if (!head) return undefined;
  if (head.dynamic)
    return {
      family: head.text,
      env,
      launcherOptions: [],
      args: rest.slice(1),
      spec: OPAQUE,
    };
  const bin = /(?:^|\/)node_modules\/\.bin\/([^/]+)$/.exec(head.text);
  if (bin) return toolInvocation(bin[1] as string, rest.slice(1), env);
  if (head.text === 'npx' || head.text === 'bunx') {
    let i = 1;
    while (NPX_OPTIONS.has(text(rest[i]))) i++;
    return rest[i]
      ? toolInvocation(text(rest[i]), rest.slice(i + 1), env)
      : toolInvocation(head.text, [], env);
  }
  const sub = text(rest[1]);
  if (
    (head.text === 'npm' && (sub === 'exec' || sub === 'x')) ||
    ((head.text === 'pnpm' || head.text === 'yarn') && sub === 'exec') ||
    (head.text === 'bun' && sub === 'x')
  ) {
    let i = 2;
    while (NPX_OPTIONS.has(text(rest[i]))) i++;
    if (rest[i]) return toolInvocation(text(rest[i]), rest.slice(i + 1), env);
  }
  if (['npm', 'pnpm', 'yarn', 'bun'].includes(head.text)) {
    const script = scriptOf(rest);
    if (script) {
      const split = npmSplit(script.pm, script.rest);
      return {
        family: `${script.pm} run ${script.name}`,
        env,
        launcherOptions: split.launcherOptions,
        args: split.args,
        spec: scriptSpec(script.name, scripts, depth),
      };
    }
  }
  return toolInvocation(head.text, rest.slice(1), env);
}
