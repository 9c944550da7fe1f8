// tests of the pathSuite helper: 100% on the example with its promise settled
// by the paths, a coverage failure that names what was missed, the report file
// in write and check modes, named inputs under one coverage, clear errors for
// bad models; the export convention of `wukong paths`
// Pos: test/tooling, the library half of path-test generation; the CLI half is
// paths-cli.test.ts
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { createMachine, fromPromise } from 'xstate';
import { orderMachine, orderModel } from '../../examples/order.machine.js';
import {
  moduleExports,
  pickPathExports,
} from '../../src/tooling/paths/module-exports.js';
import { pathSuite } from '../../src/tooling/paths/path-suite.js';

const runAll = async (suite: ReturnType<typeof pathSuite>) => {
  for (const t of suite.tests) await t.run();
};

describe('pathSuite on the example order machine', () => {
  it('replays every path on a real actor, settling the invoked charge, and reaches every state and transition', async () => {
    const suite = pathSuite(orderMachine, orderModel);
    expect(suite.paths.shortest.length).toBeGreaterThan(0);
    expect(suite.tests).toHaveLength(
      suite.paths.shortest.length + suite.paths.edges.length,
    );
    await runAll(suite);
    const report = suite.coverage();
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    // The `always` edge over context and the parallel state's done edge are
    // among the covered transitions.
    await expect(suite.coverageTest.run()).resolves.toBeUndefined();
    const names = suite.tests.map((t) => t.name).join('\n');
    expect(names).toContain(
      'xstate.error.actor.charge > RETRY > xstate.error.actor.charge',
    );
    expect(names).toMatch(
      /"v":"cancelled".*xstate\.error\.actor\.charge > RETRY > xstate\.error\.actor\.charge/,
    );
  });

  it('fails the coverage test below the minimum and names every state and transition never reached', async () => {
    // A card that is never declined: paymentFailed and its edges stay
    // unreached.
    const events = (s: AnyMachineSnapshot) =>
      orderModel
        .events(s)
        .filter((e) => e.type !== 'xstate.error.actor.charge');
    const suite = pathSuite(orderMachine, { ...orderModel, events });
    await runAll(suite);
    const error = await suite.coverageTest.run().then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).toContain(
      'order: states 92.3%, transitions 66.7% < 100%',
    );
    expect(error?.message).toContain('state order.paymentFailed');
    expect(error?.message).toContain(
      'transition order.paymentFailed --(always)#0--> order.cancelled',
    );
    expect(error?.message).toContain(
      'transition order.paying --xstate.error.actor.charge#0--> order.paymentFailed',
    );
    await expect(
      pathSuite(orderMachine, {
        ...orderModel,
        events,
        minimum: 60,
      }).coverageTest.run(),
    ).rejects.toThrow(/states 0%/);
  });

  it('runs the invariants of check on the end of every path', async () => {
    const seen: string[] = [];
    const suite = pathSuite(orderMachine, {
      ...orderModel,
      check: (end) => void seen.push(JSON.stringify(end.value)),
    });
    await runAll(suite);
    expect(seen).toHaveLength(suite.tests.length);
    const failing = pathSuite(orderMachine, {
      ...orderModel,
      check: (end) => {
        if (end.value === 'shipped' && end.context.receipt !== 'R-3')
          throw new Error(`receipt ${end.context.receipt}`);
      },
    });
    const shipped = failing.tests.find((t) => /"v":"shipped"/.test(t.name))!;
    await expect(shipped.run()).rejects.toThrow('receipt R-2');
  });

  it('writes its figures as JSON, and in check mode fails on a stale copy unless asked to update', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wukong-path-report-'));
    const file = join(dir, 'order.json');
    const suite = pathSuite(orderMachine, { ...orderModel, report: { file } });
    await runAll(suite);
    await suite.coverageTest.run();
    const written = JSON.parse(readFileSync(file, 'utf8'));
    expect(written).toMatchObject({
      machine: 'order',
      tests: { total: suite.tests.length },
      states: { covered: 13, total: 13, percent: 100, missing: [] },
    });
    const checking = pathSuite(orderMachine, {
      ...orderModel,
      report: { file, mode: 'check' },
    });
    await runAll(checking);
    await expect(checking.coverageTest.run()).resolves.toBeUndefined();
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('"total": 13', '"total": 12'),
    );
    await expect(checking.coverageTest.run()).rejects.toThrow(
      /order\.json is stale: the path suite now reports \d+ tests, states 13\/13/,
    );
    process.env['WUKONG_UPDATE_COVERAGE'] = '1';
    try {
      await checking.coverageTest.run();
    } finally {
      delete process.env['WUKONG_UPDATE_COVERAGE'];
    }
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(written);
  });
});

