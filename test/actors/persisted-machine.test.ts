// Unit tests of PersistedMachine: start, persist and reopen through JSON; a
// stored machine that does not fit (another shape, another machine, a snapshot
// XState cannot restore, a failed machine, no envelope, no JSON) refused or
// restarted; the recorder's order; always, guards that throw, final states,
// effects hidden in actions, delayed transitions and invoked children
// Pos: test/actors, small machines written here for each case (the hosted
// machines themselves are walked in test/model/hosted-paths.test.ts); nothing
// faked
import { describe, expect, it } from 'vitest';
import { assign, emit, fromPromise, raise, setup } from 'xstate';
import {
  Unreadable,
  PersistedMachine,
} from '../../src/actors/persisted-machine.js';
import type { MachineRecorder } from '../../src/actors/persisted-machine.js';
import { UsageError } from '../../src/platform/errors/usage-error.js';

type CounterEvent =
  | { type: 'ADD'; n: number }
  | { type: 'CHECK' }
  | { type: 'FINISH' }
  | { type: 'BOOM' };

const counter = setup({
  types: {
    context: {} as { total: number; limit: number },
    events: {} as CounterEvent,
    input: {} as { limit: number },
    output: {} as { total: number },
  },
  guards: {
    overLimit: ({ context }) => context.total > context.limit,
    explodes: () => {
      throw new Error('the policy broke');
    },
  },
  actions: {
    add: assign(({ context, event }) => ({
      total: context.total + (event.type === 'ADD' ? event.n : 0),
    })),
  },
}).createMachine({
  id: 'counter',
  context: ({ input }) => ({ total: 0, limit: input.limit }),
  initial: 'counting',
  states: {
    counting: {
      on: {
        ADD: { target: 'judging', actions: 'add' },
        FINISH: 'finished',
        BOOM: { guard: 'explodes', target: 'finished' },
      },
    },
    /**
     * Transient: `always` decides within the same send, so no caller ever sees
     * it.
     */
    judging: {
      always: [{ guard: 'overLimit', target: 'over' }, { target: 'counting' }],
    },
    over: { on: { FINISH: 'finished' } },
    finished: { type: 'final' },
  },
  output: ({ context }) => ({ total: context.total }),
});

/** The same states under another tree: its fingerprint differs. */
const counterV2 = setup({
  types: { context: {} as { total: number }, input: {} as { limit: number } },
}).createMachine({
  id: 'counter',
  context: { total: 0 },
  initial: 'counting',
  states: { counting: {}, paused: {} },
});

function recording(): { log: string[]; recorder: MachineRecorder } {
  const log: string[] = [];
  return {
    log,
    recorder: {
      restarted: (why) => log.push(`restarted: ${why}`),
      start: (input) => log.push(`start ${JSON.stringify(input)}`),
      event: (event) => log.push(`event ${event.type}`),
      state: (s) =>
        log.push(
          `state ${JSON.stringify(s.value)} ${s.status} ${JSON.stringify(s.context)}`,
        ),
    },
  };
}

const roundTrip = (host: PersistedMachine<typeof counter>): unknown =>
  JSON.parse(JSON.stringify(host.persisted()));

