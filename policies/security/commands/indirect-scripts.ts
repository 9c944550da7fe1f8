// packageScriptRun / packageScriptLines (npm, yarn, pnpm, bun run a script
// named in package.json, with its pre and post hooks), makeRun / makeRecipes
// (make runs the recipes of its targets and their prerequisites) — which file a
// command runs code from and which lines of it run
// Pos: policies/security/commands, pure readers of package.json and Makefile
// text; reading the files is the caller's (ScriptReader), judging the lines the
// command rules'
import type { ShellWord } from './shell-command.js';

const PACKAGE_MANAGERS = new Set(['npm', 'yarn', 'pnpm', 'bun']);
/** npm's own commands that run the script of the same name. */
const NPM_LIFECYCLE: Record<string, string> = {
  test: 'test',
  t: 'test',
  tst: 'test',
  start: 'start',
  stop: 'stop',
  restart: 'restart',
};
/** Options of the package managers that take a value (skipped with it). */
const VALUE_OPTIONS = new Set([
  '--prefix',
  '-C',
  '--dir',
  '--cwd',
  '--filter',
  '-F',
  '--workspace',
  '-w',
  '--loglevel',
]);
/**
 * yarn and pnpm commands of their own: `yarn add x` is not a script called add.
 * Anything else after `yarn`/`pnpm` is a script name.
 */
const OWN_COMMANDS = new Set([
  'add',
  'install',
  'i',
  'ci',
  'remove',
  'rm',
  'uninstall',
  'un',
  'unlink',
  'link',
  'up',
  'upgrade',
  'update',
  'outdated',
  'info',
  'view',
  'why',
  'list',
  'ls',
  'init',
  'create',
  'dlx',
  'exec',
  'publish',
  'pack',
  'config',
  'set',
  'cache',
  'store',
  'audit',
  'import',
  'dedupe',
  'prune',
  'patch',
  'version',
  'versions',
  'help',
  'login',
  'logout',
  'whoami',
  'workspaces',
  'workspace',
  'global',
  'node',
  'plugin',
  'constraints',
  'explain',
  'bin',
  'root',
  'env',
  'setup',
  'self-update',
]);

export interface PackageScriptRun {
  /** The package.json the manager reads, relative to the command's cwd. */
  file: string;
  script: string;
}

/** `npm run x`, `npm test`, `yarn x`, `pnpm run x`, `bun run x` … */
export function packageScriptRun(
  name: string,
  argv: readonly ShellWord[],
): PackageScriptRun | undefined {
  if (!PACKAGE_MANAGERS.has(name)) return undefined;
  let dir = '.';
  const words: string[] = [];
  for (let i = 1; i < argv.length; i++) {
    const word = argv[i] as ShellWord;
    if (word.value === '--') break;
    if (VALUE_OPTIONS.has(word.value)) {
      const next = argv[i + 1];
      if (
        next &&
        ['--prefix', '-C', '--dir', '--cwd'].includes(word.value) &&
        !next.dynamic
      )
        dir = next.value;
      i++;
      continue;
    }
    const eq = /^--(?:prefix|dir|cwd)=(.+)$/.exec(word.value);
    if (eq) {
      dir = eq[1] as string;
      continue;
    }
    if (word.value.startsWith('-')) continue;
    if (word.dynamic) return undefined;
    if (words.length < 2) words.push(word.value);
  }
  const [first, second] = words;
  if (first === undefined) return undefined;
  let script: string | undefined;
  if (first === 'run' || first === 'run-script' || first === 'rum')
    script = second;
  else if (name === 'npm' || name === 'bun')
    script = Object.hasOwn(NPM_LIFECYCLE, first)
      ? NPM_LIFECYCLE[first]
      : undefined;
  else if (!OWN_COMMANDS.has(first)) script = first;
  if (script === undefined) return undefined;
  return { file: dir === '.' ? 'package.json' : `${dir}/package.json`, script };
}

/**
 * The command lines a run of `script` executes from this package.json text:
 * `pre<script>`, the script, `post<script>`; undefined when the text is not a
 * package.json with that script.
 */
export function packageScriptLines(
  text: string,
  script: string,
): string[] | undefined {
  let scripts: unknown;
  try {
    scripts = (JSON.parse(text) as { scripts?: unknown }).scripts;
  } catch {
    return undefined;
  }
  if (typeof scripts !== 'object' || scripts === null) return undefined;
  const table = scripts as Record<string, unknown>;
  const lines = [`pre${script}`, script, `post${script}`]
    .map((key) => (Object.hasOwn(table, key) ? table[key] : undefined))
    .filter((v): v is string => typeof v === 'string');
  return typeof table[script] === 'string' ? lines : undefined;
}

export interface MakeRun {
  /** The makefile candidates, relative to the command's cwd, first found wins. */
  files: string[];
  /** `-f -`: the makefile is the command's stdin. */
  fromStdin: boolean;
  targets: string[];
}

