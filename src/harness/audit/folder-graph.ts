// folderGraph, folderCycles, wingViolations — the import graph between folders
// of a Wukong-layout tree, its cycles (Tarjan's strongly connected components)
// and every import against the wing order
// Pos: src/harness/audit, read by checkArchitecture; reads relative imports as
// text, resolves nothing else
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * from folder → to folder → the imports that make the edge (`file ->
 * specifier`).
 */
export type FolderGraph = Map<string, Map<string, string[]>>;

const SOURCE = /\.(?:ts|mts)$/;
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function sources(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Comments go first, so a header naming a path is not an import. */
const code = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

export function folderGraph(root: string): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const file of ['src', 'machines', 'policies'].flatMap((top) =>
    sources(join(root, top)),
  )) {
    const from = relative(root, dirname(file));
    for (const m of code(readFileSync(file, 'utf8')).matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? '';
      const to = relative(root, dirname(resolve(dirname(file), spec)));
      if (to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, edges);
      edges.set(to, [
        ...(edges.get(to) ?? []),
        `${relative(root, file)} -> ${spec}`,
      ]);
    }
  }
  return graph;
}

/**
 * Every set of folders that import each other round a loop, largest first
 * (Tarjan, iterative: no deep recursion).
 */
export function folderCycles(graph: FolderGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let next = 0;
  const nodes = new Set([
    ...graph.keys(),
    ...[...graph.values()].flatMap((edges) => [...edges.keys()]),
  ]);
  for (const start of nodes) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; targets: string[]; at: number }> = [];
    const enter = (node: string) => {
      index.set(node, next);
      low.set(node, next++);
      stack.push(node);
      onStack.add(node);
      work.push({ node, targets: [...(graph.get(node)?.keys() ?? [])], at: 0 });
    };
    enter(start);
    while (work.length) {
      const top = work[work.length - 1]!;
      if (top.at < top.targets.length) {
        const to = top.targets[top.at++]!;
        if (!index.has(to)) enter(to);
        else if (onStack.has(to))
          low.set(top.node, Math.min(low.get(top.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent)
        low.set(
          parent.node,
          Math.min(low.get(parent.node)!, low.get(top.node)!),
        );
      if (low.get(top.node) === index.get(top.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== top.node);
        if (component.length > 1) cycles.push(component.sort());
      }
    }
  }
  return cycles.sort((a, b) => b.length - a.length);
}

/**
 * The wing order, outermost first. src: hosts → the feature wings → actors →
 * platform; then machines; then policies: the feature wings → evidence (what a
 * command proves reads the shell engine) → security → gate → vocabulary. A
 * folder may import its own rank or a later one.
 */
const SRC_RANK: Record<string, number> = {
  hosts: 0,
  pipeline: 1,
  harness: 1,
  context: 1,
  throttle: 1,
  tooling: 1,
  sandbox: 1,
  telemetry: 1,
  actors: 2,
  platform: 3,
};
const POLICY_RANK: Record<string, number> = {
  pipeline: 0,
  harness: 0,
  context: 0,
  throttle: 0,
  evidence: 1,
  security: 2,
  gate: 3,
  vocabulary: 4,
};

export function wingOf(
  folder: string,
): { top: string; wing: string; rank: number } | undefined {
  const [top, wing = ''] = folder.split('/');
  if (top === 'src')
    return SRC_RANK[wing] === undefined
      ? undefined
      : { top, wing, rank: SRC_RANK[wing] };
  if (top === 'machines') return { top, wing: 'machines', rank: 10 };
  if (top === 'policies')
    return POLICY_RANK[wing] === undefined
      ? undefined
      : { top, wing, rank: 20 + POLICY_RANK[wing] };
  return undefined;
}

export interface WingViolation {
  from: string;
  to: string;
  why: string;
  example: string;
}

export function wingViolations(graph: FolderGraph): WingViolation[] {
  const out: WingViolation[] = [];
  for (const [from, edges] of graph) {
    for (const [to, imports] of edges) {
      const a = wingOf(from);
      const b = wingOf(to);
      const example = imports[0]!;
      if (!a || !b) {
        out.push({
          from,
          to,
          why: `${!a ? from : to} is in no wing (src/{hosts,pipeline,harness,context,throttle,tooling,sandbox,actors,platform}, machines, policies/{vocabulary,gate,evidence,security,pipeline,harness,context,throttle})`,
          example,
        });
        continue;
      }
      if (b.top === 'src' && b.wing === 'hosts' && a.wing !== 'hosts')
        out.push({
          from,
          to,
          why: 'nothing imports hosts/: entry points sit on top',
          example,
        });
      else if (
        a.top === 'src' &&
        a.wing === 'platform' &&
        b.top === 'src' &&
        b.wing !== 'platform'
      )
        out.push({ from, to, why: 'platform/ imports no other wing', example });
      else if (b.rank < a.rank)
        out.push({
          from,
          to,
          why: `an upward import: ${a.top}/${a.wing} sits below ${b.top}/${b.wing} in the wing order`,
          example,
        });
    }
  }
  return out;
}
