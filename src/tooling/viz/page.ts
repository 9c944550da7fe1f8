// renderPage(model) — one self-contained HTML page: every machine with its
// inline SVG, states, events, guards linked to their policy files, coverage
// figures; with a trace, the recorded run step by step
// Pos: src/tooling/viz, HTML assembly only: every figure and link is computed
// by the caller; deterministic (no dates, fixed order), so the checked-in page
// diffs only when a machine or a suite changes
import type { CoverageFile } from '../paths/coverage-file.js';
import type { Trace } from './ledger-trace.js';
import type { MachineSummary } from './machine-summary.js';
import { PAGE_SCRIPT, PAGE_STYLE } from './page-assets.js';
import { partCoverageLines } from './part-coverage.js';
import { ZOOM_SCRIPT, ZOOM_STYLE } from './page-zoom.js';

export interface PageMachine {
  name: string;
  source: string;
  summary: MachineSummary;
  svg: string;
  coverage: CoverageFile | null;
  /** The suites' figures per part (the pipeline's per track), if any. */
  parts?: Array<{ part: string; coverage: CoverageFile }>;
}

export interface PageModel {
  machines: PageMachine[];
  /** Relative href from the page to a repository file. */
  repoHref: (repoPath: string) => string;
  /**
   * Relative href from the page to a file `wukong viz` writes
   * (`pipeline.stately.ts`).
   */
  generatedHref: (file: string) => string;
  trace?: Trace;
  /**
   * The user's module the machines come from (`wukong viz my.machine.ts`);
   * absent: Wukong's own machines/.
   */
  origin?: string;
}

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/**
 * JSON inside <script>: `<` escaped so no string in the data can close the
 * element.
 */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const pct = (a: { covered: number; total: number; percent: number }) =>
  `${a.covered}/${a.total} (${a.percent}%)`;

function badge(c: CoverageFile | null): string {
  if (!c) return '<span class="badge">no path suite</span>';
  const full = c.states.percent === 100 && c.transitions.percent === 100;
  return `<span class="badge ${full ? 'full' : 'partial'}">${c.tests.total} path tests · ${full ? '100%' : `${c.states.percent}% / ${c.transitions.percent}%`}</span>`;
}

function coverageLine(m: PageMachine): string {
  const c = m.coverage;
  if (!c) {
    return `<p class="coverage">No path suite has recorded coverage for this machine: give it one with <code>pathSuite</code> and <code>report</code> (see test/model/).</p>`;
  }
  const missing = [
    ...c.states.missing.map((s) => `state ${s}`),
    ...c.transitions.missing.map((t) => `transition ${t}`),
  ];
  return `<p class="coverage">Generated path tests: <strong>${c.tests.total}</strong> (${c.tests.shortest} shortest + ${c.tests.edges} edge-cover) · states <strong>${pct(c.states)}</strong> · transitions <strong>${pct(c.transitions)}</strong></p>${partCoverageLines(m.parts ?? [])}${
    missing.length
      ? `<p class="coverage missing">Never reached: ${missing.map(escapeHtml).join(' · ')}</p>`
      : ''
  }`;
}

const transitionsAttr = (keys: string[]) =>
  `data-transitions="${escapeHtml(JSON.stringify(keys))}"`;

function guardCell(
  g: MachineSummary['guards'][number],
  m: PageMachine,
  href: PageModel['repoHref'],
): string {
  const link = g.link;
  if (!link) return '<td>inline function in the machine</td>';
  const file = `<a href="${escapeHtml(href(link.file))}">${escapeHtml(link.file)}</a>`;
  const defined = link.line
    ? ` · defined at <a href="${escapeHtml(href(m.source))}">${escapeHtml(m.source)}:${link.line}</a>`
    : '';
  const how =
    link.how === 'calls'
      ? `${file} (calls <code>${link.via.map(escapeHtml).join('</code>, <code>')}</code>)`
      : link.how === 'stored'
        ? `${file} (reads the result it stored in context)`
        : `the machine itself: <a href="${escapeHtml(href(m.source))}">${escapeHtml(m.source)}:${link.line}</a>`;
  return `<td>${how}${link.how === 'machine' ? '' : defined}</td>`;
}

