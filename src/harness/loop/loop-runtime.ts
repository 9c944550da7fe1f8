// LoopRuntime — the LoopKernel for library callers: propose(plan) gates it at
// its checkpoint, observe(observation) / observeDelegation(output) /
// claimDone(text) run the isolated evaluator and the ship gate, verify(command)
// runs an accepted VerifyPlan without a shell, inside the sandbox
// (src/sandbox), and records its evidence (with the test counts its output
// reports); everything lands in the ledger for replay
// Pos: src/harness/loop, the library host of the loop (the Claude Code hooks
// are the other host); it owns the effects, the machine owns the decisions
import { homedir } from 'node:os';
import type { LoopInput } from '../../../machines/loop.context.js';
import type { VerifyResultPayload } from '../../../policies/evidence/evidence-trust-policy.js';
import type { GateInput } from '../../../policies/gate/gate-context.js';
import { normaliseFailure } from '../../../policies/harness/loop/signature.js';
import { testSummary } from '../../../policies/evidence/test-summary.js';
import { judgeVerifyCommand } from '../../../policies/harness/verify/verify-plan.js';
import type {
  ActionPlan,
  Observation,
} from '../../../policies/vocabulary/action.js';
import type { Checkpoint } from '../../../policies/vocabulary/checkpoint.js';
import type { WukongConfig } from '../../../policies/vocabulary/config.js';
import type { GateDecision } from '../../../policies/vocabulary/gate.js';
import type { StopReport } from '../../../policies/vocabulary/loop.js';
import type { ActiveRun } from '../../../policies/vocabulary/run.js';
import { EvidenceStore } from '../evidence/evidence-store.js';
import { defaultRegistry } from '../gate/default-registry.js';
import {
  bashGateContext,
  pathGateContext,
  workspaceOf,
} from '../gate/prepare-context.js';
import type { PolicyRegistry } from '../gate/registry.js';
import { redactSecrets } from '../../platform/store/redactor.js';
import { initBashParser } from '../../platform/shell/bash-parser.js';
import { runGate } from '../gate/run-gate.js';
import type { Ledger } from '../../platform/ledger/ledger.js';
import { recordGateDecision } from '../../platform/ledger/record.js';
import type { StoredPromise } from '../promise/promise-store.js';
import { readPackageScripts } from '../verify/package-scripts.js';
import { runVerifyPlan } from '../verify/run-verify-plan.js';
import { userStateDir } from '../../platform/store/user-state-dir.js';
import { sandboxStatus } from '../../sandbox/detect.js';
import { sandboxArgv, SandboxUnavailableError } from '../../sandbox/spawn.js';
import { profileOf } from '../../sandbox/workspace-profile.js';
import { evaluatorFor, shipGateFor } from './loop-effects.js';
import { ledgerRecorder } from './loop-recorder.js';
import { LoopSession } from './loop-session.js';
import type { LoopEffects } from './loop-steps.js';
import { claimStep, observeStep, proposeStep } from './loop-steps.js';

export interface LoopRuntimeOptions {
  workspace: string;
  config: WukongConfig;
  ledger: Ledger;
  /** The ledger's run id for every entry of this loop. */
  runId: string;
  promise?: StoredPromise;
  run?: ActiveRun;
  registry?: PolicyRegistry;
  evidence?: EvidenceStore;
  now?: () => Date;
  home?: string;
  /**
   * Restart the loop from this input (a resume) instead of a fresh one from the
   * config.
   */
  input?: LoopInput;
}

const tail = (text: string, lines = 5) =>
  redactSecrets(
    text
      .split('\n')
      .filter((l) => l.trim())
      .slice(-lines)
      .join('\n'),
  );

export class LoopRuntime {
  readonly session: LoopSession;
  private readonly registry: PolicyRegistry;
  private readonly evidence: EvidenceStore;
  private readonly now: () => Date;
  private readonly where: { cwd: string; workspace: string; home: string };
  private readonly effects: LoopEffects;

