// The one source of every default: what a machine fills in when its input
// leaves a limit out is the config schema's own default (`X.parse({})`), and
// that object cannot be changed by whoever reads it
// Pos: test/platform; a schema default changed without the machines following
// (a literal copy somewhere) fails here
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { initialLoopContext } from '../../machines/loop.context.js';
import { initialContext } from '../../machines/pipeline.context.js';
import { throttleContext } from '../../machines/throttle.machine.js';
import { limitsFrom } from '../../policies/pipeline/limits.js';
import {
  configDefaults,
  cooldownMsOf,
  freshConfigDefaults,
  PipelineConfig,
  ThrottleConfig,
  WukongConfig,
} from '../../policies/vocabulary/config.js';
import { LoopConfig } from '../../policies/vocabulary/loop-config.js';
import { loadConfig } from '../../src/platform/config/load-config.js';

describe('defaults come from the config schemas', () => {
  it('configDefaults() is WukongConfig.parse({}), parsed once and frozen', () => {
    expect(configDefaults()).toEqual(WukongConfig.parse({}));
    expect(configDefaults()).toBe(configDefaults());
    expect(() => {
      (configDefaults().pipeline as { retryLimit: number }).retryLimit = 9;
    }).toThrow(TypeError);
    expect(() =>
      (configDefaults().throttle.reasoningModelIds as string[]).push('x'),
    ).toThrow(TypeError);
  });

  it('freshConfigDefaults() is a new mutable WukongConfig.parse({}) each call', () => {
    const a = freshConfigDefaults();
    expect(a).toEqual(WukongConfig.parse({}));
    a.pipeline.retryLimit = 9;
    expect(freshConfigDefaults().pipeline.retryLimit).toBe(3);
  });

  it('the build bakes the same defaults: the built loadConfig of a workspace without a config file', async () => {
    const dist = join(import.meta.dirname, '../../dist/index.mjs');
    const built = (await import(pathToFileURL(dist).href)) as {
      loadConfig: typeof loadConfig;
    };
    const ws = mkdtempSync(join(tmpdir(), 'wukong-defaults-'));
    try {
      const first = built.loadConfig(ws, {});
      expect(first).toEqual({ config: WukongConfig.parse({}), source: null });
      first.config.pipeline.retryLimit = 9;
      expect(built.loadConfig(ws, {}).config.pipeline.retryLimit).toBe(3);
      expect(loadConfig(ws, {}).config).toEqual(WukongConfig.parse({}));
    } finally {
      rmSync(ws, { recursive: true, force: true });
    }
  });

  it('the pipeline and batch limits an input leaves out are the pipeline section’s', () => {
    expect(initialContext({ track: 'fix', avatar: 'body' }).limits).toEqual(
      limitsFrom(PipelineConfig.parse({})),
    );
    expect(
      initialContext({ track: 'fix', avatar: 'body', limits: { retry: 5 } })
        .limits,
    ).toEqual({ ...limitsFrom(PipelineConfig.parse({})), retry: 5 });
  });

  it('the loop’s stuck detector an input leaves out is the loop section’s', () => {
    const loop = LoopConfig.parse({});
    const context = initialLoopContext({
      runId: 'r',
      startedAt: 0,
      budget: loop.budget,
    });
    expect(context.stuck).toEqual({
      threshold: loop.stuckThreshold,
      window: loop.stuckWindow,
    });
  });

  it('the throttle rule’s cooldown and continue streak an input leaves out are the throttle section’s', () => {
    const throttle = ThrottleConfig.parse({});
    expect(throttleContext({ ruleId: 'R001' })).toMatchObject({
      cooldownMs: cooldownMsOf(throttle),
      continuesToInfo: throttle.continuesToInfo,
    });
    expect(cooldownMsOf({ cooldownMinutes: 5 })).toBe(300_000);
  });
});
