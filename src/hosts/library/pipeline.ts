// The subpath `wukong/pipeline`: seed 001's 戒→定→慧→识 verification as a library —
// the avatar and track tables, the four judges, a submission verified on a
// persisted pipeline, the report
// Pos: src/hosts/library, one entry of the package's exports; re-exports only.
// The machine itself is in the root export (pipelineMachine, createPipeline)

// The schema (and type) of what an avatar hands in: avatar, track, output,
// evidence, changes, acceptance.
export { Submission } from '../../../policies/vocabulary/submission.js';
export type { SubmissionInput } from '../../../policies/vocabulary/submission.js';
// The four tracks: feature, fix, refactor, direct.
export { Track } from '../../../policies/vocabulary/track.js';
// The six avatars' ids: eye, ear, nose, tongue, body, mind.
export { AvatarId } from '../../../policies/vocabulary/avatar.js';
// A gate's verdict: PASS, REJECT, RETRY, SKIP, FEEDBACK.
export { Verdict } from '../../../policies/vocabulary/verdict.js';
// Seed 000's avatar table by id: identity, duties, tools allowed and forbidden,
// output contract, what it may change, cost.
export { avatars } from '../../../policies/pipeline/avatars.js';
export type { AvatarRow } from '../../../policies/pipeline/avatars.js';
// An avatar's row by id, glyph or alias (`@眼`, `explorer`, `@impl`, `斗战胜佛` …).
export { resolveAvatar } from '../../../policies/pipeline/avatars.js';
// Whether an avatar may use a tool: 'allowed', 'forbidden' or 'unlisted'.
export { toolRight } from '../../../policies/pipeline/avatars.js';
// Seed 001's track table: the evidence level and requirements each track asks
// of analysis and implementation.
export { trackRules } from '../../../policies/pipeline/tracks.js';
export type { TrackRule } from '../../../policies/pipeline/tracks.js';
// 戒: the output contract, the avatar's tool boundaries and the security rules.
export { judgeJie } from '../../../policies/pipeline/jie/judge.js';
export type {
  JieInput,
  JieResult,
} from '../../../policies/pipeline/jie/judge.js';
// 定: what the evidence proves (L0 speculation … L3 integration) against the
// track.
export { judgeDing } from '../../../policies/pipeline/ding/judge.js';
export type {
  DingInput,
  DingResult,
} from '../../../policies/pipeline/ding/judge.js';
// 慧: skip where the seed allows, send problems back (backtrack), propose rule
// patches.
export { judgeHui } from '../../../policies/pipeline/hui/judge.js';
export type {
  HuiInput,
  HuiResult,
} from '../../../policies/pipeline/hui/judge.js';
// 识: the anchor candidates that pass the write threshold, each with its
// reasons.
export { selectAnchors } from '../../../policies/pipeline/shi/write-threshold.js';
// Define a rule of 戒's security step (text and written paths in, hits out);
// pass it to judgeJie as `securityRules`.
export { defineSecurityRule } from '../../../policies/gate/security-rule.js';
export type {
  SecurityRule,
  SecurityHit,
  SecurityInput,
} from '../../../policies/gate/security-rule.js';
// The security rules 戒 runs by default, to extend: `[...builtinSecurityRules,
// myRule]`.
export { builtinSecurityRules } from '../../../policies/security/registry.js';
// One submission through a (possibly persisted) pipeline, as `wukong verify`
// does: the event its state expects, then the result.
export { verifySubmission } from '../../pipeline/verify-session.js';
export type { VerifyOptions } from '../../pipeline/verify-session.js';
// A submission with 戒's facts attached as `wukong verify` does (else 戒 fails closed).
export { judgedSubmission } from '../../pipeline/judged-submission.js';
// A started pipeline actor for a new task.
export { newPipeline } from '../../pipeline/pipeline-state.js';
// The pipeline persisted at a path, restored and started (undefined when there
// is none); refuses a file of another shape.
export { loadPipeline } from '../../pipeline/pipeline-state.js';
// Persist a pipeline actor (redacted, atomically) so retries, backtracks and
// redos accumulate across processes.
export { savePipeline } from '../../pipeline/pipeline-state.js';
export type { PipelineHost } from '../../pipeline/pipeline-state.js';
// Where a pipeline stands: status, gates, counters, escalation and the Markdown
// report.
export { pipelineResult } from '../../pipeline/report/pipeline-result.js';
export type {
  PipelineResult,
  PipelineStatus,
} from '../../pipeline/report/pipeline-result.js';
