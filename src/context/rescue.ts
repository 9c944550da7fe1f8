// runRescue — seed 000's three-stage context rescue (70% warn, 85% DCP, 100%
// emergency DCP with per-tool keep counts + the compact form + "continue") and
// session error recovery, remembered in current/recovery-state.json so nothing
// is said twice; readRecoveryState
// Pos: src/context, the rescue's effects; stages, error classes and the
// anti-repeat rule are policies/context/rescue
import * as z from 'zod';
import {
  message,
  type Lang,
  type MessageId,
  type MessageParams,
} from '../../policies/vocabulary/messages/index.js';
import { renderForms } from '../../policies/context/forms/render-forms.js';
import { ERROR_CLASSES } from '../../policies/context/rescue/error-classes.js';
import type { RescueStage } from '../../policies/context/rescue/rescue-stages.js';
import {
  rescueStage,
  shouldAct,
  STAGE_NAMES,
  stagePrompt,
} from '../../policies/context/rescue/rescue-stages.js';
import type { SessionError } from '../../policies/context/rescue/session-errors.js';
import { detectSessionErrors } from '../../policies/context/rescue/session-errors.js';
import { contextView } from '../../policies/context/transcript/context-view.js';
import { lastPromptTokens } from '../../policies/context/transcript/usage.js';
import type { ContextConfig } from '../../policies/vocabulary/context-config.js';
import { readTextIfExists } from '../platform/store/atomic-file.js';
import {
  writeJsonRedacted,
  writeTextRedacted,
} from '../platform/store/redacted-file.js';
import { readAnchors } from './anchor-store.js';
import { contextPaths } from './context-dir.js';
import type { PruneFileResult } from './prune-file.js';
import { pruneParsed, readTranscript } from './prune-file.js';
import { lazySchema } from '../../policies/vocabulary/lazy-schema.js';

export const RecoveryState = lazySchema(() =>
  z.object({
    timestamp: z.string(),
    stage: z.number().int().min(0).max(3),
    usage: z.number().nullable(),
    session_errors_count: z.number().int().min(0),
    dcp_stats: z
      .object({
        savedPercent: z.number(),
        saved: z.number(),
        byStrategy: z.record(
          z.string(),
          z.object({ items: z.number(), saved: z.number() }),
        ),
      })
      .nullable(),
    sessionId: z.string().nullable(),
    reportedErrors: z.array(z.string()),
    /**
     * A recovery prompt not yet handed to the agent (PreCompact writes it,
     * SessionStart delivers it once).
     */
    pendingPrompt: z.string().nullable().default(null),
  }),
);
export type RecoveryState = z.infer<typeof RecoveryState>;

export function readRecoveryState(workspace: string): RecoveryState | null {
  const text = readTextIfExists(contextPaths(workspace).recoveryState);
  if (text === undefined) return null;
  try {
    const parsed = RecoveryState.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    // A torn or foreign file: start the memory over rather than block the
    // rescue.
    return null;
  }
}

export function writeRecoveryState(
  workspace: string,
  state: RecoveryState,
): void {
  writeJsonRedacted(contextPaths(workspace).recoveryState, state, 1);
}

/** Seed 000 错误恢复输出格式, one block per error. */
export function errorRecoveryText(e: SessionError, lang: Lang = 'en'): string {
  const t = (id: MessageId, p: MessageParams = {}) => message(id, lang, p);
  return [
    t('ctx.recovery.title'),
    '',
    t('ctx.recovery.class', {
      label: ERROR_CLASSES[e.class].label,
      id: e.class,
    }),
    t('ctx.recovery.severity', { severity: e.severity }),
    t('ctx.recovery.matched', { matched: e.matched }),
    t('ctx.recovery.where', {
      line: e.line,
      rest: `${e.toolUseId ? `, ${e.tool} ${e.toolUseId}` : ''}${e.excerpt ? ` — ${e.excerpt}` : ''}`,
    }),
    '',
    t('ctx.recovery.strategy'),
    '',
    `${t(`ctx.strategy.${e.class}`)}: ${e.recoveryPrompt}`,
    '',
    t('ctx.recovery.state'),
  ].join('\n');
}

export interface RescueOptions {
  workspace: string;
  transcriptPath: string;
  config: ContextConfig;
  now: Date;
  /** Usage ratio; read from the transcript's last `usage` when absent. */
  ratio?: number;
  /**
   * Keep the prompt for the next SessionStart instead of (only) returning it.
   */
  deferPrompt?: boolean;
  /** The prompt's and reports' language; absent: English (the host passes the user's). */
  lang?: Lang;
}

