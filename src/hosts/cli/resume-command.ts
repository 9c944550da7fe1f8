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
import type { CommandIO } from './io.js';

export const resumeHelp = `Usage: wukong resume [--guidance TEXT] [--yes]
       wukong resume --status [--json]

Resumes the loop Wukong stopped in this workspace (blocked, stuck, unsafe, scope-drift, budget-exhausted) at its
next hook: your next prompt in Claude Code, or the agent's next tool call. A budget stop opens a new segment as
bounded as the first; other stops resume the same segment with --guidance (or a plain "the user resumed") as the
answer or new guidance. A stopped loop never resumes on an ordinary prompt: only this command or a prompt that
starts with "continue" / "resume" / "继续" (see docs/design.md "Resume phrases"). No resume lifts a hard-deny: the
denied action stays denied. To lift an ask (a soft-deny) give an Authorization: wukong authorize --help.
  --guidance TEXT  what the agent should do differently (given to the resumed loop)
  --status         whether a resume is waiting to be taken (--json: {waiting, requestedAt?, guidance?})
Without a terminal on stdin (an agent's Bash has none) it is refused unless --yes.
Exit codes: 0 done (--status: a resume is waiting), 1 --status: none waiting, 2 bad input, 3 refused (stdin is
not a terminal and no --yes).
`;

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
  if (values.help) {
    io.out(resumeHelp);
    return 0;
  }
  if (positionals.length)
    throw new UsageError(
      `resume takes options only, got ${positionals.map((p) => JSON.stringify(p)).join(' ')}; see wukong resume --help`,
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
          ? `a resume is waiting since ${pending.requestedAt}${pending.guidance ? ` (guidance: ${pending.guidance})` : ''}\n`
          : 'no resume waiting\n',
    );
    return pending ? 0 : 1;
  }
  if (values.guidance !== undefined && !values.guidance.trim())
    throw new UsageError('--guidance may not be empty; leave it out instead');
  const tty = io.stdinIsTTY ? io.stdinIsTTY() : process.stdin.isTTY === true;
  if (!tty && !values.yes) {
    io.err(
      "wukong resume: refused: stdin is not a terminal. Resuming a stopped loop is the user's to do; run it from a terminal, or add --yes in a script of your own.\n",
    );
    return 3;
  }
  const by = `wukong resume (${io.env['USER'] ?? process.env['USER'] ?? 'user'})`;
  const req = requests.request(now, by, values.guidance?.trim());
  openLedger({ dir: ledgerDir(io.cwd), redact: redactSecrets }).append({
    runId: 'cli',
    type: 'loop.resume-requested',
    data: req,
  });
  io.out(
    'resume requested: the stopped loop resumes at its next hook (your next prompt, or the next tool call); hard-denies stay\n',
  );
  return 0;
}
