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

export const promiseHelp = `Usage: wukong promise set --objective TEXT --ac "criterion [:: verify command]" [--ac ...] [--scope GLOB ...] [--exclude GLOB ...] [--require KIND ...] [--done-when COND ...] [--abort-when [REASON=]COND ...]
       wukong promise show [--json]
       wukong promise clear

A CompletionPromise: what the agent must prove before it may stop. Each criterion is proven by a passing local
run recorded after the promise (its own verify command when given, otherwise any test run). While one lacks
evidence, Claude Code's Stop is blocked (at most hooks.stopBlockLimit times in a row).
--scope and --exclude bound what the agent may write (workspace-relative globs): a write outside the scope is scope
drift, and the loop stops. --require names evidence kinds normal mode needs before ship (verify, tdd-red, …).
--done-when adds a condition that must hold before the loop ships (every criterion proven always must);
--abort-when stops the loop as soon as its condition holds, with REASON (blocked, stuck, unsafe, scope-drift;
blocked when left out). COND is one of: acceptance-proven, evidence:KIND, written:GLOB, failures:N, tool-calls:N,
denied:POLICY — e.g. --abort-when "scope-drift=written:migrations/**" --abort-when "failures:3".
Exit codes: 0 done (show: every criterion proven), 1 show: some criterion unproven or no promise, 2 bad input.
`;

export function promiseCommand(argv: string[], io: CommandIO): number {
  const [sub, ...rest] = argv;
  // The witness lives in the user-level state: a promise that later vanishes
  // from .wukong is a finding at Stop.
  const store = new PromiseStore(
    io.cwd,
    StateWitness.forWorkspace(io.cwd, { ...process.env, ...io.env }),
  );
  if (sub === undefined || sub === '--help' || sub === '-h') {
    io.out(promiseHelp);
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
      ...stored.promise.doneWhen.map((c) => `  done when ${c.description}`),
      ...stored.promise.abortWhen.map(
        (c) => `  abort (${c.reason}) when ${c.description}`,
      ),
    ];
    io.out(
      `promise ${stored.promise.id}: ${stored.promise.objective}\n${stored.promise.acceptance.map((a) => `  ${a.id} ${a.text}${a.verify ? ` :: ${a.verify}` : ''}`).join('\n')}\n${conditions.join('\n')}\n`,
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
          : 'no promise set (wukong promise set --objective … --ac …)\n',
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
        `${stored.promise.objective} (since ${stored.createdAt})\n${status.map((s) => `  ${s.proven ? '✅' : '❌'} ${s.criterion.id} ${s.criterion.text} — ${s.detail}`).join('\n')}\n`,
      );
    return status.every((s) => s.proven) ? 0 : 1;
  }
  if (sub === 'clear') {
    io.out(store.clear() ? 'promise cleared\n' : 'no promise was set\n');
    return 0;
  }
  throw new UsageError(
    `unknown promise subcommand ${JSON.stringify(sub)}; allowed: set, show, clear`,
  );
}
