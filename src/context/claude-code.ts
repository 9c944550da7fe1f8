// onPreCompact and onSessionStart — what Claude Code's PreCompact and
// SessionStart hooks call: archive the three forms and the anchors before a
// compaction; give the compact form and the relevant anchors back when the
// session comes back
// Pos: src/context, the functions the hook adapter (`wukong hook`, built
// elsewhere) wires up; they read the hook's fields, not stdin
import { join } from 'node:path';
import {
  message,
  type Lang,
} from '../../policies/vocabulary/messages/index.js';
import type { ContextEvent } from '../../machines/context.machine.js';
import { contextView } from '../../policies/context/transcript/context-view.js';
import { lastPromptTokens } from '../../policies/context/transcript/usage.js';
import type { ContextConfig } from '../../policies/vocabulary/context-config.js';
import { readTextIfExists } from '../platform/store/atomic-file.js';
import { writeJsonRedacted } from '../platform/store/redacted-file.js';
import type { ArchiveMeta } from './archive.js';
import { listArchives } from './archive.js';
import { recordAnchorEvents, readAnchors } from './anchor-store.js';
import { contextPaths } from './context-dir.js';
import type { EffectLog } from './context-effects.js';
import { contextEffects } from './context-effects.js';
import { driveTracker } from './context-state.js';
import { anchorsContext } from './load-archive.js';
import { readTranscript } from './prune-file.js';
import { readRecoveryState, runRescue, writeRecoveryState } from './rescue.js';

export interface PreCompactInput {
  workspace: string;
  /**
   * The workspace's `context` section, as the process entry loaded it (this
   * module never reads the config itself).
   */
  config: ContextConfig;
  transcriptPath: string;
  sessionId: string;
  /** Claude Code's PreCompact trigger. */
  trigger: 'manual' | 'auto';
  now?: Date;
  /** The forms' and reports' language; absent: English (the host passes the user's). */
  lang?: Lang;
}

export interface PreCompactResult {
  session: string;
  dir: string;
  /**
   * Every file written: the three forms, the DCP report, the anchors snapshot,
   * meta.json (in the archive and in current/), anchors.md/json.
   */
  written: string[];
  compact: string;
  /**
   * Session errors found, with the recovery prompt kept for the next
   * SessionStart (seed 000 会话级错误恢复).
   */
  errors: Array<{ class: string; line: number; toolUseId?: string }>;
  recoveryPrompt: string;
  /**
   * Why the context machine's stored state was dropped and it started over;
   * absent when it was restored or new.
   */
  restarted?: string;
}

export async function onPreCompact(
  input: PreCompactInput,
): Promise<PreCompactResult> {
  const now = input.now ?? new Date();
  const c = input.config;
  const prompt = lastPromptTokens(
    contextView(readTranscript(input.transcriptPath)),
  );
  const events: ContextEvent[] = [
    ...(prompt !== undefined
      ? [{ type: 'USAGE' as const, ratio: prompt / c.window }]
      : []),
    { type: 'ARCHIVE' },
  ];
  const log: EffectLog = {};
  const effects = contextEffects(
    {
      workspace: input.workspace,
      config: c,
      now,
      transcriptPath: input.transcriptPath,
      sessionId: input.sessionId,
      trigger: `PreCompact (${input.trigger})`,
      ...(input.lang ? { lang: input.lang } : {}),
    },
    log,
  );
  const drive = await driveTracker(
    input.workspace,
    c.thresholds,
    events,
    effects,
  );
  if (!log.archived) {
    // The machine was already archiving (an earlier effect failed half way):
    // archive again, directly.
    await effects({
      kind: 'archive',
      reason: 'manual',
      ratio: prompt === undefined ? 0 : prompt / c.window,
    });
  }
  const rescue = await runRescue({
    workspace: input.workspace,
    transcriptPath: input.transcriptPath,
    config: c,
    now,
    deferPrompt: true,
    ...(input.lang ? { lang: input.lang } : {}),
  });
  const a = log.archived!;
  return {
    session: a.session,
    dir: a.dir,
    written: [
      ...new Set([
        ...(log.pruned ? [contextPaths(input.workspace).currentReport] : []),
        ...a.written,
        rescue.statePath,
      ]),
    ],
    compact: a.compact,
    errors: rescue.newErrors.map((e) => ({
      class: e.class,
      line: e.line,
      ...(e.toolUseId ? { toolUseId: e.toolUseId } : {}),
    })),
    recoveryPrompt: rescue.prompt,
    ...(drive.restarted ? { restarted: drive.restarted } : {}),
  };
}

