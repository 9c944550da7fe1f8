// checkCommand — `wukong check command "<cmd>" [--no-scripts] | path <path>
// [--write] [--cwd DIR] [--json]`: the security gate's verdict on one Bash
// command (with the script files it runs, read by default, and the files it
// plants to run later, as the hook judges them) or one file access; exit 0
// allow, 1 ask, 3 deny, 2 bad usage; help and human lines from the catalog
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
import { prepareDeferredBash } from '../../harness/gate/deferred-facts.js';
import { PolicyRegistry } from '../../harness/gate/registry.js';
import { runGate } from '../../harness/gate/run-gate.js';
import { colourOn, paint } from './colour.js';
import { cwdOption } from './cwd-option.js';
import { EXIT } from './exit-codes.js';
import type { CommandIO } from './io.js';
import { UsageError } from '../../platform/errors/usage-error.js';
import {
  findingText,
  message,
  nextDetail,
  translator,
  type Lang,
} from '../../../policies/vocabulary/messages/index.js';
import { cliLanguage, workspaceLanguage } from './cli-language.js';
import { parseArgsText } from './parse-args-text.js';

/** The shared scheme: a hard-deny is "refused" (3), bad usage 2. */
const DECISION_EXIT = {
  allow: EXIT.ok,
  ask: EXIT.finding,
  deny: EXIT.refused,
} as const;

export const checkHelp = (lang: Lang) => message('cli.check.help', lang);

const usageIn = (what: string, lang: Lang) =>
  new UsageError(`${what}\n\n${checkHelp(lang)}`);

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
      `      ${message('cli.check.next', lang, { kind: f.nextAction.kind, detail: nextDetail(f.nextAction, lang) })}`,
    );
  }
  if (output.commands.length > 0) {
    lines.push(`  ${message('cli.check.would-run', lang)}`);
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
  'no-scripts': { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function readArgs(argv: string[], lang: Lang) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    throw usageIn(parseArgsText(error as Error, lang), lang);
  }
}

export async function checkCommand(
  argv: string[],
  io: CommandIO,
): Promise<number> {
  const lang = cliLanguage(io);
  const usage = (what: string) => usageIn(what, lang);
  const t = translator(lang);
  const { values, positionals } = readArgs(argv, lang);
  if (values.help) {
    io.out(checkHelp(lang));
    return 0;
  }
  const [kind, subject, ...extra] = positionals;
  if (kind !== 'command' && kind !== 'path')
    throw usage(
      kind === undefined
        ? t('cli.check.needs-kind')
        : t('cli.check.unknown-kind', { kind: JSON.stringify(kind) }),
    );
  if (subject === undefined || subject === '')
    throw usage(
      t(
        kind === 'command' ? 'cli.check.needs-command' : 'cli.check.needs-path',
      ),
    );
  if (extra.length > 0)
    throw usage(
      t(kind === 'command' ? 'cli.check.one-command' : 'cli.check.one-path', {
        count: extra.length + 1,
      }),
    );
  if (values.write && kind === 'command')
    throw usage(t('cli.check.write-path-only'));
  if ((values.scripts || values['no-scripts']) && kind === 'path')
    throw usage(
      t('cli.check.scripts-command-only', {
        option: values.scripts ? '--scripts' : '--no-scripts',
      }),
    );
  if (values.scripts && values['no-scripts'])
    throw usage(t('cli.check.scripts-both'));
  // By default the check reads the scripts the command runs (package.json's
  // `npm run x`, bash x.sh …): the user asks what would run, not how the line
  // reads. --no-scripts judges the line alone.
  const readScripts = !values['no-scripts'];
  const cwd = cwdOption(io.cwd, values.cwd);
  if (cwd === null)
    throw usage(t('cli.cwd-missing', { dir: values.cwd ?? io.cwd }));

  let context: GateInput<'pre-tool' | 'pre-write'> =
    kind === 'command'
      ? await prepareBashContext(
          subject,
          { cwd },
          {},
          readScripts ? { changedSince: new Date(0) } : {},
        )
      : pathGateContext(subject, values.write ? 'write' : 'read', { cwd });
  // Files the command writes that make code run later: judged as the hook
  // judges them (issue 19), so check and hook agree.
  const deferred = context.facts?.shell
    ? await prepareDeferredBash(context.facts.shell, cwd)
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
          workspaceLanguage(cwd, io.env),
        ),
  );
  return DECISION_EXIT[output.decision];
}
