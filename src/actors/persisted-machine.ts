// PersistedMachine<M>: one pure machine that lives across processes — opened
// from its persisted envelope {v, machine, fingerprint, snapshot} (or started
// from input, or resolved from a caller's plain data), stepped by XState's pure
// `transition`, recorded, persisted again — with an explicit answer
// (`onMismatch`) to a snapshot that no longer fits
// Pos: src/actors, the one host of the persisted machines (pipeline --state,
// the context tracker, the loop, the body watch, the stop guards, the throttle
// rules); it runs no effect and reads no clock, and it refuses a machine that
// invokes children (the batch machine stays on createActor)
import {
  fragment,
  type SayParams,
} from '../../policies/vocabulary/messages/say.js';
import type { MessageId } from '../../policies/vocabulary/messages/message.js';
import type { SaidParam } from '../../policies/vocabulary/messages/said.js';
import { saidParamText } from '../platform/errors/said-error.js';
import { createActor } from 'xstate';
import type {
  AnyActorScope,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  EventFrom,
  InputFrom,
  OutputFrom,
  SnapshotFrom,
} from 'xstate';
import { UsageError } from '../platform/errors/usage-error.js';
import { machineFingerprint } from './machine-fingerprint.js';

/**
 * A machine as it is written to disk: what wrote it (`machine` = the machine's
 * id, `fingerprint` = its shape) and XState's persisted snapshot.
 */
export interface PersistedEnvelope {
  v: 1;
  machine: string;
  fingerprint: string;
  snapshot: Record<string, unknown>;
}

/**
 * What a snapshot that does not fit gets — another machine's, another shape's
 * (fingerprint), one XState cannot restore, or no envelope at all: `refuse`
 * throws a UsageError naming where it came from, both fingerprints and what to
 * do; `restart` starts a fresh machine and says why (`restarted`, and the
 * recorder's `restarted`).
 */
export type OnMismatch = 'restart' | 'refuse';

/**
 * Where a machine's start, events and states go (the ledger's machine.start /
 * .event / .state, so replay can rebuild it).
 */
export interface MachineRecorder {
  start(input: unknown): void;
  event(event: { type: string }): void;
  state(snapshot: { value: unknown; context: unknown; status: string }): void;
  /**
   * A persisted snapshot was dropped under `restart`; called before the fresh
   * machine's start.
   */
  restarted?(why: string): void;
}

export interface HostOptions<M extends AnyStateMachine> {
  /**
   * A recorder, or one chosen once the snapshot is known (the loop's recorder
   * depends on the restored instance).
   */
  recorder?: MachineRecorder | ((snapshot: SnapshotFrom<M>) => MachineRecorder);
}

/**
 * How to open a stored machine: where it comes from (a file path, "the
 * session's stop guard", named by every message) and the explicit answer to one
 * that does not fit. `refuse` needs no input (it never starts a machine);
 * `restart` does, and also starts from it when nothing is stored.
 */
export type OpenOptions<M extends AnyStateMachine> = HostOptions<M> & {
  /** A path (data) or a catalog Said, as a refusal words it. */
  where: SaidParam;
  /**
   * What the user can do about a refused snapshot; default "delete it to start
   * over".
   */
  remedy?: SaidParam;
} & ({ onMismatch: 'refuse' } | { onMismatch: 'restart'; input: InputFrom<M> });

/**
 * What a reader found instead of JSON (a file that does not parse): a stored
 * value that fits no machine, with the reason.
 */
export class Unreadable {
  constructor(readonly why: SaidParam) {}
}

/** Why a stored value fits no machine: a catalog Said, its English `text`. */
class Problem {
  constructor(readonly said: SaidParam) {}
  get text(): string {
    return saidParamText(this.said, 'en');
  }
}
const problem = (id: MessageId, params: SayParams = {}) =>
  new Problem(fragment(id, params));

const fingerprints = new WeakMap<AnyStateMachine, string>();

export function fingerprintOf(machine: AnyStateMachine): string {
  let fingerprint = fingerprints.get(machine);
  if (fingerprint === undefined)
    fingerprints.set(machine, (fingerprint = machineFingerprint(machine)));
  return fingerprint;
}

function invokers(node: AnyStateNode, out: string[]): string[] {
  if (node.invoke.length > 0)
    out.push(`${node.id} (${node.invoke.map((i) => i.id).join(', ')})`);
  for (const child of Object.values(node.states)) invokers(child, out);
  return out;
}

