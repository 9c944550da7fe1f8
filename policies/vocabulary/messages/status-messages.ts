// The words of why a feature is off here: undo's snapshots without a git
// working tree (src/harness/undo git-repo.ts, undo-workspace.ts) and telemetry
// without an endpoint (src/telemetry/telemetry-settings.ts), en and zh
// Pos: policies/vocabulary/messages, data only; the status keeps its English
// `why` (--json) and carries a Said beside it, the command words it
export const statusEn = {
  'undo.no-tree': '{cwd} has no git working tree',
  'undo.no-repo': '{cwd} is not inside a git repository',
  'undo.not-tree': '{cwd} is not inside a git working tree',
  'undo.git-failed': '{error}',
  'undo.unavailable':
    "{problem}: Wukong cannot snapshot before deletions here, so they keep the gate's question",
  'telemetry.disabled': '{variable}=true',
  'telemetry.no-endpoint':
    'no OTEL_EXPORTER_OTLP_ENDPOINT and no telemetry.endpoint in the config',
} as const;

export const statusZh: Record<keyof typeof statusEn, string> = {
  'undo.no-tree': '{cwd} 没有 git 工作树',
  'undo.no-repo': '{cwd} 不在 git 仓库中',
  'undo.not-tree': '{cwd} 不在 git 工作树中',
  'undo.git-failed': '{error}',
  'undo.unavailable':
    '{problem}：Wukong 在这里无法在删除前做快照，所以删除仍由门禁询问',
  'telemetry.disabled': '{variable}=true',
  'telemetry.no-endpoint':
    '没有 OTEL_EXPORTER_OTLP_ENDPOINT，配置中也没有 telemetry.endpoint',
};
