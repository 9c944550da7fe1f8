// The root export `wukong`: the machines with their actor helpers and types,
// the configuration, and secret scanning and redaction; every other public name
// is in the subpath of its wing (./README.md)
// Pos: src/hosts/library, the package's front door; re-exports only, no code of
// its own. A name is public when it is listed here or in a sibling entry, each
// once, each with one line saying what it is for

// Seed 001's verification pipeline: 戒→定→慧→识 over one avatar's submissions, with
// retry, backtrack and redo limits.
export { pipelineMachine } from '../../../machines/pipeline.machine.js';
// An actor of the pipeline machine for one task (input: track, avatar, limits).
export { createPipeline } from '../../../machines/pipeline.machine.js';
// Seed 001's batches: a quick three-gate check per batch, the next only after a
// pass, the whole pipeline invoked at the end.
export { batchMachine } from '../../../machines/batch.machine.js';
// An actor of the batch machine.
export { createBatch } from '../../../machines/batch.machine.js';
// Seed 003's per-rule throttle memory: cooldown, mute and the continue streak
// of one hint.
export { throttleMachine } from '../../../machines/throttle.machine.js';
// An actor of the throttle machine for one rule.
export { createThrottle } from '../../../machines/throttle.machine.js';
// Seed 002's form switching by context usage (expanded, normal, compact, DCP,
// archive), its effects requested of the runtime.
export { contextMachine } from '../../../machines/context.machine.js';
// An actor of the context machine for one session.
export { createContextTracker } from '../../../machines/context.machine.js';
// Seed 002's anchor lifecycle: seeded → dormant → matured → fruition → updated
// | obsolete.
export { anchorMachine } from '../../../machines/anchor.machine.js';
// An actor of the anchor machine for one anchor.
export { createAnchorLifecycle } from '../../../machines/anchor.machine.js';
// Seed 004's LoopKernel: reason → gate → act → observe → evaluate → repair |
// stop | ship, budgets and six stop reasons.
export { loopMachine } from '../../../machines/loop.machine.js';
// An actor of the loop machine (wukong/harness's LoopRuntime runs one with its
// effects).
export { createLoop } from '../../../machines/loop.machine.js';
// Seed 000's body self-check for one task: CHECKPOINT present, decision
// correct, behaviour watched; warn or enforce.
export { checkpointMachine } from '../../../machines/checkpoint.machine.js';
// An actor of the checkpoint machine.
export { createCheckpointWatch } from '../../../machines/checkpoint.machine.js';
// Every machine with its name and source file, as `wukong viz` and the path
// suites see them.
export { machineCatalog } from '../../../machines/index.js';

export type {
  PipelineContext,
  PipelineEvent,
  PipelineInput,
  PipelineOutput,
} from '../../../machines/pipeline.context.js';
export type {
  BatchContext,
  BatchEvent,
  BatchInput,
  BatchOutcome,
} from '../../../machines/batch.machine.js';
export type {
  ThrottleContext,
  ThrottleEvent,
  ThrottleInput,
  ThrottleOutcome,
} from '../../../machines/throttle.machine.js';
export type {
  ContextEvent,
  ContextTrackerContext,
  ContextTrackerInput,
  EffectRequest,
} from '../../../machines/context.machine.js';
export type {
  AnchorEvent,
  AnchorLifecycleInput,
} from '../../../machines/anchor.machine.js';
export type {
  LoopInput,
  LoopContext,
  LoopEvent,
  LoopOutput,
  LoopRequest,
  LoopCarry,
} from '../../../machines/loop.context.js';
export type {
  CheckpointInput,
  CheckpointContext,
  CheckpointEvent,
} from '../../../machines/checkpoint.machine.js';
export type { CatalogEntry } from '../../../machines/index.js';

// The schema (and type) of wukong.config.json, every section optional;
// `WukongConfig.parse({})` is the defaults.
export { WukongConfig } from '../../../policies/vocabulary/config.js';
// A workspace's configuration from wukong.config.json or .wukong/config.json,
// checked; bad values name the field.
export { loadConfig } from '../../platform/config/load-config.js';
export type { LoadedConfig } from '../../platform/config/load-config.js';

// Secrets in a text (gitleaks' rules and seed 000's markers), each with its
// rule and a masked match.
export { scanSecrets } from '../../../policies/security/secrets/scan-secrets.js';
export type {
  SecretFinding,
  ScanOptions,
} from '../../../policies/security/secrets/scan-secrets.js';
// The text with every secret scanSecrets finds masked; what the ledger and
// every file under .wukong/ go through.
export { redact } from '../../../policies/security/secrets/redact.js';
// redact() over every string and key of JSON-like data.
export { redactDeep } from '../../../policies/security/secrets/redact.js';