const hostable = new WeakSet<AnyStateMachine>();

/**
 * `transition` only computes: an invoked child would be created but never
 * started, and an event sent to it or its done event would never arrive. Such a
 * machine needs a running actor (createActor), so it is refused here, once per
 * machine.
 */
function assertHostable(machine: AnyStateMachine): void {
  if (hostable.has(machine)) return;
  const found = invokers(machine.root, []);
  if (found.length > 0) {
    throw new Error(
      `${machine.id} invokes actors in ${found.join('; ')}: PersistedMachine steps machines with the pure transition and cannot run children; host this machine with createActor`,
    );
  }
  hostable.add(machine);
}

interface ReturnedAction {
  type: string;
  params?: unknown;
}

interface Inert {
  scope: AnyActorScope;
  /**
   * What the machine handed back during the last call, in order: the actions a
   * running actor would execute next.
   */
  returned: ReturnedAction[];
}

const inertScopes = new WeakMap<AnyStateMachine, Inert>();

/**
 * The scope XState's pure `transition(machine, snapshot, event)` and
 * `initialTransition(machine, input)` compute in (xstate's
 * createInertActorScope): an actor that is never started as `self`, no-op
 * effects, and every action handed back instead of run. They build one per call
 * — an actor and a system each time, which costs the loop as much as its step
 * itself — so it is built once per machine here and the logic's own
 * `transition` / `getInitialSnapshot` / `restoreSnapshot` are called in it.
 * Nothing in it changes between calls: no child is ever spawned (the machines
 * hosted here invoke nothing, and a spawn is a returned action, refused).
 */
function inertOf(machine: AnyStateMachine): Inert {
  let inert = inertScopes.get(machine);
  if (inert === undefined) {
    const self = createActor(machine);
    const returned: ReturnedAction[] = [];
    const noop = () => {};
    const scope: AnyActorScope = {
      self,
      id: '',
      sessionId: '',
      system: self.system,
      logger: noop,
      defer: noop,
      emit: noop,
      stopChild: noop,
      actionExecutor: (action) => void returned.push(action),
    };
    inertScopes.set(machine, (inert = { scope, returned }));
  }
  return inert;
}

/**
 * Runs `call` in the machine's inert scope; returns its result and the actions
 * it handed back.
 */
function inert<M extends AnyStateMachine, T>(
  machine: M,
  call: (scope: AnyActorScope) => T,
): [T, ReturnedAction[]] {
  const { scope, returned } = inertOf(machine);
  returned.length = 0;
  try {
    return [call(scope), [...returned]];
  } finally {
    returned.length = 0;
  }
}

/**
 * The actions `transition` hands back are the ones a running actor would
 * execute afterwards; this host executes none. Only an immediate `raise` may
 * appear (the same macrostep already processed its event); anything else — a
 * custom action function, emit, sendTo, a delayed raise, spawn, log — is an
 * effect that would silently vanish, so it is an error.
 */
function assertNoEffects(
  machine: AnyStateMachine,
  actions: readonly ReturnedAction[],
  during: string,
): void {
  for (const action of actions) {
    const delay = (action.params as { delay?: unknown } | undefined)?.delay;
    if (action.type === 'xstate.raise' && delay === undefined) continue;
    throw new Error(
      `${machine.id}: ${during} returned the action ${JSON.stringify(action.type)}, an effect PersistedMachine would drop; machines hosted here keep effects out of actions (the runtime performs them)`,
    );
  }
}

const messageOf = (error: unknown): string =>
  error instanceof Error
    ? error.message
    : typeof error === 'string'
      ? error
      : (JSON.stringify(error) ?? String(error));

