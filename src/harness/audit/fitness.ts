// checkArchitecture(root) → FitnessViolation[] — seed 004's architecture
// fitness rules on a Wukong-layout tree: policies import no machine (nor
// XState, nor src) and stay pure, the gate contract (policies/gate) imports no
// wing, the configuration is loaded by the hosts only (src/hosts), machines do
// no I/O and read no clock, no loop spawns a shell (only the allow-listed files
// touch child_process, never with shell: true), every evidence record needs its
// sourceTrust, every import follows the wing order (./folder-graph.ts) and no
// folders import each other round a loop
// Pos: src/harness/audit, reads source files as text (comments stripped) and
// reports; CI runs it on this project as a test, `wukong audit` reports it as
// evalCoverage
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { EvidenceRecord } from '../../../policies/vocabulary/evidence.js';
import { folderCycles, folderGraph, wingViolations } from './folder-graph.js';

export interface FitnessViolation {
  rule:
    | 'policies-import-no-machine'
    | 'policies-pure'
    | 'gate-contract-closed'
    | 'config-loaded-by-hosts'
    | 'machines-no-io'
    | 'loop-no-shell'
    | 'no-shell-true'
    | 'child-process-allow-list'
    | 'evidence-has-source-trust'
    | 'wing-order'
    | 'folder-cycle';
  file: string;
  detail: string;
}

/**
 * The only files in src/ that may start processes: the shell-less VerifyPlan
 * executor, the gate's git lookup for deletes, the daemon starter, the user's
 * editor (`wukong config edit`), the sandbox, undo's git plumbing and the batch
 * syntax check (`node --check`, python3's ast.parse; never a shell).
 */
export const CHILD_PROCESS_ALLOWED = [
  'src/harness/verify/run-verify-plan.ts',
  // One bounded `git status` per delete inside a git workspace (issue 13).
  'src/harness/gate/git-facts.ts',
  'src/hosts/daemon/start-daemon.ts',
  'src/platform/config/open-editor.ts',
  'src/sandbox/detect.ts',
  'src/sandbox/proxy-process.ts',
  'src/sandbox/spawn.ts',
  'src/harness/undo/git-run.ts',
  'src/pipeline/batch-facts.ts',
  // The hook bundle's stand-in: node:child_process loaded on the first spawn.
  'src/hosts/cli/hook-child-process.ts',
];

/**
 * The one reader of the configuration; only the process entries (src/hosts)
 * call it and pass what they loaded down.
 */