describe('PersistedMachine: start, persist, reopen', () => {
  it('reopens from its JSON envelope where it stopped, and goes on from there', () => {
    const first = PersistedMachine.start(counter, { limit: 10 }).send({
      type: 'ADD',
      n: 3,
    });
    expect(first.fresh).toBe(true);
    const stored = roundTrip(first);
    expect(stored).toMatchObject({
      v: 1,
      machine: 'counter',
      fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/),
      snapshot: { value: 'counting', context: { total: 3, limit: 10 } },
    });
    const again = PersistedMachine.open(counter, stored, {
      onMismatch: 'refuse',
      where: 'counter.json',
    });
    expect([
      again.fresh,
      again.restarted,
      again.snapshot.value,
      again.snapshot.context.total,
    ]).toEqual([false, undefined, 'counting', 3]);
    again.send({ type: 'ADD', n: 4 });
    expect(again.snapshot.context.total).toBe(7);
  });

  it('resolves `always` within the send: the transient state is never the value', () => {
    const host = PersistedMachine.start(counter, { limit: 5 });
    expect(host.send({ type: 'ADD', n: 2 }).snapshot.value).toBe('counting');
    expect(host.send({ type: 'ADD', n: 9 }).snapshot.value).toBe('over');
  });

  it('reaches a final state with its output; a done machine ignores later events, as an actor does', () => {
    const host = PersistedMachine.start(counter, { limit: 5 }).send({
      type: 'ADD',
      n: 2,
    });
    expect(host.output).toBeUndefined();
    host.send({ type: 'FINISH' });
    expect([host.status, host.output]).toEqual(['done', { total: 2 }]);
    host.send({ type: 'ADD', n: 1 });
    expect([host.status, host.snapshot.context.total]).toEqual(['done', 2]);
    const reopened = PersistedMachine.open(counter, roundTrip(host), {
      onMismatch: 'refuse',
      where: 'x',
    });
    expect([reopened.status, reopened.output]).toEqual(['done', { total: 2 }]);
  });

  it('a guard that throws fails the machine (status error, the error kept, later events ignored); a failed machine does not reopen', () => {
    const host = PersistedMachine.start(counter, { limit: 5 });
    host.send({ type: 'BOOM' });
    expect(host.status).toBe('error');
    expect(String((host.snapshot as { error?: unknown }).error)).toMatch(
      /Unable to evaluate guard 'explodes'.*\n?.*the policy broke/s,
    );
    host.send({ type: 'ADD', n: 1 });
    expect([host.status, host.snapshot.context.total]).toEqual(['error', 0]);
    const stored = roundTrip(host);
    expect(() =>
      PersistedMachine.open(counter, stored, {
        onMismatch: 'refuse',
        where: 'x.json',
      }),
    ).toThrow(/^x\.json holds a counter that had failed/);
    expect(
      PersistedMachine.open(counter, stored, {
        onMismatch: 'restart',
        input: { limit: 5 },
        where: 'x.json',
      }).restarted,
    ).toMatch(/^x\.json holds a counter that had failed/);
  });

  it('cannot start from an input its context rejects, and says which machine', () => {
    const strict = setup({
      types: { input: {} as { limit: number } },
    }).createMachine({
      id: 'strict',
      context: ({ input }) => {
        if (input.limit < 0) throw new Error('limit must be >= 0');
        return {};
      },
    });
    expect(() => PersistedMachine.start(strict, { limit: -1 })).toThrow(
      'strict: the machine could not start from its input (limit must be >= 0)',
    );
  });
});

