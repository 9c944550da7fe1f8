// scanSecrets(text, {path?, anyPath?}) → SecretFinding[] {rule, severity, line,
// column, start, end, match (masked)}: gitleaks' detection plus seed 000's
// markers
// Pos: policies/security/secrets, the scanner; pure. A finding never carries
// the secret, only its mask and where it is
import type { Severity } from '../../vocabulary/severity.js';
import { redactValue } from './redact-value.js';
import { findingAllowed, pathAllowed } from './allowlist.js';
import { scanEngine } from './engine-rules.js';
import type { GitleaksEngineRule, ScanEngine } from './engine-rules.js';
import { shannonEntropy } from './entropy.js';
import type { KeywordScan } from './keyword-index.js';

export interface SecretFinding {
  /**
   * A gitleaks rule id (`github-pat`, `generic-api-key` …) or a seed 000 marker
   * (`seed-private-key`, `seed-credential-assignment`).
   */
  rule: string;
  severity: Severity;
  /** 1-based line and column (UTF-16 units) where the secret starts. */
  line: number;
  column: number;
  /** Offsets of the secret in the text: what redact() masks. */
  start: number;
  end: number;
  /** The secret masked: at most its first 4 characters and its length. */
  match: string;
}

export interface ScanOptions {
  /**
   * The file the text comes from: path-only rules and path allowlists use it
   * (gitleaks skips lock files, images …).
   */
  path?: string;
  /**
   * Run rules meant for certain files (`*.tf`, `*.yaml`, `nuget.config` …) on
   * text of unknown origin, as redact() does.
   */
  anyPath?: boolean;
}

interface Candidate {
  rule: number;
  start: number;
  end: number;
}

const WORD_DOT_DASH = /[\w.-]/;

/** Regions, as pairs of 0-based line numbers, where each woken rule must run: keyword hits widened by the rule's
 *  radius and merged. Only rules a keyword woke (and those without keywords)
 *  appear. */
function regionsPerRule(
  engine: ScanEngine,
  scan: KeywordScan,
): Map<number, number[]> {
  const regions = new Map<number, number[]>();
  const last = scan.lineCount - 1;
  for (const r of engine.alwaysOn) regions.set(r, [0, last]);
  for (let h = 0; h < scan.hitCount; h++) {
    const line = scan.hitLines[h] as number;
    const waking = engine.rulesByKeyword[
      scan.hitKeywords[h] as number
    ] as Int32Array;
    for (let j = 0; j < waking.length; j++) {
      const r = waking[j] as number;
      const radius = engine.rule(r).radius;
      const spans = regions.get(r);
      const start = Math.max(0, line - radius);
      const end = Math.min(last, line + radius);
      if (spans === undefined) regions.set(r, [start, end]);
      else if (start <= (spans[spans.length - 1] as number) + 1)
        spans[spans.length - 1] = Math.max(
          spans[spans.length - 1] as number,
          end,
        );
      else spans.push(start, end);
    }
  }
  return regions;
}

interface Text {
  value: string;
  scan: KeywordScan;
  path: string | undefined;
}

const lineStartAt = (t: Text, line: number) =>
  t.scan.lineStarts[line] as number;
const lineEndAt = (t: Text, line: number) =>
  line + 1 < t.scan.lineCount
    ? (t.scan.lineStarts[line + 1] as number) - 1
    : t.value.length;

