// judgeHui — 慧's result: SKIP, a backtrack to 戒 or 定 (verdict RETRY), FEEDBACK
// with rule patches, or PASS; plus anchor candidates
// Pos: policies/pipeline/hui, the 慧 gate as one pure function the pipeline
// machine calls; reflection over what 戒 and 定 already accepted
import type { AvatarRow } from '../avatars.js';
import { viewEvidence } from '../../evidence/evidence-view.js';
import { extractContract, proseOf } from '../jie/contract-extract.js';
import type { SecurityRule } from '../../gate/security-rule.js';
import type { AnchorCandidate } from '../../vocabulary/anchor.js';
import type { VerdictFinding } from '../../vocabulary/finding.js';
import type { Submission } from '../../vocabulary/submission.js';
import type { Lang } from '../../vocabulary/messages/index.js';
import { anchorCandidates } from './anchor-candidates.js';
import type { Backtrack } from './backtrack-triggers.js';
import { findBacktrack } from './backtrack-triggers.js';
import type { PriorFinding, RulePatch } from './rule-patches.js';
import { feedbackFor } from './rule-patches.js';
import { huiSkip } from './skip-rules.js';

export interface HuiInput {
  submission: Submission;
  row: AvatarRow;
  smallFixMaxLines: number;
  discounted: readonly number[];
  jieFindings: readonly VerdictFinding[];
  prior: readonly PriorFinding[];
  knownTitles: readonly string[];
  securityRules?: readonly SecurityRule[];
  /** The language of 慧's findings, skip reasons and patches (default en). */
  lang?: Lang;
}

export interface HuiResult {
  verdict: 'PASS' | 'SKIP' | 'FEEDBACK' | 'RETRY';
  skipped: boolean;
  skipReasons: string[];
  backtrack?: Backtrack;
  findings: VerdictFinding[];
  rulePatches: RulePatch[];
  candidates: AnchorCandidate[];
}

export function judgeHui(input: HuiInput): HuiResult {
  const { submission, row } = input;
  const lang = input.lang ?? 'en';
  const skip = huiSkip(submission, row, input.smallFixMaxLines, lang);
  if (skip.skip)
    return {
      verdict: 'SKIP',
      skipped: true,
      skipReasons: skip.reasons,
      findings: [],
      rulePatches: [],
      candidates: [],
    };

  const extracted = extractContract(submission.output);
  const contract = extracted.ok ? extracted.contract : {};
  const view = viewEvidence(submission.evidence, input.discounted);
  const backtrack = findBacktrack(
    row,
    contract,
    submission,
    view,
    input.securityRules,
    lang,
  );
  if (backtrack) {
    return {
      verdict: 'RETRY',
      skipped: false,
      skipReasons: [],
      backtrack,
      findings: backtrack.findings,
      rulePatches: [],
      candidates: [],
    };
  }
  const feedback = feedbackFor({
    track: submission.track,
    avatar: row.id,
    skip,
    view,
    discounted: input.discounted,
    jieFindings: input.jieFindings,
    prior: input.prior,
    lang,
  });
  const candidates = anchorCandidates({
    submission,
    contract,
    outputText: proseOf(submission.output),
    repeated: feedback.repeated,
    knownTitles: input.knownTitles,
  });
  return {
    verdict: feedback.patches.length ? 'FEEDBACK' : 'PASS',
    skipped: false,
    skipReasons: [],
    findings: feedback.findings,
    rulePatches: feedback.patches,
    candidates,
  };
}