  private constructor(private readonly options: LoopRuntimeOptions) {
    this.registry = options.registry ?? defaultRegistry(options.config);
    this.evidence = options.evidence ?? new EvidenceStore(options.workspace);
    this.now = options.now ?? (() => new Date());
    this.where = workspaceOf({
      cwd: options.workspace,
      workspace: options.workspace,
      home: options.home ?? homedir(),
    });
    const input = options.input ?? this.freshInput();
    const key = `loop:${options.run?.id ?? options.promise?.promise.id ?? options.runId}`;
    this.session = LoopSession.open(input, (instance) =>
      ledgerRecorder(options.ledger, options.runId, `${key}#${instance}`),
    );
    this.effects = {
      gate: (plan, checkpoint) => [
        this.gate(checkpoint, this.contextFor(plan)),
      ],
      evaluate: evaluatorFor(this.evidence),
      shipGate: shipGateFor({
        registry: this.registry,
        evidence: this.evidence,
        where: this.where,
        ...(options.run ? { run: options.run } : {}),
        now: this.now,
        record: (d, g) => this.record(d, g),
      }),
      now: () => this.now().getTime(),
    };
  }

  /**
   * Loads the bash parser (verify and Bash plans are parsed for real), then
   * opens the loop.
   */
  static async start(options: LoopRuntimeOptions): Promise<LoopRuntime> {
    await initBashParser();
    return new LoopRuntime(options);
  }

  private freshInput(): LoopInput {
    const { config, promise, run, runId } = this.options;
    return {
      runId,
      startedAt: this.now().getTime(),
      budget: { ...config.loop.budget },
      promise: promise?.promise ?? null,
      promiseSince: promise?.createdAt ?? null,
      plan: {
        paths: run?.plan.paths ?? [],
        mode: run?.mode ?? 'normal',
        riskSignals: run?.riskSignals ?? [],
      },
      stuck: {
        threshold: config.loop.stuckThreshold,
        window: config.loop.stuckWindow,
      },
    };
  }

  private record(decision: GateDecision, gate: GateInput): void {
    recordGateDecision(this.options.ledger, decision, {
      runId: this.options.runId,
      gate,
    });
  }

  private gate(checkpoint: Checkpoint, context: GateInput): GateDecision {
    // A resumed loop keeps the user's Authorizations (soft-denies only).
    const decision = runGate(checkpoint, context, {
      registry: this.registry,
      now: this.now(),
      authorizations: this.session.context.authorizations,
    });
    this.record(decision, context);
    return decision;
  }

  private facts() {
    const { promise } = this.options;
    return {
      ...(promise ? { promise: promise.promise } : {}),
      evidence: this.evidence.list().records,
      activeSubagents: [],
    };
  }

  /**
   * The GateContext a plan is judged in: its path, its parsed command, its
   * delegation payload, with the run and its facts.
   */
  private contextFor(plan: ActionPlan): GateInput {
    const run = this.options.run ? { run: this.options.run } : {};
    const facts = this.facts();
    switch (plan.kind) {
      case 'write': {
        const ctx = pathGateContext(plan.path, 'write', this.where, {
          toolName: plan.tool,
          content: '',
        });
        return { ...ctx, ...run, facts: { ...ctx.facts, ...facts } };
      }
      case 'verify': {
        const ctx = bashGateContext(plan.command, this.where);
        return {
          ...ctx,
          ...run,
          facts: {
            ...ctx.facts,
            ...facts,
            scripts: readPackageScripts(this.where.workspace),
          },
        };
      }
      case 'tool':
        if (plan.tool === 'Bash' && plan.subject) {
          const ctx = bashGateContext(plan.subject, this.where);
          return { ...ctx, ...run, facts: { ...ctx.facts, ...facts } };
        }
        if (plan.subject) {
          const ctx = pathGateContext(plan.subject, 'read', this.where, {
            toolName: plan.tool,
          });
          return { ...ctx, ...run, facts: { ...ctx.facts, ...facts } };
        }
        return { ...this.where, toolName: plan.tool, ...run, facts };
      case 'ask':
        return {
          ...this.where,
          ...run,
          payload: { question: plan.question },
          facts,
        };
      case 'delegate':
        return {
          ...this.where,
          toolName: 'Task',
          ...run,
          payload: {
            subagentType: plan.avatar,
            ...(plan.capsule ? { capsule: plan.capsule } : {}),
            ...(plan.tools ? { tools: plan.tools } : {}),
          },
          facts,
        };
    }
  }

  get state(): string {
    return this.session.state;
  }

  get stop(): StopReport | null {
    return this.session.context.stop;
  }

  propose(plan: ActionPlan, rationale?: string): GateDecision[] {
    return proposeStep(
      this.session,
      plan,
      this.effects,
      rationale ? { rationale } : {},
    );
  }