describe('PersistedMachine: a stored machine that does not fit', () => {
  const stored = () =>
    roundTrip(
      PersistedMachine.start(counter, { limit: 10 }).send({
        type: 'ADD',
        n: 3,
      }),
    ) as Record<string, unknown>;

  it('refuse: a snapshot of another shape is a UsageError naming where, both fingerprints and what to do', () => {
    const old = { ...stored(), fingerprint: '0123456789abcdef' };
    const open = () =>
      PersistedMachine.open(counter, old, {
        onMismatch: 'refuse',
        where: '/tmp/p.json',
        remedy: 'pass another --state file',
      });
    expect(open).toThrow(UsageError);
    expect(open).toThrow(
      `/tmp/p.json was written by a counter of another shape (fingerprint 0123456789abcdef, this build's ${stored()['fingerprint'] as string}); pass another --state file`,
    );
  });

  it('restart: the same snapshot starts a fresh machine; the caller and the recorder learn why, before its start', () => {
    const old = { ...stored(), fingerprint: '0123456789abcdef' };
    const { log, recorder } = recording();
    const host = PersistedMachine.open(counter, old, {
      onMismatch: 'restart',
      input: { limit: 4 },
      where: "the session's counter",
      recorder,
    });
    expect([host.fresh, host.snapshot.context]).toEqual([
      true,
      { total: 0, limit: 4 },
    ]);
    expect(host.restarted).toMatch(
      /^the session's counter was written by a counter of another shape \(fingerprint 0123456789abcdef, this build's [0-9a-f]{16}\)$/,
    );
    expect(log).toEqual([
      `restarted: ${host.restarted}`,
      'start {"limit":4}',
      'state "counting" active {"total":0,"limit":4}',
    ]);
  });

  it('the same two answers for a machine of the same shape written by another machine, for a state the machine lacks, for no envelope and for no JSON', () => {
    const cases: Array<[unknown, RegExp]> = [
      [
        { ...stored(), machine: 'other' },
        /^w holds a "other" machine, not a counter$/,
      ],
      [
        {
          ...stored(),
          snapshot: { ...(stored()['snapshot'] as object), value: 'nowhere' },
        },
        /^w could not be restored \(.*nowhere.*\)$/,
      ],
      [
        { v: 1 },
        /^w is not a persisted counter \(expected \{v: 1, machine: "counter", fingerprint, snapshot\}\)$/,
      ],
      [{ ...stored(), v: 2 }, /^w is not a persisted counter/],
      [[1, 2], /^w is not a persisted counter/],
      [
        new Unreadable('is not valid JSON (Unexpected token)'),
        /^w is not valid JSON \(Unexpected token\)$/,
      ],
    ];
    for (const [value, why] of cases) {
      expect(
        () =>
          PersistedMachine.open(counter, value, {
            onMismatch: 'refuse',
            where: 'w',
          }),
        String(why),
      ).toThrow(UsageError);
      expect(
        () =>
          PersistedMachine.open(counter, value, {
            onMismatch: 'refuse',
            where: 'w',
            remedy: 'delete it',
          }),
        String(why),
      ).toThrow(
        new RegExp(
          `${why.source.endsWith('$') ? why.source.slice(0, -1) : `${why.source}.*`}; delete it$`,
        ),
      );
      const restarted = PersistedMachine.open(counter, value, {
        onMismatch: 'restart',
        input: { limit: 1 },
        where: 'w',
      });
      expect([
        restarted.fresh,
        restarted.restarted?.match(why) !== null,
        restarted.snapshot.value,
      ]).toEqual([true, true, 'counting']);
    }
    expect(
      PersistedMachine.open(counterV2, stored(), {
        onMismatch: 'restart',
        input: { limit: 1 },
        where: 'w',
      }).restarted,
    ).toMatch(/another shape/);
  });

  it('nothing stored: restart starts fresh without a reason; refuse refuses', () => {
    const host = PersistedMachine.open(counter, undefined, {
      onMismatch: 'restart',
      input: { limit: 2 },
      where: 'w',
    });
    expect([host.fresh, host.restarted]).toEqual([true, undefined]);
    expect(() =>
      PersistedMachine.open(counter, undefined, {
        onMismatch: 'refuse',
        where: 'w',
      }),
    ).toThrow(/^w is not a persisted counter/);
  });

  it('reads the run states of earlier builds: {fingerprint, snapshot} without v and machine', () => {
    const { fingerprint, snapshot } = stored();
    const host = PersistedMachine.open(
      counter,
      { fingerprint, snapshot },
      { onMismatch: 'refuse', where: 'w' },
    );
    expect([host.fresh, host.snapshot.context.total]).toEqual([false, 3]);
    expect(Object.keys(host.persisted())).toEqual([
      'v',
      'machine',
      'fingerprint',
      'snapshot',
    ]);
  });

  it('resolve: a plain state the machine has is resolved without entry actions; one it lacks gets the same two answers', () => {
    const host = PersistedMachine.resolve(
      counter,
      { value: 'over', context: { total: 12, limit: 10 } },
      { onMismatch: 'refuse', where: 'rules' },
    );
    expect([
      host.fresh,
      host.snapshot.value,
      host.send({ type: 'FINISH' }).status,
    ]).toEqual([false, 'over', 'done']);
    expect(() =>
      PersistedMachine.resolve(
        counter,
        { value: 'gone', context: {} },
        { onMismatch: 'refuse', where: 'rules' },
      ),
    ).toThrow(
      /^rules holds a state the counter machine does not have \(.*gone.*\); delete it to start over$/,
    );
    expect(
      PersistedMachine.resolve(
        counter,
        { value: 'gone', context: {} },
        { onMismatch: 'restart', input: { limit: 3 }, where: 'rules' },
      ).snapshot.context,
    ).toEqual({ total: 0, limit: 3 });
  });
});

