// runCommand — `wukong run start | plan | phase | question | switch | show |
// list`: the runs of work the phase policies guard (plan → execute → verify →
// ship, the approved PLAN, TDD, blocking questions, quick/normal)
// Pos: src/hosts/cli, argument handling for runs only; a phase move passes the
// pre-phase-transition gate (recorded in the ledger) before the registry writes
// it
import { errorText } from '../../platform/errors/said-error.js';
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
  findingText,
  message,
  nextDetail,
  translator,
  type Lang,
  type Translate,
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

function describe(run: ActiveRun, active: boolean, t: Translate): string {
  const open = run.questions.filter((q) => q.answer === undefined);
  const forced =
    run.mode !== run.requestedMode
      ? t('cli.run.forced', { signals: run.riskSignals.join(', ') })
      : '';
  return [
    `${active ? '* ' : '  '}${run.id} [${run.phase}, ${run.mode}${forced}${run.tdd ? ', tdd' : ''}] ${run.objective}`,
    `    ${t(run.plan.approved ? 'cli.run.plan-approved' : 'cli.run.plan-open', { paths: run.plan.paths.join(', ') || t('cli.run.no-paths') })}`,
    ...open.map(
      (q) => `    ${q.id}${q.blocking ? t('cli.run.blocking') : ''}: ${q.text}`,
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
  const lang = cliLanguage(io);
  const t = translator(lang);
  if (values.help || sub === undefined) {
    io.out(runHelp(lang));
    return sub === undefined && !values.help ? 2 : 0;
  }
  const registry = new RunRegistry(io.cwd);
  const now = new Date();
  const target = () => {
    const id = values.run ?? registry.activeId();
    if (!id) throw new UsageError(t('cli.run.no-active'));
    return id;
  };
  const show = (run: ActiveRun) =>
    io.out(`${describe(run, registry.activeId() === run.id, t)}\n`);

  switch (sub) {
    case 'start': {
      const mode = RunMode.safeParse(values.mode ?? 'normal');
      if (!mode.success)
        throw new UsageError(
          t('cli.run.bad-mode', {
            mode: JSON.stringify(values.mode),
            allowed: RunMode.options.join(', '),
          }),
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
        throw new UsageError(t('cli.run.plan-needs-path'));
      const id = target();
      const run = registry.get(id);
      if (!run) throw new UsageError(t('cli.run.no-run', { id }));
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
          `wukong run plan: ${t('cli.run.pre-plan-refused', {
            findings: decision.findings
              .filter(
                (f) => f.severity === 'hard-deny' || f.severity === 'soft-deny',
              )
              .map(
                (f) =>
                  `[${f.policy}] ${findingText(f, lang)} → ${nextDetail(f.nextAction, lang)}`,
              )
              .join('; '),
          })}\n`,
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
          t('cli.run.phase-needs', { allowed: Phase.options.join(', ') }),
        );
      const id = target();
      const run = registry.get(id);
      if (!run) throw new UsageError(t('cli.run.no-run', { id }));
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
          io.err(`wukong run phase: ${errorText(error, lang)}\n`);
          return EXIT.refused;
        }
        throw error;
      }
      for (const f of decision.findings.filter((x) => x.severity === 'warning'))
        io.out(
          `  ${t('cli.run.note', { policy: f.policy, message: findingText(f, lang) })}\n`,
        );
      return 0;
    }
    case 'question': {
      const [what, a, b] = rest;
      if (what === 'add') {
        if (!a) throw new UsageError(t('cli.run.question-text'));
        show(registry.ask(target(), a, values.blocking === true, now));
        return 0;
      }
      if (what === 'answer') {
        if (!a || !b) throw new UsageError(t('cli.run.answer-needs'));
        show(registry.answer(target(), a, b, now));
        return 0;
      }
      throw new UsageError(
        t('cli.run.question-sub', { what: JSON.stringify(what ?? '') }),
      );
    }
    case 'switch': {
      const id = rest[0];
      if (!id) throw new UsageError(t('cli.run.switch-needs'));
      registry.switchTo(id === 'none' ? null : id);
      io.out(
        `${id === 'none' ? t('cli.run.none-active') : t('cli.run.active', { id })}\n`,
      );
      return 0;
    }
    case 'show': {
      const id = target();
      const run = registry.get(id);
      if (!run) throw new UsageError(t('cli.run.no-run', { id }));
      io.out(
        values.json
          ? `${JSON.stringify({ active: registry.activeId() === id, run }, null, 2)}\n`
          : `${describe(run, registry.activeId() === id, t)}\n`,
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
            ? `${runs.map((r) => describe(r, r.id === active, t)).join('\n')}\n`
            : `${t('cli.run.no-runs')}\n`,
      );
      return 0;
    }
    default:
      throw new UsageError(
        t('cli.run.unknown-sub', {
          sub: JSON.stringify(sub),
          allowed: 'start, plan, phase, question, switch, show, list',
        }),
      );
  }
}
