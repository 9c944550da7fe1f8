// trackRules — seed 001's 轨道特定验证规则 as one table built from the four track
// modules (tracks/) — and requiredLevel(track, avatarKind), requirementsFor
// Pos: policies/pipeline, the table view of tracks/ for the judges (定 and 慧
// read it instead of branching on track names); the rules themselves live in
// tracks/<track>.ts
import type { Track } from '../vocabulary/track.js';
import type { EvidenceLevel } from '../vocabulary/verdict.js';
import { trackPolicies } from './tracks/index.js';
import type { TrackRequirement, TrackRule } from './tracks/track-policy.js';

export type { TrackRequirement, TrackRule } from './tracks/track-policy.js';
export { ANALYSIS_MIN_LEVEL } from './tracks/track-policy.js';

export const trackRules: Readonly<Record<Track, TrackRule>> = {
  feature: trackPolicies.feature.rule,
  fix: trackPolicies.fix.rule,
  refactor: trackPolicies.refactor.rule,
  direct: trackPolicies.direct.rule,
};

export function requiredLevel(
  track: Track,
  avatarKind: 'analysis' | 'implementation',
): EvidenceLevel {
  return trackPolicies[track].requiredLevel(avatarKind);
}

export function requirementsFor(
  track: Track,
  avatarKind: 'analysis' | 'implementation',
): readonly TrackRequirement[] {
  return trackPolicies[track].requirements(avatarKind);
}
