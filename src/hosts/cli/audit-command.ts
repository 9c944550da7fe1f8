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
import {
  message,
  findingText,
  nextDetail,
  translator,
  type Lang,
} from '../../../policies/vocabulary/messages/index.js';
import { cliLanguage } from './cli-language.js';

export const auditHelp = (lang: Lang) => message('cli.audit.help', lang);

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
  const lang = cliLanguage(io);
  const t = translator(lang);
  if (values.help) {
    io.out(auditHelp(lang));
    return 0;
  }
  if (positionals.length)
    throw new UsageError(
      t('cli.audit.no-arguments', {
        args: positionals.map((p) => JSON.stringify(p)).join(' '),
      }),
    );
  const top = values.top === undefined ? 5 : Number(values.top);
  if (!Number.isInteger(top) || top < 1)
    throw new UsageError(
      t('cli.audit.bad-top', { value: JSON.stringify(values.top) }),
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
      t('cli.audit.bad-min', { value: JSON.stringify(values.min) }),
    );
  const { config } = loadConfig(io.cwd);
  const report = auditScores(await collectAuditFacts(io.cwd, config));
  const below =
    min === undefined ? [] : AUDIT_SCORES.filter((s) => report.scores[s] < min);
  const verdict = () => {
    if (below.length === 0) return 0;
    io.err(
      `wukong audit: ${t('cli.audit.below-min', {
        min: String(min),
        scores: below.map((s) => `${s} ${report.scores[s]}`).join(', '),
      })}\n`,
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
    t('cli.audit.title'),
    ...AUDIT_SCORES.map(
      (s) => `  ${s.padEnd(20)} ${String(report.scores[s]).padStart(3)}`,
    ),
  ];
  if (report.findings.length)
    lines.push(
      '',
      t('cli.audit.top-findings'),
      ...report.findings
        .slice(0, top)
        .map(
          (f) =>
            `  -${String(f.cost).padStart(3)} ${f.id}: ${findingText(f, lang)}`,
        ),
    );
  if (report.actions.length)
    lines.push(
      '',
      t('cli.audit.top-actions'),
      ...report.actions
        .slice(0, top)
        .map((a) => `  [${a.score}] ${a.kind}: ${nextDetail(a, lang)}`),
    );
  io.out(`${lines.join('\n')}\n`);
  return verdict();
}
