// checkCommand — `wukong check command "<cmd>" [--scripts] | path <path>
// [--write] [--cwd DIR] [--json]`: the security gate's verdict on one Bash
// command (with the files it plants to run later, as the hook judges them) or
// one file access; exit 0 allow, 1 ask, 3 deny, 2 bad usage
// Pos: src/hosts/cli, argument handling and printing for check only; the
// judging is the gate policies', the parsing src/platform/shell's
import { parseArgs } from 'node:util';
import type { ShellCommand } from '../../../policies/security/commands/shell-command.js';
import { securityPolicies } from '../../../policies/security/gate-policies.js';
import { deferredExecutionPolicy } from '../../../policies/security/deferred/deferred-policy.js';
import { verdictOf } from '../../../policies/gate/decision.js';
import type { GateInput } from '../../../policies/gate/gate-context.js';
import type { Finding } from '../../../policies/vocabulary/finding.js';
import {
  pathGateContext,
  prepareBashContext,
} from '../../harness/gate/prepare-context.js';
import { deferredFactsForBash } from '../../harness/gate/deferred-facts.js';
import { PolicyRegistry } from '../../harness/gate/registry.js';
import { runGate } from '../../harness/gate/run-gate.js';
import { colourOn, paint } from './colour.js';
import { cwdOption } from './cwd-option.js';
import { EXIT } from './exit-codes.js';
import type { CommandIO } from './io.js';
import { UsageError } from '../../platform/errors/usage-error.js';
import { loadConfig } from '../../platform/config/load-config.js';
import {
  findingText,
  languageOf,
  languageSetting,
  nextDetail,
  type Lang,
} from '../../../policies/vocabulary/messages/index.js';

/** The shared scheme: a hard-deny is "refused" (3), bad usage 2. */
const DECISION_EXIT = {
  allow: EXIT.ok,
  ask: EXIT.finding,
  deny: EXIT.refused,
} as const;

export const checkHelp = `Usage: wukong check command "<cmd>" [--scripts] [--cwd DIR] [--json]
       wukong check path <path> [--write] [--cwd DIR] [--json]

Asks the security gate about one Bash command or one file access, as the Claude Code hook would before the tool runs.
The command is parsed with tree-sitter-bash: wrappers (sudo, env, xargs, find -exec …), bash -c strings, heredocs, pipes
into shells and inline interpreter code are followed to what would actually run.

  --scripts   check command: also read the script files the command runs (bash x.sh, ./x.sh, source x.sh, python x.py)
              and judge what they run; the Claude Code hook does this for scripts changed during the session

  --cwd DIR   where the command runs or the path is relative to (default: the current directory); the workspace is the
              git root of DIR, or DIR itself outside a repository
  --write     check path: the tool writes the file (default: reads it)
  --json      print {decision, findings: [{policy, severity, message, nextAction}], commands: [...]}

Exit codes: 0 allow, 1 ask (a soft-deny: the user may authorize it), 3 deny (a hard-deny: nothing lifts it),
2 bad usage, 70 internal error. With --json an error is {"error": {"code", "message"}} on stdout.
`;

const usage = (message: string) => new UsageError(`${message}\n\n${checkHelp}`);

interface CheckOutput {
  decision: 'allow' | 'ask' | 'deny';
  findings: Array<
    Pick<Finding, 'policy' | 'severity' | 'message' | 'nextAction'> & {
      subject?: string;
    }
  >;
  commands: Array<{
    argv: string[];
    text: string;
    via: string[];
    wrappers: string[];
    privilege?: string;
    remote?: string;
    depth: number;
  }>;
}

const commandView = (c: ShellCommand): CheckOutput['commands'][number] => ({
  argv: c.argv.map((w) => w.value),
  text: c.text,
  via: c.via,
  wrappers: c.wrappers,
  depth: c.depth,
  ...(c.privilege ? { privilege: c.privilege } : {}),
  ...(c.remote ? { remote: c.remote } : {}),
});

const HUE_OF = { allow: 'green', ask: 'yellow', deny: 'red' } as const;

/**
 * The user's language for the human output: the workspace's config, else the
 * locale (a config that does not load is `check`'s least concern: the locale).
 */