  observe(observation: Observation): void {
    observeStep(this.session, observation, this.effects);
  }

  /**
   * A sub-agent's result: gated at post-delegation and observed; it never
   * becomes evidence, whatever it claims.
   */
  observeDelegation(
    subagentType: string,
    output: string,
    claims?: { evidence?: unknown[]; facts?: unknown[] },
  ): GateDecision {
    const decision = this.gate('post-delegation', {
      ...this.where,
      payload: { subagentType, output, ...(claims ? { claims } : {}) },
    });
    const planId = this.session.context.current?.plan.id ?? 'delegation';
    this.observe({
      planId,
      source: 'subagent',
      outcome: 'ok',
      outputChars: output.length,
      excerpt: tail(output),
      evidenceIds: [],
    });
    return decision;
  }

  claimDone(text: string): void {
    claimStep(this.session, text, this.effects);
  }

  /**
   * The sandbox an accepted VerifyPlan runs in (no network: a synchronous run
   * cannot serve the proxy); none when `sandbox.mode` is off or Claude Code's
   * own sandbox carries the profile; unavailable: gate-only, recorded, and
   * refused under `sandbox.mode: "required"`.
   */
  private sandboxFor(command: string): {
    sandbox?: (argv: readonly string[]) => string[];
  } {
    const cfg = this.options.config.sandbox;
    if (cfg.mode === 'off' || cfg.native) return {};
    const env = { ...process.env, HOME: this.where.home };
    const status = sandboxStatus({ env, cacheDir: userStateDir(env) });
    if (!status.available) {
      this.options.ledger.append({
        runId: this.options.runId,
        type: 'sandbox.gate-only',
        data: {
          reason: status.reason,
          mode: cfg.mode,
          command: tail(command, 1),
        },
      });
      if (cfg.mode === 'required')
        throw new SandboxUnavailableError(status.reason);
      return {};
    }
    const profile = profileOf(this.where.workspace, { env });
    return {
      sandbox: (argv) =>
        sandboxArgv(argv, { workspace: this.where.workspace, env, profile }),
    };
  }

  /**
   * Proposes a verification; only when the gate accepted it as a VerifyPlan is
   * its argv run (no shell), its evidence gated and stored, and its result
   * observed.
   */
  verify(
    command: string,
    id = `verify-${this.session.context.usage.turns + 1}`,
  ): { ran: boolean; exitCode?: number } {
    this.propose({ kind: 'verify', id, command });
    if (this.session.state !== 'act') return { ran: false };
    const analysis = bashGateContext(command, this.where).facts?.shell;
    const judged = judgeVerifyCommand(command, {
      scripts: readPackageScripts(this.where.workspace),
      analysis,
      allow: this.options.config.loop.verify,
    });
    if (!judged.accepted)
      throw new Error(
        `verify: the gate let through a command VerifyPlan refuses (${judged.reason})`,
      );
    const run = runVerifyPlan(judged.plan, {
      cwd: this.where.workspace,
      ...this.sandboxFor(command),
    });
    const tests = testSummary(run.output);
    const record: VerifyResultPayload['record'] = {
      kind: 'verify',
      sourceTrust: 'local-command',
      producerTraceId: this.options.runId,
      command,
      exitCode: run.exitCode,
      sourceRefs: [],
      createdAt: this.now().toISOString(),
      outputTail: tail(run.output),
      ...(tests ? { tests } : {}),
      workspace: this.where.workspace,
      cwd: '.',
    };
    const decision = this.gate('post-verify-result', {
      ...this.where,
      command,
      ...(this.options.run ? { run: this.options.run } : {}),
      payload: {
        record,
        claimed: run.exitCode === 0 ? 'pass' : 'fail',
      } satisfies VerifyResultPayload,
      facts: this.facts(),
    });
    const stored = decision.allowed ? this.evidence.add(record) : undefined;
    this.observe({
      planId: id,
      source: 'command',
      outcome: run.exitCode === 0 ? 'ok' : 'failed',
      exitCode: run.exitCode,
      ...(run.exitCode !== 0
        ? {
            failure: normaliseFailure(
              `${command} exited ${run.exitCode}: ${tail(run.output, 3)}`,
            ),
          }
        : {}),
      outputChars: run.output.length,
      excerpt: tail(run.output),
      evidenceIds: stored ? [stored.id] : [],
    });
    return { ran: true, exitCode: run.exitCode };
  }

  close(): void {
    this.session.close();
  }
}
