// TrackRule, TrackPolicy and trackPolicy(rule) — one track's rules (seed 001
// 轨道特定验证规则) as data plus the predicates the pipeline machine's guards call:
// what 戒 focuses on, which evidence 定 needs, how deep 慧 goes
// Pos: policies/pipeline/tracks, the shape every track module fills; pure.
// Reads gate results through minimal structural types so this folder imports no
// judge (the judges read the tracks, not the other way round)
import type { AnchorType } from '../../vocabulary/anchor.js';
import type { Track } from '../../vocabulary/track.js';
import type { EvidenceLevel } from '../../vocabulary/verdict.js';
import { evidenceLevelRank } from '../../vocabulary/verdict.js';

/**
 * What a track's 定 gate needs beyond a level, each met by a passing command
 * evidence item.
 */
export type TrackRequirement =
  'acceptance-covered' | 'repro' | 'regression' | 'behaviour-unchanged';

export type AvatarKind = 'analysis' | 'implementation';

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
   * limit may skip; always: may skip. The pipeline machine builds the track's 慧
   * region from it: a never-skip track has no SKIP transition at all.
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

/** Analysis avatars (eye, ear, nose, mind) may not run commands, so no track
 * can ask them for L2: their proof is citations (seed 001: 定关至少 L1). Track
 * requirements bind implementation avatars only. */
export const ANALYSIS_MIN_LEVEL: EvidenceLevel = 'L1';

/** The parts of a 定 result a track's bar reads. */
export interface DingOutcome {
  verdict: string;
  level: EvidenceLevel;
}

/** The parts of a 慧 result a track's depth reads. */
export interface HuiOutcome {
  verdict: string;
  skipped: boolean;
}

export interface TrackPolicy {
  readonly rule: TrackRule;
  /** 定关门槛: the level this track asks of an avatar of this kind. */
  requiredLevel(avatarKind: AvatarKind): EvidenceLevel;
  /** The proofs beyond a level (implementation avatars only). */
  requirements(avatarKind: AvatarKind): readonly TrackRequirement[];
  /**
   * 定 may hand over to 慧: the judge passed the output and its level reaches the
   * track's bar. A PASS below the bar (judge and track disagreeing) does not
   * advance: the machine treats it as a RETRY (fail closed).
   */
  evidenceMet(ding: DingOutcome, avatarKind: AvatarKind): boolean;
  /**
   * 慧 was skipped and the track allows it. Never true on a never-skip track,
   * whatever the judge said.
   */
  huiSkipAllowed(hui: HuiOutcome): boolean;
}

export function trackPolicy(rule: TrackRule): TrackPolicy {
  const requiredLevel = (kind: AvatarKind): EvidenceLevel =>
    kind === 'analysis' ? ANALYSIS_MIN_LEVEL : rule.minLevel;
  return {
    rule,
    requiredLevel,
    requirements: (kind) => (kind === 'analysis' ? [] : rule.requires),
    evidenceMet: (ding, kind) =>
      ding.verdict === 'PASS' &&
      evidenceLevelRank[ding.level] >= evidenceLevelRank[requiredLevel(kind)],
    huiSkipAllowed: (hui) =>
      rule.skipHui !== 'never' && hui.skipped && hui.verdict === 'SKIP',
  };
}
