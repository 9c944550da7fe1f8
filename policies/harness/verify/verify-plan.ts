// judgeVerifyCommand(command, facts) → an accepted VerifyPlan or the reason it
// is refused; verifyPlansFor(promise, facts, analyze) — the verifications a
// promise needs, never taken from its goal text
// Pos: policies/harness/verify, seed 004 VerifyPlan / VerifyCommandPolicy:
// verification runs only package scripts that exist (or a configured
// allow-list), one plain command, nothing a shell would add (`npm run missing`,
// `node -e`, `npx x` are refused). Parsing is the caller's (tree-sitter in src)
import type { ShellAnalysis } from '../../security/commands/shell-command.js';
import type { CompletionPromise } from '../../vocabulary/loop.js';

export interface VerifyAllowList {
  /**
   * Package scripts a verification may run; null: any script package.json
   * defines.
   */
  scripts: readonly string[] | null;
  /** Exact commands allowed besides package scripts, compared word for word. */
  commands: readonly string[];
}

export interface VerifyFacts {
  /** package.json `scripts`; null when there is no package.json. */
  scripts: Readonly<Record<string, string>> | null;
  /**
   * The command parsed by the real shell parser (its `source` must be the
   * command).
   */
  analysis: ShellAnalysis | undefined;
  allow: VerifyAllowList;
}

/** A command the runtime may run without a shell: argv exactly as judged. */
export interface VerifyPlan {
  command: string;
  argv: string[];
  source: 'package-script' | 'allow-list';
  script?: string;
}

export type VerifyJudgement =
  { accepted: true; plan: VerifyPlan } | { accepted: false; reason: string };

const SAFE_ARG = /^[\w@./:=,+%-]+$/;
const RUNNERS = new Set(['npx', 'pnpx', 'bunx', 'yarnpkg']);
const PNPM_OWN = new Set([
  'add',
  'install',
  'i',
  'remove',
  'rm',
  'update',
  'up',
  'exec',
  'dlx',
  'create',
  'publish',
  'link',
  'unlink',
  'import',
  'rebuild',
  'prune',
  'store',
  'setup',
  'env',
  'config',
  'patch',
]);
const YARN_OWN = new Set([
  'add',
  'install',
  'remove',
  'up',
  'upgrade',
  'dlx',
  'exec',
  'node',
  'create',
  'publish',
  'link',
  'unlink',
  'set',
  'config',
  'plugin',
  'workspace',
  'workspaces',
  'why',
]);

const refuse = (reason: string): VerifyJudgement => ({
  accepted: false,
  reason,
});

/**
 * Which script a package-manager invocation runs, and the words after it; a
 * string is the refusal.
 */
function scriptOf(
  argv: readonly string[],
  scripts: Readonly<Record<string, string>>,
): { script: string; rest: string[] } | string {
  const [program, sub, ...after] = argv as [
    string,
    string | undefined,
    ...string[],
  ];
  if (sub === undefined) return `\`${program}\` alone runs no script`;
  if (sub.startsWith('-'))
    return `options before the script (${sub}) are not allowed: write \`${program} run <script>\``;
  const named = (name: string | undefined, rest: string[]) =>
    name === undefined || name.startsWith('-')
      ? `\`${program} ${sub}\` names no script`
      : { script: name, rest };
  if (program === 'npm') {
    if (['test', 't', 'tst'].includes(sub))
      return { script: 'test', rest: after };
    if (['run', 'run-script', 'rum', 'urn'].includes(sub))
      return named(after[0], after.slice(1));
    return `\`npm ${sub}\` is not a script run (only \`npm test\` and \`npm run <script>\` verify)`;
  }
  if (program === 'pnpm' || program === 'yarn') {
    if (sub === 'test' || (program === 'pnpm' && sub === 't'))
      return { script: 'test', rest: after };
    if (sub === 'run') return named(after[0], after.slice(1));
    const own = program === 'pnpm' ? PNPM_OWN : YARN_OWN;
    if (own.has(sub)) return `\`${program} ${sub}\` is not a script run`;
    if (Object.hasOwn(scripts, sub)) return { script: sub, rest: after };
    return `\`${program} ${sub}\`: package.json has no script "${sub}"`;
  }
  if (program === 'bun') {
    if (sub === 'run') return named(after[0], after.slice(1));
    return `\`bun ${sub}\` is not a script run (only \`bun run <script>\` verifies)`;
  }
  return `${program} is not a package manager`;
}

