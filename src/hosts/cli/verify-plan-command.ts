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

export const verifyPlanHelp = `Usage: wukong verify-plan "<command>" [--cwd DIR] [--json]

Checks one proposed verification command against seed 004's VerifyPlan rules, without running it: a verification is
exactly one plain command that runs a package script that exists (npm test, npm run <script>, pnpm/yarn <script>,
bun run <script>) or a command listed in loop.verify.commands of wukong.config.json. A goal text never becomes a
shell command: \`npm run missing\`, \`node -e …\`, \`npx x\`, pipes, &&, redirections and variables are refused.

  --cwd DIR   the project whose package.json and wukong.config.json count (default: the current directory)
  --json      print {accepted, command, reason?, plan?: {argv, source, script?}, scripts}

Exit codes: 0 accepted, 3 refused (the reason is printed), 2 bad usage, 70 internal error.
With --json an error is {"error": {"code", "message"}} on stdout.
`;

const usage = (message: string) =>
  new UsageError(`${message}\n\n${verifyPlanHelp}`);

export async function verifyPlanCommand(
  argv: string[],
  io: CommandIO,
): Promise<number> {
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
    throw usage((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.out(verifyPlanHelp);
    return 0;
  }
  if (positionals.length !== 1)
    throw usage(
      positionals.length === 0
        ? 'verify-plan needs the command to check, quoted as one argument'
        : `verify-plan takes one command; got ${positionals.length} arguments (quote the whole command)`,
    );
  const command = positionals[0] as string;
  const cwd = cwdOption(io.cwd, values.cwd);
  if (cwd === null)
    throw usage(`--cwd ${values.cwd ?? io.cwd}: no such directory`);
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
      `ACCEPTED  ${command}\n  runs (no shell): ${judged.plan.argv.map((a) => JSON.stringify(a)).join(' ')}${judged.plan.script ? `  (package script "${judged.plan.script}")` : '  (allow-list)'}\n`,
    );
  } else {
    io.out(
      `REFUSED   ${command}\n  why: ${judged.reason}\n  scripts here: ${Object.keys(scripts ?? {}).join(', ') || '(none)'}\n`,
    );
  }
  return judged.accepted ? EXIT.ok : EXIT.refused;
}
