// LoopSession — one LoopKernel that lives across processes, as a
// PersistedMachine: opened from its persisted snapshot (or started fresh,
// recorded as machine.start), every event recorded before it is applied and the
// state after it, persisted again at the end
// Pos: src/harness/loop, the loop's view of src/actors/persisted-machine.ts for
// the places it runs (a Claude Code hook, a library caller); it performs no
// gate, no tool and no command itself
import type {
  LoopContext,
  LoopEvent,
  LoopInput,
  LoopOutput,
} from '../../../machines/loop.context.js';
import { loopMachine } from '../../../machines/loop.machine.js';
import type { PersistedEnvelope } from '../../actors/persisted-machine.js';
import { PersistedMachine } from '../../actors/persisted-machine.js';
import type { PersistedActor } from '../../actors/run-store.js';
import type { LoopRecorder } from './loop-recorder.js';

export class LoopSession {
  private constructor(
    private readonly host: PersistedMachine<typeof loopMachine>,
  ) {}

  /**
   * Restores the persisted loop, or starts one from `input` (recorded as
   * machine.start). The loop lives in a hook's run state, so a snapshot that no
   * longer fits (another machine shape, not restorable) starts a fresh loop and
   * the recorder's `restarted` says why. The recorder is chosen per actor
   * instance, so a resumed loop's entries never mix with its predecessor's.
   */
  static open(
    input: LoopInput,
    recorderFor: (instance: number) => LoopRecorder,
    persisted?: PersistedActor,
  ): LoopSession {
    return new LoopSession(
      PersistedMachine.open(loopMachine, persisted, {
        onMismatch: 'restart',
        input,
        where: `the persisted loop of run ${input.runId}`,
        recorder: (s) => recorderFor(s.context.instance),
      }),
    );
  }

  /** True when no usable snapshot existed and a new loop started. */
  get fresh(): boolean {
    return this.host.fresh;
  }

  /**
   * Why a persisted loop was dropped for a fresh one; undefined when none was.
   */
  get restarted(): string | undefined {
    return this.host.restarted;
  }

  get state(): string {
    return this.host.snapshot.value as string;
  }

  get context(): LoopContext {
    return this.host.snapshot.context;
  }

  get stopped(): boolean {
    return this.host.status === 'done';
  }

  output(): LoopOutput | undefined {
    return this.host.output as LoopOutput | undefined;
  }

  /** Records the event, applies it, records the state it led to. */
  send(event: LoopEvent): this {
    this.host.send(event);
    return this;
  }

  persisted(): PersistedEnvelope {
    return this.host.persisted();
  }

  /**
   * Nothing runs between events (the machine is stepped with the pure
   * transition); kept so callers can end a session explicitly.
   */
  close(): void {}
}
