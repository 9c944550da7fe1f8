// Errors that carry a catalog Said: the English kept as `message`, the edge's
// wording in the user's language, zod's validation lines byte for byte as
// describeZodError wrote them before the catalog
// Pos: test/platform, the mechanism (src/platform/errors); the commands that
// show these errors are test/e2e/cli-error-language.test.ts's
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { WukongConfig } from '../../policies/vocabulary/config.js';
import { fragment } from '../../policies/vocabulary/messages/say.js';
import { ActiveRun } from '../../policies/vocabulary/run.js';
import { PersistedMachine } from '../../src/actors/persisted-machine.js';
import {
  SaidError,
  errorSaid,
  errorStack,
  errorText,
} from '../../src/platform/errors/said-error.js';
import {
  UsageError,
  describeZodError,
  zodErrorSaid,
  zodIssueSaid,
} from '../../src/platform/errors/usage-error.js';
import { describeZodError as oldDescribe } from './fixtures/old-describe-zod-error.js';

const HAN = /\p{Script=Han}/u;

describe('SaidError and errorText', () => {
  const error = new UsageError(fragment('error.run.no-run', { id: 'r-1234' }));

  it('keeps the English as its message and words it in zh at the edge', () => {
    expect(error.message).toBe('no run r-1234 (wukong run list)');
    expect(errorText(error, 'en')).toBe(error.message);
    expect(errorText(error, 'zh')).toBe('没有运行 r-1234 (wukong run list)');
    expect(error.exitCode).toBe(2);
  });

  it('shows an error without a Said as it is, in either language', () => {
    expect(errorText(new Error('plain'), 'zh')).toBe('plain');
    expect(errorText(new UsageError('as typed'), 'zh')).toBe('as typed');
    expect(errorText('a string', 'zh')).toBe('a string');
  });

  it('a wrapped error keeps its wording: errorSaid is its Said, else its text', () => {
    const outer = new SaidError(
      fragment('error.at', { where: 'm.mjs', error: errorSaid(error) }),
    );
    expect(outer.message).toBe('m.mjs: no run r-1234 (wukong run list)');
    expect(errorText(outer, 'zh')).toBe(
      'm.mjs: 没有运行 r-1234 (wukong run list)',
    );
    expect(errorSaid(new Error('node said'))).toBe('node said');
  });

  it("the internal error's stack: its first line worded, the frames kept", () => {
    const stack = errorStack(error, 'zh');
    expect(stack.split('\n')[0]).toBe(
      'UsageError: 没有运行 r-1234 (wukong run list)',
    );
    expect(stack.split('\n').slice(1)).toEqual(
      (error.stack ?? '').split('\n').slice(1),
    );
    expect(errorStack(error, 'en')).toBe(error.stack);
  });
});

/** A value shaped like a schema's object: its keys, an unknown one, any values. */
const shaped = (keys: readonly string[]) =>
  fc.oneof(
    fc.jsonValue(),
    fc.dictionary(fc.constantFrom(...keys, 'nope', 'other'), fc.jsonValue()),
    fc.record(
      Object.fromEntries(
        keys.map((k) => [
          k,
          fc.oneof(
            fc.jsonValue(),
            fc.dictionary(
              fc.constantFrom('enforce', 'x', 'allow'),
              fc.jsonValue(),
            ),
          ),
        ]),
      ),
      { requiredKeys: [] },
    ),
  );

describe('zodErrorSaid', () => {
  const SCHEMAS = [
    ['wukong.config.json', WukongConfig],
    ['a run', ActiveRun],
  ] as const;

  it.each(SCHEMAS)(
    "%s: its English is describeZodError's as it was, byte for byte (fast-check)",
    (what, schema) => {
      const keys = Object.keys(schema.shape);
      fc.assert(
        fc.property(shaped(keys), (value) => {
          const parsed = schema.safeParse(value);
          if (parsed.success) return;
          const old = oldDescribe(parsed.error, what, schema);
          expect(describeZodError(parsed.error, what, schema)).toBe(old);
          // Every line worded in zh: no English sentence frame is left.
          const zh = errorText(
            new UsageError(zodErrorSaid(parsed.error, what, schema)),
            'zh',
          );
          expect(zh.split('\n')).toHaveLength(old.split('\n').length);
          expect(zh.split('\n')[0]).toBe(`${what} 无效:`);
        }),
        { numRuns: 300 },
      );
    },
  );

  it('words each issue kind in zh', () => {
    const zh = (value: unknown) => {
      const parsed = WukongConfig.safeParse(value);
      if (parsed.success) throw new Error('expected a refusal');
      return errorText(
        new UsageError(zodErrorSaid(parsed.error, 'c.json', WukongConfig)),
        'zh',
      );
    };
    expect(zh({ nope: 1 })).toMatch(
      /^c\.json 无效:\n {2}- 顶层: 未知字段 `nope`; 可用: /,
    );
    expect(zh({ language: 'fr' })).toContain(
      '字段 `language`: 选项无效: 应为 "auto"|"en"|"zh" 之一; 可用: "auto", "en", "zh"',
    );
    expect(zh({ hooks: 3 })).toContain(
      '字段 `hooks`: 输入无效: 应为 object, 收到的是 number',
    );
  });

  it("a zod text of a form the catalog does not know stays zod's, in both", () => {
    expect(zodIssueSaid('Something new from zod')).toBe(
      'Something new from zod',
    );
    expect(zodIssueSaid('Invalid input')).toEqual({
      id: 'error.zod.invalid-input',
    });
  });
});

describe('a persisted machine that does not fit, refused', () => {
  const machine = setup({}).createMachine({
    id: 'tiny',
    initial: 'a',
    states: { a: {} },
  });

  it('names where it came from and what to do, in zh at the edge', () => {
    let thrown: unknown;
    try {
      PersistedMachine.open(machine, 42, {
        onMismatch: 'refuse',
        where: '/tmp/state.json',
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UsageError);
    expect((thrown as Error).message).toBe(
      '/tmp/state.json is not a persisted tiny (expected {v: 1, machine: "tiny", fingerprint, snapshot}); delete it to start over',
    );
    const zh = errorText(thrown, 'zh');
    expect(zh).toMatch(HAN);
    expect(zh).toBe(
      '/tmp/state.json 不是持久化的 tiny (应为 {v: 1, machine: "tiny", fingerprint, snapshot}); 删除它, 重新开始',
    );
  });
});
