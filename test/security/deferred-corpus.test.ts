// the deferred-execution corpus (test/security/adversarial/deferred/*.jsonl)
// judged as the hook judges a Write: each row's file before written into its
// own workspace, the runtime's facts read from disk (deferred-facts.ts), the
// gate policy deciding; >= 97% of planted executions stopped and >= 95% of
// everyday edits allowed, and the per-surface table printed
// Pos: test/security, the measurement of issue 19 (figures, not a timed test)
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { deferredExecutionPolicy } from '../../policies/security/deferred/deferred-policy.js';
import { DEFERRED_SURFACES } from '../../policies/security/deferred/surfaces.js';
import type { GateContext } from '../../policies/gate/gate-context.js';
import { deferredFactsForWrite } from '../../src/harness/gate/deferred-facts.js';
import { initBashParser } from '../../src/platform/shell/bash-parser.js';

const DIR = join(import.meta.dirname, 'adversarial', 'deferred');

interface Row {
  surface: string;
  path: string;
  before: string | null;
  after: string;
  expect: 'deny' | 'ask' | 'stop' | 'allow';
  why: string;
  file: string;
}

type Verdict = 'deny' | 'ask' | 'allow';

function rows(): Row[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((file) =>
      readFileSync(join(DIR, file), 'utf8')
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => ({ ...(JSON.parse(l) as Omit<Row, 'file'>), file })),
    );
}

const met = (expect: Row['expect'], v: Verdict) =>
  expect === 'stop' ? v !== 'allow' : expect === v;

const base = mkdtempSync(join(tmpdir(), 'wukong-deferred-'));
const home = join(base, 'home');
mkdirSync(home, { recursive: true });

export function judgeRow(
  row: Row,
  i: number,
): { verdict: Verdict; reasons: string[] } {
  const workspace = join(base, `w${i}`);
  const path = join(workspace, row.path);
  mkdirSync(dirname(path), { recursive: true });
  if (row.before !== null) writeFileSync(path, row.before);
  const deferred = deferredFactsForWrite(
    { path, content: row.after },
    workspace,
  );
  const context = {
    checkpoint: 'pre-write',
    cwd: workspace,
    workspace,
    home,
    toolName: 'Write',
    path,
    access: 'write',
    content: row.after,
    facts: deferred ? { deferred } : {},
  } as GateContext;
  const findings = deferredExecutionPolicy.evaluate(context as never);
  const verdict: Verdict = findings.some((f) => f.severity === 'hard-deny')
    ? 'deny'
    : findings.some((f) => f.severity === 'soft-deny')
      ? 'ask'
      : 'allow';
  return {
    verdict,
    reasons: findings.map((f) => `${f.severity}: ${f.message}`),
  };
}

describe('the deferred-execution corpus (issue 19)', () => {
  const all = rows();
  const judged: Array<Row & { verdict: Verdict; reasons: string[] }> = [];
  beforeAll(async () => {
    await initBashParser();
    all.forEach((row, i) => judged.push({ ...row, ...judgeRow(row, i) }));
  });

  it('holds at least 120 writes, each naming a known surface, a path of it and a reason', () => {
    expect(all.length).toBeGreaterThanOrEqual(120);
    const ids = new Set(DEFERRED_SURFACES.map((s) => s.id));
    for (const row of all) {
      expect(ids.has(row.surface), `${row.file}: ${row.surface}`).toBe(true);
      const surface = DEFERRED_SURFACES.find((s) => s.id === row.surface);
      expect(
        surface?.pattern.test(row.path),
        `${row.path} is ${row.surface}`,
      ).toBe(true);
      expect(row.why.length).toBeGreaterThan(5);
    }
  });

  it('stops >= 97% of planted executions and allows >= 95% of everyday edits; prints the per-surface table', () => {
    const table = new Map<
      string,
      {
        planted: number;
        stopped: number;
        everyday: number;
        allowed: number;
        exact: number;
        n: number;
      }
    >();
    for (const r of judged) {
      const t = table.get(r.surface) ?? {
        planted: 0,
        stopped: 0,
        everyday: 0,
        allowed: 0,
        exact: 0,
        n: 0,
      };
      t.n += 1;
      if (met(r.expect, r.verdict)) t.exact += 1;
      if (r.expect === 'allow') {
        t.everyday += 1;
        if (r.verdict === 'allow') t.allowed += 1;
      } else {
        t.planted += 1;
        if (r.verdict !== 'allow') t.stopped += 1;
      }
      table.set(r.surface, t);
    }
    const lines = [
      '| surface | planted stopped | everyday allowed | exact decision |',
      '|---|---|---|---|',
    ];
    for (const [s, t] of table)
      lines.push(
        `| ${s} | ${t.stopped}/${t.planted} | ${t.allowed}/${t.everyday} | ${t.exact}/${t.n} |`,
      );
    const sum = (
      k: 'planted' | 'stopped' | 'everyday' | 'allowed' | 'exact' | 'n',
    ) => [...table.values()].reduce((a, t) => a + t[k], 0);
    lines.push(
      `| all | ${sum('stopped')}/${sum('planted')} | ${sum('allowed')}/${sum('everyday')} | ${sum('exact')}/${sum('n')} |`,
    );
    console.log(lines.join('\n'));
    const wrong = judged.filter((r) => !met(r.expect, r.verdict));
    for (const r of wrong)
      console.log(
        `MISS ${r.file} ${r.path} expect ${r.expect} got ${r.verdict}: ${r.why}\n  ${r.reasons.join('\n  ')}`,
      );
    expect(sum('stopped') / sum('planted')).toBeGreaterThanOrEqual(0.97);
    expect(sum('allowed') / sum('everyday')).toBeGreaterThanOrEqual(0.95);
  });

  it('denies what the command rules deny when planted, and every deny row is one', () => {
    const denyRows = judged.filter((r) => r.expect === 'deny');
    const denied = denyRows.filter((r) => r.verdict === 'deny');
    expect(denied.length / denyRows.length).toBeGreaterThanOrEqual(0.95);
  });

  it('never denies a row that expects ask (a CI step writing $GITHUB_OUTPUT or running sudo apt-get is asked, not denied)', () => {
    const over = judged.filter(
      (r) => r.expect === 'ask' && r.verdict === 'deny',
    );
    expect(over.map((r) => `${r.file}: ${r.why}`)).toEqual([]);
  });

  it('says in each ask what runs, when and for whom', () => {
    for (const r of judged.filter((j) => j.verdict === 'ask'))
      expect(r.reasons.join(' '), r.path).toMatch(
        /(?:runs|loads|sets|tells|cannot)/,
      );
  });
});
