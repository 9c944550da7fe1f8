// Input: node:fs, node:os, node:path, src/harness/audit/fitness (checkArchitecture), policies/vocabulary (EvidenceRecord), src/harness/evidence (EvidenceStore)
// Output: seed 004's architecture fitness checks run on this project in CI — policies import no machine and stay pure, the gate contract imports no wing, machines do no I/O, no loop spawns a shell, only the hosts load the configuration, every evidence has its sourceTrust — and proof that each rule fires on a tree that breaks it
// Pos: test/fitness, the release gate's architecture half; `wukong audit` reports the same checks as evalCoverage
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EvidenceRecord } from '../../policies/vocabulary/evidence.js';
import { checkArchitecture } from '../../src/harness/audit/fitness.js';
import { EvidenceStore } from '../../src/harness/evidence/evidence-store.js';

const root = join(import.meta.dirname, '../..');

describe('architecture fitness of this project', () => {
  it('policies import no machine, machines do no I/O, no loop spawns a shell, evidence needs sourceTrust', () => {
    expect(checkArchitecture(root)).toEqual([]);
  });

  it('an evidence record without sourceTrust is refused by the schema and by the store', () => {
    const bare = { kind: 'verify', producerTraceId: 't', command: 'npm test', exitCode: 0, sourceRefs: [], createdAt: '2026-11-22T10:00:00.000Z' };
    expect(EvidenceRecord.safeParse({ id: 'x', path: 'x', ...bare }).success).toBe(false);
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
    ['policies-import-no-machine', { 'policies/x/rule.ts': "import { loopMachine } from '../../machines/loop.machine.js';\n" }],
    ['policies-import-no-machine', { 'policies/x/rule.ts': "import { setup } from 'xstate';\n" }],
    ['policies-pure', { 'policies/x/rule.ts': "import { readFileSync } from 'node:fs';\n" }],
    ['policies-pure', { 'policies/x/rule.ts': 'export const stamp = () => Date.now();\n' }],
    ['machines-no-io', { 'machines/x.machine.ts': "import { writeFileSync } from 'node:fs';\n" }],
    ['machines-no-io', { 'machines/x.machine.ts': 'export const later = () => setTimeout(() => {}, 10);\n' }],
    ['loop-no-shell', { 'src/harness/loop/x.ts': "import { execSync } from 'node:child_process';\nexport const run = (goal: string) => execSync(goal);\n" }],
    ['no-shell-true', { 'src/harness/verify/x.ts': "export const options = { cwd: '.', shell: true };\n" }],
    ['child-process-allow-list', { 'src/hosts/cli/x.ts': "import { spawn } from 'node:child_process';\n" }],
    ['config-loaded-by-hosts', { 'src/throttle/x.ts': "import { loadConfig } from '../platform/config/load-config.js';\nexport const limits = (w: string) => loadConfig(w).config.pipeline;\n" }],
    ['config-loaded-by-hosts', { 'machines/x.machine.ts': "import { loadConfig } from '../src/platform/config/load-config.js';\nexport const c = loadConfig('.');\n" }],
    ['gate-contract-closed', { 'policies/gate/x.ts': "import type { ShellAnalysis } from '../security/commands/shell-command.js';\n" }],
  ])('%s', (rule, files) => {
    expect(checkArchitecture(tree(files)).map((v) => v.rule)).toContain(rule);
  });

  it('the hosts load the configuration, and the gate contract may import itself and the vocabulary', () => {
    const dir = tree({
      'src/hosts/cli/x.ts': "import { loadConfig } from '../../platform/config/load-config.js';\nexport const run = (w: string) => loadConfig(w);\n",
      'src/platform/config/load-config.ts': 'export function loadConfig(w: string) { return { w }; }\n',
      'src/throttle/y.ts': "// the caller's loadConfig(workspace) result comes in\nexport const z = 'loadConfig(x)';\n",
      'policies/gate/x.ts': "import type { Finding } from '../vocabulary/finding.js';\nimport { gateFinding } from './define-policy.js';\n",
    });
    expect(checkArchitecture(dir)).toEqual([]);
  });

  it('comments and strings that name a forbidden thing are not violations', () => {
    const dir = tree({ 'policies/x/rule.ts': "// no Date.now() here, and no import from 'xstate'\nexport const note = 'shell: true and Date.now() are words here';\n", 'src/x.ts': "export const doc = 'never pass shell: true';\n" });
    expect(checkArchitecture(dir)).toEqual([]);
  });
});
