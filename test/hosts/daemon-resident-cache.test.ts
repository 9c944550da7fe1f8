// What `wukong serve` keeps between requests (ResidentCache): the configuration
// until its file's text changes (a broken file refused every time, never
// remembered), one registry per configuration, and one ledger appender per
// folder whose chain stays whole when other writers append in between
// Pos: test/hosts, real files and the real ledger in a temporary workspace; the
// user-level state is the test file's own (isolated-state.ts)
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ResidentCache } from '../../src/hosts/daemon/resident-cache.js';
import { loadConfig } from '../../src/platform/config/load-config.js';
import { ledgerDir } from '../../src/platform/ledger/ledger-files.js';
import { openLedger } from '../../src/platform/ledger/ledger.js';
import { verifyLedger } from '../../src/platform/ledger/verify.js';
import { UsageError } from '../../src/platform/errors/usage-error.js';

const workspace = () => mkdtempSync(join(tmpdir(), 'wukong-resident-'));
const redact = (text: string) => text;

describe('ResidentCache', () => {
  it('keeps the configuration while the file is the same, and reads a changed one', () => {
    const ws = workspace();
    const cache = new ResidentCache();
    const none = cache.config(ws);
    expect(none).toEqual(loadConfig(ws));
    expect(cache.config(ws)).toBe(none);
    writeFileSync(
      join(ws, 'wukong.config.json'),
      JSON.stringify({ hooks: { allowWhenPassed: true } }),
    );
    const first = cache.config(ws);
    expect(first.config.hooks.allowWhenPassed).toBe(true);
    expect(first).toEqual(loadConfig(ws));
    expect(cache.config(ws)).toBe(first);
    writeFileSync(
      join(ws, 'wukong.config.json'),
      JSON.stringify({ hooks: { allowWhenPassed: false } }),
    );
    expect(cache.config(ws).config.hooks.allowWhenPassed).toBe(false);
  });

  it('refuses a broken file on every request, never answering with the configuration it had before', () => {
    const ws = workspace();
    const cache = new ResidentCache();
    writeFileSync(
      join(ws, 'wukong.config.json'),
      JSON.stringify({ hooks: { allowWhenPassed: true } }),
    );
    expect(cache.config(ws).config.hooks.allowWhenPassed).toBe(true);
    writeFileSync(
      join(ws, 'wukong.config.json'),
      '{"hooks": {"allowWhenPassed": "yes"}}',
    );
    expect(() => cache.config(ws)).toThrow(UsageError);
    expect(() => cache.config(ws)).toThrow(/allowWhenPassed/);
    writeFileSync(join(ws, 'wukong.config.json'), '{');
    expect(() => cache.config(ws)).toThrow(/not valid JSON/);
  });

  it('follows the search order: .wukong/config.json counts only while wukong.config.json is missing', () => {
    const ws = workspace();
    const cache = new ResidentCache();
    mkdirSync(join(ws, '.wukong'));
    writeFileSync(
      join(ws, '.wukong', 'config.json'),
      JSON.stringify({ hooks: { allowWhenPassed: true } }),
    );
    expect(cache.config(ws).source).toBe(join(ws, '.wukong', 'config.json'));
    writeFileSync(join(ws, 'wukong.config.json'), '{}');
    expect(cache.config(ws)).toEqual({
      config: loadConfig(ws).config,
      source: join(ws, 'wukong.config.json'),
    });
  });

  it('builds one registry per configuration', () => {
    const ws = workspace();
    const cache = new ResidentCache();
    const { config } = cache.config(ws);
    expect(cache.registry(config)).toBe(cache.registry(config));
    expect(cache.registry(config).size).toBeGreaterThan(20);
  });

  it('keeps one appender per ledger folder, whose chain stays whole when another writer appends in between', () => {
    const ws = workspace();
    const cache = new ResidentCache();
    const dir = ledgerDir(ws);
    const kept = cache.ledger({ dir, redact });
    expect(cache.ledger({ dir, redact })).toBe(kept);
    kept.append({ runId: 's', type: 'test.kept', data: { n: 1 } });
    openLedger({ dir, redact }).append({
      runId: 's',
      type: 'test.other',
      data: { n: 2 },
    });
    kept.append({ runId: 's', type: 'test.kept', data: { n: 3 } });
    kept.append({ runId: 's', type: 'test.kept', data: { n: 4 } });
    const report = verifyLedger(dir);
    expect(report.problems).toEqual([]);
    expect(report.entries).toBe(4);
  });
});
