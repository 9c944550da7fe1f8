// Verification's words at the command line in the user's language: `wukong
// ledger verify` on an edited and cut ledger, `ledger verify --otlp` on a cut
// and re-chained export, `wukong verify-plan`'s refusal, and `wukong hook`
// failing closed on a configuration that does not parse — each in zh (the
// locale or the config's `language`) and in en, the data (seq, files, hashes,
// commands) as it is, --json keeping the English
// Pos: test/e2e, the built CLI; the catalog is
// policies/vocabulary/messages/verify-messages.ts and gate-messages.ts
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { redactRuleMatches } from '../../policies/security/redact-rule-matches.js';
import { anchorLocation } from '../../src/platform/ledger/ledger-anchor.js';
import { openLedger } from '../../src/platform/ledger/ledger.js';
import { tempWorkspace, wukong } from './cli.js';

const EN = { LANG: 'C.UTF-8', LC_ALL: '', LC_MESSAGES: '' };
const ZH = { LANG: 'zh_CN.UTF-8', LC_ALL: '', LC_MESSAGES: '' };
const HAN = /\p{Script=Han}/u;

/**
 * A workspace with three entries, its head and key in a private state folder;
 * then the second entry's data edited and the third cut.
 */
function tamperedLedger() {
  const ws = tempWorkspace();
  const state = mkdtempSync(join(tmpdir(), 'wukong-verify-state-'));
  const env = { XDG_STATE_HOME: state };
  const dir = join(ws, '.wukong', 'ledger');
  let t = Date.parse('2026-11-22T12:00:00Z');
  const ledger = openLedger({
    dir,
    redact: redactRuleMatches,
    now: () => new Date((t += 1000)),
    fsync: false,
    anchor: anchorLocation(dir, env),
  });
  for (let i = 1; i <= 3; i++)
    ledger.append({ runId: 'run-1', type: 'gate.decision', data: { i } });
  const file = join(dir, '2026-11-22.jsonl');
  const lines = readFileSync(file, 'utf8').split('\n');
  lines[1] = lines[1]!.replace('"i":2', '"i":7');
  writeFileSync(file, `${lines.slice(0, 2).join('\n')}\n`);
  return { ws, env };
}

describe('wukong ledger verify on a tampered ledger', () => {
  it('zh: each problem worded in Chinese, seq and hashes as data', () => {
    const { ws, env } = tamperedLedger();
    const r = wukong(['ledger', 'verify'], { cwd: ws, env: { ...env, ...ZH } });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /2026-11-22\.jsonl:2 \(seq 2\): 哈希不符：这一行的内容被改过（它的 hash 字段是 [0-9a-f]{12}…，内容的哈希是 [0-9a-f]{12}…）/,
    );
    expect(r.stdout).toMatch(
      /账本结束于 seq 2，但保存在工作区之外的链头（写于 [^）]+）记到了 seq 3（哈希 [0-9a-f]{12}…）：第 3\.\.3 条被截掉/,
    );
    expect(r.stdout).not.toMatch(/hash mismatch|the ledger ends at/);
  });

  it("zh from the config's language, under an English locale", () => {
    const { ws, env } = tamperedLedger();
    writeFileSync(join(ws, 'wukong.config.json'), '{"language":"zh"}');
    const r = wukong(['ledger', 'verify'], { cwd: ws, env: { ...env, ...EN } });
    expect(r.stdout).toContain('哈希不符');
  });

  it('en: the English problems as before; --json keeps the English with its words as data', () => {
    const { ws, env } = tamperedLedger();
    const r = wukong(['ledger', 'verify'], { cwd: ws, env: { ...env, ...EN } });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /2026-11-22\.jsonl:2 \(seq 2\): hash mismatch: the line's content was changed \(its hash field says [0-9a-f]{12}…, its content hashes to [0-9a-f]{12}…\)/,
    );
    expect(r.stdout).toMatch(
      /the ledger ends at seq 2, but the head kept outside the workspace \(written [^)]+\) names seq 3 \(hash [0-9a-f]{12}…\): entries 3\.\.3 cut/,
    );
    expect(r.stdout).not.toMatch(HAN);
    const json = wukong(['ledger', 'verify', '--json'], {
      cwd: ws,
      env: { ...env, ...ZH },
    });
    const report = JSON.parse(json.stdout) as {
      problems: Array<{ kind: string; message: string; said: { id: string } }>;
    };
    expect(report.problems.map((p) => [p.kind, p.said.id])).toEqual([
      ['tampered', 'ledger.verify.hash-mismatch'],
      ['truncated', 'ledger.verify.truncated'],
    ]);
    expect(report.problems[0]!.message).toMatch(/^hash mismatch: /);
  });
});

