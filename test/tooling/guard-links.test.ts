// tests that each guard is linked to the policy file deciding it: found by its
// calls (directly or through local helpers, a called function before an indexed
// table), by the stored-result map, or else to its own line; comments and
// strings never fool the scan
// Pos: test/tooling, the guard → policy links of the viz page
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineCatalog } from '../../machines/index.js';
import { guardLinks } from '../../src/tooling/viz/guard-links.js';
import { guardNamesOf } from '../../src/tooling/viz/machine-summary.js';
import { storedResultGuards } from '../../src/tooling/viz/stored-result-guards.js';

const root = join(import.meta.dirname, '../..');

const source = `import { setup } from 'xstate';
import { limitReached } from '../policies/pipeline/limits.js';
import { usageBand as band, bandRank } from '../policies/context/usage-bands.js';
import type { Thing } from '../policies/thing.js';
import { LEVELS } from '../policies/body/levels.js';
import { helperFromMachine } from './helper.js';

// guards: { fake: () => limitReached(1, 2) } — a comment, not code
const bandFor = (c: { ratio: number }) => band(c.ratio, {});
const unrelated = (n: number) => limitReached(n, 1);
const refusal = (n: number) => limitReached(n, 2);
const refusedAs = (k: number) => () => refusal(k) > 0;

export const m = setup({
  guards: {
    exhausted: ({ context }) => limitReached(context.n, context.limit),
    viaHelper: ({ context }) => bandFor(context) === 'prune' && bandRank('x') > 0,
    readsStored: ({ context }) => context.jie?.verdict === 'REJECT',
    ownRule: ({ event }) => event.type === "limitReached(" && helperFromMachine(),
    nested: ({ context }, params: { a: number }) => {
      const { x } = { x: 1 };
      return x > params.a;
    },
    twoHops: refusedAs(3),
    tableAndCall: ({ context }) => LEVELS[context.k] === 'stop' && bandRank(context.k) > 0,
  },
  actions: { countRetry: () => limitReached(0, 0) },
}).createMachine({});
`;

describe('guardLinks', () => {
  const links = guardLinks(
    source,
    'machines/m.machine.ts',
    [
      'exhausted',
      'viaHelper',
      'readsStored',
      'ownRule',
      'nested',
      'twoHops',
      'tableAndCall',
      'undefinedHere',
    ],
    {
      readsStored: 'policies/pipeline/jie/judge.ts',
    },
  );
  const by = (g: string) => links.find((l) => l.guard === g)!;

  it('links a guard to the policy module whose function it calls, with the guard line', () => {
    expect(by('exhausted')).toEqual({
      guard: 'exhausted',
      file: 'policies/pipeline/limits.ts',
      line: 16,
      how: 'calls',
      via: ['limitReached'],
    });
  });

  it('follows a local helper one hop and resolves renamed imports; a helper on the next line lends it nothing', () => {
    expect(by('viaHelper')).toMatchObject({
      file: 'policies/context/usage-bands.ts',
      how: 'calls',
      via: ['band', 'bandRank'],
      line: 17,
    });
  });

  it('follows helpers that call helpers, and prefers a called function over an indexed table', () => {
    expect(by('twoHops')).toMatchObject({
      file: 'policies/pipeline/limits.ts',
      how: 'calls',
      via: ['limitReached'],
      line: 24,
    });
    expect(by('tableAndCall')).toMatchObject({
      file: 'policies/context/usage-bands.ts',
      how: 'calls',
      via: ['LEVELS', 'bandRank'],
      line: 25,
    });
  });

  it('uses the stored-result map for a guard that only reads a verdict', () => {
    expect(by('readsStored')).toMatchObject({
      file: 'policies/pipeline/jie/judge.ts',
      how: 'stored',
      line: 18,
    });
  });

  it('falls back to the machine line when the guard is its own rule; strings and other modules are not policies', () => {
    expect(by('ownRule')).toMatchObject({
      file: 'machines/m.machine.ts',
      how: 'machine',
      line: 19,
    });
    expect(by('nested')).toMatchObject({
      file: 'machines/m.machine.ts',
      how: 'machine',
      line: 20,
    });
    expect(by('undefinedHere')).toMatchObject({
      file: 'machines/m.machine.ts',
      how: 'machine',
      line: 0,
    });
  });
});

describe('guard links of the catalog machines', () => {
  for (const entry of machineCatalog) {
    it(`every guard of ${entry.name} links to a file that exists, at the line that defines it`, () => {
      const text = readFileSync(join(root, entry.source), 'utf8');
      const names = guardNamesOf(entry.machine);
      const links = guardLinks(
        text,
        entry.source,
        names,
        storedResultGuards[entry.name],
      );
      for (const link of links) {
        expect(existsSync(join(root, link.file)), link.file).toBe(true);
        expect(
          text.split('\n')[link.line - 1],
          `${entry.name}.${link.guard}`,
        ).toMatch(new RegExp(`^\\s*${link.guard}\\s*[:(]`));
        if (link.how === 'calls')
          expect(link.file.startsWith('policies/')).toBe(true);
      }
    });
  }

  it('names only guards the machines define in the stored-result map', () => {
    for (const [name, guards] of Object.entries(storedResultGuards)) {
      const entry = machineCatalog.find((m) => m.name === name);
      expect(entry, name).toBeDefined();
      for (const [guard, file] of Object.entries(guards)) {
        expect(guardNamesOf(entry!.machine)).toContain(guard);
        expect(existsSync(join(root, file)), file).toBe(true);
      }
    }
  });
});
