// profileCommand — what a verification command proves: its kind (test, build,
// typecheck, lint, syntax, run, trivial), whether it is an integration run, and
// whether its exit code is masked (`|| true`, `| tail`, `; exit 0`, `&`, `!`, a
// trap); classifyWords for one simple command
// Pos: policies/pipeline/ding, the reader 定 uses to grade command evidence;
// linear in the command's length, and a command over the parse limit is judged
// at once without reading it; not a security parser (that is tree-sitter in the
// gate)
import { MAX_SOURCE_LENGTH } from '../security/commands/extract.js';
import type { Meter } from './command-line.js';
import { readCommandLine, texts } from './command-line.js';
export type CommandKind =
  'test' | 'typecheck' | 'build' | 'lint' | 'syntax' | 'run' | 'trivial';

export interface CommandProfile {
  kind: CommandKind;
  integration: boolean;
  /** Why the exit code cannot be trusted, if it cannot. */
  masked?: string;
}

const PRIORITY: CommandKind[] = [
  'test',
  'typecheck',
  'build',
  'lint',
  'syntax',
  'run',
  'trivial',
];

const PREFIXES = new Set([
  'sudo',
  'env',
  'time',
  'nice',
  'nohup',
  'command',
  'exec',
  'npx',
  'bunx',
  'cross-env',
  'dotenv',
  'xvfb-run',
]);
const RUNNERS: Record<string, number> = {
  'npm exec': 2,
  'pnpm exec': 2,
  'pnpm dlx': 2,
  'yarn dlx': 2,
  'uv run': 2,
  'poetry run': 2,
  'pipenv run': 2,
  'bundle exec': 2,
  'hatch run': 2,
  'pdm run': 2,
};

/**
 * Drops `VAR=value`, wrappers (sudo, env, time, npx …), `timeout 60`, `--` and
 * runner prefixes.
 */
function unwrap(words: string[]): string[] {
  let rest = words;
  for (;;) {
    const [head, next] = rest;
    if (head === undefined) return rest;
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(head) || head === '--')
      rest = rest.slice(1);
    else if (head === 'timeout')
      rest = rest.slice(next !== undefined && /^\d/.test(next) ? 2 : 1);
    else if (PREFIXES.has(head)) rest = rest.slice(1);
    else if (next !== undefined && RUNNERS[`${head} ${next}`])
      rest = rest.slice(2);
    else return rest;
  }
}

const TRIVIAL = new Set([
  'echo',
  'printf',
  'true',
  'false',
  ':',
  'exit',
  'cat',
  'ls',
  'pwd',
  'sleep',
  'which',
  'type',
  'cd',
  'export',
  'set',
  'unset',
  'test',
  '[',
  'head',
  'tail',
  'wc',
  'grep',
  'rg',
  'tee',
  'sort',
  'uniq',
  'cut',
  'awk',
  'sed',
  'tr',
  'date',
  'whoami',
  'read',
  'clear',
]);
const TEST_TOOLS = new Set([
  'pytest',
  'py.test',
  'jest',
  'vitest',
  'mocha',
  'ava',
  'tap',
  'jasmine',
  'karma',
  'rspec',
  'phpunit',
  'ctest',
  'tox',
  'nox',
  'bats',
  'nextest',
  'unittest',
  'nosetests',
  'trial',
]);
const TYPECHECK_TOOLS = new Set([
  'mypy',
  'pyright',
  'pyre',
  'vue-tsc',
  'flow',
  'dmypy',
]);
const LINT_TOOLS = new Set([
  'eslint',
  'ruff',
  'flake8',
  'pylint',
  'black',
  'prettier',
  'biome',
  'shellcheck',
  'golangci-lint',
  'rubocop',
  'stylelint',
  'markdownlint',
  'clippy',
  'isort',
  'hadolint',
  'oxlint',
]);
const BUILD_TOOLS = new Set([
  'make',
  'ninja',
  'cmake',
  'webpack',
  'esbuild',
  'rollup',
  'tsdown',
  'tsup',
  'parcel',
  'gcc',
  'g++',
  'clang',
  'clang++',
  'javac',
  'msbuild',
  'bazel',
  'meson',
  'scons',
  'ant',
]);
const INTEGRATION_WORDS =
  /\b(?:e2e|end-to-end|integration|acceptance|playwright|cypress|smoke)\b/i;