function lineOf(t: Text, offset: number): number {
  const starts = t.scan.lineStarts;
  let lo = 0;
  let hi = t.scan.lineCount - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * gitleaks' detectRule on one region: secret group, entropy, global and rule
 * allowlists.
 */
function runGitleaksRule(
  rule: GitleaksEngineRule,
  r: number,
  t: Text,
  from: number,
  to: number,
  engine: ScanEngine,
  out: Candidate[],
) {
  const regex = rule.regex as RegExp;
  const region = t.value.slice(from, to);
  const { data } = rule;
  regex.lastIndex = 0;
  let previousEnd = 0;
  for (let m = regex.exec(region); m !== null; m = regex.exec(region)) {
    if (m[0].length === 0) {
      regex.lastIndex++;
      continue;
    }
    // gitleaks trims newlines off the match; the lazy prefix it keeps would
    // have started it up to `prefix` word characters earlier.
    let matchStart = m.index;
    let matchEnd = m.index + m[0].length;
    while (matchStart < matchEnd && region.charCodeAt(matchStart) === 10)
      matchStart++;
    while (matchEnd > matchStart && region.charCodeAt(matchEnd - 1) === 10)
      matchEnd--;
    let gitleaksStart = matchStart;
    while (
      gitleaksStart > previousEnd &&
      matchStart - gitleaksStart < data.prefix &&
      WORD_DOT_DASH.test(region[gitleaksStart - 1] as string)
    )
      gitleaksStart--;
    previousEnd = m.index + m[0].length;

    let secretStart = matchStart;
    let secretEnd = matchEnd;
    const indices = m.indices;
    if (indices && indices.length > 1) {
      if (data.secretGroup > 0) {
        const group = indices[data.secretGroup];
        if (!group) continue;
        [secretStart, secretEnd] = group;
      } else {
        for (let g = 1; g < indices.length; g++) {
          const group = indices[g];
          if (group && group[1] > group[0]) {
            [secretStart, secretEnd] = group;
            break;
          }
        }
      }
    }
    const secret = region.slice(secretStart, secretEnd);
    if (data.entropy > 0 && shannonEntropy(secret) <= data.entropy) continue;
    const absoluteStart = from + gitleaksStart;
    const absoluteEnd = from + matchEnd;
    const view = {
      secret,
      match: region.slice(gitleaksStart, matchEnd),
      line: t.value.slice(
        lineStartAt(t, lineOf(t, absoluteStart)),
        lineEndAt(t, lineOf(t, Math.max(absoluteStart, absoluteEnd - 1))),
      ),
      path: t.path,
    };
    if (
      findingAllowed(view, engine.globalAllowlists) ||
      findingAllowed(view, rule.allowlists)
    )
      continue;
    out.push({ rule: r, start: from + secretStart, end: from + secretEnd });
  }
}

function ruleApplies(rule: GitleaksEngineRule, options: ScanOptions): boolean {
  if (rule.path) {
    if (options.anyPath) return rule.regex !== null;
    if (options.path === undefined || !rule.path.test(options.path))
      return false;
  }
  // A rule's allowlists (generic-api-key's: ~1,450 stopwords) are compiled
  // on first read: text without a path needs them only for a finding.
  return (
    options.path === undefined || !pathAllowed(options.path, rule.allowlists)
  );
}

/**
 * Sorted, merged extents, so "does anything here overlap c" is a binary search
 * even with many findings.
 */
function coverage(spans: readonly Candidate[]): Int32Array {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const merged: number[] = [];
  for (const s of sorted) {
    if (merged.length > 0 && s.start < (merged[merged.length - 1] as number))
      merged[merged.length - 1] = Math.max(
        merged[merged.length - 1] as number,
        s.end,
      );
    else merged.push(s.start, s.end);
  }
  return Int32Array.from(merged);
}

function overlapsAny(cover: Int32Array, c: Candidate): boolean {
  let lo = 0;
  let hi = cover.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((cover[mid * 2 + 1] as number) <= c.start) lo = mid + 1;
    else if ((cover[mid * 2] as number) >= c.end) hi = mid - 1;
    else return true;
  }
  return false;
}

export function scanSecrets(
  text: string,
  options: ScanOptions = {},
): SecretFinding[] {
  if (text.length === 0 && options.path === undefined) return [];
  const engine = scanEngine();
  if (
    options.path !== undefined &&
    pathAllowed(options.path, engine.globalAllowlists)
  )
    return [];
  // The keyword pre-filter, as gitleaks and trufflehog do: with no keyword in
  // the text no rule wakes, and text without a path has no always-on rule to
  // run. One pass over the text, the scan's line table never built.
  if (
    engine.alwaysOnNeedsPath &&
    options.path === undefined &&
    !engine.index.anyIn(text)
  )
    return [];
  const t: Text = {
    value: text,
    scan: engine.index.scan(text),
    path: options.path,
  };
  if (
    t.scan.hitCount === 0 &&
    engine.alwaysOnNeedsPath &&
    options.path === undefined
  )
    return [];
  const regions = regionsPerRule(engine, t.scan);
  const found: Candidate[] = [];
  const seedFound: Candidate[] = [];
  const pathOnly: number[] = [];
  const woken = [...regions.keys()].sort((a, b) => a - b);
  for (const r of woken) {
    const rule = engine.rule(r);
    if (rule.kind === 'gitleaks') {
      if (!ruleApplies(rule, options)) continue;
      if (rule.regex === null) {
        pathOnly.push(r);
        continue;
      }
    }
    const spans = regions.get(r) as number[];
    for (let i = 0; i < spans.length; i += 2) {
      const from = lineStartAt(t, spans[i] as number);
      const to = lineEndAt(t, spans[i + 1] as number);
      if (rule.kind === 'gitleaks')
        runGitleaksRule(rule, r, t, from, to, engine, found);
      else
        for (const span of rule.find(text.slice(from, to)))
          seedFound.push({
            rule: r,
            start: from + span.start,
            end: from + span.end,
          });
    }
  }
  if (found.length === 0 && seedFound.length === 0 && pathOnly.length === 0)
    return [];
  const isGeneric = (c: Candidate) =>
    (engine.rule(c.rule) as GitleaksEngineRule).generic;
  const specific = coverage(found.filter((c) => !isGeneric(c)));
  const gitleaksCover =
    seedFound.length > 0 ? coverage(found) : new Int32Array(0);
  const kept = [
    ...found.filter((c) => !isGeneric(c) || !overlapsAny(specific, c)),
    // A seed marker only adds what no gitleaks rule found (merged regions never
    // overlap, so it cannot find a span twice).
    ...seedFound.filter((c) => !overlapsAny(gitleaksCover, c)),
  ].sort((a, b) => a.start - b.start || a.rule - b.rule);
  const findings: SecretFinding[] = pathOnly.map((r) => ({
    rule: engine.rule(r).id,
    severity: engine.rule(r).severity,
    line: 1,
    column: 1,
    start: 0,
    end: 0,
    match: '(the whole file)',
  }));
  for (const c of kept) {
    const line = lineOf(t, c.start);
    const rule = engine.rule(c.rule);
    findings.push({
      rule: rule.id,
      severity: rule.severity,
      line: line + 1,
      column: c.start - lineStartAt(t, line) + 1,
      start: c.start,
      end: c.end,
      match: redactValue(text.slice(c.start, c.end)),
    });
  }
  return findings;
}
