// contextEffects — performs what the context machine requests (prune → PRUNED,
// archive → ARCHIVED, load → LOADED) and keeps a log
// Pos: src/context, the effect half of the Ruyi runtime; the CLI and the Claude
// Code hooks share it so both do exactly the same thing
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
  /**
   * Mark the archive for hand-over to the next fresh session (the red line
   * always does).
   */
  handoff?: boolean;
}

export function contextEffects(setup: EffectSetup, log: EffectLog) {
  const needTranscript = (what: string) => {
    if (!setup.transcriptPath)
      throw new UsageError(
        `${what} needs a transcript: pass --transcript FILE (none found for this workspace under ~/.claude/projects)`,
      );
    return setup.transcriptPath;
  };
  return async (request: EffectRequest): Promise<ContextEvent> => {
    if (request.kind === 'prune') {
      const r = await pruneFile(needTranscript('pruning'), {
        config: setup.config,
        now: setup.now,
        trigger: `${setup.trigger} (上下文使用 ${Math.round(request.ratio * 100)}%)`,
      });
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
        transcriptPath: needTranscript('archiving'),
        config: setup.config,
        now: setup.now,
        trigger:
          request.reason === 'usage'
            ? `${setup.trigger}: 红线 ${Math.round(request.ratio * 100)}%`
            : setup.trigger,
        ...(setup.sessionId ? { sessionId: setup.sessionId } : {}),
        handoff: setup.handoff === true || request.reason === 'usage',
      });
      log.archived = r;
      return { type: 'ARCHIVED', session: r.session };
    }
    const r = loadArchive(setup.workspace, request.session, setup.now);
    log.loaded = r;
    return { type: 'LOADED', session: r.session };
  };
}
