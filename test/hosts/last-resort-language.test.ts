// The launcher's last-resort language: the project's wukong.config.json read
// as plain JSON (`language`, the older `body.language`), else the locale,
// else English; a broken or oversized config leaves it to the locale
// Pos: test/hosts, src/hosts/cli/last-resort-language.ts over real files
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lastResortLanguage } from '../../src/hosts/cli/last-resort-language.js';

const project = (config?: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'wukong-last-resort-'));
  if (config !== undefined)
    writeFileSync(join(dir, 'wukong.config.json'), config);
  return dir;
};

describe('lastResortLanguage', () => {
  it('follows the config, then the locale, then English', () => {
    expect(lastResortLanguage({}, project('{"language":"zh"}'))).toBe('zh');
    expect(
      lastResortLanguage({ LANG: 'zh_CN.UTF-8' }, project('{"language":"en"}')),
    ).toBe('en');
    expect(lastResortLanguage({}, project('{"body":{"language":"zh"}}'))).toBe(
      'zh',
    );
    expect(lastResortLanguage({ LANG: 'zh_CN.UTF-8' }, project())).toBe('zh');
    expect(lastResortLanguage({ LANG: 'C.UTF-8' }, project())).toBe('en');
  });

  it('reads CLAUDE_PROJECT_DIR before the current folder', () => {
    const zh = project('{"language":"zh"}');
    expect(
      lastResortLanguage(
        { CLAUDE_PROJECT_DIR: zh },
        project('{"language":"en"}'),
      ),
    ).toBe('zh');
  });

  it('a broken config, a wrong word or a huge file leave it to the locale', () => {
    const env = { LC_ALL: 'zh_TW' };
    expect(lastResortLanguage(env, project('{"language":'))).toBe('zh');
    expect(lastResortLanguage({}, project('{"language":"fr"}'))).toBe('en');
    const huge = `{"language":"zh","pad":"${'x'.repeat(1 << 20)}"}`;
    expect(lastResortLanguage({}, project(huge))).toBe('en');
  });
});