export function judgeVerifyCommand(
  command: string,
  facts: VerifyFacts,
): VerifyJudgement {
  const text = command.trim();
  if (!text) return refuse('the command is empty');
  const analysis = facts.analysis;
  if (!analysis || analysis.source !== command)
    return refuse(
      'the command was not parsed: a verification must be one plain command the shell parser has read',
    );
  if (analysis.problems.length)
    return refuse(
      `the command does not parse cleanly (${analysis.problems.map((p) => p.kind).join(', ')}); a verification is one plain command`,
    );
  const coder = analysis.commands.find((c) => c.depth === 0 && c.code);
  if (coder?.code)
    return refuse(
      `${coder.name} runs inline ${coder.code.language} code: a goal or a prompt never becomes code to run; verification runs package scripts only`,
    );
  if (analysis.commands.length !== 1)
    return refuse(
      `it runs ${analysis.commands.length} commands; a verification is exactly one command (no &&, ;, | or substitutions)`,
    );
  const only = analysis.commands[0]!;
  if (
    only.redirects.length ||
    only.pipeline ||
    only.background ||
    only.via.length ||
    only.argumentProducers?.length
  ) {
    return refuse(
      'redirections, pipes, background jobs and substitutions are not allowed in a verification',
    );
  }
  if (only.text.trim() !== text)
    return refuse(
      'it is more than one simple command; a verification is exactly one command',
    );
  if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(only.text))
    return refuse(
      'environment assignments before the command are not allowed in a verification',
    );
  if (only.wrappers.length || only.privilege)
    return refuse(
      `wrappers (${[...only.wrappers, only.privilege].filter(Boolean).join(', ')}) are not allowed in a verification`,
    );
  if (only.code)
    return refuse(
      `${only.name} runs inline ${only.code.language} code: a goal or a prompt never becomes code to run; verification runs package scripts only`,
    );
  if (only.argv.some((w) => w.dynamic || w.glob || w.tilde))
    return refuse('every word must be literal: no variables, globs or ~');
  const argv = only.argv.map((w) => w.value);
  const allowed = facts.allow.commands.find(
    (c) => c.trim().split(/\s+/).join(' ') === argv.join(' '),
  );
  if (allowed)
    return {
      accepted: true,
      plan: { command: text, argv, source: 'allow-list' },
    };
  const program = only.name;
  if (
    RUNNERS.has(program) ||
    (argv[1] !== undefined &&
      ['exec', 'x', 'dlx'].includes(argv[1]) &&
      ['npm', 'pnpm', 'yarn'].includes(program))
  ) {
    return refuse(
      `\`${argv.slice(0, 2).join(' ')}\` runs a package that is not one of this project's scripts`,
    );
  }
  if (!['npm', 'pnpm', 'yarn', 'bun'].includes(program)) {
    return refuse(
      `${program} is not a package script: verification runs only package scripts that exist${facts.allow.commands.length ? ` or the allow-list (${facts.allow.commands.join(', ')})` : ''}`,
    );
  }
  if (!facts.scripts)
    return refuse(
      'there is no package.json here, so no package script can verify',
    );
  const found = scriptOf(argv, facts.scripts);
  if (typeof found === 'string') return refuse(found);
  const names = Object.keys(facts.scripts);
  if (!Object.hasOwn(facts.scripts, found.script))
    return refuse(
      `package.json has no script "${found.script}"; scripts: ${names.join(', ') || '(none)'}`,
    );
  if (facts.allow.scripts && !facts.allow.scripts.includes(found.script))
    return refuse(
      `script "${found.script}" is not in loop.verify.scripts (${facts.allow.scripts.join(', ')})`,
    );
  const bad = found.rest.find((w) => w !== '--' && !SAFE_ARG.test(w));
  if (bad !== undefined)
    return refuse(
      `argument ${JSON.stringify(bad)} is not a plain word (letters, digits, @ . / : = , + % - _)`,
    );
  return {
    accepted: true,
    plan: {
      command: text,
      argv,
      source: 'package-script',
      script: found.script,
    },
  };
}

export interface PromisePlans {
  plans: Array<{ criterion: string; plan: VerifyPlan }>;
  refused: Array<{ criterion: string; command: string; reason: string }>;
}

/**
 * The verifications a promise needs: each criterion's own verify command when
 * it passes VerifyPlan, otherwise the project's `test` script. The objective
 * and criterion texts are never read as commands.
 */
export function verifyPlansFor(
  promise: CompletionPromise,
  facts: Omit<VerifyFacts, 'analysis'>,
  analyze: (command: string) => ShellAnalysis,
): PromisePlans {
  const out: PromisePlans = { plans: [], refused: [] };
  for (const criterion of promise.acceptance) {
    const command =
      criterion.verify ??
      (facts.scripts && Object.hasOwn(facts.scripts, 'test')
        ? 'npm test'
        : undefined);
    if (command === undefined) {
      out.refused.push({
        criterion: criterion.id,
        command: '',
        reason: 'no verify command and no `test` script',
      });
      continue;
    }
    const judged = judgeVerifyCommand(command, {
      ...facts,
      analysis: analyze(command),
    });
    if (judged.accepted)
      out.plans.push({ criterion: criterion.id, plan: judged.plan });
    else
      out.refused.push({
        criterion: criterion.id,
        command,
        reason: judged.reason,
      });
  }
  return out;
}
