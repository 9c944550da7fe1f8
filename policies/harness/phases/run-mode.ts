// riskSignals(objective, planPaths) and modeFor(requested, signals) — seed
// 004's quick/normal rule: high-risk signals (SQL, auth, payment, migration,
// secrets, infrastructure, deletion, a wide plan) force normal
// Pos: policies/harness/phases, the risk reading that decides a run's mode; the
// run registry applies it, run-mode-policy guards it
import type { RunMode } from '../../vocabulary/run.js';

const SIGNALS: ReadonlyArray<readonly [string, RegExp, RegExp]> = [
  // [signal, in paths, in the objective]
  [
    'sql',
    /\.(?:sql|ksql)$|(?:^|\/)(?:sql|queries)\//i,
    /\b(?:k?sql|select\s+\S+\s+from|insert\s+into|alter\s+table|stored procedure)\b/i,
  ],
  [
    'migration',
    /(?:^|\/)migrations?\//i,
    /\b(?:migrat\w*|schema change)\b|迁移/i,
  ],
  [
    'auth',
    /(?:^|\/)(?:auth\w*|login|session|permissions?|oauth|acl)(?:\/|\.)/i,
    /\b(?:auth\w*|login|password|permission|oauth|token|credential)s?\b|权限|登录|密码/i,
  ],
  [
    'payment',
    /(?:^|\/)(?:pay\w*|billing|checkout|invoice)(?:\/|\.)/i,
    /\b(?:payment|billing|checkout|invoice|refund)s?\b|支付|计费/i,
  ],
  [
    'secrets',
    /(?:^|\/)(?:\.env[\w.-]*|secrets?)(?:\/|$)|\.pem$|\.key$/i,
    /\b(?:secret|api key|private key)s?\b|密钥/i,
  ],
  [
    'infra',
    /(?:^|\/)(?:\.github\/workflows|terraform|k8s|helm|deploy)\/|\.tf$|Dockerfile$/i,
    /\b(?:deploy\w*|production|terraform|kubernetes)\b|生产/i,
  ],
  [
    'delete',
    /$^/,
    /\b(?:drop|truncate|delete all|purge|wipe)\b|删除数据|清空/i,
  ],
];

/** Plans touching more paths than this are wide. */
export const WIDE_PLAN = 10;

export function riskSignals(
  objective: string,
  planPaths: readonly string[],
): string[] {
  const out: string[] = [];
  for (const [signal, inPath, inText] of SIGNALS) {
    if (
      inText.test(objective) ||
      planPaths.some((p) => inPath.test(p.replace(/\\/g, '/')))
    )
      out.push(signal);
  }
  if (planPaths.length > WIDE_PLAN) out.push('wide');
  return out;
}

/** quick only while nothing risky shows; any signal forces normal. */
export const modeFor = (
  requested: RunMode,
  signals: readonly string[],
): RunMode => (signals.length ? 'normal' : requested);
