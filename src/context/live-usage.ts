// lastUsageInTail and onUsage — the real prompt size read from the end of a
// Claude Code transcript (bounded), the context machine driven with it, and
// seed 000's three-stage rescue acted on before Claude Code compacts: 70% the
// protection rules, 85% the compact form, the anchors and a ready `/compact`
// line, 100% the archive PreCompact makes (SessionStart gives it back)
// Pos: src/context, what UserPromptSubmit and PostToolUse call; it never blocks
// and never rewrites the transcript (a hook cannot change Claude Code's
// context). Each stage is said once per session (recovery-state.json)
import {
  message,
  type Lang,
} from '../../policies/vocabulary/messages/index.js';
import { noticeText } from '../../policies/context/usage-bands.js';
import { renderForms } from '../../policies/context/forms/render-forms.js';
import { liveNotice } from '../../policies/context/rescue/live-notices.js';
import type { RescueStage } from '../../policies/context/rescue/rescue-stages.js';
import {
  rescueStage,
  shouldAct,
} from '../../policies/context/rescue/rescue-stages.js';
import type { ContextForm } from '../../policies/context/usage-bands.js';
import { contextView } from '../../policies/context/transcript/context-view.js';
import type { ContextConfig } from '../../policies/vocabulary/context-config.js';
import { readRegularTail } from '../platform/store/regular-file.js';
import { writeTextRedacted } from '../platform/store/redacted-file.js';
import { readAnchors } from './anchor-store.js';
import { onPreCompact } from './claude-code.js';
import { contextPaths } from './context-dir.js';
import type { EffectLog } from './context-effects.js';
import { contextEffects } from './context-effects.js';
import { driveTracker } from './context-state.js';
import { anchorsContext } from './load-archive.js';
import { pruneParsed, readTranscript } from './prune-file.js';
import { readRecoveryState, writeRecoveryState } from './rescue.js';

/** Enough for the last few responses; a transcript is never read whole here. */
export const USAGE_TAIL_BYTES = 512 * 1024;

/**
 * The prompt size (input + cache creation + cache read) of the newest
 * main-chain assistant record in the last `maxBytes` of the file; undefined
 * when there is none, or when a compaction came after it (the old figure no
 * longer holds).
 */
export function lastUsageInTail(
  path: string,
  maxBytes = USAGE_TAIL_BYTES,
): number | undefined {
  const { text, start } = readRegularTail(path, maxBytes);
  const lines = text.split('\n');
  if (start > 0) lines.shift();
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    if (!line.includes('"usage"') && !line.includes('compact_boundary'))
      continue;
    let r: Record<string, unknown>;
    try {
      r = JSON.parse(line) as Record<string, unknown>;
    } catch {
      continue; // a torn last line
    }
    if (r['type'] === 'system' && r['subtype'] === 'compact_boundary')
      return undefined;
    if (r['type'] !== 'assistant' || r['isSidechain'] === true) continue;
    const u = (r['message'] as { usage?: Record<string, unknown> } | undefined)
      ?.usage;
    if (!u || typeof u['input_tokens'] !== 'number') continue;
    const n = (k: string) => (typeof u[k] === 'number' ? (u[k] as number) : 0);
    return (
      n('input_tokens') +
      n('cache_creation_input_tokens') +
      n('cache_read_input_tokens')
    );
  }
  return undefined;
}

export interface LiveUsageInput {
  workspace: string;
  config: ContextConfig;
  transcriptPath: string;
  sessionId: string;
  now: Date;
  /** The notices', forms' and reports' language; absent: English (the host passes the user's). */
  lang?: Lang;
}

export interface LiveUsageResult {
  ratio: number | null;
  stage: RescueStage;
  form?: ContextForm;
  /** additionalContext for the model, when a stage was reached. */
  agent?: string;
  /** systemMessage for the person. */
  user?: string;
  archived?: string;
  restarted?: string;
}