function byScriptName(name: string): CommandKind {
  if (/test|spec|e2e|integration|check:unit/i.test(name)) return 'test';
  if (/typecheck|type-check|types|tsc/i.test(name)) return 'typecheck';
  if (/lint|format:check|fmt:check|prettier|style/i.test(name)) return 'lint';
  if (/build|compile|bundle|dist/i.test(name)) return 'build';
  return 'run';
}

function classify(words: string[]): CommandKind {
  const w = unwrap(words);
  const head = (w[0] ?? '').replace(/^.*\//, '');
  const sub = w[1] ?? '';
  if (!head || TRIVIAL.has(head)) return 'trivial';
  if (/^python[\d.]*$|^py$/.test(head)) {
    if (sub === '-m') {
      const mod = w[2] ?? '';
      if (TEST_TOOLS.has(mod)) return 'test';
      if (TYPECHECK_TOOLS.has(mod)) return 'typecheck';
      if (LINT_TOOLS.has(mod)) return 'lint';
      if (mod === 'py_compile' || mod === 'compileall') return 'syntax';
      return 'run';
    }
    if (sub === '-c') return /^\s*import\s/.test(w[2] ?? '') ? 'syntax' : 'run';
    return /test/i.test(sub) ? 'test' : 'run';
  }
  if (['npm', 'pnpm', 'yarn', 'bun'].includes(head)) {
    if (sub === 'test' || sub === 't' || sub === 'tst') return 'test';
    if (sub === 'run' || sub === 'run-script') return byScriptName(w[2] ?? '');
    if (['install', 'ci', 'i', 'add'].includes(sub)) return 'run';
    return head === 'npm' ? 'run' : byScriptName(sub);
  }
  if (head === 'node' || head === 'deno') {
    if (w.includes('--test') || sub === 'test') return 'test';
    if (w.includes('--check') || w.includes('-c') || sub === 'check')
      return 'syntax';
    return 'run';
  }
  if (head === 'bash' || head === 'sh' || head === 'zsh')
    return w.includes('-n') ? 'syntax' : /test/i.test(sub) ? 'test' : 'run';
  if (head === 'tsc')
    return w.includes('--noEmit') || w.includes('--noemit')
      ? 'typecheck'
      : 'build';
  if (head === 'cargo')
    return (
      (
        {
          test: 'test',
          nextest: 'test',
          build: 'build',
          check: 'typecheck',
          clippy: 'lint',
          fmt: 'lint',
        } as Record<string, CommandKind>
      )[sub] ?? 'run'
    );
  if (head === 'go')
    return (
      (
        { test: 'test', build: 'build', vet: 'lint' } as Record<
          string,
          CommandKind
        >
      )[sub] ?? 'run'
    );
  if (head === 'dotnet' || head === 'swift' || head === 'mix')
    return sub === 'test' ? 'test' : sub === 'build' ? 'build' : 'run';
  if (
    head === 'mvn' ||
    head === 'mvnw' ||
    head === 'gradle' ||
    head === 'gradlew'
  ) {
    if (w.some((x) => /^(?:test|verify|check|integrationTest)$/.test(x)))
      return 'test';
    return 'build';
  }
  if (
    head === 'make' &&
    w.slice(1).some((x) => /^(?:test|tests|check)$/.test(x))
  )
    return 'test';
  if (head === 'playwright' || head === 'cypress') return 'test';
  if (head === 'php' && w.includes('-l')) return 'syntax';
  if (head === 'ruby' && w.includes('-c')) return 'syntax';
  if (head === 'vite' || head === 'next' || head === 'docker')
    return sub === 'build' ? 'build' : 'run';
  if (TEST_TOOLS.has(head)) return 'test';
  if (TYPECHECK_TOOLS.has(head)) return 'typecheck';
  if (LINT_TOOLS.has(head)) return 'lint';
  if (BUILD_TOOLS.has(head)) return 'build';
  if (/test/i.test(head)) return 'test';
  return 'run';
}

const rank = (kind: CommandKind) => PRIORITY.indexOf(kind);

/**
 * The kind of one simple command's words (wrappers, `VAR=value` and runner
 * prefixes looked through).
 */
export const classifyWords = (words: string[]): CommandKind => classify(words);

/** `set -o pipefail`, `set -euo pipefail` turn it on; `set +o pipefail` off. */
export function pipefailAfter(words: string[], on: boolean): boolean {
  if (words[0] !== 'set') return on;
  for (let i = 1; i < words.length - 1; i++) {
    if (words[i + 1] !== 'pipefail') continue;
    const flag = words[i] as string;
    if (/^-[a-zA-Z]*o$/.test(flag)) on = true;
    else if (/^\+[a-zA-Z]*o$/.test(flag)) on = false;
  }
  return on;
}

/**
 * `meter` counts the steps taken (the reader's, then one per segment and word
 * judged), for the property test that the work stays linear.
 */
export function profileCommand(
  command: string,
  scope?: 'unit' | 'integration',
  meter?: Meter,
): CommandProfile {
  if (command.length > MAX_SOURCE_LENGTH) {
    // Not read at all: the gate asks about such commands before they run, and
    // nothing they report can be told apart.
    return {
      kind: 'run',
      integration: false,
      masked: `the command is longer than ${MAX_SOURCE_LENGTH} characters, so Wukong does not read it and its exit code proves nothing`,
    };
  }
  const parts = readCommandLine(command, meter).segments;
  let kind = 'trivial' as CommandKind;
  let masked: string | undefined;
  let verifiesBefore = false;
  let pipefail = false;
  let trap = false;
  for (const [i, part] of parts.entries()) {
    if (meter) meter.steps += 1 + part.words.length;
    const inverted = part.words[0]?.text === '!';
    const words = texts(part).slice(inverted ? 1 : 0);
    const current = classify(words);
    if (rank(current) < rank(kind)) kind = current;
    trap ||= words[0] === 'trap';
    const before = verifiesBefore;
    const verifies = current !== 'trivial';
    verifiesBefore ||= verifies;
    if (!masked && verifies && inverted)
      masked = `\`! ${words.join(' ')}\` inverts the exit code`;
    if (!masked && verifies && part.endedBy === '&')
      masked = `\`${words.join(' ')} &\` runs in the background, so the exit code reported is not the check's`;
    if (!masked && before && i > 0) {
      if (part.joinedBy === '||' && current === 'trivial')
        masked = `\`|| ${words.join(' ')}\` turns every failure into success`;
      else if (
        (part.joinedBy === '|' || part.joinedBy === '|&') &&
        current === 'trivial' &&
        !pipefail
      )
        masked = `the exit code is that of \`${words[0]}\` at the end of the pipe, not of the check (no pipefail)`;
      else if (
        part.joinedBy === ';' &&
        i === parts.length - 1 &&
        current === 'trivial'
      )
        masked = `\`; ${words.join(' ')}\` runs last, so its exit code is the one reported`;
    }
    pipefail = pipefailAfter(words, pipefail);
  }
  if (!masked && trap && verifiesBefore)
    masked = 'a `trap` can replace the exit code the shell reports';
  const integration =
    scope === 'integration' ||
    (kind === 'test' && INTEGRATION_WORDS.test(command));
  return masked ? { kind, integration, masked } : { kind, integration };
}