describe('wukong ledger verify --otlp', () => {
  const record = (seq: number, hash: string, prevHash: string) => ({
    eventName: 'wukong.ledger.entry',
    attributes: [
      { key: 'wukong.workspace.key', value: { stringValue: 'ws-1' } },
      { key: 'wukong.ledger.seq', value: { intValue: String(seq) } },
      { key: 'wukong.ledger.hash', value: { stringValue: hash } },
      { key: 'wukong.ledger.prev_hash', value: { stringValue: prevHash } },
    ],
  });
  const h = (c: string) => c.repeat(64);
  const file = () => {
    const dir = tempWorkspace();
    const path = join(dir, 'otlp.jsonl');
    const logs = [
      record(1, h('a'), h('0')),
      record(2, h('b'), h('a')),
      record(2, h('c'), h('a')),
      record(5, h('d'), h('b')),
    ];
    writeFileSync(
      path,
      `${JSON.stringify({ resourceLogs: [{ scopeLogs: [{ logRecords: logs }] }] })}\n`,
    );
    return { dir, path };
  };

  it('zh and en: the cut and the second history, seqs as data', () => {
    const { dir, path } = file();
    const zh = wukong(['ledger', 'verify', '--otlp', path], {
      cwd: dir,
      env: ZH,
    });
    expect(zh.code).toBe(1);
    expect(zh.stdout).toContain(
      're-chained: seq 2 以两个哈希导出过（bbbbbbbbbbbb… 和 cccccccccccc…）：账本在导出之后被改写了',
    );
    expect(zh.stdout).toContain('cut: seq 2 与 5 之间缺了 seq 3–4');
    const en = wukong(['ledger', 'verify', '--otlp', path], {
      cwd: dir,
      env: EN,
    });
    expect(en.stdout).toContain(
      're-chained: seq 2 was exported with two hashes (bbbbbbbbbbbb… and cccccccccccc…): the ledger was rewritten after it was exported',
    );
    expect(en.stdout).toContain('cut: seq 3–4 missing between seq 2 and 5');
    expect(en.stdout).not.toMatch(HAN);
  });
});

describe('wukong verify-plan refusing a command', () => {
  const cases = [
    {
      command: 'npm run deploy',
      en: 'why: package.json has no script "deploy"; scripts: test',
      zh: '原因: package.json 中没有脚本 "deploy"；现有脚本：test',
    },
    {
      command: 'npm test && rm -rf /',
      en: 'why: it runs 2 commands; a verification is exactly one command (no &&, ;, | or substitutions)',
      zh: '原因: 它运行 2 条命令；验证恰好是一条命令（不能有 &&、;、| 或替换）',
    },
    {
      command: 'npx vitest',
      en: "why: `npx vitest` runs a package that is not one of this project's scripts",
      zh: '原因: `npx vitest` 运行的包不是本项目的脚本',
    },
  ];
  it.each(cases)('$command: the reason in zh and in en', (c) => {
    const ws = tempWorkspace();
    writeFileSync(
      join(ws, 'package.json'),
      JSON.stringify({ scripts: { test: 'vitest run' } }),
    );
    const zh = wukong(['verify-plan', c.command], { cwd: ws, env: ZH });
    expect(zh.code).toBe(3);
    expect(zh.stdout).toContain(c.zh);
    const en = wukong(['verify-plan', c.command], { cwd: ws, env: EN });
    expect(en.code).toBe(3);
    expect(en.stdout).toContain(c.en);
    expect(en.stdout).not.toMatch(HAN);
    const json = JSON.parse(
      wukong(['verify-plan', c.command, '--json'], { cwd: ws, env: ZH }).stdout,
    ) as { reason: string };
    expect(`why: ${json.reason}`).toBe(c.en);
  });
});

