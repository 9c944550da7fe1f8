// auditCommand — `wukong audit [--json] [--min N]`: the seven scores of seed
// 004 Phase 5 with the top findings and actions; --json prints exactly {scores,
// findings, actions}
// Pos: src/hosts/cli, printing only; facts are src/harness/audit's, scores
// policies/harness/audit's. Exit 0, or 1 with --min N when a score is below N
// (CI), 2 bad usage
import { parseArgs } from 'node:util';
import {
  AUDIT_SCORES,
  auditScores,
} from '../../../policies/harness/audit/audit-scores.js';
import { collectAuditFacts } from '../../harness/audit/collect-facts.js';
import { loadConfig } from '../../platform/config/load-config.js';
import type { CommandIO } from './io.js';
import { UsageError } from '../../platform/errors/usage-error.js';

export const auditHelp = `Usage: wukong audit [--json] [--top N] [--min N]

Scores this workspace's harness (seed 004 Phase 5) from deterministic facts only — the gate registry, the installed
Claude Code hooks and avatars, the ledger (.wukong/ledger), runs, evidence and the promise, and, in a tree with
Wukong's own layout, the architecture fitness rules: toolCoverage, writeSafety, phaseSafety, verifySafety,
contextPersistence, delegationSafety, evalCoverage (0–100 each). A check with no data is left out of its score; a
score with no check that applies is 0, and the gate registry counts only where Wukong's PreToolUse hook is
installed — an empty folder scores 0, not 100.

  --json    print exactly {scores, findings, actions}
  --top N   findings and actions shown in the text form (default 5)
  --min N   exit 1 when any score is below N (0–100), naming them: for CI

Exit codes: 0 audited (and every score at least --min), 1 a score below --min, 2 bad usage.
`;

export async function auditCommand(
  argv: string[],
  io: CommandIO,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      json: { type: 'boolean' },
      top: { type: 'string' },
      min: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.out(auditHelp);
    return 0;
  }
  if (positionals.length)
    throw new UsageError(
      `audit takes no arguments, got ${positionals.map((p) => JSON.stringify(p)).join(' ')}`,
    );
  const top = values.top === undefined ? 5 : Number(values.top);
  if (!Number.isInteger(top) || top < 1)
    throw new UsageError(
      `--top: expected a positive whole number, got ${JSON.stringify(values.top)}`,
    );
  const min = values.min === undefined ? undefined : Number(values.min);
  if (
    min !== undefined &&
    (values.min?.trim() === '' ||
      !Number.isInteger(min) ||
      min < 0 ||
      min > 100)
  )
    throw new UsageError(
      `--min: expected a whole number from 0 to 100, got ${JSON.stringify(values.min)}`,
    );
  const { config } = loadConfig(io.cwd);
  const report = auditScores(await collectAuditFacts(io.cwd, config));
  const below =
    min === undefined ? [] : AUDIT_SCORES.filter((s) => report.scores[s] < min);
  const verdict = () => {
    if (below.length === 0) return 0;
    io.err(
      `wukong audit: below --min ${min}: ${below.map((s) => `${s} ${report.scores[s]}`).join(', ')}\n`,
    );
    return 1;
  };
  if (values.json) {
    io.out(
      `${JSON.stringify({ scores: report.scores, findings: report.findings, actions: report.actions }, null, 2)}\n`,
    );
    return verdict();
  }
  const lines = [
    'Wukong harness audit',
    ...AUDIT_SCORES.map(
      (s) => `  ${s.padEnd(20)} ${String(report.scores[s]).padStart(3)}`,
    ),
  ];
  if (report.findings.length)
    lines.push(
      '',
      'Top findings:',
      ...report.findings
        .slice(0, top)
        .map((f) => `  -${String(f.cost).padStart(3)} ${f.id}: ${f.message}`),
    );
  if (report.actions.length)
    lines.push(
      '',
      'Top actions:',
      ...report.actions
        .slice(0, top)
        .map((a) => `  [${a.score}] ${a.kind}: ${a.detail}`),
    );
  io.out(`${lines.join('\n')}\n`);
  return verdict();
}
