// The audit's findings and actions in the user's language: every check that
// fails, worded from the catalog in en (byte for byte the English the report
// keeps) and in zh, lists of data (policy ids, files, runs) kept as data, a
// VerifyPlan refusal nested in its words; and `wukong audit` at the built CLI
// in zh and en
// Pos: test/harness, the edge of policies/harness/audit/audit-scores.ts; the
// catalog is policies/vocabulary/messages/audit-messages.ts
import { describe, expect, it } from 'vitest';
import {
  auditScores,
  type AuditReport,
} from '../../policies/harness/audit/audit-scores.js';
import type { AuditFacts } from '../../policies/harness/audit/audit-facts.js';
import { judgeVerifyCommand } from '../../policies/harness/verify/verify-plan.js';
import {
  findingText,
  nextDetail,
  saidText,
} from '../../policies/vocabulary/messages/index.js';
import { tempWorkspace, wukong } from '../e2e/cli.js';

const HAN = /\p{Script=Han}/u;
const half = { ok: 1, total: 2 };

/** Every check applies and every one fails. */
function failing(): AuditFacts {
  // No parse given: refused as not parsed.
  const refused = judgeVerifyCommand('npm run deploy', {
    scripts: { test: 'vitest' },
    analysis: undefined,
    allow: { scripts: null, commands: [] },
  });
  if (refused.accepted) throw new Error('expected a refusal');
  return {
    registry: { 'pre-tool': ['a'] },
    hooks: {
      events: ['PreToolUse'],
      allTools: false,
    },
    avatarFiles: 2,
    capsuleMustKeep: [{ id: 'objective', nonPrunable: false }],
    ledger: {
      preToolGated: half,
      writesGated: half,
      delegationsGated: half,
      subagentStopsGated: half,
      capsulesKept: half,
      loopsEvaluated: half,
      phaseMovesGated: half,
    },
    runs: { total: 2, quickWithRisk: ['run-7'] },
    evidence: { records: 2, unreadable: ['e1.json'], verifyWithoutExit: 1 },
    promise: {
      criteria: 2,
      withVerify: 1,
      verifyRefused: [
        {
          criterion: 'AC1',
          reason: refused.reason,
          reasonSaid: refused.reasonSaid,
        },
      ],
    },
    packageJson: { present: true, testScript: false },
    fitness: [{ rule: 'policies-pure', file: 'policies/x.ts', detail: 'fs' }],
  };
}

const bare: AuditFacts = {
  registry: {},
  hooks: { events: [], allTools: false },
  avatarFiles: 0,
  capsuleMustKeep: [],
  ledger: {
    preToolGated: { ok: 0, total: 0 },
    writesGated: { ok: 0, total: 0 },
    delegationsGated: { ok: 0, total: 0 },
    subagentStopsGated: { ok: 0, total: 0 },
    capsulesKept: { ok: 0, total: 0 },
    loopsEvaluated: { ok: 0, total: 0 },
    phaseMovesGated: { ok: 0, total: 0 },
  },
  runs: { total: 0, quickWithRisk: [] },
  evidence: { records: 0, unreadable: [], verifyWithoutExit: 0 },
  promise: null,
  packageJson: { present: false, testScript: false },
  fitness: null,
};

const wordsHold = (report: AuditReport) => {
  expect(report.findings.length).toBeGreaterThan(0);
  for (const f of report.findings) {
    expect(saidText(f.said, 'en'), f.id).toBe(f.message);
    expect(f.nextAction.said && saidText(f.nextAction.said, 'en')).toBe(
      f.nextAction.detail,
    );
    expect(findingText(f, 'zh'), f.id).toMatch(HAN);
    expect(nextDetail(f.nextAction, 'zh'), f.id).toMatch(HAN);
  }
  for (const a of report.actions)
    expect(a.said && saidText(a.said, 'en')).toBe(a.detail);
};

describe('audit findings carry their words', () => {
  it('every failing check: the English kept, a Chinese wording', () => {
    const report = auditScores(failing());
    expect(report.findings).toHaveLength(24);
    wordsHold(report);
  });

  it('nothing measured: each score says so in both languages', () => {
    const report = auditScores(bare);
    wordsHold(report);
    const f = report.findings.find(
      (x) => x.id === 'evalCoverage.nothing-measured',
    )!;
    expect(f.message).toBe(
      'nothing in this workspace or its ledger measures evalCoverage yet',
    );
    expect(findingText(f, 'zh')).toBe(
      '这个工作区和它的账本里还没有任何东西能衡量 evalCoverage',
    );
  });

  it('lists stay data; a VerifyPlan refusal is worded inside the finding', () => {
    const report = auditScores(failing());
    const by = (id: string) => report.findings.find((f) => f.id === id)!;
    expect(by('verifySafety.promise-verify-plans').message).toBe(
      'promise verify commands VerifyPlan refuses: AC1 (the command was not parsed: a verification must be one plain command the shell parser has read)',
    );
    expect(findingText(by('verifySafety.promise-verify-plans'), 'zh')).toBe(
      'VerifyPlan 拒绝的承诺验证命令：AC1（命令未被解析：验证必须是 shell 解析器读过的一条普通命令）',
    );
    expect(by('evalCoverage.architecture-fitness').message).toBe(
      'architecture fitness violations: policies-pure in policies/x.ts',
    );
    expect(by('phaseSafety.risk-forces-normal').message).toBe(
      'quick runs showing high-risk signals: run-7',
    );
    expect(findingText(by('phaseSafety.risk-forces-normal'), 'zh')).toBe(
      '显示高风险信号的 quick 运行：run-7',
    );
  });
});

describe('wukong audit at the command line', () => {
  it('zh words the findings and actions; en as before; --json keeps the English', () => {
    const ws = tempWorkspace();
    const zh = wukong(['audit'], { cwd: ws, env: { LANG: 'zh_CN.UTF-8' } });
    expect(zh.code).toBe(0);
    expect(zh.stdout).toContain(
      'evalCoverage.nothing-measured: 这个工作区和它的账本里还没有任何东西能衡量 evalCoverage',
    );
    expect(zh.stdout).toContain(
      'fix-input: 在这里安装 Wukong（`wukong init`），并让一次会话经过它的 hook',
    );
    expect(zh.stdout).not.toMatch(/nothing in this workspace|install Wukong/);
    const en = wukong(['audit'], { cwd: ws, env: { LANG: 'C.UTF-8' } });
    expect(en.stdout).toContain(
      'evalCoverage.nothing-measured: nothing in this workspace or its ledger measures evalCoverage yet',
    );
    expect(en.stdout).not.toMatch(HAN);
    const json = JSON.parse(
      wukong(['audit', '--json'], { cwd: ws, env: { LANG: 'zh_CN.UTF-8' } })
        .stdout,
    ) as { findings: Array<{ message: string }> };
    expect(json.findings.map((f) => f.message).join('\n')).not.toMatch(HAN);
  });
});