/** `make [-C dir] [-f file] [targets]`; undefined for a dry run or not make. */
export function makeRun(
  name: string,
  argv: readonly ShellWord[],
): MakeRun | undefined {
  if (name !== 'make' && name !== 'gmake') return undefined;
  let dir = '';
  const files: string[] = [];
  const targets: string[] = [];
  for (let i = 1; i < argv.length; i++) {
    const word = argv[i] as ShellWord;
    const v = word.value;
    if (
      /^-[a-zA-Z]*n[a-zA-Z]*$/.test(v) ||
      v === '--dry-run' ||
      v === '--just-print' ||
      v === '--recon'
    )
      return undefined;
    const takes = /^(-C|-f|--directory|--file|--makefile|-I|-j|-l|-o|-W)$/.exec(
      v,
    );
    if (takes) {
      const next = argv[++i];
      if (!next) break;
      if (v === '-C' || v === '--directory')
        dir = `${dir}${next.value.replace(/\/$/, '')}/`;
      if (v === '-f' || v === '--file' || v === '--makefile')
        files.push(next.value);
      continue;
    }
    const joined = /^(?:-C|--directory=)(.+)$/.exec(v);
    if (joined) {
      dir = `${dir}${(joined[1] as string).replace(/\/$/, '')}/`;
      continue;
    }
    const file = /^(?:-f|--file=|--makefile=)(.+)$/.exec(v);
    if (file) {
      files.push(file[1] as string);
      continue;
    }
    if (v.startsWith('-') || v.includes('=')) continue;
    targets.push(v);
  }
  const fromStdin = files.includes('-');
  const candidates = files.length
    ? files.filter((f) => f !== '-')
    : ['GNUmakefile', 'makefile', 'Makefile'];
  return {
    files: candidates.map((f) => (f.startsWith('/') ? f : `${dir}${f}`)),
    fromStdin,
    targets,
  };
}

/** Variables make defines itself that recipes commonly use. */
const MAKE_DEFAULTS: Record<string, string> = {
  RM: 'rm -f',
  MAKE: 'make',
  CC: 'cc',
  CXX: 'g++',
  SHELL: '/bin/sh',
};

/**
 * The recipe lines `make` runs for `targets` (default: the first target) and,
 * recursively, their prerequisites; `$(VAR)` replaced by the makefile's own
 * simple definitions, `$$` by `$`. An unknown target runs every recipe (a
 * pattern rule may build it). Bounded by the text's size.
 */
export function makeRecipes(
  text: string,
  targets: readonly string[],
): string[] {
  const rules = new Map<string, { prereqs: string[]; recipe: string[] }>();
  const vars: Record<string, string> = { ...MAKE_DEFAULTS };
  let first: string | undefined;
  let current: { prereqs: string[]; recipe: string[] }[] = [];
  const lines = text.replace(/\\\n/g, ' ').split('\n');
  for (const line of lines) {
    if (line.startsWith('\t')) {
      for (const rule of current) rule.recipe.push(line.slice(1));
      continue;
    }
    if (/^\s*(#|$)/.test(line)) continue;
    const def =
      /^\s*(?:export\s+|override\s+)?([A-Za-z_][\w.]*)\s*(?:[:?+!]?=|::=)\s*(.*)$/.exec(
        line,
      );
    if (def) {
      vars[def[1] as string] = (def[2] as string).trim();
      current = [];
      continue;
    }
    // `targets: prerequisites [; recipe]`, read without a backtracking regex (a
    // long line of blanks must not cost quadratic time).
    const colon = line.indexOf(':');
    const heads = colon > 0 ? line.slice(0, colon) : '';
    const rest = colon > 0 ? line.slice(colon + 1).replace(/^:/, '') : '';
    if (
      !heads.trim() ||
      /[=#]/.test(heads) ||
      (rest.split(';', 1)[0] ?? '').includes('=')
    ) {
      current = [];
      continue;
    }
    const [prereqText, inline] = rest.split(';', 2);
    const prereqs = (prereqText ?? '').split(/\s+/).filter(Boolean);
    current = [];
    for (const head of heads.split(/\s+/).filter(Boolean)) {
      const entry = rules.get(head) ?? { prereqs: [], recipe: [] };
      entry.prereqs.push(...prereqs);
      if (inline !== undefined && inline.trim()) entry.recipe.push(inline);
      rules.set(head, entry);
      current.push(entry);
      if (first === undefined && !head.startsWith('.') && !head.includes('%'))
        first = head;
    }
  }
  const wanted = targets.length ? [...targets] : first ? [first] : [];
  const out: string[] = [];
  const seen = new Set<string>();
  let unknown = false;
  while (wanted.length && seen.size < 256) {
    const target = wanted.shift() as string;
    if (seen.has(target)) continue;
    seen.add(target);
    const rule = rules.get(target);
    if (!rule) {
      unknown ||= targets.includes(target);
      continue;
    }
    out.push(...rule.recipe);
    wanted.push(...rule.prereqs);
  }
  if (unknown) for (const rule of rules.values()) out.push(...rule.recipe);
  const expand = (line: string, depth = 0): string =>
    depth > 4
      ? line
      : line.replace(/\$[({]([A-Za-z_][\w.]*)[)}]/g, (whole, name: string) =>
          Object.hasOwn(vars, name)
            ? expand(vars[name] as string, depth + 1)
            : whole,
        );
  return out.map((line) =>
    expand(line.replace(/^[\s@+-]+/, '')).replace(/\$\$/g, '$'),
  );
}