export async function onUsage(i: LiveUsageInput): Promise<LiveUsageResult> {
  const prompt = lastUsageInTail(i.transcriptPath);
  if (prompt === undefined) return { ratio: null, stage: 0 };
  const c = i.config;
  const ratio = prompt / c.window;
  const lang = i.lang ?? 'en';
  const log: EffectLog = {};
  const setup = {
    workspace: i.workspace,
    config: c,
    now: i.now,
    transcriptPath: i.transcriptPath,
    sessionId: i.sessionId,
    trigger: 'usage read from the transcript',
    lang,
  };
  const archiveOrLoad = contextEffects(setup, log);
  const drive = await driveTracker(
    i.workspace,
    c.thresholds,
    [{ type: 'USAGE', ratio }],
    async (request) => {
      if (request.kind !== 'prune') return archiveOrLoad(request);
      // Claude Code owns its messages: the prune is reported, not applied.
      log.pruned = await pruneParsed(
        readTranscript(i.transcriptPath),
        i.transcriptPath,
        { config: rescueConfig(c), now: i.now, trigger: setup.trigger, lang },
      );
      writeTextRedacted(
        contextPaths(i.workspace).currentReport,
        log.pruned.report,
      );
      return { type: 'PRUNED' };
    },
  );
  const base: LiveUsageResult = {
    ratio,
    stage: rescueStage(ratio, c.rescue),
    form: drive.context.form,
    ...(log.archived ? { archived: log.archived.session } : {}),
    ...(drive.restarted ? { restarted: drive.restarted } : {}),
  };
  const memory = readRecoveryState(i.workspace);
  const act = shouldAct(
    memory && {
      sessionId: memory.sessionId,
      stage: memory.stage as RescueStage,
      reportedErrors: memory.reportedErrors,
    },
    i.sessionId,
    base.stage,
  );
  if (!act) {
    // Seed 002's red line archived (95%) without a new rescue stage: say so.
    return log.archived && drive.context.notice
      ? { ...base, user: noticeText(drive.context.notice, lang) }
      : base;
  }
  let facts: Parameters<typeof liveNotice>[0] = {
    stage: base.stage,
    ratio,
    config: c,
    lang,
  };
  if (base.stage === 3) {
    // What PreCompact does, before Claude Code compacts: archive, detect
    // errors, keep the recovery prompt for SessionStart.
    const pre = await onPreCompact({
      workspace: i.workspace,
      config: c,
      transcriptPath: i.transcriptPath,
      sessionId: i.sessionId,
      trigger: 'auto',
      now: i.now,
      lang,
    });
    base.archived = pre.session;
    facts = { ...facts, archive: pre.session, compact: pre.compact };
  }
  if (base.stage >= 2) {
    const view = contextView(readTranscript(i.transcriptPath));
    const forms = renderForms(view, readAnchors(i.workspace).anchors, lang);
    const pruned =
      log.pruned ??
      (base.stage === 2
        ? await pruneParsed(view.transcript, i.transcriptPath, {
            config: rescueConfig(c),
            now: i.now,
            lang,
          })
        : undefined);
    facts = {
      ...facts,
      compact: facts.compact ?? forms.compact,
      anchors: anchorsContext(forms.anchors, lang),
      anchorIds: forms.anchors.map((a) => a.anchor.id),
      ...(pruned
        ? {
            wouldPrune: message('ctx.switch.prune-line', lang, {
              preset: rescueConfig(c).dcp.preset,
              items: pruned.result.items.length,
              saved: pruned.result.saved.toLocaleString('en-US'),
              percent: pruned.result.savedPercent,
            }),
          }
        : {}),
    };
    if (pruned && !log.pruned)
      writeTextRedacted(contextPaths(i.workspace).currentReport, pruned.report);
  }
  if (base.stage < 3) {
    const same = memory?.sessionId === i.sessionId;
    writeRecoveryState(i.workspace, {
      timestamp: i.now.toISOString(),
      stage: base.stage,
      usage: ratio,
      session_errors_count: same ? memory!.session_errors_count : 0,
      dcp_stats: same ? memory!.dcp_stats : null,
      sessionId: i.sessionId,
      reportedErrors: same ? memory!.reportedErrors : [],
      pendingPrompt: same ? (memory!.pendingPrompt ?? null) : null,
    });
  }
  const notice = liveNotice(facts);
  return notice ? { ...base, agent: notice.agent, user: notice.user } : base;
}

/** Seed 000's rescue prunes with its own limits (the aggressive preset). */
const rescueConfig = (c: ContextConfig): ContextConfig => ({
  ...c,
  dcp: { ...c.dcp, preset: 'aggressive' },
});
