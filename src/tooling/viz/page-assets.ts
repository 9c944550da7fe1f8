// PAGE_STYLE and PAGE_SCRIPT — the CSS and the browser script inlined into the
// viz page (no network, no CDN)
// Pos: src/tooling/viz, the page's static half; the script reads the page's own
// DOM and its embedded JSON (#wk-trace), writes text only (never HTML from
// data), and runs in any browser without a build
export const PAGE_STYLE = `
:root { --ink: #1d2430; --muted: #5a6478; --line: #d7dce5; --accent: #b7791f; --taken: #d9480f; --visited: #3b6fd1; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fff; }
code, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12.5px; }
a { color: #2456b3; }
header.top { padding: 18px 28px 8px; border-bottom: 1px solid var(--line); }
header.top h1 { margin: 0 0 4px; font-size: 22px; }
.lede { margin: 0 0 10px; color: var(--muted); }
nav ul { list-style: none; display: flex; flex-wrap: wrap; gap: 6px 18px; padding: 0; margin: 0; }
.badge { display: inline-block; padding: 0 6px; border-radius: 8px; font-size: 12px; background: #edf2f7; color: var(--muted); }
.badge.full { background: #e3f4e8; color: #22633a; }
.badge.partial { background: #fdecd2; color: #8a4b08; }
.layout { display: block; }
body.has-trace .layout { display: grid; grid-template-columns: minmax(0, 1fr) 400px; }
main { padding: 0 28px 40px; min-width: 0; }
section.machine { padding-top: 18px; border-bottom: 1px solid var(--line); padding-bottom: 18px; }
section.machine h2 { margin: 0 0 2px; font-size: 19px; }
section.machine h2 small { color: var(--muted); font-weight: normal; font-size: 13px; }
section.machine.current h2 { color: var(--accent); }
.meta, .coverage { margin: 2px 0; color: var(--muted); }
.coverage strong { color: var(--ink); }
.missing { color: #8a4b08; }
.diagram { overflow: auto; border: 1px solid var(--line); border-radius: 8px; margin: 10px 0; background: #fff; max-height: 85vh; }
.diagram svg { display: block; max-width: 100%; height: auto; }
.tables { display: grid; grid-template-columns: repeat(auto-fit, minmax(280px, 1fr)); gap: 8px 24px; }
details summary { cursor: pointer; font-weight: 600; margin: 6px 0; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: 2px 8px 2px 0; border-bottom: 1px solid #eef0f4; }
th { color: var(--muted); font-weight: 600; font-size: 12px; }
tr[data-transitions]:hover { background: #f0f7f2; cursor: default; }
.machine-diagram .state-atomic.visited > rect:first-of-type, .machine-diagram .state-final.visited > rect:first-of-type { fill: #e7efff; stroke: var(--visited); }
.machine-diagram .state.visited > rect:first-of-type { stroke: var(--visited); }
.machine-diagram .state-atomic.active > rect:first-of-type, .machine-diagram .state-final.active > rect:first-of-type { fill: #ffe08a; stroke: var(--accent); stroke-width: 2.5px; }
.machine-diagram .state-compound.active > rect:first-of-type, .machine-diagram .state-parallel.active > rect:first-of-type,
.machine-diagram .state-region.active > rect:first-of-type, .machine-diagram .state-machine.active > rect:first-of-type { stroke: var(--accent); stroke-width: 2.5px; }
.machine-diagram .edge.visited path { stroke: var(--visited); }
.machine-diagram .edge.taken path { stroke: var(--taken); stroke-width: 3px; marker-end: url(#wk-arrow-hot); }
.machine-diagram .edge.taken text { fill: var(--taken); font-weight: bold; }
.machine-diagram .edge.hot path { stroke: #2f855a; stroke-width: 3px; }
.machine-diagram .edge.hot text { fill: #2f855a; font-weight: bold; }
aside.trace { position: sticky; top: 0; align-self: start; max-height: 100vh; overflow: auto; border-left: 1px solid var(--line); padding: 14px 16px; background: #fafbfd; }
aside.trace h2 { margin: 0 0 4px; font-size: 17px; }
.controls { display: flex; align-items: center; gap: 8px; margin: 8px 0; }
.controls button { font: inherit; padding: 3px 10px; border: 1px solid #b8c0cc; border-radius: 6px; background: #fff; cursor: pointer; }
.controls button:disabled { opacity: .4; cursor: default; }
.step-detail { border: 1px solid var(--line); border-radius: 8px; padding: 8px 10px; background: #fff; margin-bottom: 10px; }
.step-detail h3 { margin: 0 0 4px; font-size: 15px; }
.step-detail .outcome { font-weight: 600; }
.step-detail .outcome.blocked { color: #b42318; }
.step-detail dl { margin: 4px 0; display: grid; grid-template-columns: max-content 1fr; gap: 2px 8px; }
.step-detail dt { color: var(--muted); }
.step-detail dd { margin: 0; overflow-wrap: anywhere; }
.findings { margin: 6px 0 0; padding-left: 18px; }
.findings li { margin-bottom: 4px; }
.sev { font-size: 11px; padding: 0 5px; border-radius: 6px; background: #edf2f7; }
.sev-hard-deny { background: #fde2e1; color: #8f1d14; }
.sev-soft-deny { background: #fdecd2; color: #8a4b08; }
.step-list { list-style: none; padding: 0; margin: 0; font-size: 12.5px; }
.step-list li button { all: unset; display: block; width: 100%; padding: 2px 6px; border-radius: 4px; cursor: pointer; }
.step-list li button:hover { background: #eef2f8; }
.step-list li[aria-current="step"] button { background: #ffe08a; }
.step-list .gate { color: #8f1d14; }
.problems { color: #b42318; }
`;

