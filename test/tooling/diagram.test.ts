// tests of the browser-free diagram: nesting holds geometrically, siblings do
// not overlap, regions / finals / always edges are drawn as such, the output is
// byte-stable, and Mermaid renders parallel regions and guards
// Pos: test/tooling, the SVG and Mermaid writers on a machine with every
// construct our own catalog does not have yet (parallel regions)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { orderMachine } from '../../examples/order.machine.js';
import { machineCatalog } from '../../machines/index.js';
import type { Diagram, DiagramNode } from '../../src/tooling/viz/layout.js';
import { layoutMachine } from '../../src/tooling/viz/layout.js';
import { toMermaid } from '../../src/tooling/viz/mermaid.js';
import { toSvg } from '../../src/tooling/viz/svg.js';

const inside = (inner: DiagramNode, outer: DiagramNode) =>
  inner.x >= outer.x - 0.1 &&
  inner.y >= outer.y - 0.1 &&
  inner.x + inner.width <= outer.x + outer.width + 0.1 &&
  inner.y + inner.height <= outer.y + outer.height + 0.1;
const overlap = (a: DiagramNode, b: DiagramNode) =>
  a.x < b.x + b.width &&
  b.x < a.x + a.width &&
  a.y < b.y + b.height &&
  b.y < a.y + a.height;
const parentId = (id: string) =>
  id.includes('#')
    ? id.slice(0, id.indexOf('#'))
    : id.slice(0, id.lastIndexOf('.'));

function checkGeometry(d: Diagram) {
  const byId = new Map(d.nodes.map((n) => [n.id, n]));
  for (const n of d.nodes) {
    const parent = byId.get(parentId(n.id));
    if (parent && parent !== n)
      expect(inside(n, parent), `${n.id} inside ${parent.id}`).toBe(true);
    expect(n.x + n.width).toBeLessThanOrEqual(d.width);
    expect(n.y + n.height).toBeLessThanOrEqual(d.height);
  }
  for (const a of d.nodes)
    for (const b of d.nodes)
      if (a !== b && parentId(a.id) === parentId(b.id))
        expect(overlap(a, b), `${a.id} overlaps ${b.id}`).toBe(false);
  for (const e of d.edges)
    expect(e.points.length, `edge ${e.key}`).toBeGreaterThanOrEqual(2);
}

