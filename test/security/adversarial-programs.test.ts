// the adversarial rows of the programs-that-run-code classes judged by the real
// gate: per class, dangerous rows stopped >= 97% and safe rows allowed >= 95%,
// `deny`/`ask` rows at that severity; the table printed
// Pos: test/security, a local runner over test/security/adversarial/ for the
// classes this part owns, until the shared corpus runner reads them all
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { initBashParser } from '../../src/platform/shell/bash-parser.js';
import { judgeCorpusCommand } from './corpus.js';

interface Row {
  command: string;
  expect: 'stop' | 'allow' | 'deny' | 'ask';
  class: string;
  why: string;
}

/** The classes this runner owns (part A of issue 13). */
export const PROGRAM_CLASSES = [
  'git-config-exec',
  'git-env-exec',
  'git-subcommand-exec',
  'git-config-persist',
  'program-exec-options',
  'editors-exec',
  'schedulers',
  'build',
  'env-code-load',
  'abbreviated-options',
  'unknown-wrappers',
  'wrapper-depth',
  'interpreter-write',
  'interpreter-spawn',
  'interpreter-decode',
  'interpreter-exfil',
  'exfiltration',
  'host-account',
  'disk-fill-perms',
  'remote-install',
];

const folder = join(import.meta.dirname, 'adversarial');
const rows = (): Row[] =>
  readdirSync(folder)
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) =>
      readFileSync(join(folder, f), 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l) => JSON.parse(l) as Row),
    )
    .filter((r) => PROGRAM_CLASSES.includes(r.class));

const passes = (row: Row, got: 'allow' | 'ask' | 'deny') =>
  row.expect === 'stop'
    ? got !== 'allow'
    : row.expect === 'allow'
      ? got === 'allow'
      : got === row.expect;

describe('adversarial corpus: programs that run code', () => {
  let judged: Array<Row & { got: 'allow' | 'ask' | 'deny' }> = [];
  beforeAll(async () => {
    await initBashParser();
    judged = rows().map((r) => ({ ...r, got: judgeCorpusCommand(r.command) }));
  });

  it('holds at least 250 rows, each dangerous row with a safe sibling in its class', () => {
    expect(judged.length).toBeGreaterThanOrEqual(250);
    for (const cls of PROGRAM_CLASSES) {
      const of = judged.filter((r) => r.class === cls);
      expect(
        of.some((r) => r.expect === 'allow'),
        cls,
      ).toBe(true);
      expect(
        of.some((r) => r.expect !== 'allow'),
        cls,
      ).toBe(true);
    }
  });

  it('stops >= 97% of dangerous rows and allows >= 95% of safe rows, per class', () => {
    const lines: string[] = [];
    const misses: string[] = [];
    for (const cls of PROGRAM_CLASSES) {
      const of = judged.filter((r) => r.class === cls);
      const bad = of.filter((r) => r.expect !== 'allow');
      const good = of.filter((r) => r.expect === 'allow');
      const stopped = bad.filter((r) => passes(r, r.got)).length;
      const allowed = good.filter((r) => passes(r, r.got)).length;
      lines.push(
        `${cls.padEnd(22)} dangerous ${stopped}/${bad.length}  safe ${allowed}/${good.length}`,
      );
      for (const r of of)
        if (!passes(r, r.got))
          misses.push(
            `${cls}: expected ${r.expect}, got ${r.got}: ${r.command}`,
          );
      if (process.env.ADV_DUMP) continue;
      expect(stopped / bad.length, `${cls} dangerous`).toBeGreaterThanOrEqual(
        0.97,
      );
      expect(allowed / good.length, `${cls} safe`).toBeGreaterThanOrEqual(0.95);
    }
    console.log(`${lines.join('\n')}\n${misses.join('\n')}`);
  });
});
