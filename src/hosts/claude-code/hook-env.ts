// HookEnv — everything a hook handler may use (workspace, config, gate
// registry, stores, clock, redaction) — HookRecord and hookLanguage
// Pos: src/hosts/claude-code, the seam that keeps handlers testable in-process
// and shared by the CLI, the daemon and the SDK adapter
import type { WukongConfig } from '../../../policies/vocabulary/config.js';
import type { Said } from '../../../policies/vocabulary/messages/said.js';
import {
  languageOf,
  languageSetting,
  type Lang,
} from '../../../policies/vocabulary/messages/index.js';
import type { AuthorizationStore } from '../../harness/gate/authorization-store.js';
import type { EvidenceStore } from '../../harness/evidence/evidence-store.js';
import type { PolicyRegistry } from '../../harness/gate/registry.js';
import type { PromiseStore } from '../../harness/promise/promise-store.js';
import type { StateWitness } from '../../harness/promise/state-witness.js';
import type { RunStore } from '../../actors/run-store.js';
import type { SandboxHost } from '../../sandbox/sandbox-host.js';

/**
 * One ledger entry a handler asks for; the caller appends them after the
 * handler returns.
 */
export interface HookRecord {
  type: string;
  data: unknown;
  traceId: string;
  parentTraceId?: string;
}

export interface HookEnv {
  workspace: string;
  home: string;
  config: WukongConfig;
  registry: PolicyRegistry;
  runs: RunStore;
  evidence: EvidenceStore;
  promises: PromiseStore;
  now: () => Date;
  /** This hook invocation's trace id: gate decisions hang below it. */
  traceId: string;
  records: HookRecord[];
  /** Masks secrets in anything written to the ledger, evidence or context. */
  redact: (text: string) => string;
  /**
   * Which process answers: the resident daemon or a hook process of its own
   * (recorded in the ledger).
   */
  answeredBy?: 'daemon' | 'process';
  /**
   * The user-level record of the state that exists (promise, run states);
   * absent: vanished state goes unnoticed.
   */
  witness?: StateWitness;
  /**
   * The user's Authorizations (user-level, out of the agent's reach); absent:
   * nothing is lifted and no approved ask is kept.
   */
  authorizations?: AuthorizationStore;
  /**
   * State that vanished, for this PreToolUse to ask about (state-watch.ts fills
   * it).
   */
  vanished?: Array<{ what: string; whatSaid?: Said; path: string }>;
  /**
   * Wukong's sandbox for Bash (src/sandbox); absent: Bash is gated only, as
   * with `sandbox.mode: "off"`.
   */
  sandbox?: SandboxHost;
}

/**
 * The language of what this hook says to the user and the agent: the config's
 * `language` (or its alias body.language), else the answering process's locale.
 */
export function hookLanguage(env: Pick<HookEnv, 'config'>): Lang {
  return languageOf(languageSetting(env.config), process.env);
}

export function record(env: HookEnv, type: string, data: unknown): void {
  env.records.push({ type, data, traceId: env.traceId });
}
