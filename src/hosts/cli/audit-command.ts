// auditCommand — `wukong audit [--json]`: the seven scores of seed 004 Phase 5
// with the top findings and actions; --json prints exactly {scores, findings,
// actions}
// Pos: src/hosts/cli, printing only; facts are src/harness/audit's, scores
// policies/harness/audit's. Exit 0 whatever the scores (an audit reports, it
// does not gate), 2 bad usage
import { parseArgs } from 'node:util';
import {
  AUDIT_SCORES,
  auditScores,
} from '../../../policies/harness/audit/audit-scores.js';
import { collectAuditFacts } from '../../harness/audit/collect-facts.js';
import { loadConfig } from '../../platform/config/load-config.js';
import type { CommandIO } from './io.js';
import { UsageError } from '../../platform/errors/usage-error.js';

export const auditHelp = `Usage: wukong audit [--json] [--top N]

Scores this workspace's harness (seed 004 Phase 5) from deterministic facts only — the gate registry, the installed
Claude Code hooks and avatars, the ledger (.wukong/ledger), runs, evidence and the promise, and, in a tree with
Wukong's own layout, the architecture fitness rules: toolCoverage, writeSafety, phaseSafety, verifySafety,
contextPersistence, delegationSafety, evalCoverage (0–100 each). A check with no data is left out of its score.

  --json    print exactly {scores, findings, actions}
  --top N   findings and actions shown in the text form (default 5)

Exit codes: 0 audited, 2 bad usage.
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
  const { config } = loadConfig(io.cwd);
  const report = auditScores(await collectAuditFacts(io.cwd, config));
  if (values.json) {
    io.out(
      `${JSON.stringify({ scores: report.scores, findings: report.findings, actions: report.actions }, null, 2)}\n`,
    );
    return 0;
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
  return 0;
}
