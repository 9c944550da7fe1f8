// promiseCommand — `wukong promise set --objective TEXT --ac "criterion [::
// command]" … [--scope GLOB] [--exclude GLOB] [--require KIND] | show [--json]
// | clear`
// Pos: src/hosts/cli, the user's way to state what "done" means; the Stop hook
// holds the agent to it
import { parseArgs } from 'node:util';
import { acceptanceStatus } from '../../../policies/evidence/acceptance-proof.js';
import { EvidenceStore } from '../../harness/evidence/evidence-store.js';
import {
  parseCondition,
  PromiseStore,
} from '../../harness/promise/promise-store.js';
import { StateWitness } from '../../harness/promise/state-witness.js';
import { readPackageScripts } from '../../harness/verify/package-scripts.js';
import type { CommandIO } from './io.js';
import { UsageError } from '../../platform/errors/usage-error.js';
import {
  message,
  nextDetail,
  translator,
  type Lang,
} from '../../../policies/vocabulary/messages/index.js';
import { cliLanguage } from './cli-language.js';

export const promiseHelp = (lang: Lang) => message('cli.promise.help', lang);

export function promiseCommand(argv: string[], io: CommandIO): number {
  const [sub, ...rest] = argv;
  // The witness lives in the user-level state: a promise that later vanishes
  // from .wukong is a finding at Stop.
  const store = new PromiseStore(
    io.cwd,
    StateWitness.forWorkspace(io.cwd, { ...process.env, ...io.env }),
  );
  const lang = cliLanguage(io);
  const t = translator(lang);
  if (sub === undefined || sub === '--help' || sub === '-h') {
    io.out(promiseHelp(lang));
    return sub === undefined ? 2 : 0;
  }
  if (sub === 'set') {
    const { values } = parseArgs({
      args: rest,
      options: {
        objective: { type: 'string' },
        ac: { type: 'string', multiple: true },
        scope: { type: 'string', multiple: true },
        exclude: { type: 'string', multiple: true },
        require: { type: 'string', multiple: true },
        'done-when': { type: 'string', multiple: true },
        'abort-when': { type: 'string', multiple: true },
      },
    });
    const stored = store.set(
      values.objective ?? '',
      values.ac ?? [],
      new Date(),
      {
        allowed: values.scope ?? [],
        disallowed: values.exclude ?? [],
        requiredEvidence: values.require ?? [],
        doneWhen: (values['done-when'] ?? []).map((c) =>
          parseCondition(c, 'done'),
        ),
        abortWhen: (values['abort-when'] ?? []).map((c) =>
          parseCondition(c, 'abort'),
        ),
      },
    );
    const conditions = [
      ...stored.promise.doneWhen.map(
        (c) => `  ${t('cli.promise.done-when', { condition: c.description })}`,
      ),
      ...stored.promise.abortWhen.map(
        (c) =>
          `  ${t('cli.promise.abort-when', { reason: c.reason, condition: c.description })}`,
      ),
    ];
    io.out(
      `${t('cli.promise.set', { id: stored.promise.id, objective: stored.promise.objective })}\n${stored.promise.acceptance.map((a) => `  ${a.id} ${a.text}${a.verify ? ` :: ${a.verify}` : ''}`).join('\n')}\n${conditions.join('\n')}\n`,
    );
    return 0;
  }
  if (sub === 'show') {
    const { values } = parseArgs({
      args: rest,
      options: { json: { type: 'boolean' } },
    });
    const stored = store.read();
    if (!stored) {
      io.out(
        values.json
          ? `${JSON.stringify({ promise: null })}\n`
          : `${t('cli.promise.none')}\n`,
      );
      return 1;
    }
    const status = acceptanceStatus(
      stored.promise.acceptance,
      new EvidenceStore(io.cwd).list().records,
      stored.createdAt,
      { scripts: readPackageScripts(io.cwd) },
    );
    if (values.json)
      io.out(`${JSON.stringify({ ...stored, status }, null, 2)}\n`);
    else
      io.out(
        `${t('cli.promise.since', { objective: stored.promise.objective, at: stored.createdAt })}\n${status.map((s) => `  ${s.proven ? '✅' : '❌'} ${s.criterion.id} ${s.criterion.text} — ${nextDetail({ detail: s.detail, said: s.detailSaid }, lang)}`).join('\n')}\n`,
      );
    return status.every((s) => s.proven) ? 0 : 1;
  }
  if (sub === 'clear') {
    io.out(
      `${t(store.clear() ? 'cli.promise.cleared' : 'cli.promise.was-none')}\n`,
    );
    return 0;
  }
  throw new UsageError(
    t('cli.promise.unknown-sub', { sub: JSON.stringify(sub) }),
  );
}
