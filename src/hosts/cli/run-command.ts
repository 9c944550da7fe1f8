// runCommand — `wukong run start | plan | phase | question | switch | show |
// list`: the runs of work the phase policies guard (plan → execute → verify →
// ship, the approved PLAN, TDD, blocking questions, quick/normal)
// Pos: src/hosts/cli, argument handling for runs only; a phase move passes the
// pre-phase-transition gate (recorded in the ledger) before the registry writes
// it
import { homedir } from 'node:os';
import { parseArgs } from 'node:util';
import { shipReadiness } from '../../../policies/evidence/ship-readiness.js';
import { Phase, RunMode } from '../../../policies/vocabulary/run.js';
import type { ActiveRun } from '../../../policies/vocabulary/run.js';
import { loadConfig } from '../../platform/config/load-config.js';
import { EvidenceStore } from '../../harness/evidence/evidence-store.js';
import { defaultRegistry } from '../../harness/gate/default-registry.js';
import { workspaceOf } from '../../harness/gate/prepare-context.js';
import { redactSecrets } from '../../platform/store/redactor.js';
import { runGate } from '../../harness/gate/run-gate.js';
import { ledgerDir } from '../../platform/ledger/ledger-files.js';
import { openLedger } from '../../platform/ledger/ledger.js';
import { recordGateDecision } from '../../platform/ledger/record.js';
import { PromiseStore } from '../../harness/promise/promise-store.js';
import { RunRegistry } from '../../harness/runs/run-registry.js';
import { EXIT } from './exit-codes.js';
import type { CommandIO } from './io.js';
import { UsageError } from '../../platform/errors/usage-error.js';
import {
  message,
  type Lang,
} from '../../../policies/vocabulary/messages/index.js';
import { cliLanguage } from './cli-language.js';

export const runHelp = (lang: Lang) => message('cli.run.help', lang);