export interface SessionStartInput {
  workspace: string;
  /** Claude Code's SessionStart source. */
  source: 'startup' | 'resume' | 'clear' | 'compact';
  sessionId: string;
  now?: Date;
  /** The context's language; absent: English (the host passes the user's). */
  lang?: Lang;
}

export interface SessionStartResult {
  /**
   * Text for hookSpecificOutput.additionalContext; absent when there is nothing
   * to add.
   */
  additionalContext?: string;
  archive?: string;
  anchors?: string[];
}

export function onSessionStart(input: SessionStartInput): SessionStartResult {
  const now = input.now ?? new Date();
  const paths = contextPaths(input.workspace);
  const archives = listArchives(input.workspace);
  let chosen =
    archives.find((a) => a.meta.sessionId === input.sessionId) ??
    (input.source === 'resume' || input.source === 'compact'
      ? archives[0]
      : undefined);
  if (input.source === 'startup' || input.source === 'clear') {
    // Only an archive that asked for a hand-over (`wukong context archive
    // --handoff`) speaks at a fresh start, and only once.
    const meta = chosen?.meta as ArchiveMeta | undefined;
    const latest = archives[0]?.meta as ArchiveMeta | undefined;
    chosen =
      latest?.handoff && !latest.handoffConsumedAt
        ? archives[0]
        : meta?.handoff && !meta.handoffConsumedAt
          ? chosen
          : undefined;
    if (chosen) {
      const consumed = {
        ...(chosen.meta as ArchiveMeta),
        handoffConsumedAt: now.toISOString(),
      };
      writeJsonRedacted(join(chosen.dir, 'meta.json'), consumed, 1);
    }
  }
  if (!chosen) return {};
  const compact = readTextIfExists(join(chosen.dir, 'compact.md')) ?? '';
  const store = readAnchors(input.workspace).anchors;
  const anchors = chosen.meta.anchors
    .map((id) => store.find((a) => a.anchor.id === id))
    .filter((a) => a !== undefined && a.stage !== 'obsolete');
  const at = now.toISOString();
  recordAnchorEvents(
    input.workspace,
    anchors.map((a) => ({
      id: a!.anchor.id,
      event: { type: 'MATCHED' as const, at },
    })),
  );
  const recovery = readRecoveryState(input.workspace);
  const pending =
    recovery &&
    recovery.pendingPrompt &&
    (recovery.sessionId === input.sessionId ||
      recovery.sessionId === chosen.meta.sessionId)
      ? recovery.pendingPrompt
      : null;
  if (recovery && pending)
    writeRecoveryState(input.workspace, { ...recovery, pendingPrompt: null });
  const lang = input.lang ?? 'en';
  const parts = [
    message('ctx.start.title', lang, { session: chosen.session }),
    compact.trim(),
    anchorsContext(anchors as never, lang).trim(),
    pending ?? '',
    message('ctx.start.more', lang, {
      normal: paths.currentForm('normal'),
      expanded: paths.currentForm('expanded'),
    }),
  ].filter(Boolean);
  return {
    additionalContext: `${parts.join('\n\n')}\n`,
    archive: chosen.session,
    anchors: anchors.map((a) => a!.anchor.id),
  };
}
