// RulePatch, feedbackFor (seed 001 反馈型失败: rule conflict, efficiency, repeated
// problem, unclear boundary), rulePatchYaml
// Pos: policies/pipeline/hui, FEEDBACK: never blocks, only proposes rule
// changes in the seed's rule_patch YAML shape
import type { EvidenceView } from '../../evidence/evidence-view.js';
import { raise } from '../../vocabulary/finding-kinds.js';
import type { VerdictFinding } from '../../vocabulary/finding.js';
import type { HuiSkip } from './skip-rules.js';

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
  const findings: VerdictFinding[] = [];
  const patches: RulePatch[] = [];
  const add = (finding: VerdictFinding, patch: RulePatch) => {
    findings.push(finding);
    patches.push(patch);
  };

  for (const condition of input.skip.overridden) {
    add(
      raise(
        'hui.feedback.rule-conflict',
        condition,
        `"${condition}" allows skipping 慧, but the ${input.track} track never skips it`,
        {
          kind: 'ask-user',
          detail: 'decide which rule wins and record it',
        },
      ),
      {
        action: 'add',
        target: 'verification-pipeline.md',
        rule: `跳过慧关的条件 "${condition}" does not apply to ${input.track} (不可跳过)`,
        reason: `规则冲突: the skip condition held on a track that never skips 慧`,
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
        `\`${key}\` passed ${n} times in one submission: a cache opportunity`,
        {
          kind: 'fix-input',
          detail: 'reuse a passing result instead of rerunning the same check',
        },
      ),
      {
        action: 'add',
        target: 'ding.md',
        rule: `reuse the passing result of \`${key}\` within one submission`,
        reason: `效率问题: ran ${n} times with the same result`,
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
        `${r.policy} came up ${r.count} times in this pipeline (重复问题)`,
        {
          kind: 'fix-input',
          detail: `check ${r.policy} before submitting`,
        },
      ),
      {
        action: 'tighten',
        target: TARGET[r.gate],
        rule: `check "${r.policy}" before handing the output over`,
        reason: `重复问题: occurred ${r.count} times`,
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
        `the ${input.avatar} avatar's row neither allows nor forbids ${tool} (边界模糊)`,
        {
          kind: 'ask-user',
          detail: `decide whether ${input.avatar} may use ${tool}`,
        },
      ),
      {
        action: 'tighten',
        target: 'jie.md',
        rule: `list ${tool} as allowed or forbidden for ${input.avatar}`,
        reason: '边界模糊: the tool was used and the table is silent',
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
