// The findings' own words in the user's language: hook answers in zh and en
// for a workspace-escape write, a sensitive read, a self-protection deny and a
// fetch of a metadata address; `wukong check`'s human lines; the English
// message without `said`; secrets inside `said` params redacted in the ledger;
// the code-safety words, the gate's own findings
// Pos: test/hosts; the mechanism is policies/vocabulary/messages/say.ts, the
// edge src/hosts/claude-code/describe-finding.ts
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gateFinding } from '../../policies/gate/define-policy.js';
import {
  failClosedFinding,
  policyFailed,
} from '../../policies/gate/decision.js';
import {
  codeSafetyPolicy,
  codeSafetyRules,
} from '../../policies/security/code/code-safety-policy.js';
import { fixId, seedId } from '../../policies/security/code/code-words.js';
import { fetchDestinationPolicy } from '../../policies/security/fetch/fetch-destination-policy.js';
import { redactRuleMatches } from '../../policies/security/redact-rule-matches.js';
import { Finding } from '../../policies/vocabulary/finding.js';
import {
  findingText,
  fragment,
  MESSAGES,
  nextDetail,
  say,
  sayDetail,
  saidText,
} from '../../policies/vocabulary/messages/index.js';
import { describeFinding } from '../../src/hosts/claude-code/describe-finding.js';
import { checkCommand } from '../../src/hosts/cli/check-command.js';
import { preToolReason } from './pretool-reason.js';
import { openLedger } from '../../src/platform/ledger/ledger.js';

const temp = (name: string) => mkdtempSync(join(tmpdir(), `wukong-${name}-`));
const HAN = /\p{Script=Han}/u;

const reason = preToolReason;

/** The reason with what is not words (paths, URLs, ids, tool names) taken out. */
const words = (text: string) =>
  text
    .replace(/\[[a-z.-]+\]/g, '')
    .replace(/(?:https?:\/\/|\/)[^\s，。：；（）()]*/g, '')
    .replace(
      /\b(?:Wukong|Write|Read|WebFetch|Claude Code|ask-user|fix-input|stop|wukong[\w .-]*|gate|agent|hook|KEY|VALUE|Docker API)\b/g,
      '',
    );

