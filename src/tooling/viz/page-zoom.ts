// ZOOM_STYLE and ZOOM_SCRIPT — zoom and pan for every diagram on the viz page:
// "fit" (the default) fills the frame's width but never shrinks a label below
// 10 px, "whole" shows the entire diagram, − and + step, Ctrl/⌘+wheel zooms at
// the pointer, dragging pans
// Pos: src/tooling/viz, the page's zoom half (page-assets.ts has the rest);
// plain browser script, no build, no network
export const ZOOM_STYLE = `
.zoom-bar { display: flex; gap: 4px; align-items: center; margin: 8px 0 -4px; font-size: 12px; color: var(--muted); }
.zoom-bar button { font: inherit; min-width: 28px; padding: 1px 6px; border: 1px solid var(--line); border-radius: 4px; background: #fff; cursor: pointer; }
.zoom-bar .zoom-level { min-width: 40px; text-align: right; font-variant-numeric: tabular-nums; }
.diagram.zoomable { cursor: grab; }
.diagram.zoomable svg { max-width: none; }
.diagram.panning { cursor: grabbing; user-select: none; }
`;

export const ZOOM_SCRIPT = `
(function () {
  'use strict';
  // Edge labels are 11 px in the SVG's own units: below this scale they would
  // render under 10 px (the loop diagram's were 3-4 px when the page shrank it
  // to its width).
  var READABLE = 10.2 / 11;
  var MIN = 0.05, MAX = 4, STEP = 1.25;
  document.querySelectorAll('section.machine').forEach(function (section) {
    var frame = section.querySelector('.diagram');
    var svg = frame && frame.querySelector('svg.machine-diagram');
    var bar = section.querySelector('.zoom-bar');
    if (!svg || !bar) return;
    var w = svg.viewBox.baseVal.width, h = svg.viewBox.baseVal.height;
    if (!w || !h) return;
    var level = bar.querySelector('.zoom-level');
    var scale = 1;
    frame.classList.add('zoomable');
    // Zoom to s keeping the diagram point under (cx, cy) of the frame in place.
    function set(s, cx, cy) {
      s = Math.min(MAX, Math.max(MIN, s));
      var px = (frame.scrollLeft + cx) / scale, py = (frame.scrollTop + cy) / scale;
      scale = s;
      svg.style.width = (w * s) + 'px';
      svg.style.height = (h * s) + 'px';
      frame.scrollLeft = px * s - cx;
      frame.scrollTop = py * s - cy;
      frame.setAttribute('data-scale', String(s));
      level.textContent = Math.round(s * 100) + '%';
    }
    function fit() {
      set(Math.max(READABLE, Math.min(1, frame.clientWidth / w)), 0, 0);
      frame.scrollLeft = 0;
      frame.scrollTop = 0;
    }
    function whole() {
      var tall = Math.max(120, window.innerHeight * 0.85 - 4);
      set(Math.min(1, frame.clientWidth / w, tall / h), 0, 0);
      frame.scrollLeft = 0;
      frame.scrollTop = 0;
    }
    bar.addEventListener('click', function (e) {
      var b = e.target.closest('button[data-zoom]');
      if (!b) return;
      var z = b.getAttribute('data-zoom');
      var cx = frame.clientWidth / 2, cy = frame.clientHeight / 2;
      if (z === 'in') set(scale * STEP, cx, cy);
      else if (z === 'out') set(scale / STEP, cx, cy);
      else if (z === 'fit') fit();
      else if (z === 'whole') whole();
    });
    frame.addEventListener('wheel', function (e) {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      var r = frame.getBoundingClientRect();
      set(scale * Math.exp(-e.deltaY * 0.002), e.clientX - r.left, e.clientY - r.top);
    }, { passive: false });
    var drag = null;
    frame.addEventListener('pointerdown', function (e) {
      if (e.button !== 0 || e.target.closest('a, button')) return;
      drag = { x: e.clientX, y: e.clientY, left: frame.scrollLeft, top: frame.scrollTop, id: e.pointerId };
      frame.setPointerCapture(e.pointerId);
      frame.classList.add('panning');
    });
    frame.addEventListener('pointermove', function (e) {
      if (!drag || e.pointerId !== drag.id) return;
      frame.scrollLeft = drag.left - (e.clientX - drag.x);
      frame.scrollTop = drag.top - (e.clientY - drag.y);
    });
    function stop(e) {
      if (!drag || e.pointerId !== drag.id) return;
      drag = null;
      frame.classList.remove('panning');
    }
    frame.addEventListener('pointerup', stop);
    frame.addEventListener('pointercancel', stop);
    fit();
  });
})();
`;
