// RescueStage, rescueStage (usage ratio → stage 0–3 of seed 000's 三阶段上下文恢复),
// stagePrompt, shouldAct (the 防重复 rule)
// Pos: policies/context/rescue, the stage table and its anti-repeat rule; the
// DCP runs and the state file are src/context/rescue.ts
import type { RescueConfig } from '../../vocabulary/context-config.js';
import { message, type Lang } from '../../vocabulary/messages/index.js';

export type RescueStage = 0 | 1 | 2 | 3;

export const STAGE_NAMES: Record<RescueStage, string> = {
  0: 'none',
  1: 'warn',
  2: 'compress',
  3: 'emergency',
};

export function rescueStage(ratio: number, c: RescueConfig): RescueStage {
  if (ratio >= c.emergency) return 3;
  if (ratio >= c.compress) return 2;
  if (ratio >= c.warn) return 1;
  return 0;
}

const pct = (r: number) => `${Math.round(r * 100)}%`;

export function stagePrompt(
  stage: RescueStage,
  ratio: number,
  lang: Lang = 'en',
): string {
  return stage === 0
    ? ''
    : message(`ctx.stage.${stage}`, lang, { pct: pct(ratio) });
}

export interface RecoveryMemory {
  sessionId: string | null;
  stage: RescueStage;
  reportedErrors: string[];
}

/**
 * 防重复: act when the stage rose for this session (or the session changed);
 * errors already reported are not reported again.
 */
export function shouldAct(
  memory: RecoveryMemory | null,
  sessionId: string | null,
  stage: RescueStage,
): boolean {
  if (stage === 0) return false;
  if (!memory || memory.sessionId !== sessionId) return true;
  return stage > memory.stage;
}
