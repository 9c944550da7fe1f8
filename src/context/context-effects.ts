// contextEffects — performs what the context machine requests (prune → PRUNED,
// archive → ARCHIVED, load → LOADED) and keeps a log
// Pos: src/context, the effect half of the Ruyi runtime; the CLI and the Claude
// Code hooks share it so both do exactly the same thing
import { fragment } from '../../policies/vocabulary/messages/say.js';
import {
  message,
  type Lang,
} from '../../policies/vocabulary/messages/index.js';
import type {
  ContextEvent,
  EffectRequest,
} from '../../machines/context.machine.js';
import type { ContextConfig } from '../../policies/vocabulary/context-config.js';
import { UsageError } from '../platform/errors/usage-error.js';
import { writeTextRedacted } from '../platform/store/redacted-file.js';
import type { ArchiveResult } from './archive.js';
import { archiveSession } from './archive.js';
import { contextPaths } from './context-dir.js';
import type { LoadedArchive } from './load-archive.js';
import { loadArchive } from './load-archive.js';
import type { PruneFileResult } from './prune-file.js';
import { pruneFile } from './prune-file.js';

export interface EffectLog {
  pruned?: PruneFileResult;
  archived?: ArchiveResult;
  loaded?: LoadedArchive;
}

export interface EffectSetup {
  workspace: string;
  config: ContextConfig;
  now: Date;
  transcriptPath?: string;
  sessionId?: string;
  trigger: string;
  /** The language of the reports and forms; absent: English (the host passes the user's). */
  lang?: Lang;
  /**
   * Mark the archive for hand-over to the next fresh session (the red line
   * always does).
   */
  handoff?: boolean;
}

export function contextEffects(setup: EffectSetup, log: EffectLog) {
  const lang = setup.lang ?? 'en';
  const pct = (r: number) => `${Math.round(r * 100)}%`;
  const needTranscript = (
    what: 'error.transcript.pruning-what' | 'error.transcript.archiving-what',
  ) => {
    if (!setup.transcriptPath)
      throw new UsageError(
        fragment('error.transcript.needs', { what: fragment(what) }),
      );
    return setup.transcriptPath;
  };
  return async (request: EffectRequest): Promise<ContextEvent> => {
    if (request.kind === 'prune') {
      const r = await pruneFile(
        needTranscript('error.transcript.pruning-what'),
        {
          config: setup.config,
          now: setup.now,
          lang,
          trigger: message('ctx.dcp.trigger.at', lang, {
            trigger: setup.trigger,
            pct: pct(request.ratio),
          }),
        },
      );
      writeTextRedacted(contextPaths(setup.workspace).currentReport, r.report);
      log.pruned = r;
      return {
        type: 'PRUNED',
        ...(r.usage ? { ratio: r.usage.ratioAfter } : {}),
      };
    }
    if (request.kind === 'archive') {
      const r = await archiveSession({
        workspace: setup.workspace,
        transcriptPath: needTranscript('error.transcript.archiving-what'),
        config: setup.config,
        now: setup.now,
        lang,
        trigger:
          request.reason === 'usage'
            ? message('ctx.dcp.trigger.red', lang, {
                trigger: setup.trigger,
                pct: pct(request.ratio),
              })
            : setup.trigger,
        ...(setup.sessionId ? { sessionId: setup.sessionId } : {}),
        handoff: setup.handoff === true || request.reason === 'usage',
      });
      log.archived = r;
      return { type: 'ARCHIVED', session: r.session };
    }
    const r = loadArchive(setup.workspace, request.session, setup.now, lang);
    log.loaded = r;
    return { type: 'LOADED', session: r.session };
  };
}
