// seed 004's architecture fitness checks run on this project in CI — policies
// import no machine and stay pure, the gate contract imports no wing, machines
// do no I/O, no loop spawns a shell, only the hosts load the configuration,
// every evidence has its sourceTrust — and proof that each rule fires on a tree
// that breaks it
// Pos: test/fitness, the release gate's architecture half; `wukong audit`
// reports the same checks as evalCoverage
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EvidenceRecord } from '../../policies/vocabulary/evidence.js';
import { checkArchitecture } from '../../src/harness/audit/fitness.js';
import { EvidenceStore } from '../../src/harness/evidence/evidence-store.js';

const root = join(import.meta.dirname, '../..');

describe('architecture fitness of this project', () => {
  it('policies import no machine, machines do no I/O, no loop spawns a shell, evidence needs sourceTrust, wings in order, no folder cycle', () => {
    expect(checkArchitecture(root)).toEqual([]);
  });

  it('an evidence record without sourceTrust is refused by the schema and by the store', () => {
    const bare = {
      kind: 'verify',
      producerTraceId: 't',
      command: 'npm test',
      exitCode: 0,
      sourceRefs: [],
      createdAt: '2026-11-22T10:00:00.000Z',
    };
    expect(
      EvidenceRecord.safeParse({ id: 'x', path: 'x', ...bare }).success,
    ).toBe(false);
    const store = new EvidenceStore(mkdtempSync(join(tmpdir(), 'wukong-fit-')));
    expect(() => store.add(bare as never)).toThrow(/sourceTrust/);
    expect(store.list().records).toEqual([]);
  });
});