describe('PersistedMachine: the recorder', () => {
  it('records a fresh start and its state, then each event before its state; a reopened machine records nothing until an event', () => {
    const first = recording();
    const host = PersistedMachine.start(
      counter,
      { limit: 5 },
      { recorder: first.recorder },
    );
    host.send({ type: 'ADD', n: 7 });
    expect(first.log).toEqual([
      'start {"limit":5}',
      'state "counting" active {"total":0,"limit":5}',
      'event ADD',
      'state "over" active {"total":7,"limit":5}',
    ]);
    const second = recording();
    const reopened = PersistedMachine.open(counter, roundTrip(host), {
      onMismatch: 'refuse',
      where: 'w',
      recorder: () => second.recorder,
    });
    expect(second.log).toEqual([]);
    reopened.send({ type: 'FINISH' });
    expect(second.log).toEqual([
      'event FINISH',
      'state "finished" done {"total":7,"limit":5}',
    ]);
  });

  it('chooses the recorder from the snapshot it opened (a loop records per instance)', () => {
    const chosen: unknown[] = [];
    PersistedMachine.start(
      counter,
      { limit: 8 },
      { recorder: (s) => (chosen.push(s.context.limit), recording().recorder) },
    );
    expect(chosen).toEqual([8]);
  });
});

describe('PersistedMachine: no effect hides in an action, no time comes from inside', () => {
  const effectful = (entry: 'custom' | 'emit' | 'delayed' | 'raise') =>
    setup({
      types: { events: {} as { type: 'GO' } | { type: 'NEXT' } },
      actions: { notify: () => undefined },
    }).createMachine({
      id: `effectful-${entry}`,
      initial: 'idle',
      states: {
        idle: { on: { GO: 'busy' } },
        busy: {
          entry:
            entry === 'custom'
              ? 'notify'
              : entry === 'emit'
                ? emit({ type: 'told' })
                : entry === 'delayed'
                  ? raise({ type: 'NEXT' }, { delay: 1000 })
                  : raise({ type: 'NEXT' }),
          on: { NEXT: 'done' },
        },
        done: {},
      },
    });

  it('an action function, an emit or a delayed raise is an error naming the machine and the action; an immediate raise is processed', () => {
    expect(() =>
      PersistedMachine.start(effectful('custom'), undefined).send({
        type: 'GO',
      }),
    ).toThrow(
      /^effectful-custom: GO returned the action "notify", an effect PersistedMachine would drop/,
    );
    expect(() =>
      PersistedMachine.start(effectful('emit'), undefined).send({ type: 'GO' }),
    ).toThrow(/returned the action "xstate\.emit"/);
    expect(() =>
      PersistedMachine.start(effectful('delayed'), undefined).send({
        type: 'GO',
      }),
    ).toThrow(/returned the action "xstate\.raise"/);
    expect(
      PersistedMachine.start(effectful('raise'), undefined).send({ type: 'GO' })
        .snapshot.value,
    ).toBe('done');
  });

  it('a delayed transition (`after`) is refused: time comes in events, never from a timer', () => {
    const timed = setup({}).createMachine({
      id: 'timed',
      initial: 'waiting',
      states: { waiting: { after: { 1000: 'late' } }, late: {} },
    });
    expect(() => PersistedMachine.start(timed, undefined)).toThrow(
      /^timed: the initial state returned the action "xstate\.raise"/,
    );
  });

  it('a machine that invokes an actor is refused before anything runs', () => {
    const invoking = setup({
      actors: { work: fromPromise(async () => 1) },
    }).createMachine({
      id: 'invoking',
      initial: 'a',
      states: { a: { invoke: { id: 'job', src: 'work' } } },
    });
    expect(() => PersistedMachine.start(invoking, undefined)).toThrow(
      'invoking invokes actors in invoking.a (job): PersistedMachine steps machines with the pure transition and cannot run children; host this machine with createActor',
    );
    expect(() =>
      PersistedMachine.open(invoking, undefined, {
        onMismatch: 'refuse',
        where: 'w',
      }),
    ).toThrow(/invokes actors/);
  });
});