export const PAGE_SCRIPT = `
(function () {
  'use strict';
  var diagrams = {};
  document.querySelectorAll('svg.machine-diagram').forEach(function (svg) {
    var states = {}, edges = {};
    svg.querySelectorAll('[data-state]').forEach(function (el) { (states[el.getAttribute('data-state')] = states[el.getAttribute('data-state')] || []).push(el); });
    svg.querySelectorAll('[data-transition]').forEach(function (el) { (edges[el.getAttribute('data-transition')] = edges[el.getAttribute('data-transition')] || []).push(el); });
    diagrams[svg.getAttribute('data-machine')] = { svg: svg, states: states, edges: edges };
  });

  function mark(diagram, table, keys, cls) {
    keys.forEach(function (k) { (diagram[table][k] || []).forEach(function (el) { el.classList.add(cls); }); });
  }
  function clear(cls) {
    document.querySelectorAll('.machine-diagram .' + cls).forEach(function (el) { el.classList.remove(cls); });
  }

  // Hovering a guard or event row lights the edges it labels.
  document.querySelectorAll('section.machine tr[data-transitions]').forEach(function (row) {
    var machine = row.closest('section.machine').getAttribute('data-machine');
    var keys = JSON.parse(row.getAttribute('data-transitions'));
    row.addEventListener('mouseenter', function () { if (diagrams[machine]) mark(diagrams[machine], 'edges', keys, 'hot'); });
    row.addEventListener('mouseleave', function () { clear('hot'); });
  });

  var holder = document.getElementById('wk-trace');
  var trace = holder ? JSON.parse(holder.textContent) : null;
  if (!trace || !trace.steps.length) return;
  var steps = trace.steps;
  var current = -1;
  var list = document.getElementById('wk-steps');
  var detail = document.getElementById('wk-step');
  var pos = document.getElementById('wk-pos');
  var prev = document.getElementById('wk-prev');
  var next = document.getElementById('wk-next');

  function el(tag, text, cls) {
    var e = document.createElement(tag);
    if (text !== undefined && text !== null) e.textContent = text;
    if (cls) e.className = cls;
    return e;
  }
  function row(dl, term, value) {
    if (value === null || value === undefined || value === '') return;
    dl.appendChild(el('dt', term));
    dl.appendChild(el('dd', value, 'mono'));
  }
  function render(step, shown) {
    detail.textContent = '';
    detail.appendChild(el('h3', step.title));
    var blocked = /deny|ask|REJECT|RETRY|blocked|failed|escalated/.test(step.outcome || '');
    if (step.outcome) detail.appendChild(el('div', step.outcome, 'outcome' + (blocked ? ' blocked' : '')));
    var dl = el('dl');
    row(dl, 'seq', String(step.seq) + ' · ' + step.ts);
    row(dl, 'run', step.runId);
    row(dl, 'actor', step.actor);
    row(dl, 'event', step.payload ? step.event + ' ' + step.payload : step.event);
    row(dl, 'subject', step.subject);
    row(dl, 'state', step.value);
    row(dl, 'replay', step.checkpoint === 'reproduced' ? 'reproduces the recorded checkpoint' : step.checkpoint === 'differs' ? 'DIFFERS from the recorded checkpoint' : null);
    if (step.kind === 'gate' && shown) row(dl, 'diagram', 'showing ' + shown.title + ' (seq ' + shown.seq + ')');
    detail.appendChild(dl);
    if (step.findings.length) {
      detail.appendChild(el('div', 'Why: ' + step.findings.length + ' finding' + (step.findings.length > 1 ? 's' : '')));
      var ul = el('ul', null, 'findings');
      step.findings.forEach(function (f) {
        var li = el('li');
        if (f.severity) li.appendChild(el('span', f.severity, 'sev sev-' + f.severity));
        li.appendChild(document.createTextNode(' ' + f.source + (f.verdict ? ' (' + f.verdict + ')' : '') + ': ' + f.message));
        if (f.next) { li.appendChild(el('br')); li.appendChild(el('span', '→ ' + f.next, 'mono')); }
        ul.appendChild(li);
      });
      detail.appendChild(ul);
    }
  }

  function show(i) {
    if (i < 0 || i >= steps.length) return;
    current = i;
    var step = steps[i];
    // A gate step keeps the diagram on the latest machine step before it.
    var shown = null;
    for (var j = i; j >= 0; j--) if (steps[j].kind === 'machine') { shown = steps[j]; break; }
    ['active', 'visited', 'taken'].forEach(clear);
    document.querySelectorAll('section.machine.current').forEach(function (s) { s.classList.remove('current'); });
    if (shown && diagrams[shown.machine]) {
      var d = diagrams[shown.machine];
      for (var k = 0; k <= i; k++) {
        var s = steps[k];
        if (s.kind === 'machine' && s.actor === shown.actor) { mark(d, 'states', s.entered, 'visited'); mark(d, 'edges', s.taken, 'visited'); }
      }
      mark(d, 'states', shown.active, 'active');
      if (shown === step) mark(d, 'edges', step.taken, 'taken');
      var section = document.getElementById('m-' + shown.machine);
      if (section) {
        section.classList.add('current');
        var r = section.getBoundingClientRect();
        if (r.bottom < 80 || r.top > window.innerHeight - 80) section.scrollIntoView({ block: 'start' });
      }
    }
    render(step, shown === step ? null : shown);
    list.querySelectorAll('li').forEach(function (li) { li.removeAttribute('aria-current'); });
    var item = list.querySelector('li[data-step="' + i + '"]');
    if (item) { item.setAttribute('aria-current', 'step'); }
    pos.textContent = 'step ' + (i + 1) + ' of ' + steps.length;
    prev.disabled = i === 0;
    next.disabled = i === steps.length - 1;
  }

  prev.addEventListener('click', function () { show(current - 1); });
  next.addEventListener('click', function () { show(current + 1); });
  list.addEventListener('click', function (e) {
    var li = e.target.closest('li[data-step]');
    if (li) show(Number(li.getAttribute('data-step')));
  });
  document.addEventListener('keydown', function (e) {
    if (e.key === 'ArrowRight' || e.key === 'j') show(current + 1);
    if (e.key === 'ArrowLeft' || e.key === 'k') show(current - 1);
  });
  show(0);
})();
`;
