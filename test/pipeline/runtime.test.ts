// unit tests of the effectful parts behind `wukong verify`: config loading,
// atomic writes, persisted pipelines, error text
// Pos: test/pipeline, real files in a temp folder; nothing faked
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { escalate } from '../../policies/pipeline/escalation.js';
import { raise } from '../../policies/vocabulary/finding-kinds.js';
import { Submission } from '../../policies/vocabulary/submission.js';
import { UsageError } from '../../src/platform/errors/usage-error.js';
import { loadConfig } from '../../src/platform/config/load-config.js';
import {
  loadPipeline,
  newPipeline,
  savePipeline,
} from '../../src/pipeline/pipeline-state.js';
import { writeFileAtomic } from '../../src/platform/store/atomic-file.js';
import { submissions } from '../model/pipeline.model.js';

const temp = () => mkdtempSync(join(tmpdir(), 'wukong-unit-'));

describe('loadConfig', () => {
  it('fills every default when there is no file, and reads .wukong/config.json as the second place', () => {
    const dir = temp();
    const loaded = loadConfig(dir);
    expect(loaded.source).toBeNull();
    expect(loaded.config.pipeline).toEqual({
      retryLimit: 3,
      backtrackLimit: 3,
      redoLimit: 3,
      smallFixMaxLines: 20,
    });
    expect(Object.keys(loaded.config)).toEqual([
      'pipeline',
      'throttle',
      'context',
      'hooks',
      'loop',
      'body',
      'gate',
      'mcp',
      'undo',
    ]);
    expect(loaded.config.gate).toEqual({ fetch: { allowLocal: [] } });
    expect(loaded.config.undo).toEqual({
      enabled: true,
      keep: 100,
      maxAgeDays: 14,
    });
    expect(loaded.config.mcp).toEqual({ tools: {} });
    expect(loaded.config.body).toEqual({
      enforce: 'warn',
      maxLines: 10,
      maxReads: 2,
      maxSearches: 1,
    });
    expect(loaded.config.loop).toMatchObject({
      stuckThreshold: 3,
      tdd: false,
      verify: { scripts: null, commands: [] },
    });
    expect(loaded.config.hooks).toMatchObject({
      allowWhenPassed: false,
      stopBlockLimit: 3,
      requireAvatar: false,
    });
    expect(loaded.config.context).toMatchObject({
      window: 200_000,
      thresholds: { normal: 0.5, compact: 0.7, prune: 0.85, archive: 0.95 },
    });
    expect(loaded.config.context.dcp).toMatchObject({
      turnProtection: 4,
      purgeErrorsAfterTurns: 4,
      truncation: { maxChars: 2000 },
    });
    expect(loaded.config.context.dcp.protectedTools).toEqual(
      expect.arrayContaining(['Task', 'TodoWrite', 'Edit', 'Write']),
    );
    mkdirSync(join(dir, '.wukong'));
    writeFileSync(
      join(dir, '.wukong', 'config.json'),
      JSON.stringify({ pipeline: { redoLimit: 5 } }),
    );
    expect(loadConfig(dir).config.pipeline).toEqual({
      retryLimit: 3,
      backtrackLimit: 3,
      redoLimit: 5,
      smallFixMaxLines: 20,
    });
  });

  it('refuses a bad value with the field and the allowed range', () => {
    const dir = temp();
    writeFileSync(
      join(dir, 'wukong.config.json'),
      JSON.stringify({ pipeline: { retryLimit: 0 } }),
    );
    expect(() => loadConfig(dir)).toThrow(UsageError);
    expect(() => loadConfig(dir)).toThrow(
      /field `pipeline\.retryLimit`: Too small: expected number to be >=1/,
    );
    writeFileSync(join(dir, 'wukong.config.json'), '{ nope');
    expect(() => loadConfig(dir)).toThrow(/is not valid JSON/);
  });
});