const CASES = [
  {
    name: 'a write outside the workspace',
    tool: 'Write',
    input: () => ({ file_path: '/mnt/elsewhere/x.txt', content: 'x' }),
    policy: 'path.workspace-escape',
    en: /writes \/mnt\/elsewhere\/x\.txt.*outside the workspace .*→ next: fix-input: write inside the workspace/,
    zh: /写入 .*在工作区（.*）之外 → 下一步：fix-input：改为写在工作区内/,
  },
  {
    name: 'a sensitive read',
    tool: 'Read',
    input: (ws: string) => ({ file_path: join(ws, '.env') }),
    policy: 'path.sensitive-file',
    en: /reads .*\.env, an environment file with secrets \(seed 000: sensitive files\) → next: ask-user: confirm with the user/,
    zh: /读取 .*\.env，含密钥的环境变量文件（seed 000 敏感文件） → 下一步：ask-user：与用户确认/,
  },
  {
    name: 'a self-protection deny',
    tool: 'Write',
    input: (ws: string) => ({
      file_path: join(ws, '.claude', 'settings.json'),
      content: '{}',
    }),
    policy: 'self-protection',
    en: /Write writes .*settings\.json — Claude Code's project settings, which run Wukong's hooks .*: the agent may not weaken Wukong; only the user changes it/,
    zh: /Write 写入 .*settings\.json —— Claude Code 的项目设置，它运行 Wukong 的 hook（.*）：agent 不得削弱 Wukong；只有用户能修改它/,
  },
  {
    name: 'a fetch of a metadata address',
    tool: 'WebFetch',
    input: () => ({
      url: 'http://169.254.169.254/latest/meta-data/',
      prompt: 'read it',
    }),
    policy: 'fetch.destination',
    en: /WebFetch would fetch 169\.254\.169\.254, a cloud metadata service \(it hands out the machine's credentials\): an agent never needs it/,
    zh: /WebFetch 要获取 169\.254\.169\.254，云元数据服务（它会交出这台机器的凭证）：agent 从来不需要它/,
  },
] as const;

describe('hook answers word each finding in the user language', () => {
  it.each(CASES)('$name: Chinese for zh', async (c) => {
    const zh = await reason('zh', c.tool, c.input);
    expect(zh).toMatch(/^Wukong (?:拒绝了|需要确认) /);
    expect(zh).toContain(`[${c.policy}]`);
    expect(zh).toMatch(c.zh);
    expect(zh).not.toMatch(c.en);
    // No English sentence left: at most a stray Latin word between names.
    expect(words(zh)).not.toMatch(/[a-z]{3,} [a-z]{3,} [a-z]{3,}/i);
    expect(zh).toMatch(HAN);
  });

  it.each(CASES)('$name: English for en', async (c) => {
    const en = await reason('en', c.tool, c.input);
    expect(en).toMatch(/^Wukong (?:denied|asks about) /);
    expect(en).toContain(`[${c.policy}]`);
    expect(en).toMatch(c.en);
    expect(en).not.toMatch(HAN);
  });
});

describe('the rendering', () => {
  const plain = gateFinding('test.plain', 'x', 'soft-deny', 'an old finding', {
    kind: 'ask-user',
    detail: 'ask about it',
  });

  it('falls back to the English message and detail for a finding without `said`', () => {
    expect(findingText(plain, 'zh')).toBe('an old finding');
    expect(nextDetail(plain.nextAction, 'zh')).toBe('ask about it');
    expect(describeFinding(plain, 'zh')).toBe(
      '[test.plain] an old finding → 下一步：ask-user：ask about it',
    );
  });

  it('falls back to the English for an id this build does not know (an older ledger)', () => {
    const replayed = { ...plain, said: { id: 'gone.message' } };
    expect(findingText(replayed, 'zh')).toBe('an old finding');
  });

  it('keeps the English as `message` and words nested fragments in each language', () => {
    const f = gateFinding(
      'path.workspace-escape',
      '/etc/x',
      'hard-deny',
      say('path.escape.write', {
        where: fragment('place.located', {
          path: '/etc/x',
          what: fragment('location.system'),
        }),
        workspace: '/w',
      }),
      { kind: 'fix-input', ...sayDetail('path.escape.write.next') },
    );
    expect(Finding.parse(f)).toEqual(f);
    expect(f.message).toBe(
      'writes /etc/x (a system path): outside the workspace (/w)',
    );
    expect(findingText(f, 'en')).toBe(f.message);
    expect(findingText(f, 'zh')).toBe(
      '写入 /etc/x（系统路径）：在工作区（/w）之外',
    );
    expect(nextDetail(f.nextAction, 'zh')).toBe(
      MESSAGES.zh['path.escape.write.next'],
    );
  });

  it('refuses a missing parameter when the finding is built, naming it', () => {
    expect(() => say('path.escape.write', { workspace: '/w' })).toThrow(
      /needs the parameter \{where\}/,
    );
    expect(() => saidText({ id: 'no.such.id' }, 'en')).toThrow(/no message/);
  });

  it('a Finding with a malformed `said` does not parse', () => {
    expect(() =>
      Finding.parse({ ...plain, said: { id: '', params: {} } }),
    ).toThrow();
    expect(() =>
      Finding.parse({ ...plain, said: { id: 'x', params: { a: [1] } } }),
    ).toThrow();
  });
});

describe('the ledger', () => {
  it('redacts a secret inside `said` params as it does in the message', () => {
    const secret = 'sk_live_abcdef0123456789';
    const [finding] = fetchDestinationPolicy().evaluate({
      checkpoint: 'pre-tool',
      toolName: 'WebFetch',
      url: `http://192.168.1.5/?api_key=${secret}`,
      cwd: '/w',
      workspace: '/w',
      home: '/h',
    } as never);
    expect(finding?.said).toBeDefined();
    expect(JSON.stringify(finding?.nextAction.said)).toContain(secret);
    const dir = temp('said-ledger');
    openLedger({ dir, redact: redactRuleMatches, fsync: false }).append({
      runId: 'r',
      type: 'gate.decision',
      data: { decision: { findings: [finding] } },
    });
    const [file] = readdirSync(dir).filter((f) => f.endsWith('.jsonl'));
    const text = readFileSync(join(dir, file ?? ''), 'utf8');
    expect(text).toContain('"said"');
    expect(text).not.toContain(secret);
  });
});

describe('code-safety words', () => {
  it.each(codeSafetyRules.map((r) => [r.id, r] as const))(
    '%s: its fix is the catalog English, its seed wording in both languages',
    (_, rule) => {
      expect(MESSAGES.en[fixId(rule)]).toBe(rule.fix);
      expect(MESSAGES.zh[seedId(rule)]).toMatch(HAN);
      expect(MESSAGES.en[seedId(rule)]).not.toMatch(HAN);
    },
  );

  it('a hit in Chinese: seed, what it found and the fix', () => {
    const [f] = codeSafetyPolicy.evaluate({
      checkpoint: 'pre-write',
      path: 'src/app.py',
      content: 'import os\nos.system("rm " + name)\n',
      cwd: '/w',
      workspace: '/w',
      home: '/h',
    } as never);
    expect(f?.message).toBe(
      'command injection (os.system / shell=True): os.system/os.popen on a built command at src/app.py:2',
    );
    expect(findingText(f!, 'zh')).toBe(
      '命令注入（os.system / shell=True）：对拼接出的命令调用 os.system/os.popen，位于 src/app.py:2',
    );
  });
});

describe("the gate's own findings", () => {
  it.each([
    failClosedFinding('the config does not parse'),
    policyFailed('path.workspace-escape', 'pre-tool', 'boom'),
  ])('$policy: its literal said data is the catalog English', (f) => {
    expect(f.said && saidText(f.said, 'en')).toBe(f.message);
    expect(f.nextAction.said && saidText(f.nextAction.said, 'en')).toBe(
      f.nextAction.detail,
    );
    expect(findingText(f, 'zh')).toMatch(HAN);
    expect(nextDetail(f.nextAction, 'zh')).toMatch(HAN);
  });
});

describe('wukong check, human output', () => {
  const check = async (env: Record<string, string>, json = false) => {
    const cwd = temp('said-check');
    let out = '';
    await checkCommand(
      ['path', join(cwd, '.env'), ...(json ? ['--json'] : [])],
      {
        cwd,
        env,
        out: (text) => (out += text),
        err: () => {},
        readStdin: () => '',
      },
    );
    return out;
  };

  it('words the finding in the locale language; --json keeps the English', async () => {
    const zh = await check({ LANG: 'zh_CN.UTF-8' });
    expect(zh).toContain('path.sensitive-file: 读取 ');
    expect(zh).toContain('含密钥的环境变量文件（seed 000 敏感文件）');
    expect(zh).toContain('下一步 (ask-user): 与用户确认');
    const en = await check({ LANG: 'C.UTF-8' });
    expect(en).toContain('an environment file with secrets');
    expect(en).not.toMatch(HAN);
    const json = JSON.parse(await check({ LANG: 'zh_CN.UTF-8' }, true)) as {
      findings: Array<{ message: string; nextAction: object }>;
    };
    expect(json.findings[0]?.message).toMatch(/^reads .*\.env, an environment/);
    expect(Object.keys(json.findings[0]?.nextAction ?? {})).toEqual([
      'kind',
      'detail',
    ]);
  });
});