const CONFIG_LOADER = 'src/platform/config/load-config.ts';
const LOADS_CONFIG = /(?<![.\w$])loadConfig\s*\(/;

function files(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'node_modules' ? [] : files(path);
    return /\.(?:ts|mts|mjs)$/.test(name) && !name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/**
 * Code without comments and string contents of comments, so a header saying "no
 * Date.now()" is not a violation.
 */
function code(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/**
 * The code with string literal contents emptied, for pattern checks (a message
 * saying "shell: true" is not a call).
 */
const withoutStrings = (text: string) =>
  text.replace(
    /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g,
    "''",
  );

const importsOf = (text: string) =>
  [
    ...text.matchAll(
      /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    ),
  ].map((m) => m[1] ?? m[2] ?? '');

const CLOCK =
  /\bDate\.now\s*\(|\bnew Date\s*\(\s*\)|\bMath\.random\s*\(|\bperformance\.now\s*\(/;
const TIMERS = /\bset(?:Timeout|Interval|Immediate)\s*\(|\bfetch\s*\(/;
const SPAWN =
  /(?<![.\w])(?:spawn|spawnSync|exec|execSync|execFile|execFileSync|fork)\s*\(/;

export function checkArchitecture(root: string): FitnessViolation[] {
  const out: FitnessViolation[] = [];
  const rel = (p: string) => relative(root, p).replace(/\\/g, '/');
  const configLoads = (file: string, text: string) => {
    if (LOADS_CONFIG.test(withoutStrings(text)))
      out.push({
        rule: 'config-loaded-by-hosts',
        file,
        detail:
          'calls loadConfig; the process entry (src/hosts) loads the configuration once and passes it down',
      });
  };
  for (const path of files(join(root, 'policies'))) {
    const text = code(readFileSync(path, 'utf8'));
    for (const spec of importsOf(text)) {
      if (/(?:^|\/)machines(?:\/|$)|^xstate$|^@xstate\//.test(spec))
        out.push({
          rule: 'policies-import-no-machine',
          file: rel(path),
          detail: `imports ${spec}`,
        });
      else if (
        /(?:^|\/)src\//.test(spec) ||
        (spec.startsWith('node:') && spec !== 'node:path')
      )
        out.push({
          rule: 'policies-pure',
          file: rel(path),
          detail: `imports ${spec}`,
        });
    }
    const clock = CLOCK.exec(withoutStrings(text));
    if (clock)
      out.push({
        rule: 'policies-pure',
        file: rel(path),
        detail: `reads the clock or randomness (${clock[0]})`,
      });
    configLoads(rel(path), text);
  }
  // The plugin contract and the decision depend on the vocabulary only; the
  // wings extend GateFacts and CheckpointPayloads by declaration merging.
  for (const path of files(join(root, 'policies', 'gate'))) {
    for (const spec of importsOf(code(readFileSync(path, 'utf8')))) {
      if (spec.startsWith('.') && !/^\.\/[^/]+$|^\.\.\/vocabulary\//.test(spec))
        out.push({
          rule: 'gate-contract-closed',
          file: rel(path),
          detail: `imports ${spec}; policies/gate may import only policies/vocabulary`,
        });
    }
  }
  for (const path of files(join(root, 'machines'))) {
    const text = code(readFileSync(path, 'utf8'));
    for (const spec of importsOf(text))
      if (spec.startsWith('node:') || /(?:^|\/)src\//.test(spec))
        out.push({
          rule: 'machines-no-io',
          file: rel(path),
          detail: `imports ${spec}`,
        });
    const bare = withoutStrings(text);
    const hit = CLOCK.exec(bare) ?? TIMERS.exec(bare);
    if (hit)
      out.push({
        rule: 'machines-no-io',
        file: rel(path),
        detail: `uses ${hit[0]}`,
      });
    configLoads(rel(path), text);
  }
  const loopFiles = [
    ...files(join(root, 'machines')).filter((p) => /loop\.[^/]*$/.test(p)),
    ...files(join(root, 'policies', 'harness', 'loop')),
    ...files(join(root, 'policies', 'harness', 'verify')),
    ...files(join(root, 'src', 'harness', 'loop')),
  ];
  for (const path of loopFiles) {
    const text = code(readFileSync(path, 'utf8'));
    const spawns =
      importsOf(text).some((s) => /child_process/.test(s)) ||
      SPAWN.test(withoutStrings(text));
    if (spawns)
      out.push({
        rule: 'loop-no-shell',
        file: rel(path),
        detail:
          'starts a process; a loop acts only through a gated ActionPlan and the VerifyPlan executor',
      });
  }
  for (const path of files(join(root, 'src'))) {
    const text = code(readFileSync(path, 'utf8'));
    if (/\bshell\s*:\s*true\b/.test(withoutStrings(text)))
      out.push({
        rule: 'no-shell-true',
        file: rel(path),
        detail: 'passes shell: true',
      });
    if (
      importsOf(text).some((s) => /child_process/.test(s)) &&
      !CHILD_PROCESS_ALLOWED.includes(rel(path))
    )
      out.push({
        rule: 'child-process-allow-list',
        file: rel(path),
        detail: `imports child_process; only ${CHILD_PROCESS_ALLOWED.join(', ')} may`,
      });
    if (!rel(path).startsWith('src/hosts/') && rel(path) !== CONFIG_LOADER)
      configLoads(rel(path), text);
  }

  const probe = {
    id: 'x',
    path: 'x',
    kind: 'verify',
    producerTraceId: 't',
    sourceRefs: [],
    createdAt: '2026-01-01T00:00:00Z',
  };
  if (EvidenceRecord.safeParse(probe).success)
    out.push({
      rule: 'evidence-has-source-trust',
      file: 'policies/vocabulary/evidence.ts',
      detail: 'an EvidenceRecord without sourceTrust is accepted',
    });
  const graph = folderGraph(root);
  for (const v of wingViolations(graph))
    out.push({
      rule: 'wing-order',
      file: v.example.split(' -> ')[0]!,
      detail: `${v.from} -> ${v.to}: ${v.why} (${v.example})`,
    });
  for (const cycle of folderCycles(graph)) {
    const inside = (from: string) =>
      [...(graph.get(from) ?? [])]
        .filter(([to]) => cycle.includes(to))
        .map(([, why]) => why[0]);
    out.push({
      rule: 'folder-cycle',
      file: cycle[0]!,
      detail: `${cycle.join(' <-> ')} import each other: ${cycle.flatMap(inside).join('; ')}`,
    });
  }
  return out;
}

/**
 * The tree has Wukong's own layout (machines/, policies/, src/), so the fitness
 * rules apply to it.
 */
export function hasWukongLayout(root: string): boolean {
  return ['machines', 'policies', 'src'].every((d) => {
    try {
      return statSync(join(root, d)).isDirectory();
    } catch {
      return false;
    }
  });
}