function envelopeProblem(
  machine: AnyStateMachine,
  stored: unknown,
): Problem | undefined {
  if (stored instanceof Unreadable) return new Problem(stored.why);
  const notPersisted = () =>
    problem('error.persisted.not-persisted', { machine: machine.id });
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored))
    return notPersisted();
  const e = stored as Record<string, unknown>;
  const snapshot = e['snapshot'];
  // v and machine are absent in run states written before this host (the
  // actors' {fingerprint, snapshot}); both are read.
  if (
    (e['v'] !== undefined && e['v'] !== 1) ||
    (e['machine'] !== undefined && typeof e['machine'] !== 'string') ||
    typeof e['fingerprint'] !== 'string' ||
    typeof snapshot !== 'object' ||
    snapshot === null ||
    Array.isArray(snapshot)
  ) {
    return notPersisted();
  }
  if (e['machine'] !== undefined && e['machine'] !== machine.id)
    return problem('error.persisted.other-machine', {
      found: JSON.stringify(e['machine']),
      machine: machine.id,
    });
  const fingerprint = fingerprintOf(machine);
  if (e['fingerprint'] !== fingerprint)
    return problem('error.persisted.other-shape', {
      machine: machine.id,
      found: e['fingerprint'],
      fingerprint,
    });
  return undefined;
}

/**
 * The machine's own restoreSnapshot, as createActor(machine, { snapshot })
 * calls it (a throw is a snapshot that does not fit).
 */
function restore<M extends AnyStateMachine>(
  machine: M,
  snapshot: Record<string, unknown>,
): SnapshotFrom<M> | Problem {
  if (snapshot['status'] === 'error')
    return problem('error.persisted.had-failed', {
      machine: machine.id,
      error: messageOf(snapshot['error']),
    });
  let restored: AnyMachineSnapshot;
  try {
    [restored] = inert(
      machine,
      (scope) =>
        machine.restoreSnapshot(snapshot as never, scope) as AnyMachineSnapshot,
    );
  } catch (error) {
    return problem('error.persisted.not-restored', {
      error: messageOf(error),
    });
  }
  if (restored.status === 'error')
    return problem('error.persisted.not-restored', {
      error: messageOf(restored.error),
    });
  if (Object.keys(restored.children).length > 0)
    return problem('error.persisted.children', {
      children: Object.keys(restored.children).join(', '),
    });
  return restored as SnapshotFrom<M>;
}

export class PersistedMachine<M extends AnyStateMachine> {
  private readonly recorder: MachineRecorder | undefined;

  private constructor(
    readonly machine: M,
    private current: SnapshotFrom<M>,
    /**
     * True when no persisted snapshot was used: the machine started from its
     * input.
     */
    readonly fresh: boolean,
    /**
     * Why a persisted snapshot was dropped (onMismatch 'restart'); undefined
     * when none was.
     */
    readonly restarted: string | undefined,
    recorder: HostOptions<M>['recorder'],
  ) {
    this.recorder =
      typeof recorder === 'function' ? recorder(current) : recorder;
  }

  /**
   * A fresh machine from `input` (its start and first state recorded). Throws
   * when the machine cannot start from it.
   */
  static start<M extends AnyStateMachine>(
    machine: M,
    input: InputFrom<M>,
    options: HostOptions<M> = {},
  ): PersistedMachine<M> {
    return PersistedMachine.fresh(machine, input, options, undefined);
  }

  /**
   * The machine `stored` holds (its persisted envelope, as parsed JSON). One
   * that does not fit gets `options.onMismatch`; nothing stored (undefined) is
   * a fresh start under `restart` and a refusal under `refuse`.
   */
  static open<M extends AnyStateMachine>(
    machine: M,
    stored: unknown,
    options: OpenOptions<M>,
  ): PersistedMachine<M> {
    assertHostable(machine);
    if (stored === undefined && options.onMismatch === 'restart')
      return PersistedMachine.fresh(machine, options.input, options, undefined);
    const found =
      envelopeProblem(machine, stored) ??
      restore(machine, (stored as PersistedEnvelope).snapshot);
    if (!(found instanceof Problem))
      return new PersistedMachine(
        machine,
        found,
        false,
        undefined,
        options.recorder,
      );
    return PersistedMachine.mismatch(machine, found, options);
  }

  /**
   * The machine at a state the caller keeps as plain data (the throttle's
   * hand-editable rules): `resolveState`, then the same restore as a persisted
   * snapshot, so no entry action runs. A value the machine lacks gets
   * `options.onMismatch`.
   */
  static resolve<M extends AnyStateMachine>(
    machine: M,
    state: { value: unknown; context: unknown },
    options: OpenOptions<M>,
  ): PersistedMachine<M> {
    assertHostable(machine);
    let resolved: SnapshotFrom<M> | Problem;
    try {
      resolved = restore(
        machine,
        machine.resolveState(state as never) as unknown as Record<
          string,
          unknown
        >,
      );
    } catch (error) {
      resolved = problem('error.persisted.no-state', {
        machine: machine.id,
        error: messageOf(error),
      });
    }
    if (!(resolved instanceof Problem))
      return new PersistedMachine(
        machine,
        resolved,
        false,
        undefined,
        options.recorder,
      );
    return PersistedMachine.mismatch(machine, resolved, options);
  }

