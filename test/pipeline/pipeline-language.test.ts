// tests that the pipeline words its findings in the user's language: English
// by default (the gates' names 戒 定 慧 识 and the avatars' glyphs the only
// Chinese), the seed's Chinese when asked — 戒's contract, boundary, security
// and track findings, 慧's skips, backtracks and rule patches, 识's proposals,
// the batch quick check and the machine's hand-back notices
// Pos: test/pipeline; the catalog is
// policies/vocabulary/messages/pipeline-messages.ts, the judges are real
import { describe, expect, it } from 'vitest';
import { createPipeline } from '../../machines/pipeline.machine.js';
import { viewEvidence } from '../../policies/evidence/evidence-view.js';
import { avatars } from '../../policies/pipeline/avatars.js';
import { quickCheck } from '../../policies/pipeline/batch/quick-check.js';
import { findBacktrack } from '../../policies/pipeline/hui/backtrack-triggers.js';
import { feedbackFor } from '../../policies/pipeline/hui/rule-patches.js';
import { huiSkip } from '../../policies/pipeline/hui/skip-rules.js';
import { judgeDing } from '../../policies/pipeline/ding/judge.js';
import { escalate } from '../../policies/pipeline/escalation.js';
import { judgeJie } from '../../policies/pipeline/jie/judge.js';
import { raise } from '../../policies/vocabulary/finding-kinds.js';
import { planMemory } from '../../policies/pipeline/shi/memory.js';
import type { AvatarId } from '../../policies/vocabulary/avatar.js';
import type { Lang } from '../../policies/vocabulary/messages/index.js';
import type { Submission } from '../../policies/vocabulary/submission.js';
import type { VerdictFinding } from '../../policies/vocabulary/finding.js';
import { pipelineResult } from '../../src/pipeline/report/pipeline-result.js';
import { submissions } from '../model/pipeline.model.js';

/** English with the names taken out has no Han character left. */
const NAMES = /[戒定慧识眼耳鼻舌身意]/g;
const english = (text: string) =>
  expect(text.replace(NAMES, ''), text).not.toMatch(/\p{Script=Han}/u);

const submission = (extra: Partial<Submission>): Submission => ({
  avatar: 'body',
  track: 'feature',
  output: {},
  evidence: [],
  ...extra,
});

const texts = (
  findings: ReadonlyArray<{ message: string; nextAction: { detail: string } }>,
) => findings.flatMap((f) => [f.message, f.nextAction.detail]);

