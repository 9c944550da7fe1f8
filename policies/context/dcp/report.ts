// dcpReport — seed 002's DCP 执行报告 in Markdown: statistics per strategy, what
// was protected, the state after, the largest items
// Pos: policies/context/dcp, rendering only; the time and the trigger come in
// as data (policies read no clock)
import type { DcpConfig } from '../../vocabulary/context-config.js';
import type { PruneResult } from './plan.js';

export interface ReportFacts {
  timestamp: string;
  trigger: string;
  transcript?: string;
  dcp: DcpConfig;
  /** Real prompt tokens before (from `usage`) and the window, when known. */
  usage?: { promptBefore: number; window: number };
  /**
   * The archive threshold (0.95): at or above it after pruning, DCP alone is
   * not enough.
   */
  archiveAt: number;
}

const n = (x: number) => x.toLocaleString('en-US');
const pct = (x: number) => `${Math.round(x * 100)}%`;

const ROWS = [
  ['dedup', 'Deduplication', '重复调用'],
  ['supersede', 'Supersede', '过时写入/读取'],
  ['purgeErrors', 'Purge Errors', '失败调用'],
  ['truncation', 'Truncation', '长输出'],
  ['recency', 'Recency (紧急)', '旧调用'],
] as const;

export function dcpReport(result: PruneResult, facts: ReportFacts): string {
  const rows = ROWS.filter(
    ([key]) => key !== 'recency' || result.byStrategy.recency.items > 0,
  ).map(
    ([key, label, what]) =>
      `| ${label} | ${result.byStrategy[key].items} ${what} | ~${n(result.byStrategy[key].saved)} |`,
  );
  const p = result.protectedKept;
  const anchors = result.anchorsProtected.length
    ? `锚点 ${result.anchorsProtected.map((a) => `[${a}]`).join(', ')}: 保护 (${p.anchors} 次调用)`
    : '锚点引用: 无 (anchors.md 永不修剪)';
  const lines = [
    '## DCP 执行报告',
    '',
    `**执行时间**: ${facts.timestamp}`,
    `**触发原因**: ${facts.trigger}`,
    ...(facts.transcript
      ? [
          `**Transcript**: ${facts.transcript} (${result.steps} 步, ${result.calls} 次工具调用)`,
        ]
      : []),
    '',
    '### 修剪统计',
    '| 策略 | 修剪项 | 节约 Tokens |',
    '|------|--------|-------------|',
    ...rows,
    `| **总计** | **${result.items.length} 项** | **~${n(result.saved)}** |`,
    '',
    '### 保护的内容',
    `- ${anchors}`,
    `- 最近 ${facts.dcp.turnProtection} 轮: 保护 (${p.recentTurns} 次调用)`,
    `- 受保护工具 ${facts.dcp.protectedTools.join(', ')}: ${p.tools} 次调用`,
    `- 受保护文件 ${facts.dcp.protectedFilePatterns.join(', ') || '(无)'}: ${p.filePatterns} 次调用`,
    '',
    '### 修剪后状态',
    `- 消息 tokens (估算 ×Claude): ${n(result.tokensBefore)} → ${n(result.tokensAfter)} (−${result.savedPercent}%)`,
  ];
  if (facts.usage) {
    const before = facts.usage.promptBefore / facts.usage.window;
    const after =
      Math.max(0, facts.usage.promptBefore - result.saved) / facts.usage.window;
    lines.push(`- 上下文使用: ${pct(before)} → ${pct(after)}`);
    lines.push(
      after >= facts.archiveAt
        ? '- 仍在红线以上: 执行存档协议'
        : '- 可继续工作',
    );
  } else lines.push('- 可继续工作');
  const top = [...result.items].sort((a, b) => b.saved - a.saved).slice(0, 15);
  if (top.length) {
    lines.push(
      '',
      '### 修剪项 (节约最多的前 15 项)',
      '| tool_use_id | 工具 | 文件 | 策略 | 节约 |',
      '|---|---|---|---|---|',
    );
    for (const i of top)
      lines.push(
        `| ${i.toolUseId} | ${i.tool} | ${i.filePath ?? ''} | ${i.strategy} | ~${n(i.saved)} |`,
      );
  }
  return `${lines.join('\n')}\n`;
}
