// the command line in the user's language: `wukong --help` and every
// command's help in English by default, as the
// seeds write them under a Chinese locale, the config's `language` over the
// locale; the structure (the Usage line, every command, the options) the same
// in both
// Pos: test/e2e, what a person at a terminal reads; the catalog's shape is
// test/hosts/messages.test.ts's
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMAND_NAMES } from '../../src/hosts/cli/main.js';
import { tempWorkspace, wukong } from './cli.js';

const ZH = { LANG: 'zh_CN.UTF-8' };
const HAN = /\p{Script=Han}/u;

/** A help text's lines that name options or commands: the same in both. */
const skeleton = (text: string) =>
  text
    .split('\n')
    .filter((l) => /^(Usage: |\s{2}[a-z-]+\s|\s{2}--)/.test(l))
    .map((l) =>
      l
        .split(/\s{2,}/)
        .slice(0, 2)
        .join(' '),
    );

describe('wukong --help', () => {
  it('lists every command in English by default and in Chinese under a zh locale, in the same order', () => {
    const dir = tempWorkspace();
    const en = wukong(['--help'], { cwd: dir });
    const zh = wukong(['--help'], { cwd: dir, env: ZH });
    expect(en.code).toBe(0);
    expect(zh.code).toBe(0);
    const names = (t: string) =>
      t
        .split('\n')
        .filter((l) => /^ {2}\S/.test(l))
        .map((l) => l.trim().split(/\s+/)[0]);
    expect(names(en.stdout)).toEqual([...COMMAND_NAMES]);
    expect(names(zh.stdout)).toEqual([...COMMAND_NAMES]);
    expect(en.stdout).toMatch(/^Usage: wukong <command> \[options\]\n/);
    expect(zh.stdout).toMatch(/^Usage: wukong <command> \[options\]\n/);
    expect(en.stdout.replace(/[戒定慧识]/g, '')).not.toMatch(HAN);
    expect(zh.stdout).toContain('如意上下文');
    expect(zh.stdout).toContain('退出码');
  });

  it("the config's language wins over the locale", () => {
    const dir = tempWorkspace();
    writeFileSync(join(dir, 'wukong.config.json'), '{"language": "en"}\n');
    expect(wukong(['--help'], { cwd: dir, env: ZH }).stdout).not.toContain(
      '退出码',
    );
    writeFileSync(join(dir, 'wukong.config.json'), '{"language": "zh"}\n');
    expect(
      wukong(['--help'], { cwd: dir, env: { LANG: 'en_US.UTF-8' } }).stdout,
    ).toContain('退出码');
  });
});

/** Every command and a phrase only its zh help says. */
const HELP_WORDS: ReadonlyArray<readonly [string, string]> = [
  ['check', '安全闸门'],
  ['verify', '流水线报告'],
  ['throttle', '从不阻止'],
  ['viz', '自包含'],
  ['paths', '最短路径'],
  ['scan', '查找密钥'],
  ['ledger', '只追加'],
  ['init', '分身'],
  ['uninstall', '逐字节恢复'],
  ['hook', '格式错误'],
  ['telemetry', '后台导出'],
  ['serve', '常驻内存'],
  ['config', '原子方式'],
  ['promise', '完成承诺'],
  ['run', '阻塞问题'],
  ['verify-plan', '拟议的验证命令'],
  ['audit', '确定的事实'],
  ['authorize', '结构化授权'],
  ['resume', '硬拒绝'],
  ['context', '存档协议'],
  ['doctor', '修复方法'],
  ['sandbox', '内核沙箱'],
  ['undo', '拍快照'],
  ['anchors', '阿赖耶识'],
];

describe("each command's help", () => {
  it('the table below names every command', () => {
    expect(HELP_WORDS.map(([name]) => name).sort()).toEqual(
      [...COMMAND_NAMES].sort(),
    );
  });

  it.each(HELP_WORDS)(
    '%s --help: English, zh under a zh locale, the same options',
    (name, word) => {
      const dir = tempWorkspace();
      const en = wukong([name, '--help'], { cwd: dir });
      const zh = wukong([name, '--help'], { cwd: dir, env: ZH });
      expect(en.code).toBe(0);
      expect(zh.code).toBe(0);
      expect(en.stdout).toMatch(new RegExp(`^Usage: wukong ${name}`));
      // The seeds' names (戒 定 慧 识) and the avatars' aliases (@眼) stay
      // names in English too.
      expect(en.stdout.replace(/[戒定慧识]|@\S+/gu, '')).not.toMatch(HAN);
      expect(zh.stdout).toContain(word);
      expect(skeleton(zh.stdout)).toEqual(skeleton(en.stdout));
    },
  );

  it('a usage error under --json keeps only what is wrong in either language', () => {
    const dir = tempWorkspace();
    const r = wukong(['anchors', 'show', '--json'], {
      cwd: dir,
      env: { LANG: 'en_US.UTF-8' },
    });
    expect(r.code).toBe(2);
    const error = JSON.parse(r.stdout).error;
    expect(error.code).toBe('usage');
    expect(error.message).toBe('anchors show takes one id, e.g. D001');
  });
});

describe('doctor in both languages', () => {
  it('names each check the same way, its detail and fix in the language', () => {
    const dir = tempWorkspace();
    const en = wukong(['doctor'], { cwd: dir });
    const zh = wukong(['doctor'], { cwd: dir, env: ZH });
    expect(en.stdout).toContain(
      'hooks: no Wukong hook in .claude/settings.json or settings.local.json',
    );
    expect(en.stdout).toContain('fix: run `wukong init` in the repository');
    expect(zh.stdout).toContain('hooks: .claude/settings.json 和');
    expect(zh.stdout).toContain('修复: 在仓库中运行 `wukong init`');
    expect(zh.code).toBe(en.code);
    const names = (t: string) =>
      t
        .split('\n')
        .filter((l) => /^\S/.test(l))
        .map((l) => l.split(':')[0]);
    expect(names(zh.stdout)).toEqual(names(en.stdout));
  });
});

describe('telemetry status in both languages', () => {
  it('keeps each line label and the figures, the prose in the language', () => {
    const dir = tempWorkspace();
    const home = { HOME: tempWorkspace(), XDG_STATE_HOME: '' };
    const env = {
      ...home,
      OTEL_EXPORTER_OTLP_ENDPOINT: '',
      OTEL_SDK_DISABLED: '',
    };
    const en = wukong(['telemetry', 'status'], { cwd: dir, env });
    const zh = wukong(['telemetry', 'status'], {
      cwd: dir,
      env: { ...env, ...ZH },
    });
    expect(en.code).toBe(0);
    expect(zh.code).toBe(0);
    expect(en.stdout).toContain('telemetry: off (');
    expect(en.stdout).toMatch(/: 0 records in 0 batches, 0 bytes\n/);
    expect(en.stdout).toContain('last export: none yet');
    expect(zh.stdout).toContain('telemetry: 已关闭 (');
    expect(zh.stdout).toMatch(/: 0 条记录, 0 批, 0 字节\n/);
    expect(zh.stdout).toContain('last export: 尚无');
    const labels = (t: string) => t.split('\n').map((l) => l.split(':')[0]);
    expect(labels(zh.stdout)).toEqual(labels(en.stdout));
  });
});