describe('each fitness rule fires on a tree that breaks it', () => {
  const tree = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'wukong-fit-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  };

  it.each([
    [
      'policies-import-no-machine',
      {
        'policies/x/rule.ts':
          "import { loopMachine } from '../../machines/loop.machine.js';\n",
      },
    ],
    [
      'policies-import-no-machine',
      { 'policies/x/rule.ts': "import { setup } from 'xstate';\n" },
    ],
    [
      'policies-pure',
      { 'policies/x/rule.ts': "import { readFileSync } from 'node:fs';\n" },
    ],
    [
      'policies-pure',
      { 'policies/x/rule.ts': 'export const stamp = () => Date.now();\n' },
    ],
    [
      'machines-no-io',
      { 'machines/x.machine.ts': "import { writeFileSync } from 'node:fs';\n" },
    ],
    [
      'machines-no-io',
      {
        'machines/x.machine.ts':
          'export const later = () => setTimeout(() => {}, 10);\n',
      },
    ],
    [
      'loop-no-shell',
      {
        'src/harness/loop/x.ts':
          "import { execSync } from 'node:child_process';\nexport const run = (goal: string) => execSync(goal);\n",
      },
    ],
    [
      'no-shell-true',
      {
        'src/harness/verify/x.ts':
          "export const options = { cwd: '.', shell: true };\n",
      },
    ],
    [
      'child-process-allow-list',
      { 'src/hosts/cli/x.ts': "import { spawn } from 'node:child_process';\n" },
    ],
    [
      'wing-order',
      {
        'src/platform/store/x.ts':
          "import { run } from '../../harness/gate/run.js';\n",
        'src/harness/gate/run.ts': 'export const run = 1;\n',
      },
    ],
    [
      'wing-order',
      {
        'src/harness/gate/x.ts':
          "import { main } from '../../hosts/cli/main.js';\n",
        'src/hosts/cli/main.ts': 'export const main = 1;\n',
      },
    ],
    [
      'wing-order',
      {
        'src/actors/x.ts': "import { loop } from '../harness/loop/loop.js';\n",
        'src/harness/loop/loop.ts': 'export const loop = 1;\n',
      },
    ],
    [
      'wing-order',
      {
        'machines/x.machine.ts':
          "import type { Run } from '../src/harness/runs/run.js';\n",
        'src/harness/runs/run.ts': 'export type Run = 1;\n',
      },
    ],
    [
      'wing-order',
      {
        'policies/vocabulary/x.ts':
          "import type { Hit } from '../evidence/hit.js';\n",
        'policies/evidence/hit.ts': 'export type Hit = 1;\n',
      },
    ],
    [
      'wing-order',
      {
        'src/misc/x.ts': "import { a } from '../platform/a.js';\n",
        'src/platform/a.ts': 'export const a = 1;\n',
      },
    ],
    [
      'folder-cycle',
      {
        'policies/harness/loop/a.ts':
          "import { b } from '../phases/b.js';\nexport const a = 1;\n",
        'policies/harness/phases/b.ts':
          "import { a } from '../loop/a.js';\nexport const b = a;\n",
      },
    ],
    [
      'folder-cycle',
      {
        'src/tooling/viz/a.ts': "import type { B } from '../paths/b.js';\n",
        'src/tooling/paths/b.ts':
          "export type B = 1;\nexport { c } from '../graph/c.js';\n",
        'src/tooling/graph/c.ts':
          "export { a } from '../viz/a.js';\nexport const c = 1;\n",
      },
    ],
    [
      'config-loaded-by-hosts',
      {
        'src/throttle/x.ts':
          "import { loadConfig } from '../platform/config/load-config.js';\nexport const limits = (w: string) => loadConfig(w).config.pipeline;\n",
      },
    ],
    [
      'config-loaded-by-hosts',
      {
        'machines/x.machine.ts':
          "import { loadConfig } from '../src/platform/config/load-config.js';\nexport const c = loadConfig('.');\n",
      },
    ],
    [
      'gate-contract-closed',
      {
        'policies/gate/x.ts':
          "import type { ShellAnalysis } from '../security/commands/shell-command.js';\n",
      },
    ],
  ])('%s', (rule, files) => {
    expect(checkArchitecture(tree(files)).map((v) => v.rule)).toContain(rule);
  });

  it('a cycle names its folders and the imports that close it', () => {
    const dir = tree({
      'src/harness/loop/a.ts': "import { b } from '../../actors/b.js';\n",
      'src/actors/b.ts': "import { a } from '../harness/loop/a.js';\n",
    });
    const cycle = checkArchitecture(dir).find((v) => v.rule === 'folder-cycle');
    expect(cycle?.detail).toMatch(
      /^src\/actors <-> src\/harness\/loop import each other: src\/actors\/b\.ts -> \.\.\/harness\/loop\/a\.js; src\/harness\/loop\/a\.ts -> \.\.\/\.\.\/actors\/b\.js$/,
    );
  });

  it('imports that follow the wing order are not violations, nor a folder importing its own files', () => {
    const dir = tree({
      'src/hosts/cli/x.ts': "import { g } from '../../harness/gate/g.js';\n",
      'src/harness/gate/g.ts':
        "import { s } from '../../platform/store/s.js';\nimport { h } from './h.js';\nexport const g = s;\n",
      'src/harness/gate/h.ts': 'export const h = 1;\n',
      'src/platform/store/s.ts':
        "import { m } from '../../../machines/m.machine.js';\nexport const s = m;\n",
      'machines/m.machine.ts':
        "import { v } from '../policies/vocabulary/v.js';\nexport const m = v;\n",
      'policies/vocabulary/v.ts': 'export const v = 1;\n',
    });
    expect(
      checkArchitecture(dir).filter(
        (v) => v.rule === 'wing-order' || v.rule === 'folder-cycle',
      ),
    ).toEqual([]);
  });

  it('the hosts load the configuration, and the gate contract may import itself and the vocabulary', () => {
    const dir = tree({
      'src/hosts/cli/x.ts':
        "import { loadConfig } from '../../platform/config/load-config.js';\nexport const run = (w: string) => loadConfig(w);\n",
      'src/platform/config/load-config.ts':
        'export function loadConfig(w: string) { return { w }; }\n',
      'src/throttle/y.ts':
        "// the caller's loadConfig(workspace) result comes in\nexport const z = 'loadConfig(x)';\n",
      'policies/gate/x.ts':
        "import type { Finding } from '../vocabulary/finding.js';\nimport { gateFinding } from './define-policy.js';\n",
    });
    expect(checkArchitecture(dir)).toEqual([]);
  });

  it('comments and strings that name a forbidden thing are not violations', () => {
    const dir = tree({
      'policies/x/rule.ts':
        "// no Date.now() here, and no import from 'xstate'\nexport const note = 'shell: true and Date.now() are words here';\n",
      'src/x.ts': "export const doc = 'never pass shell: true';\n",
    });
    expect(checkArchitecture(dir)).toEqual([]);
  });
});
