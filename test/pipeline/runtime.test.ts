// unit tests of the effectful parts behind `wukong verify`: config loading,
// atomic writes, persisted pipelines, error text
// Pos: test/pipeline, real files in a temp folder; nothing faked
import {
  copyFileSync,
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
import { pipelineResult } from '../../src/pipeline/report/pipeline-result.js';
import { wukong } from '../e2e/cli.js';
import { submissions, unjudged } from '../model/pipeline.model.js';

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
      'language',
      'pipeline',
      'throttle',
      'context',
      'hooks',
      'loop',
      'body',
      'gate',
      'mcp',
      'sandbox',
      'undo',
      'telemetry',
    ]);
    expect(loaded.config.gate).toEqual({
      fetch: { allowLocal: [] },
      untrusted: {
        paths: [
          'vendor/**',
          'third_party/**',
          'third-party/**',
          'downloads/**',
          'Downloads/**',
        ],
      },
    });
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
      language: 'auto',
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
      preset: 'seed',
      turnProtection: 4,
      protectionUnit: 'userTurns',
      purgeErrorsAfterTurns: 4,
      truncation: { maxTokens: 50_000, headroom: 0.5, globMaxFiles: 200 },
    });
    expect(loaded.config.context.dcp.truncation.maxChars).toBeUndefined();
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
    expect(restored.snapshot.value).toEqual({
      feature: { ding: { retrying: 'repair' } },
    });
    expect(restored.snapshot.context.counters.retries).toBe(1);
    restored.send({
      type: 'RESUBMIT',
      submission: Submission.parse(submissions.pass),
    });
    expect(restored.snapshot.value).toBe('completed');
  });

  it("hands seed 001's second-failure steps back: the second RETRY asks for the root cause, the second backtrack warns", () => {
    const retry = newPipeline({
      track: 'feature',
      avatar: 'body',
      language: 'zh',
    });
    retry.send({ type: 'SUBMIT', submission: submissions.dingRetry });
    expect(pipelineResult(retry.snapshot).handBack).toEqual([]);
    retry.send({ type: 'RESUBMIT', submission: submissions.dingRetry });
    // The report in Chinese, asked for explicitly.
    const second = pipelineResult(retry.snapshot, undefined, 'zh');
    expect(second.state).toBe('feature.ding.retrying.rootCause');
    expect(second.status).toBe('RETRY');
    expect(second.handBack.map((n) => n.kind)).toEqual(['root-cause']);
    expect(second.report).toContain('### 交回分身');
    expect(second.report).toContain('先分析根本原因，再修复');

    const back = newPipeline({
      track: 'feature',
      avatar: 'body',
      language: 'zh',
    });
    back.send({ type: 'SUBMIT', submission: submissions.backtrackJie });
    back.send({ type: 'SUBMIT', submission: submissions.backtrackJie });
    const warned = pipelineResult(back.snapshot, undefined, 'zh');
    expect(warned.counters.backtracks).toBe(2);
    expect(warned.handBack.map((n) => n.kind)).toEqual(['backtrack-warning']);
    expect(warned.report).toContain('回溯 2 次: 警告，详细分析');
  });

  it('refuses a --state file the pipeline wrote before the tracks, naming the file, both fingerprints and the remedy', () => {
    // Written by `wukong verify --state` before the tracks (one 戒→定→慧→识 chain
    // for every track), waiting in {ding: 'retrying'}.
    const old = join(
      import.meta.dirname,
      '../actors/persisted-state/pipeline-state.json',
    );
    const path = join(temp(), 'state.json');
    copyFileSync(old, path);
    expect(() => loadPipeline(path)).toThrow(UsageError);
    expect(() => loadPipeline(path)).toThrow(
      /state\.json was written by a pipeline of another shape \(fingerprint 704610c3efb1da0f, this build's [0-9a-f]+\).*delete it \(or pass another --state file\) to start over/s,
    );
    const submission = join(temp(), 'submission.json');
    writeFileSync(submission, JSON.stringify(unjudged(submissions.pass)));
    const cli = wukong(['verify', submission, '--state', path]);
    expect(cli.code).toBe(2);
    expect(cli.stderr).toContain('of another shape');
    expect(readFileSync(path, 'utf8')).toBe(readFileSync(old, 'utf8'));
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
