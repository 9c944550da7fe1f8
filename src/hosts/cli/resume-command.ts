// resumeCommand — `wukong resume [--guidance TEXT] [--yes]` and `--status`: the
// user's explicit resume of a loop Wukong stopped, taken by the loop's next
// hook (the next prompt or tool call)
// Pos: src/hosts/cli, the user's hand at a terminal: refused without one unless
// --yes, and self-protection denies it to the agent; the grant a resume stands
// for is src/hosts/claude-code/host-loop.ts's, and no resume lifts a hard-deny
import { parseArgs } from 'node:util';
import { ResumeRequests } from '../../harness/loop/resume-request.js';
import { UsageError } from '../../platform/errors/usage-error.js';
import { ledgerDir } from '../../platform/ledger/ledger-files.js';
import { openLedger } from '../../platform/ledger/ledger.js';
import { redactSecrets } from '../../platform/store/redactor.js';
import { cliLanguage } from './cli-language.js';
import {
  message,
  translator,
  type Lang,
} from '../../../policies/vocabulary/messages/index.js';
import type { CommandIO } from './io.js';

export const resumeHelp = (lang: Lang) => message('cli.resume.help', lang);

export function resumeCommand(argv: string[], io: CommandIO): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      guidance: { type: 'string' },
      status: { type: 'boolean' },
      json: { type: 'boolean' },
      yes: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const lang = cliLanguage(io);
  const t = translator(lang);
  if (values.help) {
    io.out(resumeHelp(lang));
    return 0;
  }
  if (positionals.length)
    throw new UsageError(
      t('cli.resume.options-only', {
        args: positionals.map((p) => JSON.stringify(p)).join(' '),
      }),
    );
  const requests = ResumeRequests.forWorkspace(io.cwd, {
    ...process.env,
    ...io.env,
  });
  const now = new Date();
  if (values.status) {
    const pending = requests.peek(now);
    io.out(
      values.json
        ? `${JSON.stringify(pending ? { waiting: true, requestedAt: pending.requestedAt, ...(pending.guidance ? { guidance: pending.guidance } : {}) } : { waiting: false }, null, 2)}\n`
        : pending
          ? `${
              pending.guidance
                ? t('cli.resume.waiting-guidance', {
                    at: pending.requestedAt,
                    guidance: pending.guidance,
                  })
                : t('cli.resume.waiting', { at: pending.requestedAt })
            }\n`
          : `${t('cli.resume.none')}\n`,
    );
    return pending ? 0 : 1;
  }
  if (values.guidance !== undefined && !values.guidance.trim())
    throw new UsageError(t('cli.resume.empty-guidance'));
  const tty = io.stdinIsTTY ? io.stdinIsTTY() : process.stdin.isTTY === true;
  if (!tty && !values.yes) {
    io.err(`wukong resume: ${t('cli.resume.refused')}\n`);
    return 3;
  }
  const by = `wukong resume (${io.env['USER'] ?? process.env['USER'] ?? 'user'})`;
  const req = requests.request(now, by, values.guidance?.trim());
  openLedger({ dir: ledgerDir(io.cwd), redact: redactSecrets }).append({
    runId: 'cli',
    type: 'loop.resume-requested',
    data: req,
  });
  io.out(`${t('cli.resume.requested')}\n`);
  return 0;
}
