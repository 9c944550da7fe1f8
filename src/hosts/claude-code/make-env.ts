// makeHookEnv(workspace, config, now?, home?, kept?) → {env, ledger} (kept: the
// ledger and registry a resident daemon reuses) and flushRecords — a ready
// HookEnv, and the ledger write of its records (machine events that redaction
// changes marked as such)
// Pos: src/hosts/claude-code, the one place the effects behind a hook are
// chosen; the CLI, the daemon and the SDK adapter all use it
import { randomUUID } from 'node:crypto';
import { homedir } from 'node:os';
import type { WukongConfig } from '../../../policies/vocabulary/config.js';
import type { LedgerEntry } from '../../../policies/vocabulary/ledger.js';
import { AuthorizationStore } from '../../harness/gate/authorization-store.js';
import { EvidenceStore } from '../../harness/evidence/evidence-store.js';
import { defaultRegistry } from '../../harness/gate/default-registry.js';
import type { PolicyRegistry } from '../../harness/gate/registry.js';
import type { Ledger, LedgerOptions } from '../../platform/ledger/ledger.js';
import { ledgerDir } from '../../platform/ledger/ledger-files.js';
import { openLedger } from '../../platform/ledger/ledger.js';
import { PromiseStore } from '../../harness/promise/promise-store.js';
import { StateWitness } from '../../harness/promise/state-witness.js';
import { RunStore } from '../../actors/run-store.js';
import { withLock } from '../../platform/store/file-lock.js';
import { redactSecrets } from '../../platform/store/redactor.js';
import type { SandboxStatus } from '../../sandbox/detect.js';
import { makeSandboxHost } from '../../sandbox/sandbox-host.js';
import type { HookEnv } from './hook-env.js';

export interface MadeEnv {
  env: HookEnv;
  ledger: Ledger;
}

/**
 * What a long-lived host (the resident daemon) keeps between hooks instead of
 * making it again for each one.
 */
export interface KeptForHooks {
  ledger(options: LedgerOptions): Ledger;
  registry(config: WukongConfig): PolicyRegistry;
  sandboxStatus?(env: NodeJS.ProcessEnv): SandboxStatus;
}

/**
 * The wukong executable this process runs as (it starts the sandbox's proxy),
 * when it is one.
 */
function wukongBin(): string | undefined {
  const bin = process.argv[1];
  return bin && /wukong\.cjs$/.test(bin) ? bin : undefined;
}

export function makeHookEnv(
  workspace: string,
  config: WukongConfig,
  now: () => Date = () => new Date(),
  home = homedir(),
  kept?: KeptForHooks,
): MadeEnv {
  const ledgerOptions: LedgerOptions = {
    dir: ledgerDir(workspace),
    redact: redactSecrets,
  };
  const ledger = kept ? kept.ledger(ledgerOptions) : openLedger(ledgerOptions);
  const witness = StateWitness.forWorkspace(workspace);
  const env: HookEnv = {
    workspace,
    home,
    config,
    registry: kept ? kept.registry(config) : defaultRegistry(config),
    runs: new RunStore(workspace, (path, fn) => withLock(path, fn as never)),
    evidence: new EvidenceStore(workspace),
    promises: new PromiseStore(workspace, witness),
    witness,
    authorizations: new AuthorizationStore(witness.dir),
    now,
    traceId: randomUUID(),
    records: [],
    redact: redactSecrets,
    ...(config.sandbox.mode !== 'off' && !config.sandbox.native
      ? {
          sandbox: makeSandboxHost(
            workspace,
            config.sandbox,
            process.env,
            wukongBin(),
            ...(kept?.sandboxStatus
              ? [() => kept.sandboxStatus!(process.env)]
              : []),
          ),
        }
      : {}),
  };
  return { env, ledger };
}

/**
 * Appends every record the handler asked for in one batch (one lock, one
 * fsync) and returns them as written; a gate decision carries its own trace id.
 */
export function flushRecords(made: MadeEnv, sessionId: string): LedgerEntry[] {
  return made.ledger.appendMany(
    made.env.records.splice(0).map((r) => {
      const decision = (
        r.data as { decision?: { traceId?: string } } | undefined
      )?.decision;
      // A machine event that redaction changes is marked, as recordMachineEvent
      // does: replay then says why it cannot match.
      if (
        r.type === 'machine.event' &&
        made.ledger.redact((r.data as { event?: unknown }).event).changed
      )
        r.data = { ...(r.data as object), redacted: true };
      return {
        runId: sessionId,
        traceId: decision?.traceId ?? r.traceId,
        ...(decision?.traceId
          ? { parentTraceId: r.traceId }
          : r.parentTraceId
            ? { parentTraceId: r.parentTraceId }
            : {}),
        type: r.type,
        data: r.data,
      };
    }),
  );
}