describe('戒 in both languages', () => {
  const judge = (s: Submission, lang?: Lang) =>
    judgeJie({
      submission: s,
      row: avatars[s.avatar as AvatarId],
      ...(lang ? { lang } : {}),
    });

  it("an empty output: English by default, the seed's (Contract 缺失) in zh", () => {
    const empty = submission({ output: '' });
    const en = judge(empty).findings.find(
      (f) => f.policy === 'jie.contract.unreadable',
    )!;
    expect(en.message).toBe('the output is empty');
    expect(en.nextAction.detail).toMatch(
      /^redo the output ending with the Implementer contract JSON: \{files_changed, /,
    );
    const zh = judge(empty, 'zh').findings.find(
      (f) => f.policy === 'jie.contract.unreadable',
    )!;
    expect(zh.message).toBe('输出为空 (Contract 缺失)');
    expect(zh.nextAction.detail).toMatch(
      /^重做输出，以Implementer的 Contract JSON 结尾: \{files_changed, /,
    );
    // The language changes the words only, never the verdict.
    expect(judge(empty, 'zh').verdict).toBe(judge(empty).verdict);
  });

  it("an analysis avatar that changed files breaks its Don't list in either language", () => {
    const eye = submission({
      avatar: 'eye',
      output: {
        files: ['src/a.ts'],
        findings: [{ location: 'src/a.ts:1', description: 'entry point' }],
        summary: 'The entry point is located.',
      },
      changes: { files: ['src/a.ts'] },
    });
    const find = (lang?: Lang) =>
      judge(eye, lang).findings.find(
        (f) => f.policy === 'jie.boundary.files-changed',
      )!;
    expect(find().message).toBe(
      'the Explorer (眼) changes no files, but changed src/a.ts',
    );
    expect(find('zh').message).toBe(
      'Explorer (眼) 不修改任何文件，却修改了 src/a.ts',
    );
  });

  it('a refactor that announces a feature: 禁止功能变更 in zh, plain English in en', () => {
    const refactor = submission({
      track: 'refactor',
      output: `Added a new feature flag.\n${JSON.stringify({
        files_changed: ['src/a.ts'],
        summary: 'Moved the cart total into one module.',
        tests_run: true,
      })}`,
    });
    const find = (lang?: Lang) =>
      judge(refactor, lang).findings.find(
        (f) => f.policy === 'jie.track.refactor-adds-feature',
      )!;
    expect(find().message).toMatch(
      /^a refactor changes no behaviour, and this one says "/,
    );
    english(find().message);
    expect(find('zh').message).toContain('(禁止功能变更)');
  });

  it('a submission nobody looked up waits for a person: ⚠️ 需确认 in zh', () => {
    const bare = { ...submissions.pass, facts: undefined } as Submission;
    const find = (lang?: Lang) =>
      judge(bare, lang).findings.find(
        (f) => f.policy === 'jie.security.unchecked',
      )!;
    expect(find().message).toMatch(/^⚠️ needs confirmation: /);
    for (const t of texts([find()])) english(t);
    expect(find('zh').message).toMatch(/^⚠️ 需确认: /);
  });
});

describe('定 in both languages', () => {
  it('names a failed run and an uncovered criterion in the language (证据等级)', () => {
    const s = submission({
      acceptance: ['AC1: totals include the discount'],
      evidence: [
        {
          kind: 'command',
          command: 'npx vitest run',
          exitCode: 1,
          output: 'Tests  1 failed (1)',
        },
      ],
    });
    const ding = (lang?: Lang) =>
      judgeDing({
        submission: s,
        row: avatars.body,
        outputText: '',
        contractCitations: [],
        discounted: [],
        pendingScenario: null,
        ...(lang ? { lang } : {}),
      });
    const en = ding();
    expect(en.findings.map((f) => f.message)).toEqual([
      '`npx vitest run` exited 1 (Tests  1 failed (1))',
    ]);
    for (const t of texts(en.findings)) english(t);
    const zh = ding('zh');
    expect(zh.findings.map((f) => f.message)).toEqual([
      '`npx vitest run` 退出码 1 (Tests  1 failed (1))',
    ]);
    expect(zh.verdict).toBe(en.verdict);
    const passed = judgeDing({
      submission: {
        ...s,
        evidence: [
          {
            ...s.evidence[0]!,
            exitCode: 0,
            output: 'Tests  1 passed (1)',
          } as Submission['evidence'][number],
        ],
      },
      row: avatars.body,
      outputText: '',
      contractCitations: [],
      discounted: [],
      pendingScenario: null,
      lang: 'zh',
    });
    expect(passed.findings.map((f) => f.message)).toContain(
      '没有通过的命令覆盖 AC1',
    );
  });
});

describe('慧 and 识 in both languages', () => {
  it('names the skip conditions as the seed does in zh (跳过慧关的条件)', () => {
    const direct = submission({ track: 'direct', fast: true });
    expect(huiSkip(direct, avatars.body, 20).reasons).toEqual([
      'a simple task on Track D (Direct)',
      'the user explicitly asked for speed',
    ]);
    expect(huiSkip(direct, avatars.body, 20, 'zh').reasons).toEqual([
      'Track D (Direct) 的简单任务',
      '用户明确要求快速完成',
    ]);
  });

  it('sends unreliable evidence back to 定 with the reason in the language', () => {
    const s = submission({
      evidence: [
        {
          kind: 'command',
          command: 'npx vitest run',
          exitCode: 0,
          output: 'No test files found, exiting with code 0',
        },
      ],
    });
    const back = (lang: Lang) =>
      findBacktrack(
        avatars.body,
        {},
        s,
        viewEvidence(s.evidence, []),
        undefined,
        lang,
      );
    const en = back('en')!;
    expect(en.target).toBe('ding');
    expect(en.findings[0]!.message).toBe(
      'the evidence `npx vitest run` is unreliable: it exited 0 but ran no tests',
    );
    for (const t of texts(en.findings)) english(t);
    const zh = back('zh')!;
    expect(zh.target).toBe('ding');
    expect(zh.findings[0]!.message).toBe(
      '证据 `npx vitest run` 不可靠: 退出码为 0，但没有运行任何测试',
    );
  });

  it('words a repeated problem and its rule patch in the language (重复问题)', () => {
    const feedback = (lang: Lang) =>
      feedbackFor({
        track: 'feature',
        avatar: 'body',
        // What huiSkip says in that language on a never-skip track.
        skip: {
          ...huiSkip(submission({ fast: true }), avatars.body, 20, lang),
          skip: false,
          reasons: [],
        },
        view: viewEvidence([], []),
        discounted: [],
        jieFindings: [],
        prior: [
          { gate: 'ding', policy: 'ding.test-failed' },
          { gate: 'ding', policy: 'ding.test-failed' },
        ],
        lang,
      });
    const en = feedback('en');
    expect(en.patches.map((p) => p.reason)).toEqual([
      'rule conflict: the skip condition held on a track that never skips 慧',
      'repeated problem: occurred 2 times',
    ]);
    for (const p of en.patches) english(p.rule);
    const zh = feedback('zh');
    expect(zh.patches.map((p) => p.reason)).toEqual([
      '规则冲突: 跳过条件在不可跳过慧关的轨道上成立',
      '重复问题: 出现 2 次',
    ]);
    expect(zh.findings[1]!.message).toBe(
      'ding.test-failed 在本次流水线中出现 2 次 (重复问题)',
    );
    // The rule conflict's id is the English condition in both languages; its
    // text is the user's.
    const conflict = (f: { findings: VerdictFinding[] }) =>
      f.findings.find((x) => x.policy === 'hui.feedback.rule-conflict')!;
    expect(conflict(zh).id).toBe(conflict(en).id);
    expect(conflict(en).id).toMatch(/^hui\.feedback\.rule-conflict:[ -~]+$/);
    expect(conflict(zh).message).toMatch(/\p{Script=Han}/u);
    // Same patches, other words.
    expect(zh.patches.map((p) => [p.action, p.target, p.priority])).toEqual(
      en.patches.map((p) => [p.action, p.target, p.priority]),
    );
  });

  it('proposes a pattern seen three times as a rule, in the language (识: 重复 ≥ 3)', () => {
    const known = [
      { id: 'P7', title: 'retry storms', repeat: 2, source: 't1 | t2' },
    ];
    const anchor = {
      type: 'P' as const,
      title: 'Retry storms',
      why: '',
      source: 'output',
      repeat: 1,
      highImpact: true,
      reusable: true,
      reasons: ['high-impact'],
    };
    const plan = (lang?: Lang) =>
      planMemory(known, [anchor], 't3', lang).proposals[0]!.patch;
    expect(plan().reason).toBe('[P7] came up in 3 tasks (repeated ≥ 3)');
    expect(plan().rule).toBe(
      'check for "retry storms" before 定 (seen 3 times)',
    );
    expect(plan('zh').reason).toBe('[P7] 在 3 个任务中出现 (重复 ≥ 3)');
  });
});

describe('the hand-over to the user in both languages (升级给用户)', () => {
  it('words the summary, the likely cause and the direction in the language', () => {
    const fail = raise('ding.build-failed', 'b', '`npm run build` exited 2', {
      kind: 'retry',
      detail: 'fix',
    });
    const attempts = [
      {
        seq: 1,
        revision: 1,
        gate: 'ding' as const,
        verdict: 'RETRY' as const,
        findings: [fail],
      },
    ];
    const en = escalate('retry-limit', attempts);
    expect(en.summary).toBe(
      'the retry limit was reached after 1 gate runs; handing over to the user',
    );
    expect(en.likelyCause).toBe(
      'the build keeps breaking (ding.build-failed ×1)',
    );
    const zh = escalate('retry-limit', attempts, undefined, 'zh');
    expect(zh.summary).toBe('1 次关卡运行后达到重试上限；升级给用户');
    expect(zh.likelyCause).toBe('构建反复失败 (ding.build-failed ×1)');
    expect(zh.suggestion).toBe('先修第一个编译错误；检查工具链版本');
    // The errors are the findings' own words, kept as they were raised.
    expect(zh.errors).toEqual(en.errors);
  });
});

describe('the batch quick check and the hand-back in both languages', () => {
  it("names a missing file with the seed's (快速定关: 文件存在) in zh", () => {
    const outputs = [
      {
        avatar: 'body',
        output: { files_changed: ['a.ts'], summary: 'Done.', tests_run: true },
        files: [{ path: 'a.ts', exists: false }],
      },
    ];
    expect(quickCheck('one', outputs).findings[0]!.message).toBe(
      'a.ts does not exist',
    );
    expect(quickCheck('one', outputs, 'zh').findings[0]!.message).toBe(
      'a.ts 不存在 (快速定关: 文件存在)',
    );
  });

  it("asks for the root cause on the second failure in the pipeline's language", () => {
    const second = (language?: Lang) => {
      const actor = createPipeline({
        track: 'feature',
        avatar: 'body',
        ...(language ? { language } : {}),
      });
      actor.start();
      actor.send({ type: 'SUBMIT', submission: submissions.dingRetry });
      actor.send({ type: 'RESUBMIT', submission: submissions.dingRetry });
      return pipelineResult(actor.getSnapshot(), undefined, language ?? 'en');
    };
    const en = second();
    expect(en.handBack[0]!.message).toMatch(
      /^failure 2 of \d+: state the root cause of the repeated failure/,
    );
    expect(en.report).toContain('## Verification pipeline report');
    for (const line of en.report.split('\n')) english(line);
    const zh = second('zh');
    expect(zh.handBack[0]!.message).toMatch(
      /^第 2 次失败: 先分析根本原因，再修复/,
    );
    expect(zh.report).toContain('### 交回分身');
  });
});
