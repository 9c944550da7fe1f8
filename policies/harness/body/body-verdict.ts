// BodyViolationKind, VIOLATIONS (seed 000 本体越界判定: level and handling per kind),
// BodyViolation, BodyVerdict
// Pos: policies/harness/body, the words of the body's self-check; the
// checkpoint machine produces violations, body-boundary-policy turns them into
// gate findings
import type { AvatarId } from '../../vocabulary/avatar.js';
import type { BodyEnforce } from '../../vocabulary/loop-config.js';
import type { ViolationLevel } from '../../vocabulary/severity.js';

export type BodyViolationKind =
  | 'skip-checkpoint'
  | 'incomplete-checkpoint'
  | 'decision-error'
  | 'code-limit'
  | 'parallel'
  | 'build-test'
  | 'exploration';

/**
 * Handling per the seed's table: stop (立即停止，要求重新自检), reject (驳回), warn
 * (警告，后续改进).
 */
export type Handling = 'stop' | 'reject' | 'warn';

export const VIOLATIONS: Readonly<
  Record<
    BodyViolationKind,
    { level: ViolationLevel; handling: Handling; zh: string }
  >
> = {
  'skip-checkpoint': {
    level: 'CRITICAL',
    handling: 'stop',
    zh: '跳过 CHECKPOINT',
  },
  'incomplete-checkpoint': {
    level: 'CRITICAL',
    handling: 'stop',
    zh: 'CHECKPOINT 不完整',
  },
  'decision-error': { level: 'HIGH', handling: 'reject', zh: '决策错误' },
  'code-limit': { level: 'HIGH', handling: 'reject', zh: '超出代码限制' },
  parallel: { level: 'HIGH', handling: 'warn', zh: '并行违规' },
  'build-test': { level: 'HIGH', handling: 'reject', zh: '构建/测试越界' },
  exploration: { level: 'HIGH', handling: 'reject', zh: '多文件探索越界' },
};

export interface BodyViolation {
  kind: BodyViolationKind;
  level: ViolationLevel;
  message: string;
  /**
   * Whom the work belongs to: an avatar, parallel avatars, or a new self-check.
   */
  delegateTo: AvatarId | 'parallel' | 'checkpoint';
  /** Stable within a task, so one violation is reported once. */
  key: string;
}

export interface BodyVerdict {
  enforce: BodyEnforce;
  /** Violations this action raised (new ones only). */
  violations: BodyViolation[];
}

declare module '../../gate/gate-context.js' {
  interface GateFacts {
    /**
     * The body's self-check on this action (machines/checkpoint.machine.ts),
     * for the main agent only.
     */
    body?: BodyVerdict;
  }
}

export function violation(
  kind: BodyViolationKind,
  message: string,
  delegateTo: BodyViolation['delegateTo'],
  key: string = kind,
): BodyViolation {
  return { kind, level: VIOLATIONS[kind].level, message, delegateTo, key };
}