describe('writeFileAtomic', () => {
  it('replaces the file whole and leaves no temp file behind', () => {
    const dir = temp();
    const path = join(dir, 'sub', 'state.json');
    writeFileAtomic(path, 'one');
    writeFileAtomic(path, 'two');
    expect(readFileSync(path, 'utf8')).toBe('two');
    expect(readdirSync(join(dir, 'sub'))).toEqual(['state.json']);
  });
});

describe('persisted pipelines', () => {
  it('restores counters and state in a fresh actor and carries on from there', () => {
    const path = join(temp(), 'p.json');
    const first = newPipeline({ track: 'feature', avatar: 'body' });
    first.send({ type: 'SUBMIT', submission: submissions.dingRetry });
    savePipeline(path, first);
    const restored = loadPipeline(path)!;
    expect(restored.fresh).toBe(false);
    expect(restored.snapshot.value).toEqual({ ding: 'retrying' });
    expect(restored.snapshot.context.counters.retries).toBe(1);
    restored.send({
      type: 'RESUBMIT',
      submission: Submission.parse(submissions.pass),
    });
    expect(restored.snapshot.value).toBe('completed');
  });

  it('returns nothing for a missing file and refuses garbage or a snapshot of another machine shape', () => {
    const dir = temp();
    expect(loadPipeline(join(dir, 'none.json'))).toBeUndefined();
    writeFileSync(join(dir, 'bad.json'), '{"v":1}');
    expect(() => loadPipeline(join(dir, 'bad.json'))).toThrow(
      /bad\.json is not a persisted pipeline \(expected \{v: 1, machine: "pipeline", fingerprint, snapshot\}\); delete it \(or pass another --state file\) to start over/,
    );
    writeFileSync(join(dir, 'torn.json'), '{"v":1,');
    expect(() => loadPipeline(join(dir, 'torn.json'))).toThrow(
      /torn\.json is not valid JSON/,
    );
    const actor = newPipeline({ track: 'feature', avatar: 'body' });
    savePipeline(join(dir, 'ok.json'), actor);
    const envelope = JSON.parse(readFileSync(join(dir, 'ok.json'), 'utf8'));
    writeFileSync(
      join(dir, 'old.json'),
      JSON.stringify({ ...envelope, fingerprint: '0000' }),
    );
    expect(() => loadPipeline(join(dir, 'old.json'))).toThrow(
      new RegExp(
        `old\\.json was written by a pipeline of another shape \\(fingerprint 0000, this build's ${envelope.fingerprint}\\)`,
      ),
    );
    writeFileSync(
      join(dir, 'corrupt.json'),
      JSON.stringify({
        ...envelope,
        snapshot: { ...envelope.snapshot, value: 'nowhere' },
      }),
    );
    expect(() => loadPipeline(join(dir, 'corrupt.json'))).toThrow(
      /could not be restored/,
    );
    expect(existsSync(join(dir, 'ok.json'))).toBe(true);
  });
});

describe('escalation hand-over', () => {
  it('names the most frequent blocking finding as the likely cause, with every distinct error', () => {
    const fail = (msg: string) =>
      raise('ding.test-failed', msg, msg, { kind: 'retry', detail: 'fix' });
    const e = escalate('retry-limit', [
      { seq: 1, revision: 1, gate: 'jie', verdict: 'PASS', findings: [] },
      {
        seq: 2,
        revision: 1,
        gate: 'ding',
        verdict: 'RETRY',
        findings: [fail('a fails')],
      },
      {
        seq: 3,
        revision: 2,
        gate: 'ding',
        verdict: 'RETRY',
        findings: [fail('a fails')],
      },
      {
        seq: 4,
        revision: 3,
        gate: 'ding',
        verdict: 'RETRY',
        findings: [fail('b fails')],
      },
    ]);
    expect(e.errors).toEqual(['a fails', 'b fails']);
    expect(e.likelyCause).toBe(
      'the same tests keep failing: the change does not fix what they check (ding.test-failed ×3)',
    );
    expect(e.attempts).toHaveLength(4);
    expect(escalate('user-stop', [], 'I will take it').likelyCause).toBe(
      'the user stopped the pipeline',
    );
  });
});
