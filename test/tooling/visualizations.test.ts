// tests that every checked-in file (diagrams, SVGs, index.html) is fresh, that
// the Stately code rebuilds the same machine, that Mermaid and the SVG show
// every state and edge, and that the page carries the suites' coverage
// Pos: test/tooling, keeps visualizations/ true to the machines; regenerate
// with `npm run viz` when a machine changes
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { machineCatalog } from '../../machines/index.js';
import {
  allStateNodes,
  allTransitions,
  eventLabel,
  guardName,
  transitionKey,
} from '../../src/tooling/graph/transitions.js';
import { readCoverageFile } from '../../src/tooling/paths/coverage-file.js';
import { drawnSources } from '../../src/tooling/viz/mermaid.js';
import { vizFiles } from '../../src/tooling/viz/site.js';

const root = join(import.meta.dirname, '../..');
const files = await vizFiles({ root, outDir: join(root, 'visualizations') });
const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const shape = (machine: AnyStateMachine) => ({
  states: allStateNodes(machine)
    .map((n) => `${n.id}:${n.type}`)
    .sort(),
  transitions: allTransitions(machine)
    .map(
      (t) =>
        `${t.source.id} ${t.eventType || 'always'} [${guardName(t) ?? ''}] -> ${(t.target ?? []).map((n: { id: string }) => n.id).join(',')}`,
    )
    .sort(),
});

describe('visualizations/', () => {
  it('holds three files per catalog machine and one page, and nothing stale besides', () => {
    expect(files.map((f) => f.name).sort()).toEqual(
      [
        ...machineCatalog.flatMap((m) => [
          `${m.name}.mmd`,
          `${m.name}.stately.ts`,
          `${m.name}.svg`,
        ]),
        'index.html',
      ].sort(),
    );
  });

  for (const file of files) {
    it(`${file.name} is fresh (regenerate with \`npm run viz\`)`, () => {
      expect(
        readFileSync(join(root, 'visualizations', file.name), 'utf8'),
      ).toBe(file.content);
    });
  }

  for (const entry of machineCatalog) {
    it(`${entry.name}.stately.ts rebuilds the same states and transitions, always edges included`, async () => {
      const mod = (await import(
        `../../visualizations/${entry.name}.stately.ts`
      )) as { machine: AnyStateMachine };
      const rebuilt = shape(mod.machine);
      expect(rebuilt).toEqual(shape(entry.machine));
      // shape() itself must not drop eventless edges: a machine that defines
      // one shows it after the round trip.
      const definesAlways = allStateNodes(entry.machine).some(
        (n) => (n.always ?? []).length > 0,
      );
      expect(rebuilt.transitions.some((t) => t.includes(' always '))).toBe(
        definesAlways,
      );
    });

    it(`${entry.name}.mmd declares every state and draws every transition`, () => {
      const mmd = readFileSync(
        join(root, 'visualizations', `${entry.name}.mmd`),
        'utf8',
      );
      const id = (s: string) => s.replace(/[^A-Za-z0-9_]/g, '_');
      for (const node of allStateNodes(entry.machine).slice(1))
        expect(mmd).toContain(`state "${node.key}" as ${id(node.id)}`);
      for (const t of allTransitions(entry.machine)) {
        const guard = guardName(t);
        for (const source of drawnSources(t.source)) {
          for (const target of t.target ?? [source]) {
            expect(mmd).toContain(
              `${id(source.id)} --> ${id(target.id)} : ${eventLabel(t)}${guard ? ` [${guard}]` : ''}`,
            );
          }
        }
      }
    });

    it(`${entry.name}.svg draws every state node and every transition, with its label`, () => {
      const svg = files.find((f) => f.name === `${entry.name}.svg`)!.content;
      for (const node of allStateNodes(entry.machine))
        expect(svg).toContain(`data-state="${escapeXml(node.id)}"`);
      for (const t of allTransitions(entry.machine)) {
        const guard = guardName(t);
        const edge = svg
          .split('\n')
          .find((line) =>
            line.includes(`data-transition="${escapeXml(transitionKey(t))}"`),
          );
        expect(edge, transitionKey(t)).toBeDefined();
        expect(edge).toContain(
          `>${escapeXml(`${eventLabel(t)}${guard ? ` [${guard}]` : ''}`)}</text>`,
        );
      }
    });

    it(`index.html shows ${entry.name} with its diagram and the coverage its path suite recorded`, () => {
      const page = files.find((f) => f.name === 'index.html')!.content;
      const section = page.slice(
        page.indexOf(`<section class="machine" id="m-${entry.name}"`),
        page.indexOf('</section>', page.indexOf(`id="m-${entry.name}"`)),
      );
      expect(section).toContain(
        `<svg xmlns="http://www.w3.org/2000/svg" class="machine-diagram" data-machine="${entry.name}"`,
      );
      const coverage = readCoverageFile(
        join(root, 'visualizations', 'path-coverage', `${entry.name}.json`),
      );
      if (coverage) {
        expect(section).toContain(
          `Generated path tests: <strong>${coverage.tests.total}</strong> (${coverage.tests.shortest} shortest + ${coverage.tests.edges} edge-cover)`,
        );
        expect(section).toContain(
          `states <strong>${coverage.states.covered}/${coverage.states.total} (${coverage.states.percent}%)</strong>`,
        );
      } else expect(section).toContain('No path suite has recorded coverage');
    });
  }
});