describe('pathSuite over named inputs', () => {
  // A gate whose mode is input: only `strict` can reach `halted`, only
  // `lenient` can warn, so neither covers all.
  const gate = createMachine({
    id: 'gate',
    types: {
      input: {} as { strict: boolean },
      context: {} as { strict: boolean },
    },
    context: ({ input }) => ({ strict: input.strict }),
    initial: 'open',
    states: {
      open: {
        on: {
          BAD: [
            { guard: ({ context }) => context.strict, target: 'halted' },
            { target: 'warned' },
          ],
        },
      },
      warned: { on: { OK: 'open' } },
      halted: { type: 'final' },
    },
  });
  const model = {
    events: (s: AnyMachineSnapshot) =>
      s.status === 'done' ? [] : [{ type: 'BAD' }, { type: 'OK' }],
    serializeState: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
  };

  it('generates and replays paths for every input and counts them under one coverage', async () => {
    const alone = pathSuite(gate, { ...model, input: { strict: true } });
    await runAll(alone);
    expect(alone.coverage().states.missing).toEqual(['gate.warned']);
    const seen: (string | undefined)[] = [];
    const both = pathSuite(gate, {
      ...model,
      inputs: { lenient: { strict: false }, strict: { strict: true } },
      check: (_end, _path, variant) => void seen.push(variant),
    });
    expect(both.variants.map((v) => v.name)).toEqual(['lenient', 'strict']);
    expect(both.tests).toHaveLength(
      both.variants.reduce((n, v) => n + v.shortest.length + v.edges.length, 0),
    );
    expect(both.tests.map((t) => t.name)).toContainEqual(
      expect.stringMatching(/^\[strict\] shortest #\d+: "halted" <= BAD$/),
    );
    expect(both.title).toContain('over 2 inputs (lenient, strict)');
    await runAll(both);
    expect(new Set(seen)).toEqual(new Set(['lenient', 'strict']));
    expect(both.coverage().states.missing).toEqual([]);
    expect(both.coverage().transitions.missing).toEqual([]);
    await expect(both.coverageTest.run()).resolves.toBeUndefined();
  });

  it('refuses input and inputs together, and inputs that name nothing', () => {
    expect(() =>
      pathSuite(gate, {
        ...model,
        input: { strict: true },
        inputs: { strict: { strict: true } },
      }),
    ).toThrow('pathSuite(gate): give input or inputs (named inputs), not both');
    expect(() => pathSuite(gate, { ...model, inputs: {} })).toThrow(
      'inputs must be an object naming at least one input',
    );
  });
});

describe('pathSuite errors', () => {
  it('names what a model lacks', () => {
    expect(() =>
      pathSuite(orderMachine, {
        ...orderModel,
        serializeState: undefined as never,
      }),
    ).toThrow(
      'pathSuite(order): the model needs serializeState(snapshot) → string',
    );
    expect(() =>
      pathSuite(orderMachine, { ...orderModel, events: 'ADD_ITEM' as never }),
    ).toThrow('the model needs events: (snapshot) => event[]');
    expect(() =>
      pathSuite(orderMachine, { ...orderModel, controllable: ['chargeKard'] }),
    ).toThrow(
      'controllable names actors the machine does not invoke: chargeKard; invoked: chargeCard',
    );
  });

  it('stops an unbounded abstract state with an error that says what to bound, instead of running out of memory', () => {
    // The cart's quantities grow with every ADD_ITEM: an identity that keeps
    // them never runs out of new states.
    const unbounded = (s: AnyMachineSnapshot) =>
      JSON.stringify({ v: s.value, items: s.context.items });
    expect(() =>
      pathSuite(orderMachine, {
        ...orderModel,
        serializeState: unbounded,
        limit: 2_000,
      }),
    ).toThrow(
      'order: the path traversal tried more than 2000 transitions without running out of new abstract states; serializeState must keep only what guards read, bounded',
    );
  });

  it('says why a path cannot settle an inline invoked promise', async () => {
    const inline = createMachine({
      id: 'inline',
      initial: 'a',
      states: {
        a: {
          invoke: { id: 'job', src: fromPromise(async () => 1), onDone: 'b' },
        },
        b: { type: 'final' },
      },
    });
    const suite = pathSuite(inline, {
      events: (s) =>
        s.matches('a') ? [{ type: 'xstate.done.actor.job', output: 1 }] : [],
      serializeState: (s) => JSON.stringify(s.value),
    });
    const toB = suite.tests.find((t) => t.name.includes('"b"'))!;
    await expect(toB.run()).rejects.toThrow(
      "invoked actor 'job' to be running, and it is not (inline invoked logic cannot be controlled: job (in inline.a); name it in setup({ actors }))",
    );
  });
});

describe('the export convention of `wukong paths`', () => {
  const text = readFileSync(
    join(import.meta.dirname, '../../examples/order.machine.ts'),
    'utf8',
  );

  it('reads the exports of a module from its text, ignoring comments, strings and types', () => {
    expect(moduleExports(text).names).toEqual(['orderMachine', 'orderModel']);
    const other = moduleExports(
      `// export const fake = 1\nconst a = 1, b = 2;\nexport { a as doorMachine, b };\nexport type { T } from './t';\nexport default a;\nconst s = "export const nope = 2";\nexport async function doorModel() {}\n`,
    );
    expect(other).toEqual({
      names: ['b', 'default', 'doorMachine', 'doorModel'],
      reexportsAll: false,
    });
  });

  it('picks <name>Machine and <name>Model, or what is named, and explains a miss', () => {
    const found = moduleExports(text);
    expect(pickPathExports(found, {})).toEqual({
      machine: 'orderMachine',
      model: 'orderModel',
    });
    expect(() => pickPathExports(found, { machine: 'order' })).toThrow(
      'no export named "order"; exports: orderMachine, orderModel',
    );
    expect(() => pickPathExports(found, { model: 'pathModel' })).toThrow(
      'no path model "pathModel" beside orderMachine',
    );
    expect(() =>
      pickPathExports(
        { names: ['aMachine', 'bMachine'], reexportsAll: false },
        {},
      ),
    ).toThrow(
      'several exports look like machines (aMachine, bMachine); choose one with --export NAME',
    );
    expect(() =>
      pickPathExports({ names: ['door'], reexportsAll: false }, {}),
    ).toThrow(
      'no export is named like a machine (…Machine or machine); exports: door',
    );
    expect(
      pickPathExports({ names: ['machine', 'model'], reexportsAll: false }, {}),
    ).toEqual({ machine: 'machine', model: 'model' });
  });
});
