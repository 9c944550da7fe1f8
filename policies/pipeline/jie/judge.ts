// judgeJie — 戒's verdict on one avatar output (contract, do/don't boundary,
// security) — and contractCitations, the locations a contract cites, for 定
// Pos: policies/pipeline/jie, the 戒 gate as one pure function the pipeline
// machine calls: contract, boundary, the text rules, the hook's command / path
// / code rules over what the submission ran, wrote and carries, and the
// track's focus; a security REJECT is final (seed 001: 不可重试)
import type { AvatarRow } from '../avatars.js';
import { raise, verdictOf } from '../../vocabulary/finding-kinds.js';
import type { VerdictFinding } from '../../vocabulary/finding.js';
import type { Submission } from '../../vocabulary/submission.js';
import { message, type Lang } from '../../vocabulary/messages/index.js';
import { checkContract } from './contract-completeness.js';
import { extractContract } from './contract-extract.js';
import { changedFiles, checkBoundary } from './do-dont-boundary.js';
import {
  builtinSecurityRules,
  runSecurityRules,
} from '../../security/registry.js';
import type { SecurityRule } from '../../gate/security-rule.js';
import { checkSubmissionSecurity } from './submission-security.js';
import { checkTrackFocus } from './track-focus.js';

export interface JieInput {
  submission: Submission;
  row: AvatarRow;
  /**
   * Findings 慧 sent back with a backtrack (a missed security issue, a contract
   * violation): they count here.
   */
  carried?: readonly VerdictFinding[];
  /** The security registry; defaults to the built-in rules. */
  securityRules?: readonly SecurityRule[];
  /** The language of 戒's findings (default English). */
  lang?: Lang;
}

export interface JieResult {
  verdict: 'PASS' | 'REJECT' | 'RETRY';
  findings: VerdictFinding[];
  /**
   * True when a security finding rejected the output: no retry and no user
   * decision lifts it.
   */
  final: boolean;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : [];

/**
 * Locations an analysis contract cites (`findings[].location`,
 * `issues[].location`).
 */
export function contractCitations(
  contract: Record<string, unknown> | undefined,
): string[] {
  if (!contract) return [];
  const entries = [contract['findings'], contract['issues']].flatMap((v) =>
    Array.isArray(v) ? v : [],
  );
  return entries.flatMap((entry) =>
    entry &&
    typeof entry === 'object' &&
    typeof (entry as Record<string, unknown>)['location'] === 'string'
      ? [(entry as Record<string, string>)['location'] as string]
      : [],
  );
}

export function judgeJie(input: JieInput): JieResult {
  const { submission, row } = input;
  const lang = input.lang ?? 'en';
  const extracted = extractContract(submission.output);
  const findings: VerdictFinding[] = [];
  let writtenPaths = submission.changes?.files ?? [];
  if (!extracted.ok) {
    findings.push(
      raise(
        'jie.contract.unreadable',
        'output',
        message('jie.contract.unreadable', lang, {
          reason: message(
            extracted.text.trim() === ''
              ? 'jie.contract.empty'
              : 'jie.contract.no-json',
            lang,
          ),
        }),
        {
          kind: 'fix-input',
          detail: message('jie.contract.unreadable.next', lang, {
            title: row.title,
            fields: Object.keys(row.outputContract.shape).join(', '),
          }),
        },
      ),
    );
  } else {
    findings.push(
      ...checkContract(row, extracted.contract, submission.track, lang),
    );
    findings.push(...checkBoundary(row, extracted.contract, submission, lang));
    writtenPaths = [
      ...changedFiles(submission, extracted.contract),
      ...strings(extracted.contract['tests']),
      ...strings(extracted.contract['docs']),
    ];
  }
  const securityText =
    typeof submission.output === 'string'
      ? submission.output
      : JSON.stringify(submission.output, null, 2);
  const security = runSecurityRules(
    input.securityRules ?? builtinSecurityRules,
    { text: securityText, writtenPaths },
  );
  const changed = [...new Set(writtenPaths)];
  findings.push(
    ...security,
    ...checkSubmissionSecurity({
      submission,
      writtenPaths: changed,
      outputText: extracted.text,
      lang,
    }),
    ...checkTrackFocus({
      submission,
      outputText: extracted.text,
      changed,
      lang,
    }),
    ...(input.carried ?? []),
  );
  const final = findings.some((f) => f.verdict === 'REJECT' && !f.retryable);
  const verdict = verdictOf(findings);
  return {
    verdict: verdict === 'FEEDBACK' ? 'PASS' : verdict,
    findings,
    final,
  };
}
