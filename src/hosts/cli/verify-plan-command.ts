// verifyPlanCommand — `wukong verify-plan "<command>" [--cwd DIR] [--json]`:
// may this command verify? exit 0 accepted (with the argv it would run, no
// shell), 3 refused with the reason, 2 bad usage
// Pos: src/hosts/cli, argument handling and printing for VerifyPlan only; the
// judging is policies/harness/verify's, the parsing src/platform/shell's. Runs
// nothing
import { parseArgs } from 'node:util';
import { judgeVerifyCommand } from '../../../policies/harness/verify/verify-plan.js';
import { loadConfig } from '../../platform/config/load-config.js';
import { prepareBashContext } from '../../harness/gate/prepare-context.js';
import { readPackageScripts } from '../../harness/verify/package-scripts.js';
import { cwdOption } from './cwd-option.js';
import { EXIT } from './exit-codes.js';
import type { CommandIO } from './io.js';
import { UsageError } from '../../platform/errors/usage-error.js';
import {
  message,
  nextDetail,
  translator,
  type Lang,
} from '../../../policies/vocabulary/messages/index.js';
import { cliLanguage } from './cli-language.js';
import { parseArgsText } from './parse-args-text.js';

export const verifyPlanHelp = (lang: Lang) =>
  message('cli.verify-plan.help', lang);

export async function verifyPlanCommand(
  argv: string[],
  io: CommandIO,
): Promise<number> {
  const lang = cliLanguage(io);
  const t = translator(lang);
  const usage = (what: string) =>
    new UsageError(`${what}\n\n${verifyPlanHelp(lang)}`);
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        cwd: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw usage(parseArgsText(error as Error, lang));
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.out(verifyPlanHelp(lang));
    return 0;
  }
  if (positionals.length !== 1)
    throw usage(
      positionals.length === 0
        ? t('cli.verify-plan.needs')
        : t('cli.verify-plan.one', { count: positionals.length }),
    );
  const command = positionals[0] as string;
  const cwd = cwdOption(io.cwd, values.cwd);
  if (cwd === null)
    throw usage(t('cli.cwd-missing', { dir: values.cwd ?? io.cwd }));
  const scripts = readPackageScripts(cwd);
  const { config } = loadConfig(cwd);
  const analysis = command.trim()
    ? (await prepareBashContext(command, { cwd, workspace: cwd })).facts?.shell
    : undefined;
  const judged = judgeVerifyCommand(command, {
    scripts,
    analysis,
    allow: config.loop.verify,
  });
  if (values.json) {
    io.out(
      `${JSON.stringify({ accepted: judged.accepted, command, ...(judged.accepted ? { plan: judged.plan } : { reason: judged.reason }), scripts: Object.keys(scripts ?? {}) }, null, 2)}\n`,
    );
  } else if (judged.accepted) {
    io.out(
      `ACCEPTED  ${command}\n  ${t('cli.verify-plan.runs', { argv: judged.plan.argv.map((a) => JSON.stringify(a)).join(' ') })}${judged.plan.script ? t('cli.verify-plan.script', { script: judged.plan.script }) : t('cli.verify-plan.allow-list')}\n`,
    );
  } else {
    io.out(
      `REFUSED   ${command}\n  ${t('cli.verify-plan.why', { reason: nextDetail({ detail: judged.reason, said: judged.reasonSaid }, lang) })}\n  ${t('cli.verify-plan.scripts', { scripts: Object.keys(scripts ?? {}).join(', ') || t('cli.verify-plan.no-scripts') })}\n`,
    );
  }
  return judged.accepted ? EXIT.ok : EXIT.refused;
}
