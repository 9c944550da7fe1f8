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
  translator,
  type Lang,
  type Translate,
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
export function parseDuration(
  text: string,
  t: Translate = translator('en'),
): number {
  const m = /^(\d{1,6})\s*([smhd])$/.exec(text.trim());
  const ms = m ? Number(m[1]) * UNITS[m[2]!]! : NaN;
  if (!m || ms <= 0 || ms > MAX_MS)
    throw new UsageError(
      t('cli.authorize.bad-for', { value: JSON.stringify(text) }),
    );
  return ms;
}

const POLICY_NAME = /^[a-z][a-z0-9-]*(?:[.:][a-z0-9-]+)*$/i;

/**
 * A person at a terminal, or --yes in a script of the user's own; anything else
 * is refused.
 */
function refused(
  io: CommandIO,
  yes: boolean | undefined,
  t: Translate,
): boolean {
  const tty = io.stdinIsTTY ? io.stdinIsTTY() : process.stdin.isTTY === true;
  if (tty || yes) return false;
  io.err(`wukong authorize: ${t('cli.authorize.refused')}\n`);
  return true;
}

const describe = (g: StoredGrant, now: Date, t: Translate) =>
  `${g.id}  ${g.authorization.policy}  ${JSON.stringify(g.authorization.scope)}  ${t(g.once ? 'cli.authorize.once' : 'cli.authorize.until')} ${g.authorization.expiresAt}  ${g.source}  ${grantLive(g, now) ? t('cli.authorize.live') : g.usedAt ? t('cli.authorize.spent', { at: g.usedAt }) : t('cli.authorize.expired')}`;

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
  const lang = cliLanguage(io);
  const t = translator(lang);
  if (values.help) {
    io.out(authorizeHelp(lang));
    return 0;
  }
  if (positionals.length)
    throw new UsageError(
      t('cli.authorize.options-only', {
        args: positionals.map((p) => JSON.stringify(p)).join(' '),
      }),
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
          ? `${grants.map((g) => describe(g, now, t)).join('\n')}\n`
          : `${t('cli.authorize.none')}\n`,
      );
    return 0;
  }
  if (values.revoke !== undefined) {
    if (refused(io, values.yes, t)) return 3;
    if (!store.revoke(values.revoke, now))
      throw new UsageError(
        t('cli.authorize.no-grant', { id: JSON.stringify(values.revoke) }),
      );
    openLedger({ dir: ledgerDir(io.cwd), redact: redactSecrets }).append({
      runId: 'cli',
      type: 'authorization.revoked',
      data: { id: values.revoke },
    });
    io.out(`${t('cli.authorize.revoked', { id: values.revoke })}\n`);
    return 0;
  }
  const policy = values.policy?.trim() ?? '';
  if (!POLICY_NAME.test(policy))
    throw new UsageError(
      t('cli.authorize.bad-policy', {
        value: JSON.stringify(values.policy ?? ''),
      }),
    );
  const scope = values.match?.trim() ?? '';
  if (!scope) throw new UsageError(t('cli.authorize.match-required'));
  if (values.once && values.for !== undefined)
    throw new UsageError(t('cli.authorize.once-or-for'));
  const ms = values.for !== undefined ? parseDuration(values.for, t) : ONCE_MS;
  if (refused(io, values.yes, t)) return 3;
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
    `${t(
      grant.once ? 'cli.authorize.granted-once' : 'cli.authorize.granted-for',
      {
        id: grant.id,
        policy,
        scope: JSON.stringify(scope),
        until: grant.authorization.expiresAt,
      },
    )}\n`,
  );
  return 0;
}