describe('layoutMachine + toSvg', () => {
  it('nests every state inside its parent, keeps siblings apart, and routes every edge (the order machine)', async () => {
    checkGeometry(await layoutMachine(orderMachine));
  });

  it.each(machineCatalog.map((m) => [m.name, m.machine] as const))(
    'lays out %s the same way',
    async (_name, machine) => {
      checkGeometry(await layoutMachine(machine));
    },
  );

  it('draws parallel regions dashed, finals double-bordered, always edges dashed, an initial dot per compound state', async () => {
    const svg = toSvg(await layoutMachine(orderMachine), 'order');
    const group = (id: string) =>
      svg.split('\n').find((l) => l.includes(`data-state="${id}"`)) ?? '';
    expect(group('order.fulfilling')).toContain('class="state state-parallel"');
    expect(group('order.fulfilling')).toContain('>fulfilling ‖</text>');
    for (const region of [
      'order.fulfilling.packing',
      'order.fulfilling.labelling',
    ]) {
      expect(group(region)).toContain('class="state state-region"');
      expect(group(region)).toContain('stroke-dasharray="5 4"');
    }
    for (const final of [
      'order.shipped',
      'order.cancelled',
      'order.fulfilling.packing.packed',
    ]) {
      expect(group(final)).toContain('class="state state-final"');
      expect(group(final).match(/<rect /g)).toHaveLength(2);
    }
    const always = svg
      .split('\n')
      .find((l) =>
        l.includes(
          'data-transition="order.paymentFailed --(always)#0--&gt; order.cancelled"',
        ),
      );
    expect(always).toContain('stroke-dasharray="4 3"');
    expect(always).toContain('>always [attemptsExhausted]</text>');
    expect(svg).toContain('>done: charge</text>');
    expect(svg).toContain('>error: charge</text>');
    expect(svg).toContain('>CHECKOUT [cartNotEmpty]</text>');
    // The machine, shopping's parent (root) and each region have an initial
    // marker; a parallel state has none.
    expect(svg.match(/class="initial"/g)).toHaveLength(3);
    expect(svg).not.toContain('data-state="order.fulfilling#initial"');
  });

  it('is byte-stable: two layouts of the same machine print the same SVG, numbers with at most one decimal', async () => {
    const a = toSvg(await layoutMachine(orderMachine), 'order');
    const b = toSvg(await layoutMachine(orderMachine), 'order');
    expect(a).toBe(b);
    expect(a).not.toMatch(/\b(?:x|y|width|height|cx|cy|r)="-?\d+\.\d\d/);
    expect(a).not.toMatch(/[ML,]-?\d+\.\d\d/);
    expect(a).not.toContain('NaN');
  });
});

describe('toMermaid on a parallel machine', () => {
  it('separates parallel regions with --, keeps guards on edges and marks finals', () => {
    const mmd = toMermaid(orderMachine);
    const block = mmd.slice(
      mmd.indexOf('state order_fulfilling {'),
      mmd.indexOf('\n  }\n', mmd.indexOf('state order_fulfilling {')),
    );
    expect(block).toMatch(
      /state "packing" as order_fulfilling_packing[\s\S]*\n {4}--\n {4}state "labelling" as order_fulfilling_labelling/,
    );
    expect(mmd).toContain(
      'order_shopping --> order_paying : CHECKOUT [cartNotEmpty]',
    );
    expect(mmd).toContain(
      'order_paymentFailed --> order_cancelled : always [attemptsExhausted]',
    );
    expect(mmd).toContain('order_fulfilling --> order_shipped : done');
    expect(mmd).toContain('order_shipped --> [*]');
  });
});

describe('any machine, not only ours', () => {
  it('vizFiles renders a machine outside the catalog: its files, its section, its own guards, no coverage yet', async () => {
    const { vizFiles } = await import('../../src/tooling/viz/site.js');
    const root = join(import.meta.dirname, '../..');
    const files = await vizFiles({
      root,
      outDir: join(root, 'visualizations'),
      catalog: [
        {
          name: 'order',
          machine: orderMachine,
          source: 'examples/order.machine.ts',
        },
      ],
    });
    expect(files.map((f) => f.name)).toEqual([
      'order.mmd',
      'order.stately.ts',
      'order.svg',
      'index.html',
    ]);
    const page = files[3]!.content;
    const guardLine =
      readFileSync(join(root, 'examples/order.machine.ts'), 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('attemptsExhausted:')) + 1;
    expect(page).toContain(
      '<section class="machine" id="m-order" data-machine="order">',
    );
    expect(page).toContain(
      'No path suite has recorded coverage for this machine',
    );
    expect(page).toContain(
      `<td class="mono">attemptsExhausted</td><td>the machine itself: <a href="../examples/order.machine.ts">examples/order.machine.ts:${guardLine}</a></td>`,
    );
  });

  it('lays out history states, delayed transitions, deep nesting, edges to an ancestor and re-entering self loops', async () => {
    const deep = createMachine({
      id: 'deep',
      initial: 'a',
      states: {
        a: {
          initial: 'b',
          states: {
            b: {
              initial: 'c',
              states: {
                c: { after: { 1000: 'd' } },
                d: {
                  on: {
                    UP: '#deep.e',
                    OUT: '#deep.a',
                    SELF: { target: 'd', reenter: true },
                  },
                },
              },
            },
            hist: { type: 'history', history: 'deep' },
          },
          on: { RESET: '.hist' },
        },
        e: { on: { BACK: 'a.hist' } },
      },
    });
    const d = await layoutMachine(deep);
    checkGeometry(d);
    const svg = toSvg(d, 'deep');
    expect(svg).toContain(
      'class="state state-history" data-state="deep.a.hist"',
    );
    expect(svg).toContain('>after 1000ms</text>');
    expect(svg).toContain('data-transition="deep.a.b.d --OUT#0--&gt; deep.a"');
    expect(svg).toContain(
      'data-transition="deep.a.b.d --SELF#0--&gt; deep.a.b.d"',
    );
  });
});
