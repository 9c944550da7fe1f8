// RulePatch, feedbackFor (seed 001 反馈型失败: rule conflict, efficiency, repeated
// problem, unclear boundary), rulePatchYaml
// Pos: policies/pipeline/hui, FEEDBACK: never blocks, only proposes rule
// changes in the seed's rule_patch YAML shape
import type { EvidenceView } from '../../evidence/evidence-view.js';
import { raise } from '../../vocabulary/finding-kinds.js';
import type { VerdictFinding } from '../../vocabulary/finding.js';
import type { HuiSkip } from './skip-rules.js';
import {
  message,
  type Lang,
  type MessageId,
  type MessageParams,
} from '../../vocabulary/messages/index.js';

export interface RulePatch {
  action: 'add' | 'tighten' | 'loosen' | 'remove';
  target: string;
  rule: string;
  reason: string;
  priority: 'HIGH' | 'MEDIUM' | 'LOW';
}

export interface PriorFinding {
  gate: 'jie' | 'ding' | 'hui';
  policy: string;
}

export interface FeedbackInput {
  track: string;
  avatar: string;
  skip: HuiSkip;
  view: EvidenceView;
  /** Evidence indices 慧 doubted earlier in this pipeline. */
  discounted: readonly number[];
  /**
   * This output's 戒 findings (an unlisted tool shows a boundary the table
   * leaves open).
   */
  jieFindings: readonly VerdictFinding[];
  /** Blocking findings of every earlier gate run in this pipeline. */
  prior: readonly PriorFinding[];
  /** The language of the findings and patches (default English). */
  lang?: Lang;
}

export interface Feedback {
  findings: VerdictFinding[];
  patches: RulePatch[];
  /**
   * Finding codes seen twice or more, with their counts: 重复问题 → problem
   * anchors.
   */
  repeated: Array<{
    policy: string;
    gate: PriorFinding['gate'];
    count: number;
  }>;
}

const TARGET: Record<PriorFinding['gate'], string> = {
  jie: 'jie.md',
  ding: 'ding.md',
  hui: 'hui.md',
};

export function feedbackFor(input: FeedbackInput): Feedback {
  const t = (id: MessageId, params?: MessageParams) =>
    message(id, input.lang ?? 'en', params);
  const findings: VerdictFinding[] = [];
  const patches: RulePatch[] = [];
  const add = (finding: VerdictFinding, patch: RulePatch) => {
    findings.push(finding);
    patches.push(patch);
  };

  for (const [i, condition] of input.skip.overridden.entries()) {
    add(
      raise(
        'hui.feedback.rule-conflict',
        // The English condition: the id stays the same in every language.
        input.skip.overriddenEn[i] ?? condition,
        t('hui.feedback.rule-conflict', { condition, track: input.track }),
        {
          kind: 'ask-user',
          detail: t('hui.feedback.rule-conflict.next'),
        },
      ),
      {
        action: 'add',
        target: 'verification-pipeline.md',
        rule: t('hui.patch.rule-conflict.rule', {
          condition,
          track: input.track,
        }),
        reason: t('hui.patch.rule-conflict.reason'),
        priority: 'MEDIUM',
      },
    );
  }

  // A rerun after 慧 doubted a result is a repair, not waste: doubted runs do
  // not count.
  const doubted = new Set(input.discounted);
  const runsByKey = new Map<string, number>();
  for (const run of input.view.runs) {
    if (
      run.exitCode === 0 &&
      run.profile.kind !== 'trivial' &&
      !doubted.has(run.index)
    )
      runsByKey.set(run.key, (runsByKey.get(run.key) ?? 0) + 1);
  }
  for (const [key, n] of runsByKey) {
    if (n < 2) continue;
    add(
      raise(
        'hui.feedback.efficiency',
        key,
        t('hui.feedback.efficiency', { key, n }),
        {
          kind: 'fix-input',
          detail: t('hui.feedback.efficiency.next'),
        },
      ),
      {
        action: 'add',
        target: 'ding.md',
        rule: t('hui.patch.efficiency.rule', { key }),
        reason: t('hui.patch.efficiency.reason', { n }),
        priority: 'LOW',
      },
    );
  }

  const counts = new Map<
    string,
    { gate: PriorFinding['gate']; count: number }
  >();
  for (const p of input.prior) {
    const entry = counts.get(p.policy) ?? { gate: p.gate, count: 0 };
    entry.count++;
    counts.set(p.policy, entry);
  }
  const repeated = [...counts]
    .filter(([, v]) => v.count >= 2)
    .map(([policy, v]) => ({ policy, gate: v.gate, count: v.count }));
  for (const r of repeated) {
    add(
      raise(
        'hui.feedback.repeated-problem',
        r.policy,
        t('hui.feedback.repeated-problem', {
          policy: r.policy,
          count: r.count,
        }),
        {
          kind: 'fix-input',
          detail: t('hui.feedback.repeated-problem.next', { policy: r.policy }),
        },
      ),
      {
        action: 'tighten',
        target: TARGET[r.gate],
        rule: t('hui.patch.repeated-problem.rule', { policy: r.policy }),
        reason: t('hui.patch.repeated-problem.reason', { count: r.count }),
        priority: 'MEDIUM',
      },
    );
  }

  for (const f of input.jieFindings.filter(
    (x) => x.policy === 'jie.boundary.unlisted-tool',
  )) {
    const tool = f.id.split(':').pop() ?? '?';
    add(
      raise(
        'hui.feedback.boundary-unclear',
        tool,
        t('hui.feedback.boundary-unclear', { avatar: input.avatar, tool }),
        {
          kind: 'ask-user',
          detail: t('hui.feedback.boundary-unclear.next', {
            avatar: input.avatar,
            tool,
          }),
        },
      ),
      {
        action: 'tighten',
        target: 'jie.md',
        rule: t('hui.patch.boundary-unclear.rule', {
          tool,
          avatar: input.avatar,
        }),
        reason: t('hui.patch.boundary-unclear.reason'),
        priority: 'LOW',
      },
    );
  }
  return { findings, patches, repeated };
}

const quote = (s: string) => JSON.stringify(s);

/** The seed's FEEDBACK 输出格式, as YAML text. */
export function rulePatchYaml(patches: readonly RulePatch[]): string {
  if (patches.length === 0) return 'rule_patch: []\n';
  const items = patches.map(
    (p) =>
      `  - action: ${p.action}\n    target: ${quote(p.target)}\n    rule: ${quote(p.rule)}\n    reason: ${quote(p.reason)}\n    priority: ${p.priority}\n`,
  );
  return `rule_patch:\n${items.join('')}`;
}
