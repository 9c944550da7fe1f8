// toSvg(diagram) — a standalone SVG: compound states with titles, dashed
// parallel regions, double-bordered finals, initial dots, labelled edges
// (dashed for `always`)
// Pos: src/tooling/viz, the drawing half of the browser-free SVG; presentation
// attributes only (no <style>), so a page inlining it can restyle states and
// edges with CSS
import type { Diagram, DiagramEdge, DiagramNode } from './layout.js';

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/**
 * Fixed formatting: at most one decimal, no `-0`, so the same layout always
 * prints the same bytes.
 */
export const num = (n: number) => {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};

const FILL: Record<DiagramNode['kind'], string> = {
  machine: '#fbfbfd',
  compound: '#f1f4f9',
  parallel: '#f1f4f9',
  region: 'none',
  atomic: '#ffffff',
  final: '#ffffff',
  history: '#ffffff',
  initial: '#333333',
};

function drawNode(n: DiagramNode): string {
  const { x, y, width: w, height: h } = n;
  if (n.kind === 'initial') {
    return `<g class="initial" data-state="${escapeXml(n.id)}"><circle cx="${num(x + w / 2)}" cy="${num(y + h / 2)}" r="${num(w / 2)}" fill="${FILL.initial}"/></g>`;
  }
  const title = `<title>${escapeXml(n.id)}</title>`;
  const cls = `state state-${n.kind}`;
  const rect = (dx: number, extra = '') =>
    `<rect x="${num(x + dx)}" y="${num(y + dx)}" width="${num(w - 2 * dx)}" height="${num(h - 2 * dx)}" rx="${n.kind === 'atomic' || n.kind === 'final' ? 6 : 10}" ${extra}/>`;
  if (n.kind === 'atomic' || n.kind === 'final' || n.kind === 'history') {
    const inner =
      n.kind === 'final'
        ? rect(4, 'fill="none" stroke="#555555" stroke-width="1"')
        : '';
    return `<g class="${cls}" data-state="${escapeXml(n.id)}">${title}${rect(0, `fill="${FILL[n.kind]}" stroke="#555555" stroke-width="1.2"`)}${inner}<text x="${num(x + w / 2)}" y="${num(y + h / 2)}" text-anchor="middle" dominant-baseline="central" fill="#1d2430">${escapeXml(n.label)}</text></g>`;
  }
  const stroke =
    n.kind === 'region'
      ? 'stroke="#8a94a6" stroke-dasharray="5 4"'
      : n.kind === 'machine'
        ? 'stroke="#c3cad6"'
        : 'stroke="#7b8699"';
  return `<g class="${cls}" data-state="${escapeXml(n.id)}">${title}${rect(0, `fill="${FILL[n.kind]}" ${stroke} stroke-width="1.2"`)}<text x="${num(x + 10)}" y="${num(y + 18)}" font-weight="bold" fill="#1d2430">${escapeXml(n.label)}</text></g>`;
}

function drawEdge(e: DiagramEdge, marker: string): string {
  if (e.points.length < 2) return '';
  const d = e.points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${num(p.x)},${num(p.y)}`)
    .join(' ');
  const dash = e.always ? ' stroke-dasharray="4 3"' : '';
  const path = `<path d="${d}" fill="none" stroke="#4a5568" stroke-width="1.3"${dash} marker-end="url(#${marker})"/>`;
  const label = e.labelBox
    ? `<rect class="edge-label-bg" x="${num(e.labelBox.x - 2)}" y="${num(e.labelBox.y - 1)}" width="${num(e.labelBox.width + 4)}" height="${num(e.labelBox.height + 2)}" rx="3" fill="#ffffff" fill-opacity="0.85"/><text x="${num(e.labelBox.x + e.labelBox.width / 2)}" y="${num(e.labelBox.y + e.labelBox.height / 2)}" text-anchor="middle" dominant-baseline="central" font-size="11" fill="#2d3748">${escapeXml(e.label)}</text>`
    : '';
  const data =
    e.key === null
      ? 'class="edge edge-initial"'
      : `class="edge" data-transition="${escapeXml(e.key)}"`;
  return `<g ${data}>${e.key ? `<title>${escapeXml(e.key)}</title>` : ''}${path}${label}</g>`;
}

/**
 * Parents are drawn before children (layout order), edges last so they stay
 * visible over compound fills.
 */
export function toSvg(diagram: Diagram, name: string): string {
  const marker = `wk-arrow-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const lines = [
    `<svg xmlns="http://www.w3.org/2000/svg" class="machine-diagram" data-machine="${escapeXml(name)}" width="${num(diagram.width)}" height="${num(diagram.height)}" viewBox="0 0 ${num(diagram.width)} ${num(diagram.height)}" font-family="ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" font-size="12">`,
    `<defs><marker id="${marker}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#4a5568"/></marker></defs>`,
    `<g class="states">`,
    ...diagram.nodes.map(drawNode),
    `</g>`,
    `<g class="edges">`,
    ...diagram.edges.map((e) => drawEdge(e, marker)).filter(Boolean),
    `</g>`,
    `</svg>`,
  ];
  return `${lines.join('\n')}\n`;
}
