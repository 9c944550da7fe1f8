// tests of `wukong ledger`: help and exit codes, bad usage (exit 2 naming what
// is allowed), tail, verify and --dir
// Pos: test/e2e; the tamper, torn-tail and replay behaviour the CLI prints is
// tested with the ledger in test/platform
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { redactRuleMatches } from '../../policies/security/redact-rule-matches.js';
import { openLedger } from '../../src/platform/ledger/ledger.js';
import { tempWorkspace, wukong } from './cli.js';

function workspaceWith(n: number) {
  const workspace = tempWorkspace();
  const dir = join(workspace, '.wukong', 'ledger');
  let t = Date.parse('2026-11-22T08:00:00Z');
  const ledger = openLedger({
    dir,
    redact: redactRuleMatches,
    now: () => new Date((t += 1000)),
    fsync: false,
  });
  for (let i = 1; i <= n; i++)
    ledger.append({
      runId: 'run-1',
      traceId: `t-${i}`,
      type: 'test.step',
      data: { i },
    });
  return { workspace, dir, file: join(dir, '2026-11-22.jsonl') };
}

describe('wukong ledger', () => {
  it('documents its subcommands and exit codes', () => {
    const r = wukong(['ledger', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage: wukong ledger <tail | verify | replay>');
    expect(r.stdout).toContain(
      'verify   0 intact: hash chain, MACs and the head outside the workspace agree',
    );
    expect(r.stdout).toContain(
      '           3 not anchored: nothing found wrong, but the key or the head is missing or unusable',
    );
    expect(wukong(['--help']).stdout).toMatch(
      /ledger\s+tail, verify or replay/,
    );
  });

  it('refuses bad usage with exit 2 and says what is allowed', () => {
    const { workspace } = workspaceWith(1);
    const cases: [string[], string][] = [
      [['ledger'], 'a subcommand is required; allowed: tail, verify, replay'],
      [
        ['ledger', 'show'],
        'unknown subcommand "show"; allowed: tail, verify, replay',
      ],
      [
        ['ledger', 'tail', '-n', 'ten'],
        '-n: expected a positive whole number of entries, got "ten"',
      ],
      [
        ['ledger', 'tail', '--run', 'x'],
        'ledger tail does not take --run; allowed: -n, --json, --dir',
      ],
      [
        ['ledger', 'verify', 'extra'],
        'ledger verify takes no arguments, got "extra"',
      ],
      [['ledger', 'verify', '--bogus'], "Unknown option '--bogus'"],
    ];
    for (const [args, message] of cases) {
      const r = wukong(args, { cwd: workspace });
      expect([r.code, r.stderr], args.join(' ')).toEqual([
        2,
        expect.stringContaining(message),
      ]);
    }
    const empty = tempWorkspace();
    const none = wukong(['ledger', 'verify'], { cwd: empty });
    expect([none.code, none.stderr]).toEqual([
      2,
      `wukong ledger: no ledger folder at ${join(empty, '.wukong', 'ledger')} (run inside a workspace that has .wukong/ledger, or pass --dir)\n`,
    ]);
  });

  it('tails the last N entries, as text or JSON', () => {
    const { workspace } = workspaceWith(12);
    const text = wukong(['ledger', 'tail', '-n', '2'], { cwd: workspace });
    expect(text.code).toBe(0);
    expect(text.stdout).toBe(
      '#11 2026-11-22T08:00:11.000Z test.step run=run-1 trace=t-11\n    {"i":11}\n#12 2026-11-22T08:00:12.000Z test.step run=run-1 trace=t-12\n    {"i":12}\n',
    );
    const json = wukong(['ledger', 'tail', '--json'], { cwd: workspace });
    expect(
      JSON.parse(json.stdout).entries.map((e: { seq: number }) => e.seq),
    ).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('verifies: 0 when intact, 1 naming the tampered line, and reads another folder with --dir', () => {
    const { workspace, file } = workspaceWith(5);
    expect(wukong(['ledger', 'verify'], { cwd: workspace }).code).toBe(0);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('{"i":3}', '{"i":4}'),
    );
    const r = wukong(['ledger', 'verify'], { cwd: workspace });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('NOT intact: 5 entries in 1 file (last seq 5)');
    expect(r.stdout).toContain(
      'first tampered line:\n  2026-11-22.jsonl:3 (seq 3): hash mismatch',
    );
    const elsewhere = tempWorkspace();
    const other = wukong(
      [
        'ledger',
        'verify',
        '--json',
        '--dir',
        join(workspace, '.wukong', 'ledger'),
      ],
      { cwd: elsewhere },
    );
    expect(JSON.parse(other.stdout)).toMatchObject({
      ok: false,
      firstTampered: { line: 3 },
    });
  });

  it('replays a ledger without machine entries as nothing to compare, exit 0', () => {
    const { workspace } = workspaceWith(2);
    const r = wukong(['ledger', 'replay'], { cwd: workspace });
    expect([r.code, r.stdout]).toEqual([
      0,
      `no machine entries in ${join(workspace, '.wukong', 'ledger')}\nreplay: OK\n`,
    ]);
  });
});
