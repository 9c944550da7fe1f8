// authorizeCommand — `wukong authorize --policy P --match GLOB [--once | --for
// 30m] [--yes]`, `--list`, `--revoke ID`: the user's structured Authorization
// (seed 004 用户授权模型), which lifts the soft-denies of one policy on the subjects
// its glob covers and never a hard-deny
// Pos: src/hosts/cli, the user's hand at a terminal: refused without one unless
// --yes, and self-protection denies it to the agent; the grants live in
// src/harness/gate/authorization-store.ts
import { parseArgs } from 'node:util';
import { AuthorizationStore } from '../../harness/gate/authorization-store.js';
import type { StoredGrant } from '../../harness/gate/authorization-store.js';
import { grantLive } from '../../harness/gate/authorization-store.js';
import { UsageError } from '../../platform/errors/usage-error.js';
import { ledgerDir } from '../../platform/ledger/ledger-files.js';
import { openLedger } from '../../platform/ledger/ledger.js';
import { redactSecrets } from '../../platform/store/redactor.js';
import { cliLanguage } from './cli-language.js';
import {
  message,
  type Lang,
} from '../../../policies/vocabulary/messages/index.js';
import type { CommandIO } from './io.js';

export const authorizeHelp = (lang: Lang) =>
  message('cli.authorize.help', lang);

const UNITS: Record<string, number> = {
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};
const MAX_MS = 7 * UNITS['d']!;
const ONCE_MS = UNITS['h']!;

/** `30m` → milliseconds; bad text is a UsageError naming the forms allowed. */
export function parseDuration(text: string): number {
  const m = /^(\d{1,6})\s*([smhd])$/.exec(text.trim());
  const ms = m ? Number(m[1]) * UNITS[m[2]!]! : NaN;
  if (!m || ms <= 0 || ms > MAX_MS)
    throw new UsageError(
      `--for ${JSON.stringify(text)}: expected a whole number and a unit (s, m, h, d), e.g. 30m or 2h, above 0 and at most 7d`,
    );
  return ms;
}

const POLICY_NAME = /^[a-z][a-z0-9-]*(?:[.:][a-z0-9-]+)*$/i;

/**
 * A person at a terminal, or --yes in a script of the user's own; anything else
 * is refused.
 */
function refused(io: CommandIO, yes: boolean | undefined): boolean {
  const tty = io.stdinIsTTY ? io.stdinIsTTY() : process.stdin.isTTY === true;
  if (tty || yes) return false;
  io.err(
    "wukong authorize: refused: stdin is not a terminal. An Authorization is the user's to give; run it from a terminal, or add --yes in a script of your own.\n",
  );
  return true;
}

const describe = (g: StoredGrant, now: Date) =>
  `${g.id}  ${g.authorization.policy}  ${JSON.stringify(g.authorization.scope)}  ${g.once ? 'once' : 'until'} ${g.authorization.expiresAt}  ${g.source}  ${grantLive(g, now) ? 'live' : g.usedAt ? `spent ${g.usedAt}` : 'expired'}`;

export function authorizeCommand(argv: string[], io: CommandIO): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      policy: { type: 'string' },
      match: { type: 'string' },
      once: { type: 'boolean' },
      for: { type: 'string' },
      list: { type: 'boolean' },
      revoke: { type: 'string' },
      json: { type: 'boolean' },
      yes: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.out(authorizeHelp(cliLanguage(io)));
    return 0;
  }
  if (positionals.length)
    throw new UsageError(
      `authorize takes options only, got ${positionals.map((p) => JSON.stringify(p)).join(' ')}; see wukong authorize --help`,
    );
  const store = AuthorizationStore.forWorkspace(io.cwd, {
    ...process.env,
    ...io.env,
  });
  const now = new Date();
  if (values.list) {
    const grants = store.list();
    if (values.json) io.out(`${JSON.stringify({ grants }, null, 2)}\n`);
    else
      io.out(
        grants.length
          ? `${grants.map((g) => describe(g, now)).join('\n')}\n`
          : 'no authorizations (wukong authorize --policy P --match GLOB)\n',
      );
    return 0;
  }
  if (values.revoke !== undefined) {
    if (refused(io, values.yes)) return 3;
    if (!store.revoke(values.revoke, now))
      throw new UsageError(
        `--revoke ${JSON.stringify(values.revoke)}: no such grant; wukong authorize --list shows the ids`,
      );
    openLedger({ dir: ledgerDir(io.cwd), redact: redactSecrets }).append({
      runId: 'cli',
      type: 'authorization.revoked',
      data: { id: values.revoke },
    });
    io.out(`revoked ${values.revoke}\n`);
    return 0;
  }
  const policy = values.policy?.trim() ?? '';
  if (!POLICY_NAME.test(policy))
    throw new UsageError(
      `--policy ${JSON.stringify(values.policy ?? '')}: expected a policy name as an ask shows it in brackets (letters, digits, - . :), e.g. command.publish`,
    );
  const scope = values.match?.trim() ?? '';
  if (!scope)
    throw new UsageError(
      '--match is required: the command or path glob the grant covers ("*" for every subject of the policy)',
    );
  if (values.once && values.for !== undefined)
    throw new UsageError('--once and --for exclude each other; give one');
  const ms = values.for !== undefined ? parseDuration(values.for) : ONCE_MS;
  if (refused(io, values.yes)) return 3;
  const grant = store.add(
    {
      policy,
      scope,
      grantedBy: `wukong authorize (${io.env['USER'] ?? process.env['USER'] ?? 'user'})`,
      expiresAt: new Date(now.getTime() + ms).toISOString(),
    },
    { once: values.for === undefined, source: 'cli', now },
  );
  openLedger({ dir: ledgerDir(io.cwd), redact: redactSecrets }).append({
    runId: 'cli',
    type: 'authorization.granted',
    data: { ...grant, source: 'cli' },
  });
  io.out(
    `authorized ${grant.id}: soft-denies of ${policy} on ${JSON.stringify(scope)} are lifted ${grant.once ? 'for one call' : 'for every call'} until ${grant.authorization.expiresAt}; hard-denies stay\n`,
  );
  return 0;
}
