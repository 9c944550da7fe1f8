// Input: src/cli/viz-command (generatedFiles), src/graph/transitions, machines (machineCatalog), visualizations/* (checked in)
// Output: tests that the checked-in diagrams are fresh, that the Stately code rebuilds the same machine, and that Mermaid shows every edge
// Pos: test/viz, keeps visualizations/ true to the machines; regenerate with `npm run viz` when a machine changes
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { machineCatalog } from '../../machines/index.js';
import { generatedFiles } from '../../src/cli/viz-command.js';
import { allStateNodes, allTransitions, eventLabel, guardName } from '../../src/graph/transitions.js';

const root = join(import.meta.dirname, '../..');

const shape = (machine: AnyStateMachine) => ({
  states: allStateNodes(machine).map((n) => `${n.id}:${n.type}`).sort(),
  transitions: allTransitions(machine)
    .map((t) => `${t.source.id} ${t.eventType || 'always'} [${guardName(t) ?? ''}] -> ${(t.target ?? []).map((n: { id: string }) => n.id).join(',')}`)
    .sort(),
});

describe('visualizations/', () => {
  for (const file of generatedFiles()) {
    it(`${file.name} is fresh (regenerate with \`npm run viz\`)`, () => {
      expect(readFileSync(join(root, 'visualizations', file.name), 'utf8')).toBe(file.content);
    });
  }

  for (const entry of machineCatalog) {
    it(`${entry.name}.stately.ts rebuilds the same states and transitions, always edges included`, async () => {
      const mod = (await import(`../../visualizations/${entry.name}.stately.ts`)) as { machine: AnyStateMachine };
      const rebuilt = shape(mod.machine);
      expect(rebuilt).toEqual(shape(entry.machine));
      // shape() itself must not drop eventless edges: a machine that defines one shows it after the round trip.
      const definesAlways = allStateNodes(entry.machine).some((n) => (n.always ?? []).length > 0);
      expect(rebuilt.transitions.some((t) => t.includes(' always '))).toBe(definesAlways);
    });

    it(`${entry.name}.mmd declares every state and draws every transition`, () => {
      const mmd = readFileSync(join(root, 'visualizations', `${entry.name}.mmd`), 'utf8');
      const id = (s: string) => s.replace(/[^A-Za-z0-9_]/g, '_');
      for (const node of allStateNodes(entry.machine).slice(1)) expect(mmd).toContain(`state "${node.key}" as ${id(node.id)}`);
      for (const t of allTransitions(entry.machine)) {
        const guard = guardName(t);
        for (const target of t.target ?? [t.source]) {
          expect(mmd).toContain(`${id(t.source.id)} --> ${id(target.id)} : ${eventLabel(t)}${guard ? ` [${guard}]` : ''}`);
        }
      }
    });
  }
});
