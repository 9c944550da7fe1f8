// trackRules — seed 001's 轨道特定验证规则 as one data table — and requiredLevel(track,
// avatarKind)
// Pos: policies, the track table; 定 and 慧 read it instead of branching on track
// names. Not a judge itself
import type { AnchorType } from '../vocabulary/anchor.js';
import type { Track } from '../vocabulary/track.js';
import type { EvidenceLevel } from '../vocabulary/verdict.js';

/**
 * What a track's 定 gate needs beyond a level, each met by a passing command
 * evidence item.
 */
export type TrackRequirement =
  'acceptance-covered' | 'repro' | 'regression' | 'behaviour-unchanged';

export interface TrackRule {
  track: Track;
  /** 戒关重点, for the report. */
  jieFocus: string;
  /** 定关门槛 for implementation avatars. */
  minLevel: EvidenceLevel;
  requires: readonly TrackRequirement[];
  /** 慧关深度, for the report. */
  huiDepth: string;
  /**
   * never: 慧 always runs; small-fix: a one-file change under the small-fix line
   * limit may skip; always: may skip.
   */
  skipHui: 'never' | 'small-fix' | 'always';
  /**
   * The anchor kind 慧 extracts for this track (feature/refactor decisions, fix
   * problems).
   */
  anchorType: AnchorType;
  /**
   * Direct's contract may be simplified: only the substantive fields must be
   * present.
   */
  contract: 'full' | 'simplified';
}

export const trackRules: Readonly<Record<Track, TrackRule>> = {
  feature: {
    track: 'feature',
    jieFocus: 'Contract 完整',
    minLevel: 'L2',
    requires: ['acceptance-covered'],
    huiDepth: '完整内观',
    skipHui: 'never',
    anchorType: 'D',
    contract: 'full',
  },
  fix: {
    track: 'fix',
    jieFocus: '安全检查 + 回归风险',
    minLevel: 'L2',
    requires: ['repro', 'regression'],
    huiDepth: '问题锚点提取',
    skipHui: 'small-fix',
    anchorType: 'P',
    contract: 'full',
  },
  refactor: {
    track: 'refactor',
    jieFocus: '边界检查 + 行为保持',
    minLevel: 'L2',
    requires: ['behaviour-unchanged'],
    huiDepth: '决策锚点提取',
    skipHui: 'never',
    anchorType: 'D',
    contract: 'full',
  },
  direct: {
    track: 'direct',
    jieFocus: '基础安全检查',
    minLevel: 'L1',
    requires: [],
    huiDepth: '可跳过',
    skipHui: 'always',
    anchorType: 'D',
    contract: 'simplified',
  },
};

/** Analysis avatars (eye, ear, nose, mind) may not run commands, so no track can ask them for L2:
 *  their proof is citations (seed 001: 定关至少 L1). Track requirements bind
 *  implementation avatars only. */
export const ANALYSIS_MIN_LEVEL: EvidenceLevel = 'L1';

export function requiredLevel(
  track: Track,
  avatarKind: 'analysis' | 'implementation',
): EvidenceLevel {
  return avatarKind === 'analysis'
    ? ANALYSIS_MIN_LEVEL
    : trackRules[track].minLevel;
}

export function requirementsFor(
  track: Track,
  avatarKind: 'analysis' | 'implementation',
): readonly TrackRequirement[] {
  return avatarKind === 'analysis' ? [] : trackRules[track].requires;
}
