// findingKinds (every pipeline finding code → verdict, severity, seed level,
// retryable) and raise()
// Pos: policies/pipeline, the one table that says what each finding does to its
// gate; judges raise, they never decide severity inline
import type { NextAction, VerdictFinding } from './finding.js';
import type { Severity, ViolationLevel } from './severity.js';
import type { Verdict } from './verdict.js';

interface FindingKind {
  verdict: Verdict;
  severity: Severity;
  /** Seed 000's 违规处理 level, for the report. */
  level: ViolationLevel;
  retryable: boolean;
}

const reject = (
  severity: Severity,
  level: ViolationLevel,
  retryable = true,
): FindingKind => ({
  verdict: 'REJECT',
  severity,
  level,
  retryable,
});
const retry = (severity: Severity, level: ViolationLevel): FindingKind => ({
  verdict: 'RETRY',
  severity,
  level,
  retryable: true,
});
const note = (level: ViolationLevel): FindingKind => ({
  verdict: 'PASS',
  severity: 'warning',
  level,
  retryable: true,
});
const feedback: FindingKind = {
  verdict: 'FEEDBACK',
  severity: 'warning',
  level: 'LOW',
  retryable: true,
};

/**
 * Seed 001's three failure tables and seed 000's 违规处理, one row per finding
 * code.
 */
export const findingKinds = {
  // 戒 — Contract 缺失 / 越界行为 / 安全违规 (REJECT), 格式不规范 (RETRY)
  'jie.contract.unreadable': reject('soft-deny', 'HIGH'),
  'jie.contract.missing-field': reject('soft-deny', 'HIGH'),
  'jie.contract.placeholder': reject('soft-deny', 'HIGH'),
  'jie.contract.format': retry('soft-deny', 'MEDIUM'),
  'jie.contract.extra-field': note('LOW'),
  'jie.contract.simplified': note('LOW'),
  'jie.boundary.files-changed': reject('soft-deny', 'HIGH'),
  'jie.boundary.forbidden-tool': reject('soft-deny', 'HIGH'),
  'jie.boundary.non-doc-write': reject('soft-deny', 'HIGH'),
  'jie.boundary.business-code': reject('soft-deny', 'HIGH'),
  'jie.boundary.skipped-tests': reject('soft-deny', 'HIGH'),
  'jie.boundary.unlisted-tool': note('LOW'),
  'jie.security.private-key': reject('hard-deny', 'CRITICAL', false),
  'jie.security.credential': reject('hard-deny', 'CRITICAL', false),
  'jie.security.secret': reject('hard-deny', 'CRITICAL', false),
  'jie.security.sensitive-path-write': reject('hard-deny', 'CRITICAL', false),
  'jie.security.rule-failed': reject('hard-deny', 'CRITICAL', false),
  'jie.security.evidence-leak': reject('hard-deny', 'CRITICAL', false),
  'jie.contract.inconsistent': reject('soft-deny', 'HIGH'),
  // 戒 over what the submission ran, wrote and carries (seed 000 安全检查, one class
  // each): 危险命令 / 修改系统文件 reject for good; 不可逆操作 and sensitive files wait for a
  // person (⚠️ 需确认); 大规模变更 is split into batches; 注入 and 信息泄露 in code are
  // redone; 调试信息 and the like warn
  'jie.security.dangerous-command': reject('hard-deny', 'CRITICAL', false),
  'jie.security.forbidden-path': reject('hard-deny', 'CRITICAL', false),
  'jie.security.confirm-first': retry('soft-deny', 'HIGH'),
  'jie.security.mass-change': retry('soft-deny', 'HIGH'),
  'jie.security.unsafe-code': reject('soft-deny', 'HIGH'),
  'jie.security.warning': note('MEDIUM'),
  // Commands or paths no command judge looked at (a machine driven without
  // `wukong verify` or the library's judgedSubmission): ⚠️ 需确认, fail closed
  'jie.security.unchecked': retry('soft-deny', 'HIGH'),
  // 戒's contract grading (seed 001 格式不规范: 非关键字段缺失 → 警告 + 要求补充)
  'jie.contract.non-key-missing': retry('soft-deny', 'MEDIUM'),
  'jie.contract.filled': note('LOW'),
  // 戒's do/don't boundary over evidence: analysis avatars run no commands
  'jie.boundary.ran-commands': reject('soft-deny', 'HIGH'),
  // Track-specific 戒 (seed 001 轨道特定验证规则)
  'jie.track.refactor-adds-feature': reject('soft-deny', 'HIGH'),
  'jie.track.regression-risk': retry('soft-deny', 'HIGH'),
  'jie.track.callers-noted': note('LOW'),
  'jie.track.performance-note-missing': retry('evidence-required', 'MEDIUM'),
  // 定 — L0 推测 (REJECT); L1 证据不足, 测试/构建/类型检查失败 (RETRY)
  'ding.speculation': reject('evidence-required', 'HIGH'),
  'ding.level-too-low': retry('evidence-required', 'MEDIUM'),
  'ding.test-failed': retry('evidence-required', 'HIGH'),
  'ding.build-failed': retry('evidence-required', 'HIGH'),
  'ding.typecheck-failed': retry('evidence-required', 'HIGH'),
  'ding.lint-failed': retry('evidence-required', 'MEDIUM'),
  'ding.command-failed': retry('evidence-required', 'MEDIUM'),
  'ding.acceptance-missing': retry('evidence-required', 'MEDIUM'),
  'ding.acceptance-uncovered': retry('evidence-required', 'MEDIUM'),
  'ding.repro-missing': retry('evidence-required', 'MEDIUM'),
  'ding.regression-missing': retry('evidence-required', 'MEDIUM'),
  'ding.behaviour-unchanged-missing': retry('evidence-required', 'MEDIUM'),
  'ding.unreliable-evidence': retry('evidence-required', 'HIGH'),
  'ding.missing-scenario': retry('evidence-required', 'MEDIUM'),
  'ding.no-verification': note('LOW'),
  'ding.speculation-noted': note('LOW'),
  // 定 grades what each run can prove (a test run that ran no test proves
  // nothing; an install cannot cover an acceptance criterion)
  'ding.no-tests-executed': retry('evidence-required', 'HIGH'),
  'ding.cannot-prove': note('LOW'),
  // 慧 — backtracks (re-check an earlier gate) and FEEDBACK (规则补丁, never
  // blocking)
  'hui.backtrack.security': retry('hard-deny', 'CRITICAL'),
  'hui.backtrack.contract': retry('soft-deny', 'HIGH'),
  'hui.backtrack.unreliable-evidence': retry('evidence-required', 'HIGH'),
  'hui.backtrack.missing-scenario': retry('evidence-required', 'MEDIUM'),
  'hui.feedback.rule-conflict': feedback,
  'hui.feedback.efficiency': feedback,
  'hui.feedback.repeated-problem': feedback,
  'hui.feedback.boundary-unclear': feedback,
  // Batch quick check (seed 001 并行验证规则): a failed batch is fixed and retried
  // before the next starts
  'batch.unknown-avatar': retry('soft-deny', 'HIGH'),
  'batch.contract-missing': retry('soft-deny', 'HIGH'),
  'batch.file-missing': retry('soft-deny', 'HIGH'),
  'batch.syntax-error': retry('soft-deny', 'HIGH'),
  'batch.empty': retry('soft-deny', 'MEDIUM'),
} as const satisfies Record<string, FindingKind>;

