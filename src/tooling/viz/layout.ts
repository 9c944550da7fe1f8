// layoutMachine(machine) → Diagram — every state node, initial marker and
// transition with absolute coordinates, ready to draw
// Pos: src/tooling/viz, the geometry half of the browser-free SVG (svg.ts draws
// it); text widths are estimated for a monospace font, no font metrics
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkLabel, ElkNode } from 'elkjs/lib/elk-api.js';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import {
  eventLabel,
  guardName,
  nodeTransitions,
  transitionKey,
} from '../graph/transitions.js';

export type NodeKind =
  | 'machine'
  | 'atomic'
  | 'compound'
  | 'parallel'
  | 'region'
  | 'final'
  | 'history'
  | 'initial';

export interface DiagramNode {
  /**
   * The state node's id (`pipeline.jie.checking`); initial markers are `<parent
   * id>#initial`.
   */
  id: string;
  label: string;
  kind: NodeKind;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DiagramEdge {
  /**
   * transitionKey of the transition drawn, or null for the edge from an initial
   * marker.
   */
  key: string | null;
  label: string;
  always: boolean;
  points: Array<{ x: number; y: number }>;
  labelBox: { x: number; y: number; width: number; height: number } | null;
}

export interface Diagram {
  machine: string;
  width: number;
  height: number;
  nodes: DiagramNode[];
  edges: DiagramEdge[];
}

/** Monospace at 12px: 0.6em per character. */
export const CHAR_WIDTH = 7.2;
export const textWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH);
const LABEL_HEIGHT = 14;
const TITLE_BAND = 26;

// elkjs is CommonJS whose module.exports is the constructor and also carries it
// as `default`; NodeNext types see only the latter.
const elk = new ELK.default();

/**
 * Reading order follows the machine's definition: the initial state on top,
 * back edges point up. Set on every level.
 */
const ORDER = {
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
};

function kindOf(node: AnyStateNode): NodeKind {
  if (!node.parent) return 'machine';
  if (node.parent.type === 'parallel') return 'region';
  return node.type as NodeKind;
}

function titleOf(node: AnyStateNode): string {
  if (!node.parent) return node.id;
  return node.type === 'parallel' ? `${node.key} ‖` : node.key;
}

/**
 * A compound node is as wide as its title at least; atomic nodes are sized from
 * their name.
 */
function elkNode(
  node: AnyStateNode,
  edges: ElkExtendedEdge[],
  initialEdges: Map<string, string>,
): ElkNode {
  const children = Object.values(node.states);
  const title = titleOf(node);
  if (children.length === 0) {
    const width = Math.max(64, textWidth(title) + 24);
    return { id: node.id, width, height: node.type === 'final' ? 38 : 32 };
  }
  const nested: ElkNode[] = [];
  const initial =
    node.type === 'parallel' ? undefined : node.initial?.target?.[0];
  if (initial) {
    const marker = `${node.id}#initial`;
    nested.push({ id: marker, width: 12, height: 12 });
    const id = `init:${node.id}`;
    edges.push({ id, sources: [marker], targets: [initial.id] });
    initialEdges.set(id, marker);
  }
  for (const child of children)
    nested.push(elkNode(child, edges, initialEdges));
  const minWidth = textWidth(title) + 24;
  return {
    id: node.id,
    children: nested,
    layoutOptions: {
      ...ORDER,
      'elk.padding': `[top=${TITLE_BAND + 8},left=14,bottom=14,right=14]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${minWidth}, 40)`,
    },
  };
}

function transitionEdges(machine: AnyStateMachine): {
  edges: ElkExtendedEdge[];
  meta: Map<string, { key: string; label: string; always: boolean }>;
} {
  const edges: ElkExtendedEdge[] = [];
  const meta = new Map<
    string,
    { key: string; label: string; always: boolean }
  >();
  const visit = (source: AnyStateNode) => {
    for (const t of nodeTransitions(source)) {
      const guard = guardName(t);
      const label = `${eventLabel(t)}${guard ? ` [${guard}]` : ''}`;
      const key = transitionKey(t);
      for (const target of t.target ?? [source]) {
        const id = `t${edges.length}`;
        const elkLabel: ElkLabel = {
          text: label,
          width: textWidth(label),
          height: LABEL_HEIGHT,
        };
        edges.push({
          id,
          sources: [source.id],
          targets: [target.id],
          labels: [elkLabel],
        });
        meta.set(id, { key, label, always: t.eventType === '' });
      }
    }
    for (const child of Object.values(source.states)) visit(child);
  };
  visit(machine.root);
  return { edges, meta };
}

const round = (n: number) => Math.round(n * 10) / 10;

export async function layoutMachine(
  machine: AnyStateMachine,
): Promise<Diagram> {
  const { edges, meta } = transitionEdges(machine);
  const initialEdges = new Map<string, string>();
  const root = elkNode(machine.root, edges, initialEdges);
  const graph: ElkNode = {
    id: '#graph',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '3',
      'elk.spacing.edgeNode': '14',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
      'elk.randomSeed': '1',
      ...ORDER,
    },
    children: [root],
    edges,
  };
  const laid = await elk.layout(graph);

  const nodes: DiagramNode[] = [];
  const origin = new Map<string, { x: number; y: number }>([
    ['#graph', { x: 0, y: 0 }],
  ]);
  const byId = new Map<string, AnyStateNode>();
  const index = (n: AnyStateNode) => {
    byId.set(n.id, n);
    for (const c of Object.values(n.states)) index(c);
  };
  index(machine.root);
  const place = (n: ElkNode, dx: number, dy: number) => {
    const x = dx + (n.x ?? 0);
    const y = dy + (n.y ?? 0);
    origin.set(n.id, { x, y });
    const state = byId.get(n.id);
    const isMarker = n.id.endsWith('#initial') && !state;
    nodes.push({
      id: n.id,
      label: state ? titleOf(state) : '',
      kind: isMarker ? 'initial' : state ? kindOf(state) : 'atomic',
      x: round(x),
      y: round(y),
      width: round(n.width ?? 0),
      height: round(n.height ?? 0),
    });
    for (const c of n.children ?? []) place(c, x, y);
  };
  for (const c of laid.children ?? []) place(c, 0, 0);

  const drawn: DiagramEdge[] = (laid.edges ?? []).map((e: ElkExtendedEdge) => {
    const offset = origin.get(
      (e as ElkExtendedEdge & { container?: string }).container ?? '#graph',
    ) ?? { x: 0, y: 0 };
    const points = (e.sections ?? [])
      .flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint])
      .map((p) => ({ x: round(p.x + offset.x), y: round(p.y + offset.y) }));
    const info = meta.get(e.id);
    const label = e.labels?.[0];
    return {
      key: info?.key ?? null,
      label: info?.label ?? '',
      always: info?.always ?? false,
      points,
      labelBox:
        label && info
          ? {
              x: round((label.x ?? 0) + offset.x),
              y: round((label.y ?? 0) + offset.y),
              width: round(label.width ?? 0),
              height: round(label.height ?? 0),
            }
          : null,
    };
  });
  return {
    machine: machine.id,
    width: round(laid.width ?? 0),
    height: round(laid.height ?? 0),
    nodes,
    edges: drawn,
  };
}
