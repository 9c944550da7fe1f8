// the corpus figures printed per source and per category, the thresholds
// asserted (block rows stopped >= 98%, allow rows let through >= 90%), and
// every difference from the peer's label listed in the exceptions file, no
// stale entry
// Pos: test/security, the measurement of the command gate against dcg's and
// safety-net's labels; figures, not a timed test
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { initBashParser } from '../../src/platform/shell/bash-parser.js';
import { corpusRows, judgeCorpusCommand } from './corpus.js';
import type { CorpusRow } from './corpus.js';

interface Exceptions {
  categories: Array<{
    category: string;
    peer: 'allow' | 'block';
    ours: 'allow' | 'ask' | 'deny';
    reason: string;
    commands: string[];
  }>;
}

const exceptions = JSON.parse(
  readFileSync(join(import.meta.dirname, 'command-exceptions.json'), 'utf8'),
) as Exceptions;

interface Judged extends CorpusRow {
  ours: 'allow' | 'ask' | 'deny';
  agrees: boolean;
}

let judged: Judged[] = [];

beforeAll(async () => {
  await initBashParser();
  judged = corpusRows().map((row) => {
    const ours = judgeCorpusCommand(row.cmd);
    return {
      ...row,
      ours,
      agrees: row.label === 'block' ? ours !== 'allow' : ours === 'allow',
    };
  });
});

const pct = (n: number, of: number) =>
  of === 0 ? '—' : `${((100 * n) / of).toFixed(2)}%`;

function figures(rows: readonly Judged[]) {
  const block = rows.filter((r) => r.label === 'block');
  const allow = rows.filter((r) => r.label === 'allow');
  return {
    block: block.length,
    stopped: block.filter((r) => r.agrees).length,
    allow: allow.length,
    passed: allow.filter((r) => r.agrees).length,
  };
}

function table(title: string, key: (r: Judged) => string): string {
  const groups = new Map<string, Judged[]>();
  for (const r of judged)
    groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  const lines = [
    `${title}`,
    `  ${'group'.padEnd(34)} ${'block stopped'.padStart(20)} ${'allow passed'.padStart(20)}`,
  ];
  for (const [group, rows] of [...groups.entries()].sort()) {
    const f = figures(rows);
    lines.push(
      `  ${group.padEnd(34)} ${`${f.stopped}/${f.block} ${pct(f.stopped, f.block)}`.padStart(20)} ${`${f.passed}/${f.allow} ${pct(f.passed, f.allow)}`.padStart(20)}`,
    );
  }
  return lines.join('\n');
}

describe('the commands corpus (rows without context)', () => {
  it('stops >= 98% of block rows and lets >= 90% of allow rows through', () => {
    const all = figures(judged);
    console.log(
      [
        `commands corpus: ${judged.length} rows without context`,
        `  block rows stopped (ask or deny): ${all.stopped}/${all.block} = ${pct(all.stopped, all.block)}`,
        `  allow rows let through:           ${all.passed}/${all.allow} = ${pct(all.passed, all.allow)}`,
        table('per source:', (r) => r.source.split(':')[0] ?? r.source),
        table('per category (dcg packs as pack/…):', (r) => r.category),
      ].join('\n'),
    );
    expect(all.stopped / all.block).toBeGreaterThanOrEqual(0.98);
    expect(all.passed / all.allow).toBeGreaterThanOrEqual(0.9);
  });

  it('lists every difference from the peer label in the exceptions file, by category with a reason', () => {
    const listed = new Map<string, string>();
    for (const c of exceptions.categories) {
      expect(c.reason.length, `${c.category} gives a reason`).toBeGreaterThan(
        20,
      );
      for (const cmd of c.commands) listed.set(`${c.peer}\u0000${cmd}`, c.ours);
    }
    const unlisted = judged
      .filter(
        (r) => !r.agrees && listed.get(`${r.label}\u0000${r.cmd}`) !== r.ours,
      )
      .map((r) => `${r.label} → ${r.ours}: ${r.cmd}`);
    expect(
      unlisted,
      'differences missing from command-exceptions.json',
    ).toEqual([]);
    const stale = [...listed.keys()]
      .filter(
        (key) =>
          !judged.some((r) => !r.agrees && `${r.label}\u0000${r.cmd}` === key),
      )
      .map((k) => k.replace('\u0000', ': '));
    expect(
      stale,
      'entries of command-exceptions.json that are no longer differences',
    ).toEqual([]);
    console.log(
      `exceptions: ${exceptions.categories.map((c) => `${c.category} (${c.peer} → ${c.ours}, ${c.commands.length})`).join('; ')}`,
    );
  });
});