export interface RescueResult {
  stage: RescueStage;
  stageName: string;
  ratio: number | null;
  acted: boolean;
  newErrors: SessionError[];
  prompt: string;
  dcp: PruneFileResult | null;
  statePath: string;
}

const EMERGENCY_STEPS = [2000, 1000, 500, 250];

export async function runRescue(o: RescueOptions): Promise<RescueResult> {
  const transcript = readTranscript(o.transcriptPath);
  const view = contextView(transcript);
  const prompt = lastPromptTokens(view);
  const ratio =
    o.ratio ?? (prompt === undefined ? null : prompt / o.config.window);
  const stage = ratio === null ? 0 : rescueStage(ratio, o.config.rescue);
  const lang = o.lang ?? 'en';
  const sessionId = view.sessionId ?? null;
  const memory = readRecoveryState(o.workspace);
  const sameSession = memory?.sessionId === sessionId;
  const reported = new Set(sameSession ? memory!.reportedErrors : []);
  const newErrors = detectSessionErrors(view).filter(
    (e) => !reported.has(e.key),
  );
  const acted = shouldAct(
    memory && {
      sessionId: memory.sessionId,
      stage: memory.stage as RescueStage,
      reportedErrors: memory.reportedErrors,
    },
    sessionId,
    stage,
  );
  let dcp: PruneFileResult | null = null;
  const parts: string[] = [];
  // Seed 000's Stage 2 and 3 name their own limits (2000 characters a tool
  // output, per-tool keep counts): the rescue prunes with the aggressive preset
  // whatever the everyday one is.
  const rescueConfig: ContextConfig = {
    ...o.config,
    dcp: { ...o.config.dcp, preset: 'aggressive' },
  };
  if (acted && stage >= 2) {
    const trigger = message('ctx.dcp.trigger.rescue', lang, {
      stage: STAGE_NAMES[stage],
      pct: `${Math.round((ratio ?? 0) * 100)}%`,
    });
    if (stage === 2)
      dcp = await pruneParsed(transcript, o.transcriptPath, {
        config: rescueConfig,
        now: o.now,
        trigger,
        lang,
      });
    else {
      // 更激进的 DCP: keep counts per tool, then tighter truncation until the
      // target share is cut (or the floor is reached).
      for (const maxChars of EMERGENCY_STEPS) {
        dcp = await pruneParsed(transcript, o.transcriptPath, {
          config: rescueConfig,
          now: o.now,
          trigger,
          lang,
          emergency: { keepRecent: o.config.rescue.keepRecent, maxChars },
        });
        if (dcp.result.savedPercent >= o.config.rescue.emergencyTarget * 100)
          break;
      }
    }
    writeTextRedacted(contextPaths(o.workspace).currentReport, dcp!.report);
  }
  if (acted) parts.push(stagePrompt(stage, ratio ?? 0, lang));
  if (dcp)
    parts.push(
      message('ctx.rescue.dcp', lang, {
        items: dcp.result.items.length,
        saved: dcp.result.saved.toLocaleString('en-US'),
        percent: dcp.result.savedPercent,
      }),
    );
  if (acted && stage === 3)
    parts.push(
      renderForms(view, readAnchors(o.workspace).anchors, lang).compact.trim(),
      'continue',
    );
  for (const e of newErrors) parts.push(errorRecoveryText(e, lang));
  const text = parts.join('\n\n');
  const statePath = contextPaths(o.workspace).recoveryState;
  writeRecoveryState(o.workspace, {
    timestamp: o.now.toISOString(),
    stage: sameSession ? Math.max(stage, acted ? stage : memory!.stage) : stage,
    usage: ratio,
    session_errors_count:
      (sameSession ? memory!.session_errors_count : 0) + newErrors.length,
    dcp_stats: dcp
      ? {
          savedPercent: dcp.result.savedPercent,
          saved: dcp.result.saved,
          byStrategy: dcp.result.byStrategy,
        }
      : sameSession
        ? memory!.dcp_stats
        : null,
    sessionId,
    reportedErrors: [...reported, ...newErrors.map((e) => e.key)],
    pendingPrompt:
      o.deferPrompt && text
        ? text
        : sameSession
          ? (memory!.pendingPrompt ?? null)
          : null,
  });
  return {
    stage,
    stageName: STAGE_NAMES[stage],
    ratio,
    acted,
    newErrors,
    prompt: text,
    dcp,
    statePath,
  };
}