describe('wukong hook failing closed', () => {
  const call = (ws: string) =>
    JSON.stringify({
      session_id: 's1',
      transcript_path: join(ws, 't.jsonl'),
      cwd: ws,
      hook_event_name: 'PreToolUse',
      tool_name: 'Read',
      tool_input: { file_path: join(ws, 'a.txt') },
    });

  it('a configuration that does not parse: the deny reason in zh, the English detail inside it', () => {
    const ws = tempWorkspace();
    const state = mkdtempSync(join(tmpdir(), 'wukong-verify-state-'));
    writeFileSync(join(ws, 'wukong.config.json'), '{"hooks": 7}');
    const run = (env: Record<string, string>) =>
      JSON.parse(
        wukong(['hook', '--event', 'PreToolUse'], {
          cwd: ws,
          stdin: call(ws),
          env: { ...env, XDG_STATE_HOME: state },
        }).stdout,
      ) as {
        hookSpecificOutput: {
          permissionDecision: string;
          permissionDecisionReason: string;
        };
      };
    const zh = run(ZH).hookSpecificOutput;
    expect(zh.permissionDecision).toBe('deny');
    expect(zh.permissionDecisionReason).toMatch(
      /^Wukong 按失败即拒绝处理：配置: .*hooks.*。修复原因（见 \.wukong\/ledger），或运行 `wukong uninstall` 移除 hook。$/s,
    );
    const en = run(EN).hookSpecificOutput;
    expect(en.permissionDecisionReason).toMatch(
      /^Wukong failed closed: configuration: .*hooks.*\. Fix the cause \(see \.wukong\/ledger\) or run `wukong uninstall` to remove the hooks\.$/s,
    );
    expect(en.permissionDecisionReason).not.toMatch(HAN);
  });
});

describe('why a feature is off, in the user language', () => {
  const NO_OTEL = {
    OTEL_EXPORTER_OTLP_ENDPOINT: '',
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '',
    OTEL_EXPORTER_OTLP_LOGS_ENDPOINT: '',
    OTEL_SDK_DISABLED: '',
  };

  it('undo --status outside git: the problem and its consequence in zh, the folder as data', () => {
    const ws = tempWorkspace();
    const zh = wukong(['undo', '--status'], { cwd: ws, env: ZH });
    expect(zh.stdout).toContain(
      `undo: 不可用: ${ws} 不在 git 仓库内: Wukong 无法在这里于删除之前做快照, 所以删除仍要经过闸门的询问`,
    );
    const en = wukong(['undo', '--status'], { cwd: ws, env: EN });
    expect(en.stdout).toContain(
      `undo: unavailable: ${ws} is not inside a git repository: Wukong cannot snapshot before deletions here, so they keep the gate's question`,
    );
    const json = JSON.parse(
      wukong(['undo', '--status', '--json'], { cwd: ws, env: ZH }).stdout,
    ) as { why: string };
    expect(json.why).toMatch(/is not inside a git repository/);
  });

  it('telemetry without an endpoint: telemetry status, doctor and the reason in zh', () => {
    const ws = tempWorkspace();
    const state = mkdtempSync(join(tmpdir(), 'wukong-verify-state-'));
    const env = { ...NO_OTEL, XDG_STATE_HOME: state };
    const zh = wukong(['telemetry', 'status'], {
      cwd: ws,
      env: { ...env, ...ZH },
    });
    expect(zh.stdout).toContain(
      '没有 OTEL_EXPORTER_OTLP_ENDPOINT，配置中也没有 telemetry.endpoint',
    );
    expect(zh.stdout).not.toContain('no OTEL_EXPORTER_OTLP_ENDPOINT and no');
    const doctor = wukong(['doctor'], { cwd: ws, env: { ...env, ...ZH } });
    expect(doctor.stdout).toContain(
      'telemetry: 已关闭 (没有 OTEL_EXPORTER_OTLP_ENDPOINT，配置中也没有 telemetry.endpoint',
    );
    const en = wukong(['telemetry', 'status'], {
      cwd: ws,
      env: { ...env, ...EN },
    });
    expect(en.stdout).toContain(
      'no OTEL_EXPORTER_OTLP_ENDPOINT and no telemetry.endpoint in the config',
    );
  });
});
