// toMermaid — a machine as a Mermaid stateDiagram-v2: compound states, parallel
// regions, finals, guards on edges
// Pos: src/tooling/viz, a text renderer for diagrams in docs and the viz page;
// reads the machine's definition, never runs it
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import {
  eventLabel,
  guardName,
  nodeTransitions,
} from '../graph/transitions.js';

const mermaidId = (node: AnyStateNode) =>
  node.id.replace(/[^A-Za-z0-9_]/g, '_');

const ancestors = (node: AnyStateNode): AnyStateNode[] => {
  const out: AnyStateNode[] = [];
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) out.unshift(n);
  return out;
};

/**
 * The innermost compound state holding both ends: an edge is drawn in that
 * block, so Mermaid never re-homes a state.
 */
function commonBlock(a: AnyStateNode, b: AnyStateNode): AnyStateNode {
  const pa = ancestors(a).slice(0, -1);
  const pb = ancestors(b).slice(0, -1);
  let common = pa[0] as AnyStateNode;
  for (let i = 0; i < Math.min(pa.length, pb.length) && pa[i] === pb[i]; i++)
    common = pa[i] as AnyStateNode;
  return common;
}

/**
 * The states an edge is drawn from: the root is not a Mermaid state, so its
 * transitions leave every top-level state.
 */
export function drawnSources(node: AnyStateNode): AnyStateNode[] {
  return node.parent ? [node] : Object.values(node.states);
}

function edgesByBlock(machine: AnyStateMachine): Map<AnyStateNode, string[]> {
  const byBlock = new Map<AnyStateNode, string[]>();
  const visit = (source: AnyStateNode) => {
    for (const t of nodeTransitions(source)) {
      const guard = guardName(t);
      const label = `${eventLabel(t)}${guard ? ` [${guard}]` : ''}`;
      for (const node of drawnSources(source))
        for (const target of t.target ?? [node]) {
          const block = commonBlock(node, target);
          byBlock.set(block, [
            ...(byBlock.get(block) ?? []),
            `${mermaidId(node)} --> ${mermaidId(target)} : ${label}`,
          ]);
        }
    }
    if (source.type === 'final' && source.parent) {
      byBlock.set(source.parent, [
        ...(byBlock.get(source.parent) ?? []),
        `${mermaidId(source)} --> [*]`,
      ]);
    }
    for (const child of Object.values(source.states)) visit(child);
  };
  visit(machine.root);
  return byBlock;
}

function block(
  node: AnyStateNode,
  indent: string,
  edges: Map<AnyStateNode, string[]>,
  out: string[],
): void {
  const children = Object.values(node.states);
  if (node.type === 'parallel') {
    children.forEach((region, i) => {
      if (i > 0) out.push(`${indent}--`);
      declare(region, indent, edges, out);
    });
  } else {
    const initial = node.initial?.target?.[0];
    if (initial) out.push(`${indent}[*] --> ${mermaidId(initial)}`);
    for (const child of children) declare(child, indent, edges, out);
  }
  for (const line of edges.get(node) ?? []) out.push(`${indent}${line}`);
}

function declare(
  node: AnyStateNode,
  indent: string,
  edges: Map<AnyStateNode, string[]>,
  out: string[],
): void {
  out.push(`${indent}state "${node.key}" as ${mermaidId(node)}`);
  if (Object.keys(node.states).length > 0) {
    out.push(`${indent}state ${mermaidId(node)} {`);
    block(node, `${indent}  `, edges, out);
    out.push(`${indent}}`);
  }
}

export function toMermaid(machine: AnyStateMachine): string {
  const out = ['stateDiagram-v2'];
  block(machine.root, '  ', edgesByBlock(machine), out);
  return `${out.join('\n')}\n`;
}