const OPTIONS = {
  objective: { type: 'string' },
  mode: { type: 'string' },
  tdd: { type: 'boolean' },
  plan: { type: 'string', multiple: true },
  path: { type: 'string', multiple: true },
  approve: { type: 'boolean' },
  run: { type: 'string' },
  blocking: { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function describe(run: ActiveRun, active: boolean): string {
  const open = run.questions.filter((q) => q.answer === undefined);
  return [
    `${active ? '* ' : '  '}${run.id} [${run.phase}, ${run.mode}${run.mode !== run.requestedMode ? ` (forced by ${run.riskSignals.join(', ')})` : ''}${run.tdd ? ', tdd' : ''}] ${run.objective}`,
    `    PLAN ${run.plan.approved ? 'approved' : 'not approved'}: ${run.plan.paths.join(', ') || '(no paths)'}`,
    ...open.map(
      (q) => `    ${q.id}${q.blocking ? ' (blocking)' : ''}: ${q.text}`,
    ),
  ].join('\n');
}

export function runCommand(argv: string[], io: CommandIO): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: OPTIONS,
  });
  const [sub, ...rest] = positionals;
  if (values.help || sub === undefined) {
    io.out(runHelp(cliLanguage(io)));
    return sub === undefined && !values.help ? 2 : 0;
  }
  const registry = new RunRegistry(io.cwd);
  const now = new Date();
  const target = () => {
    const id = values.run ?? registry.activeId();
    if (!id)
      throw new UsageError(
        'no active run: start one (wukong run start --objective …) or name it with --run ID',
      );
    return id;
  };
  const show = (run: ActiveRun) =>
    io.out(`${describe(run, registry.activeId() === run.id)}\n`);

  switch (sub) {
    case 'start': {
      const mode = RunMode.safeParse(values.mode ?? 'normal');
      if (!mode.success)
        throw new UsageError(
          `--mode ${JSON.stringify(values.mode)}: allowed: quick, normal`,
        );
      const { config } = loadConfig(io.cwd);
      const promise = new PromiseStore(io.cwd).read();
      show(
        registry.start(
          {
            objective: values.objective ?? '',
            mode: mode.data,
            tdd: values.tdd ?? config.loop.tdd,
            planPaths: values.plan ?? [],
            promiseId: promise?.promise.id ?? null,
          },
          now,
        ),
      );
      return 0;
    }
    case 'plan': {
      if (!values.path?.length)
        throw new UsageError(
          'run plan needs at least one --path (a workspace-relative file or glob)',
        );
      const id = target();
      const run = registry.get(id);
      if (!run) throw new UsageError(`no run ${id} (wukong run list)`);
      // Seed 004 pre-plan: before a PLAN is made or replaced, the run's
      // boundaries and mode strength are gated (run-mode, open questions).
      const context = {
        ...workspaceOf({ cwd: io.cwd, workspace: io.cwd, home: homedir() }),
        run,
      };
      const decision = runGate('pre-plan', context, {
        registry: defaultRegistry(loadConfig(io.cwd).config),
        now,
      });
      recordGateDecision(
        openLedger({ dir: ledgerDir(io.cwd), redact: redactSecrets }),
        decision,
        { runId: id, gate: context },
      );
      if (!decision.allowed) {
        io.err(
          `wukong run plan: the pre-plan gate refused: ${decision.findings
            .filter(
              (f) => f.severity === 'hard-deny' || f.severity === 'soft-deny',
            )
            .map((f) => `[${f.policy}] ${f.message} → ${f.nextAction.detail}`)
            .join('; ')}\n`,
        );
        return EXIT.refused;
      }
      show(registry.plan(id, values.path, values.approve === true, now));
      return 0;
    }
    case 'phase': {
      const to = Phase.safeParse(rest[0]);
      if (!to.success)
        throw new UsageError(
          `run phase needs a phase; allowed: ${Phase.options.join(', ')}`,
        );
      const id = target();
      const run = registry.get(id);
      if (!run) throw new UsageError(`no run ${id} (wukong run list)`);
      const { config } = loadConfig(io.cwd);
      const promise = new PromiseStore(io.cwd).read();
      const ship =
        to.data === 'ship' && promise
          ? shipReadiness({
              promise: promise.promise,
              since: promise.createdAt,
              records: new EvidenceStore(io.cwd).list().records,
              mode: run.mode,
              riskSignals: run.riskSignals,
            })
          : undefined;
      const context = {
        ...workspaceOf({ cwd: io.cwd, workspace: io.cwd, home: homedir() }),
        run,
        phaseTarget: to.data,
        facts: {
          ...(ship ? { ship } : {}),
          ...(promise ? { promise: promise.promise } : {}),
        },
      };
      const decision = runGate('pre-phase-transition', context, {
        registry: defaultRegistry(config),
        now,
      });
      recordGateDecision(
        openLedger({ dir: ledgerDir(io.cwd), redact: redactSecrets }),
        decision,
        { runId: id, gate: context },
      );
      try {
        show(registry.advance(id, to.data, decision, now));
      } catch (error) {
        if (error instanceof UsageError && error.exitCode === 1) {
          io.err(`wukong run phase: ${error.message}\n`);
          return EXIT.refused;
        }
        throw error;
      }
      for (const f of decision.findings.filter((x) => x.severity === 'warning'))
        io.out(`  note: [${f.policy}] ${f.message}\n`);
      return 0;
    }
    case 'question': {
      const [what, a, b] = rest;
      if (what === 'add') {
        if (!a)
          throw new UsageError('run question add needs the question text');
        show(registry.ask(target(), a, values.blocking === true, now));
        return 0;
      }
      if (what === 'answer') {
        if (!a || !b)
          throw new UsageError(
            'run question answer needs the question id and the answer: wukong run question answer Q1 "…"',
          );
        show(registry.answer(target(), a, b, now));
        return 0;
      }
      throw new UsageError(
        `run question ${JSON.stringify(what ?? '')}: allowed: add, answer`,
      );
    }
    case 'switch': {
      const id = rest[0];
      if (!id) throw new UsageError('run switch needs a run id, or `none`');
      registry.switchTo(id === 'none' ? null : id);
      io.out(id === 'none' ? 'no run is active\n' : `active run: ${id}\n`);
      return 0;
    }
    case 'show': {
      const id = target();
      const run = registry.get(id);
      if (!run) throw new UsageError(`no run ${id} (wukong run list)`);
      io.out(
        values.json
          ? `${JSON.stringify({ active: registry.activeId() === id, run }, null, 2)}\n`
          : `${describe(run, registry.activeId() === id)}\n`,
      );
      return 0;
    }
    case 'list': {
      const runs = registry.list();
      const active = registry.activeId();
      io.out(
        values.json
          ? `${JSON.stringify({ active, runs }, null, 2)}\n`
          : runs.length
            ? `${runs.map((r) => describe(r, r.id === active)).join('\n')}\n`
            : 'no runs (wukong run start --objective …)\n',
      );
      return 0;
    }
    default:
      throw new UsageError(
        `unknown run subcommand ${JSON.stringify(sub)}; allowed: start, plan, phase, question, switch, show, list`,
      );
  }
}