export type FindingCode = keyof typeof findingKinds;

export function kindOf(code: FindingCode): FindingKind {
  return findingKinds[code];
}

/**
 * Builds a finding whose verdict and severity come from the table. `subject`
 * keeps ids stable and distinct.
 */
export function raise(
  code: FindingCode,
  subject: string,
  message: string | Pick<VerdictFinding, 'message' | 'said'>,
  nextAction: NextAction,
): VerdictFinding {
  const kind = findingKinds[code];
  return {
    id: subject ? `${code}:${subject}` : code,
    policy: code,
    severity: kind.severity,
    ...(typeof message === 'string' ? { message } : message),
    nextAction,
    verdict: kind.verdict,
    retryable: kind.retryable,
  };
}

/**
 * REJECT beats RETRY beats FEEDBACK beats PASS: the verdict a gate gives for a
 * set of findings.
 */
export function verdictOf(
  findings: readonly VerdictFinding[],
): 'PASS' | 'REJECT' | 'RETRY' | 'FEEDBACK' {
  if (findings.some((f) => f.verdict === 'REJECT')) return 'REJECT';
  if (findings.some((f) => f.verdict === 'RETRY')) return 'RETRY';
  if (findings.some((f) => f.verdict === 'FEEDBACK')) return 'FEEDBACK';
  return 'PASS';
}

export function levelOfFinding(finding: VerdictFinding): ViolationLevel {
  const kind = (findingKinds as Record<string, FindingKind>)[finding.policy];
  return kind?.level ?? 'MEDIUM';
}
