// tests that the RE2 → JS translation keeps RE2's meaning, that the lazy prefix
// is removed with what it implies, and that the committed rules module is fresh
// Pos: test/security; how well the translated rules detect is measured in
// test/security/secrets-corpus.test.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitleaksRules } from '../../policies/security/secrets/gitleaks-rules.generated.js';
import { generateRulesModule } from '../../scripts/gitleaks/generate-rules-module.js';
import { translateRe2 } from '../../scripts/gitleaks/translate-re2.js';

const root = join(import.meta.dirname, '../..');
const js = (pattern: string) => {
  const t = translateRe2(pattern);
  return new RegExp(t.source, t.flags);
};

describe('translateRe2', () => {
  it('uses the i flag for a wholly case-insensitive pattern and spells out mixed ones letter by letter', () => {
    expect(translateRe2('(?i)abc')).toMatchObject({
      source: 'abc',
      flags: 'i',
    });
    const mixed = js('a(?i)bc');
    expect(['abc', 'aBC'].map((s) => mixed.test(s))).toEqual([true, true]);
    expect(mixed.test('ABC')).toBe(false);
    const off = js('(?i)x(?-i:Y)z');
    expect(['XYZ', 'xYz', 'xyz'].map((s) => off.test(s))).toEqual([
      true,
      true,
      false,
    ]);
    const classes = js('(?i:[a-c]+)-(?-i:[a-c]+)');
    expect(['AbC-abc', 'abc-ABC'].map((s) => classes.test(s))).toEqual([
      true,
      false,
    ]);
  });

  it("keeps RE2's meaning where JS differs: [^]], \\z, [[:alnum:]], (?P<…>), (?s:.), '.' and ASCII-only \\s", () => {
    expect(js('^[^]]+$').test('abc')).toBe(true);
    expect(js('^[^]]+$').test('a]c')).toBe(false);
    expect(js('a\\z').test('xa')).toBe(true);
    expect(js('a\\z').test('a\n')).toBe(false);
    expect(js('^[[:alnum:]]{3}$').test('aZ9')).toBe(true);
    expect(js('^[[:alnum:]]{3}$').test('a_9')).toBe(false);
    expect(js('(?P<tag>x+)y').exec('xxy')?.[1]).toBe('xx');
    expect(js('a(?s:.)b').test('a\nb')).toBe(true);
    expect(js('a.b').test('a\nb')).toBe(false);
    expect(js('a.b').test('a\rb')).toBe(true);
    expect(js('a\\sb').test('a\u000bb')).toBe(false);
    expect(js('a\\sb').test('a\u00a0b')).toBe(false);
    expect(js('a\\sb').test('a\tb')).toBe(true);
    expect(js('x{2}\\{\\d+}').test('xx{12}')).toBe(true);
  });

  it('removes the leading lazy [\\w.-]{0,N}? and says how far back the match could have started', () => {
    const t = translateRe2(
      '(?i)[\\w.-]{0,50}?(?:key)(?:[ \\t\\w.-]{0,20})=([a-z0-9]{8})',
      { stripLazyPrefix: true, keywords: ['key'] },
    );
    expect(t.source.startsWith('(?:key)')).toBe(true);
    expect(t).toMatchObject({
      strippedPrefix: 50,
      keywordInMatch: true,
      maxNewlines: 0,
    });
    const nested = translateRe2(
      '[\\w.-]{0,50}?(?i:[\\w.-]{0,50}?(?:okta))=(x)',
      { stripLazyPrefix: true, keywords: ['okta'] },
    );
    expect(nested.strippedPrefix).toBe(100);
    expect(new RegExp(nested.source, nested.flags).test('my_okta=x')).toBe(
      true,
    );
  });

  it('proves a keyword lies inside every match only when the literals show it', () => {
    expect(
      translateRe2('(?:ghu|ghs)_[0-9a-zA-Z]{36}', {
        keywords: ['ghu_', 'ghs_'],
      }).keywordInMatch,
    ).toBe(true);
    expect(
      translateRe2('passw(?:or)?d=(\\w+)', { keywords: ['passwd', 'password'] })
        .keywordInMatch,
    ).toBe(true);
    expect(
      translateRe2('\\b(\\d{15,16}(\\||%)[0-9a-z]{27,40})', {
        keywords: ['facebook'],
      }).keywordInMatch,
    ).toBe(false);
    expect(
      translateRe2('hooks.slack.com/[a-z]+', { keywords: ['hooks.slack.com'] })
        .keywordInMatch,
    ).toBe(false); // `.` is any character
  });

  it('bounds the newlines a match can hold', () => {
    expect(translateRe2('a[\\s\'"]{0,3}=[\\s=]{0,5}b').maxNewlines).toBe(8);
    expect(translateRe2('-----BEGIN[\\s\\S-]{64,}?KEY-----').maxNewlines).toBe(
      Number.POSITIVE_INFINITY,
    );
    expect(translateRe2('[^"]{3}').maxNewlines).toBe(3);
  });
});

describe('the generated rules module', () => {
  it("holds gitleaks' 222 rules, every regex compiling in JS, keywords lower-case", () => {
    expect(gitleaksRules).toHaveLength(222);
    for (const rule of gitleaksRules) {
      if (rule.regex)
        expect(
          () => new RegExp(rule.regex?.[0] ?? '', `${rule.regex?.[1]}gd`),
          rule.id,
        ).not.toThrow();
      for (const k of rule.keywords) expect(k, rule.id).toBe(k.toLowerCase());
    }
    expect(
      gitleaksRules.filter((r) => r.regex === null).map((r) => r.id),
    ).toEqual(['pkcs12-file']);
    expect(
      gitleaksRules.filter((r) => r.prefix > 0).length,
    ).toBeGreaterThanOrEqual(90);
  });

  it('is exactly what scripts/import-gitleaks-rules.mjs makes from ../shared/corpora (regenerate it if this fails)', () => {
    const corpus = JSON.parse(
      readFileSync(
        join(root, '../shared/corpora/secrets/gitleaks-rules.json'),
        'utf8',
      ),
    );
    const committed = readFileSync(
      join(root, 'policies/security/secrets/gitleaks-rules.generated.ts'),
      'utf8',
    );
    expect(
      generateRulesModule(corpus) === committed,
      'stale: run node scripts/import-gitleaks-rules.mjs',
    ).toBe(true);
    expect(committed).toContain('gitleaks (c) 2019 Zachary Rice');
  });
});
