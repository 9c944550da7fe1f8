// judgeVerifyCommand(command, facts) → an accepted VerifyPlan or the reason it
// is refused; verifyPlansFor(promise, facts, analyze) — the verifications a
// promise needs, never taken from its goal text
// Pos: policies/harness/verify, seed 004 VerifyPlan / VerifyCommandPolicy:
// verification runs only package scripts that exist (or a configured
// allow-list), one plain command, nothing a shell would add (`npm run missing`,
// `node -e`, `npx x` are refused). Parsing is the caller's (tree-sitter in src)
import type { ShellAnalysis } from '../../security/commands/shell-command.js';
import type { CompletionPromise } from '../../vocabulary/loop.js';
import type { Said } from '../../vocabulary/messages/said.js';
import {
  fragment,
  say,
  type SayParams,
} from '../../vocabulary/messages/say.js';
import type { MessageId } from '../../vocabulary/messages/message.js';

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

/** A refusal's reason in English; `reasonSaid` words it in the user's language. */
export type VerifyJudgement =
  | { accepted: true; plan: VerifyPlan }
  | { accepted: false; reason: string; reasonSaid: Said };

type Refusal = { message: string; said: Said };

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

const refuse = (id: MessageId, params: SayParams = {}): VerifyJudgement => {
  const { message, said } = say(id, params);
  return { accepted: false, reason: message, reasonSaid: said };
};

/**
 * Which script a package-manager invocation runs, and the words after it; a
 * string is the refusal.
 */
function scriptOf(
  argv: readonly string[],
  scripts: Readonly<Record<string, string>>,
): { script: string; rest: string[] } | Refusal {
  const [program, sub, ...after] = argv as [
    string,
    string | undefined,
    ...string[],
  ];
  if (sub === undefined) return say('verify-plan.alone', { program });
  if (sub.startsWith('-'))
    return say('verify-plan.options-first', { option: sub, program });
  const named = (name: string | undefined, rest: string[]) =>
    name === undefined || name.startsWith('-')
      ? say('verify-plan.names-none', { program, sub })
      : { script: name, rest };
  if (program === 'npm') {
    if (['test', 't', 'tst'].includes(sub))
      return { script: 'test', rest: after };
    if (['run', 'run-script', 'rum', 'urn'].includes(sub))
      return named(after[0], after.slice(1));
    return say('verify-plan.npm-not-run', { sub });
  }
  if (program === 'pnpm' || program === 'yarn') {
    if (sub === 'test' || (program === 'pnpm' && sub === 't'))
      return { script: 'test', rest: after };
    if (sub === 'run') return named(after[0], after.slice(1));
    const own = program === 'pnpm' ? PNPM_OWN : YARN_OWN;
    if (own.has(sub)) return say('verify-plan.not-run', { program, sub });
    if (Object.hasOwn(scripts, sub)) return { script: sub, rest: after };
    return say('verify-plan.no-sub-script', { program, sub });
  }
  if (program === 'bun') {
    if (sub === 'run') return named(after[0], after.slice(1));
    return say('verify-plan.bun-not-run', { sub });
  }
  return say('verify-plan.not-manager', { program });
}

export function judgeVerifyCommand(
  command: string,
  facts: VerifyFacts,
): VerifyJudgement {
  const text = command.trim();
  if (!text) return refuse('verify-plan.empty');
  const analysis = facts.analysis;
  if (!analysis || analysis.source !== command)
    return refuse('verify-plan.not-parsed');
  if (analysis.problems.length)
    return refuse('verify-plan.unclean', {
      kinds: analysis.problems.map((p) => p.kind).join(', '),
    });
  const coder = analysis.commands.find((c) => c.depth === 0 && c.code);
  if (coder?.code)
    return refuse('verify-plan.inline-code', {
      name: coder.name,
      language: coder.code.language,
    });
  if (analysis.commands.length !== 1)
    return refuse('verify-plan.many', { count: analysis.commands.length });
  const only = analysis.commands[0]!;
  if (
    only.redirects.length ||
    only.pipeline ||
    only.background ||
    only.via.length ||
    only.argumentProducers?.length
  ) {
    return refuse('verify-plan.plumbing');
  }
  if (only.text.trim() !== text) return refuse('verify-plan.compound');
  if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(only.text))
    return refuse('verify-plan.assignments');
  if (only.wrappers.length || only.privilege)
    return refuse('verify-plan.wrappers', {
      wrappers: [...only.wrappers, only.privilege].filter(Boolean).join(', '),
    });
  if (only.code)
    return refuse('verify-plan.inline-code', {
      name: only.name,
      language: only.code.language,
    });
  if (only.argv.some((w) => w.dynamic || w.glob || w.tilde))
    return refuse('verify-plan.not-literal');
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
    return refuse('verify-plan.runs-package', {
      words: argv.slice(0, 2).join(' '),
    });
  }
  if (!['npm', 'pnpm', 'yarn', 'bun'].includes(program)) {
    return facts.allow.commands.length
      ? refuse('verify-plan.not-script-allow', {
          program,
          allow: facts.allow.commands.join(', '),
        })
      : refuse('verify-plan.not-script', { program });
  }
  if (!facts.scripts) return refuse('verify-plan.no-package');
  const found = scriptOf(argv, facts.scripts);
  if ('said' in found)
    return { accepted: false, reason: found.message, reasonSaid: found.said };
  const names = Object.keys(facts.scripts);
  if (!Object.hasOwn(facts.scripts, found.script))
    return refuse('verify-plan.no-script', {
      script: found.script,
      scripts: names.join(', ') || fragment('verify-plan.no-scripts'),
    });
  if (facts.allow.scripts && !facts.allow.scripts.includes(found.script))
    return refuse('verify-plan.not-allowed', {
      script: found.script,
      scripts: facts.allow.scripts.join(', '),
    });
  const bad = found.rest.find((w) => w !== '--' && !SAFE_ARG.test(w));
  if (bad !== undefined)
    return refuse('verify-plan.bad-arg', { arg: JSON.stringify(bad) });
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
  refused: Array<{
    criterion: string;
    command: string;
    reason: string;
    reasonSaid: Said;
  }>;
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
      const { message, said } = say('verify-plan.no-command');
      out.refused.push({
        criterion: criterion.id,
        command: '',
        reason: message,
        reasonSaid: said,
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
        reasonSaid: judged.reasonSaid,
      });
  }
  return out;
}