  private static mismatch<M extends AnyStateMachine>(
    machine: M,
    problem: Problem,
    options: OpenOptions<M>,
  ): PersistedMachine<M> {
    if (options.onMismatch === 'refuse')
      throw new UsageError(
        fragment('error.persisted.refused', {
          where: options.where,
          problem: problem.said,
          remedy: options.remedy ?? fragment('error.persisted.remedy'),
        }),
      );
    const why = `${saidParamText(options.where, 'en')} ${problem.text}`;
    return PersistedMachine.fresh(machine, options.input, options, why);
  }

  private static fresh<M extends AnyStateMachine>(
    machine: M,
    input: InputFrom<M>,
    options: HostOptions<M>,
    restarted: string | undefined,
  ): PersistedMachine<M> {
    assertHostable(machine);
    let first: [SnapshotFrom<M>, ReturnedAction[]];
    try {
      // initialTransition(machine, input), in the machine's inert scope.
      first = inert(
        machine,
        (scope) => machine.getInitialSnapshot(scope, input) as SnapshotFrom<M>,
      );
    } catch (error) {
      first = [{ status: 'error', error } as unknown as SnapshotFrom<M>, []];
    }
    // XState reports a context factory that throws as status 'error'; other
    // failures throw. Both mean: no machine.
    const failed = first[0] as AnyMachineSnapshot;
    if (failed.status === 'error')
      throw new Error(
        `${machine.id}: the machine could not start from its input (${messageOf(failed.error)})`,
        { cause: failed.error },
      );
    assertNoEffects(machine, first[1], 'the initial state');
    const host = new PersistedMachine(
      machine,
      first[0],
      true,
      restarted,
      options.recorder,
    );
    if (restarted !== undefined) host.recorder?.restarted?.(restarted);
    host.recorder?.start(input);
    host.recordState();
    return host;
  }

  /**
   * Records the event, applies it with `transition`, records the state it led
   * to. Like an actor, a machine that is done or failed ignores events, and a
   * guard or action that throws fails the machine (status 'error', the error
   * kept).
   */
  send(event: EventFrom<M>): this {
    this.recorder?.event(event as { type: string });
    if (this.status === 'active') this.current = this.step(event);
    this.recordState();
    return this;
  }

  private step(event: EventFrom<M>): SnapshotFrom<M> {
    let next: [SnapshotFrom<M>, ReturnedAction[]];
    try {
      // transition(machine, snapshot, event), in the machine's inert scope.
      next = inert(
        this.machine,
        (scope) =>
          this.machine.transition(
            this.current,
            event,
            scope,
          ) as SnapshotFrom<M>,
      );
    } catch (error) {
      return {
        ...(this.current as AnyMachineSnapshot),
        status: 'error',
        error,
      } as unknown as SnapshotFrom<M>;
    }
    assertNoEffects(this.machine, next[1], (event as { type: string }).type);
    return next[0];
  }

  private recordState(): void {
    if (!this.recorder) return;
    const s = this.current as AnyMachineSnapshot;
    this.recorder.state({
      value: s.value,
      context: s.context,
      status: s.status,
    });
  }

  get snapshot(): SnapshotFrom<M> {
    return this.current;
  }

  get status(): AnyMachineSnapshot['status'] {
    return (this.current as AnyMachineSnapshot).status;
  }

  /**
   * The machine's output once it reached a top-level final state; undefined
   * before.
   */
  get output(): OutputFrom<M> | undefined {
    const s = this.current as AnyMachineSnapshot;
    return s.status === 'done' ? (s.output as OutputFrom<M>) : undefined;
  }

  /**
   * What to write to disk: the envelope with this build's fingerprint and
   * XState's persisted snapshot.
   */
  persisted(): PersistedEnvelope {
    return {
      v: 1,
      machine: this.machine.id,
      fingerprint: fingerprintOf(this.machine),
      snapshot: this.machine.getPersistedSnapshot(
        this.current,
      ) as unknown as Record<string, unknown>,
    };
  }
}
