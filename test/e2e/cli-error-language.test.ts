// Errors raised below the commands (the stores, the config, the loaders of
// the user's files) in the user's language through the real commands: the
// English as it was, byte for byte; the Chinese the catalog words; the exit
// code and the `--json` error's `code` the same in both
// Pos: test/e2e, what a person at a terminal reads when a file is wrong; the
// mechanism's unit tests are test/platform/said-error.test.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempWorkspace, wukong } from './cli.js';

const HAN = /\p{Script=Han}/u;
const locale = (lang: string) => ({
  LANG: lang,
  LC_ALL: '',
  LC_MESSAGES: '',
  HOME: tempWorkspace(),
  XDG_STATE_HOME: '',
});
const EN = () => locale('en_US.UTF-8');
const ZH = () => locale('zh_CN.UTF-8');

interface Case {
  area: string;
  setup: (dir: string) => void;
  args: string[];
  /**
   * The English stderr, exactly when it ends the line, else how it starts
   * (`{dir}` is the workspace).
   */
  en: string;
  /** What only the Chinese says. */
  zh: string;
}

const RUN = 'r-20260101-abcdef';
const runFile = (dir: string) =>
  join(dir, '.wukong', 'work', 'runs', `${RUN}.json`);
const writeRun = (dir: string, text: string) => {
  mkdirSync(join(dir, '.wukong', 'work', 'runs'), { recursive: true });
  writeFileSync(runFile(dir), text);
};

const CASES: Case[] = [
  {
    area: 'the run registry: a run file that is not JSON',
    setup: (dir) => writeRun(dir, '{bad'),
    args: ['run', 'list'],
    // node's own JSON text follows (it varies between node versions)
    en: `wukong run: {dir}/.wukong/work/runs/${RUN}.json is not valid JSON (Expected property name`,
    zh: `${RUN}.json 不是有效的 JSON (`,
  },
  {
    area: "the run registry: a run file zod refuses (describeZodError's lines)",
    setup: (dir) => writeRun(dir, '{"v": 1, "id": 3}'),
    args: ['run', 'list'],
    en: `wukong run: {dir}/.wukong/work/runs/${RUN}.json is invalid:\n  - field \`id\`: Invalid input: expected string, received number\n  - field \`objective\`: Invalid input: expected string, received undefined\n  - field \`mode\`: Invalid option: expected one of "quick"|"normal"; allowed: "quick", "normal"\n  - field`,
    zh: '无效:\n  - 字段 `id`: 输入无效: 应为 string, 收到的是 number',
  },
  {
    area: 'the promise store',
    setup: () => {},
    args: ['promise', 'set', '--objective', 'ship it'],
    en: 'wukong promise: at least one --ac "<criterion> [:: <verify command>]" is required\n',
    zh: '至少需要一个 --ac',
  },
  {
    area: 'the anchor store',
    setup: () => {},
    args: ['anchors', 'show', 'D001'],
    en: 'wukong anchors: no anchor "D001"; the store holds none\n',
    zh: '没有锚点 "D001"; 存储中有: 无',
  },
  {
    area: 'the config keys',
    setup: () => {},
    args: ['config', 'set', 'hooks.nope', '1', '--yes'],
    en: 'wukong config: config key hooks.nope: `hooks` has no `nope`; allowed: ',
    zh: '配置键 hooks.nope: `hooks` 没有 `nope`; 可用: ',
  },
  {
    area: 'wukong.config.json that is not JSON',
    setup: (dir) => writeFileSync(join(dir, 'wukong.config.json'), '{'),
    args: ['throttle', '--status'],
    en: 'wukong throttle: {dir}/wukong.config.json is not valid JSON: ',
    zh: 'wukong.config.json 不是有效的 JSON: ',
  },
  {
    area: "viz's user module",
    setup: (dir) => writeFileSync(join(dir, 'm.mjs'), 'export const x = 1;\n'),
    args: ['viz', 'm.mjs'],
    en: 'wukong viz: m.mjs exports no XState machine (an object made by createMachine or setup(...).createMachine); export one, e.g. `export const orderMachine = setup({...}).createMachine({...})`\n',
    zh: 'm.mjs 没有导出 XState 状态机',
  },
  {
    area: "paths' module exports",
    setup: (dir) => writeFileSync(join(dir, 'm.mjs'), 'export const x = 1;\n'),
    args: ['paths', 'm.mjs'],
    en: 'wukong paths: m.mjs: no export is named like a machine (…Machine or machine); exports: x. Name it with --export NAME\n',
    zh: '没有名字像状态机的导出',
  },
  {
    area: 'a transcript to prune',
    setup: () => {},
    args: ['context', 'prune', 'nope.jsonl'],
    en: 'wukong context: cannot read the transcript {dir}/nope.jsonl: ',
    zh: '无法读取对话记录 ',
  },
  {
    area: 'a transcript with a broken line',
    setup: (dir: string) =>
      writeFileSync(join(dir, 'bad.jsonl'), '{"a":1}\nnot json\n{"b":2}\n'),
    args: ['context', 'prune', 'bad.jsonl'],
    en: 'wukong context: {dir}/bad.jsonl: line 2 is not JSON (',
    zh: '第 2 行不是 JSON',
  },
  {
    area: "the pipeline's batches",
    setup: () => {},
    args: ['verify', '--batch', 'nope'],
    en: 'wukong verify: --batch nope: no such file or folder (give batch JSON files or a folder of them)\n',
    zh: '--batch nope: 没有这个文件或文件夹',
  },
  {
    area: "uninstall's manifest",
    setup: () => {},
    args: ['uninstall'],
    en: 'wukong uninstall: .wukong/install.json not found: Wukong was not installed here with `wukong init` (nothing removed)\n',
    zh: '没有找到 .wukong/install.json',
  },
];