function userLanguage(cwd: string, env: CommandIO['env']): Lang {
  try {
    return languageOf(languageSetting(loadConfig(cwd).config), env);
  } catch {
    return languageOf('auto', env);
  }
}

function human(
  subject: string,
  output: CheckOutput,
  said: readonly Finding[],
  colour: boolean,
  lang: Lang,
): string {
  const mark = {
    'hard-deny': '✗',
    'soft-deny': '?',
    'evidence-required': '!',
    warning: '·',
  } as const;
  const lines = [
    `${paint(colour, HUE_OF[output.decision], output.decision.toUpperCase())}  ${subject}`,
  ];
  for (const f of said) {
    lines.push(
      `  ${mark[f.severity]} ${f.severity} ${f.policy}: ${findingText(f, lang)}`,
      `      next (${f.nextAction.kind}): ${nextDetail(f.nextAction, lang)}`,
    );
  }
  if (output.commands.length > 0) {
    lines.push('  would run:');
    for (const c of output.commands)
      lines.push(
        `    ${'  '.repeat(c.depth)}${c.argv.map((a) => (/^[\w./=:@%+,-]+$/.test(a) ? a : JSON.stringify(a))).join(' ')}${c.via.length ? `   (${c.via.join(' › ')})` : ''}`,
      );
  }
  return `${lines.join('\n')}\n`;
}

const OPTIONS = {
  cwd: { type: 'string' },
  write: { type: 'boolean' },
  scripts: { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function readArgs(argv: string[]) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    throw usage((error as Error).message);
  }
}

export async function checkCommand(
  argv: string[],
  io: CommandIO,
): Promise<number> {
  const { values, positionals } = readArgs(argv);
  if (values.help) {
    io.out(checkHelp);
    return 0;
  }
  const [kind, subject, ...extra] = positionals;
  if (kind !== 'command' && kind !== 'path')
    throw usage(
      kind === undefined
        ? 'check needs what to check: `command` or `path`'
        : `unknown check ${JSON.stringify(kind)}; allowed: command, path`,
    );
  if (subject === undefined || subject === '')
    throw usage(
      `check ${kind} needs the ${kind} to check${kind === 'command' ? ', quoted as one argument' : ''}`,
    );
  if (extra.length > 0)
    throw usage(
      `check ${kind} takes one ${kind}; got ${extra.length + 1} arguments${kind === 'command' ? ' (quote the whole command)' : ''}`,
    );
  if (values.write && kind === 'command')
    throw usage('--write applies to `check path` only');
  if (values.scripts && kind === 'path')
    throw usage('--scripts applies to `check command` only');
  const cwd = cwdOption(io.cwd, values.cwd);
  if (cwd === null)
    throw usage(`--cwd ${values.cwd ?? io.cwd}: no such directory`);

  let context: GateInput<'pre-tool' | 'pre-write'> =
    kind === 'command'
      ? await prepareBashContext(
          subject,
          { cwd },
          {},
          values.scripts ? { changedSince: new Date(0) } : {},
        )
      : pathGateContext(subject, values.write ? 'write' : 'read', { cwd });
  // Files the command writes that make code run later: judged as the hook
  // judges them (issue 19), so check and hook agree.
  const deferred = context.facts?.shell
    ? deferredFactsForBash(context.facts.shell, cwd)
    : undefined;
  if (deferred) context = { ...context, facts: { ...context.facts, deferred } };
  const registry = new PolicyRegistry([
    ...securityPolicies(),
    deferredExecutionPolicy,
  ]);
  const decision = runGate(
    kind === 'path' && values.write ? 'pre-write' : 'pre-tool',
    context,
    { registry },
  );
  const output: CheckOutput = {
    decision: verdictOf([decision]).verb,
    findings: decision.findings.map((f) => ({
      policy: f.policy,
      severity: f.severity,
      message: f.message,
      nextAction: { kind: f.nextAction.kind, detail: f.nextAction.detail },
      ...(f.subject === undefined ? {} : { subject: f.subject }),
    })),
    commands: (context.facts?.shell?.commands ?? []).map(commandView),
  };
  io.out(
    values.json
      ? `${JSON.stringify(output, null, 2)}\n`
      : human(
          subject,
          output,
          decision.findings,
          colourOn(io),
          userLanguage(cwd, io.env),
        ),
  );
  return DECISION_EXIT[output.decision];
}