function machineSection(m: PageMachine, page: PageModel): string {
  const s = m.summary;
  const states = s.states
    .map(
      (st) =>
        `<tr><td class="mono">${escapeHtml(st.id)}</td><td>${escapeHtml(st.type)}</td></tr>`,
    )
    .join('');
  const events = s.events
    .map(
      (e) =>
        `<tr ${transitionsAttr(e.transitions)}><td class="mono">${escapeHtml(e.label)}</td><td class="mono">${e.from.map(escapeHtml).join(', ')}</td></tr>`,
    )
    .join('');
  const guards = s.guards
    .map(
      (g) =>
        `<tr ${transitionsAttr(g.transitions)}><td class="mono">${escapeHtml(g.name)}</td>${guardCell(g, m, page.repoHref)}<td>${g.transitions.length}</td></tr>`,
    )
    .join('');
  const name = escapeHtml(m.name);
  return `<section class="machine" id="m-${name}" data-machine="${name}">
<h2>${name} <small>#${escapeHtml(s.id)} · ${s.states.length} states · ${s.transitionCount} transitions</small></h2>
<p class="meta">Source <a href="${escapeHtml(page.repoHref(m.source))}">${escapeHtml(m.source)}</a> · Stately editor <a href="${escapeHtml(page.generatedHref(`${m.name}.stately.ts`))}">${name}.stately.ts</a> · Mermaid <a href="${escapeHtml(page.generatedHref(`${m.name}.mmd`))}">${name}.mmd</a> · SVG <a href="${escapeHtml(page.generatedHref(`${m.name}.svg`))}">${name}.svg</a></p>
${coverageLine(m)}
<div class="zoom-bar"><button type="button" data-zoom="out" aria-label="zoom out">−</button><button type="button" data-zoom="fit">fit</button><button type="button" data-zoom="whole">whole</button><button type="button" data-zoom="in" aria-label="zoom in">+</button><span class="zoom-level"></span><span>· drag to pan, Ctrl+wheel to zoom</span></div>
<div class="diagram">
${m.svg.trim()}
</div>
<div class="tables">
<details open><summary>States (${s.states.length})</summary><table><thead><tr><th>state</th><th>type</th></tr></thead><tbody>${states}</tbody></table></details>
<details open><summary>Events (${s.events.length})</summary><table><thead><tr><th>event</th><th>taken in</th></tr></thead><tbody>${events}</tbody></table></details>
<details open><summary>Guards (${s.guards.length})</summary><table><thead><tr><th>guard</th><th>implemented in</th><th>edges</th></tr></thead><tbody>${guards}</tbody></table></details>
</div>
</section>`;
}

function traceAside(trace: Trace): string {
  const items = trace.steps
    .map(
      (st, i) =>
        `<li data-step="${i}"${st.kind === 'gate' ? ' class="gate"' : ''}><button type="button">${st.seq}. ${escapeHtml(st.title)}${st.outcome ? ` — ${escapeHtml(st.outcome)}` : ''}</button></li>`,
    )
    .join('\n');
  const problems = trace.problems.length
    ? `<ul class="problems">${trace.problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>`
    : '';
  return `<aside class="trace" id="trace">
<h2>Recorded run</h2>
<p class="meta">Ledger <code>${escapeHtml(trace.source)}</code>${trace.runId ? ` · run <code>${escapeHtml(trace.runId)}</code>` : ''} · ${trace.steps.length} steps${trace.skipped ? ` · ${trace.skipped} other entries not shown` : ''}</p>
${problems}
<div class="controls"><button id="wk-prev" type="button">◀ prev</button><span id="wk-pos">step 1 of ${trace.steps.length}</span><button id="wk-next" type="button">next ▶</button></div>
<div id="wk-step" class="step-detail"></div>
<ol id="wk-steps" class="step-list">
${items}
</ol>
</aside>`;
}

export function renderPage(page: PageModel): string {
  const nav = page.machines
    .map(
      (m) =>
        `<li><a href="#m-${escapeHtml(m.name)}">${escapeHtml(m.name)}</a> ${badge(m.coverage)}</li>`,
    )
    .join('\n');
  const title = page.trace
    ? 'Wukong — a recorded run'
    : page.origin === undefined
      ? 'Wukong — machines'
      : `Machines of ${escapeHtml(page.origin)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${PAGE_STYLE}${ZOOM_STYLE}</style>
</head>
<body${page.trace ? ' class="has-trace"' : ''}>
<svg width="0" height="0" style="position:absolute" aria-hidden="true"><defs><marker id="wk-arrow-hot" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#d9480f"/></marker></defs></svg>
<header class="top">
<h1>${title}</h1>
<p class="lede">Generated by <code>wukong viz</code> from ${page.origin === undefined ? 'the statecharts in machines/' : `<code>${escapeHtml(page.origin)}</code>`}: ${page.machines.length} machine${page.machines.length === 1 ? '' : 's'}, laid out by ELK without a browser. Solid edges take an event, dashed ones are eventless (<code>always</code>); <code>[name]</code> is the guard. Hover a guard or an event to light its edges.${
    page.trace
      ? ' The panel on the right steps through the recorded run (← → keys too): the yellow state is where the actor is, red edges were just taken, blue ones earlier.'
      : ''
  }</p>
<nav><ul>
${nav}
</ul></nav>
</header>
<div class="layout">
<main>
${page.machines.map((m) => machineSection(m, page)).join('\n')}
</main>
${page.trace ? traceAside(page.trace) : ''}
</div>
<script type="application/json" id="wk-trace">${scriptJson(page.trace ?? null)}</script>
<script>${ZOOM_SCRIPT}</script>
<script>${PAGE_SCRIPT}</script>
</body>
</html>
`;
}
