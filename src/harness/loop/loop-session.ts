// Input: xstate (createActor), machines/loop (loopMachine, context, events, output), src/actors (machine-fingerprint, PersistedActor), ./loop-recorder
// Output: LoopSession — one LoopKernel actor that lives across processes: opened fresh or from its persisted snapshot, every event recorded before it is applied and the state after it, persisted again at the end
// Pos: src/harness/loop, the glue between the pure loop machine and the places it runs (a Claude Code hook, a library caller); it performs no gate, no tool and no command itself
import { createActor } from 'xstate';
import type { Actor } from 'xstate';
import type { LoopContext, LoopEvent, LoopInput, LoopOutput } from '../../../machines/loop.context.js';
import { loopMachine } from '../../../machines/loop.machine.js';
import { machineFingerprint } from '../../actors/machine-fingerprint.js';
import type { PersistedActor } from '../../actors/run-store.js';
import type { LoopRecorder } from './loop-recorder.js';

const FINGERPRINT = machineFingerprint(loopMachine);

export class LoopSession {
  private constructor(
    private readonly actor: Actor<typeof loopMachine>,
    private readonly recorder: LoopRecorder,
    /** True when no usable snapshot existed and a new loop started. */
    readonly fresh: boolean,
  ) {}

  /**
   * Restores the persisted loop, or starts one from `input` (recorded as machine.start) when there is none of this machine's
   * shape. The recorder is chosen per actor instance, so a resumed loop's entries never mix with its predecessor's.
   */
  static open(input: LoopInput, recorderFor: (instance: number) => LoopRecorder, persisted?: PersistedActor): LoopSession {
    const usable = persisted && persisted.fingerprint === FINGERPRINT ? persisted.snapshot : undefined;
    if (usable) {
      const actor = createActor(loopMachine, { snapshot: usable as never, input });
      let failed = false;
      actor.subscribe({ error: () => (failed = true) });
      actor.start();
      if (!failed && actor.getSnapshot().status !== 'error') return new LoopSession(actor, recorderFor(actor.getSnapshot().context.instance), false);
      actor.stop();
    }
    const recorder = recorderFor(input.instance ?? 1);
    recorder.start(input);
    const actor = createActor(loopMachine, { input });
    actor.start();
    const session = new LoopSession(actor, recorder, true);
    session.checkpoint();
    return session;
  }

  get state(): string {
    return this.actor.getSnapshot().value as string;
  }

  get context(): LoopContext {
    return this.actor.getSnapshot().context;
  }

  get stopped(): boolean {
    return this.actor.getSnapshot().status === 'done';
  }

  output(): LoopOutput | undefined {
    const snapshot = this.actor.getSnapshot();
    return snapshot.status === 'done' ? (snapshot.output as LoopOutput) : undefined;
  }

  /** Records the event, applies it, records the state it led to. */
  send(event: LoopEvent): this {
    this.recorder.event(event);
    this.actor.send(event);
    this.checkpoint();
    return this;
  }

  private checkpoint(): void {
    const s = this.actor.getSnapshot();
    this.recorder.state({ value: s.value, context: s.context, status: s.status });
  }

  persisted(): PersistedActor {
    return { fingerprint: FINGERPRINT, snapshot: this.actor.getPersistedSnapshot() as unknown as Record<string, unknown> };
  }

  close(): void {
    this.actor.stop();
  }
}