describe('errors raised below the commands, in the user language', () => {
  it.each(CASES)('$area: English as before, Chinese under zh', (c) => {
    const dir = tempWorkspace();
    c.setup(dir);
    const en = wukong(c.args, { cwd: dir, env: EN() });
    const zh = wukong(c.args, { cwd: dir, env: ZH() });
    const expected = c.en.replaceAll('{dir}', dir);
    if (c.en.endsWith('\n')) expect(en.stderr).toBe(expected);
    else expect(en.stderr.startsWith(expected)).toBe(true);
    expect(en.stderr).not.toMatch(HAN);
    expect(zh.stderr).toContain(c.zh);
    expect(zh.code).toBe(en.code);
    expect(en.code).not.toBe(0);
  });

  it("--json: the same code in both languages, the message in the user's", () => {
    const dir = tempWorkspace();
    writeRun(dir, '{bad');
    const en = wukong(['run', 'list', '--json'], { cwd: dir, env: EN() });
    const zh = wukong(['run', 'list', '--json'], { cwd: dir, env: ZH() });
    const error = (r: { stdout: string }) =>
      (JSON.parse(r.stdout) as { error: { code: string; message: string } })
        .error;
    expect(error(en).code).toBe('usage');
    expect(error(zh).code).toBe('usage');
    expect(error(en).message).toMatch(/ is not valid JSON \(/);
    expect(error(zh).message).toMatch(/ 不是有效的 JSON \(/);
    expect(zh.code).toBe(en.code);
  });

  it("the config's language words a store error even under an English locale", () => {
    const dir = tempWorkspace();
    writeFileSync(join(dir, 'wukong.config.json'), '{"language": "zh"}\n');
    writeRun(dir, '{bad');
    const r = wukong(['run', 'list'], { cwd: dir, env: EN() });
    expect(r.stderr).toContain('不是有效的 JSON');
  });

  it('doctor words a broken config in the language, its check name unchanged', () => {
    const dir = tempWorkspace();
    writeFileSync(join(dir, 'wukong.config.json'), '{"hooks": {"nope": 1}}');
    const en = wukong(['doctor'], { cwd: dir, env: EN() });
    const zh = wukong(['doctor'], { cwd: dir, env: ZH() });
    expect(en.stdout).toContain(
      'wukong.config.json is invalid:\n  - field `hooks`: unknown field `nope`; allowed: ',
    );
    expect(zh.stdout).toContain(
      'wukong.config.json 无效:\n  - 字段 `hooks`: 未知字段 `nope`; 可用: ',
    );
  });
});
