// prepareLoopRuntime / loopSessions — the loop's statechart (xstate, the
// LoopKernel machine, its fingerprint: ~5 ms to create) loaded only when a loop
// can be active: an active run or a CompletionPromise exists (the condition of
// host-loop.ts loopScope). handle-hook.ts awaits prepareLoopRuntime before
// every handler; host-loop.ts takes LoopSession from loopSessions(); the
// resident daemon loads it at start (loadLoopRuntime)
// Pos: src/hosts/claude-code, a loader and nothing else: a hook without a loop
// (most of them) never creates the machine
import { RunRegistry } from '../../harness/runs/run-registry.js';
import type { HookEnv } from './hook-env.js';

type Runtime = typeof import('../../harness/loop/loop-session.js');
let runtime: Runtime | undefined;

/**
 * Loads the loop runtime when a run is active or a promise is set (and once
 * loaded, keeps it).
 */
export async function prepareLoopRuntime(env: HookEnv): Promise<void> {
  if (runtime) return;
  if (!new RunRegistry(env.workspace).active() && !env.promises.read()) return;
  await loadLoopRuntime();
}

/**
 * Loads it unconditionally: the resident daemon does at start, so its requests
 * never look for a loop twice.
 */
export async function loadLoopRuntime(): Promise<void> {
  runtime ??= await import('../../harness/loop/loop-session.js');
}

/**
 * LoopSession, once prepareLoopRuntime found a loop; before that, using a loop
 * is a bug in the caller (it fails closed).
 */
export function loopSessions(): Runtime['LoopSession'] {
  if (!runtime)
    throw new Error(
      'the loop runtime was used before prepareLoopRuntime found an active run or promise',
    );
  return runtime.LoopSession;
}
