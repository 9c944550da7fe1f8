// pruneFile — DCP over a transcript file: the result, the seed's report, the
// real prompt before/after from `usage`, the pruned transcript written
// atomically when asked; restoreFile — a pruned transcript with every
// placeholder put back from the original
// Pos: src/context, the effects around the pure DCP planner: reading, the
// tokenizer, writing. The original transcript is never touched
import { errorSaid } from '../platform/errors/said-error.js';
import { fragment } from '../../policies/vocabulary/messages/say.js';
import type { PruneResult } from '../../policies/context/dcp/plan.js';
import {
  message,
  type Lang,
} from '../../policies/vocabulary/messages/index.js';
import { pruneTranscript } from '../../policies/context/dcp/plan.js';
import { dcpReport } from '../../policies/context/dcp/report.js';
import { restoreTranscript } from '../../policies/context/dcp/restore.js';
import { contextView } from '../../policies/context/transcript/context-view.js';
import type { Transcript } from '../../policies/context/transcript/parse-transcript.js';
import {
  TranscriptError,
  parseTranscript,
  serializeTranscript,
} from '../../policies/context/transcript/parse-transcript.js';
import { lastPromptTokens } from '../../policies/context/transcript/usage.js';
import type { ContextConfig } from '../../policies/vocabulary/context-config.js';
import { UsageError } from '../platform/errors/usage-error.js';
import { writeFileAtomic } from '../platform/store/atomic-file.js';
import { readRegularText } from '../platform/store/regular-file.js';
import { loadTokenCounter } from './token-counter.js';

/**
 * Far above any real session (the long ones in ../shared/corpora are 3-4 MB);
 * it bounds what one hook may parse.
 */
export const MAX_TRANSCRIPT_BYTES = 256 * 1024 * 1024;

/**
 * The transcript's text: a regular file only (a FIFO named by a hook payload is
 * refused, not waited on), at most 256 MiB.
 */
export function readTranscript(path: string): Transcript {
  return parseTranscriptText(path, readTranscriptText(path));
}

/** readTranscript's first half: the text, unparsed (to hash it first). */
export function readTranscriptText(path: string): string {
  try {
    return readRegularText(path, MAX_TRANSCRIPT_BYTES);
  } catch (error) {
    throw new UsageError(
      fragment('error.transcript.cannot-read', {
        file: path,
        error: errorSaid(error),
      }),
    );
  }
}

/** readTranscript's second half: the text parsed, errors naming the file. */
export function parseTranscriptText(path: string, text: string): Transcript {
  try {
    return parseTranscript(text);
  } catch (error) {
    if (error instanceof TranscriptError)
      throw new UsageError(
        fragment('error.at', { where: path, error: errorSaid(error) }),
      );
    throw error;
  }
}

export interface PruneFileOptions {
  config: ContextConfig;
  now: Date;
  trigger?: string;
  outPath?: string;
  /** The report's language; absent: English. */
  lang?: Lang;
  /** Seed 000 Stage 3: per-tool keep counts and a tighter truncation. */
  emergency?: { keepRecent: Record<string, number>; maxChars?: number };
}

export interface PromptUsage {
  source: 'usage';
  promptBefore: number;
  promptAfter: number;
  window: number;
  ratioBefore: number;
  ratioAfter: number;
}

export interface PruneFileResult {
  transcript: string;
  result: PruneResult;
  usage: PromptUsage | null;
  report: string;
  out?: string;
}

export async function pruneParsed(
  transcript: Transcript,
  path: string,
  options: PruneFileOptions,
): Promise<PruneFileResult> {
  const { config } = options;
  const count = await loadTokenCounter();
  const prompt = lastPromptTokens(contextView(transcript));
  const result = pruneTranscript(transcript, {
    dcp: config.dcp,
    count,
    claudeFactor: config.claudeTokenFactor,
    ...(prompt !== undefined
      ? { remainingTokens: config.window - prompt }
      : {}),
    ...(options.emergency ? { keepRecent: options.emergency.keepRecent } : {}),
    ...(options.emergency?.maxChars !== undefined
      ? { maxChars: options.emergency.maxChars }
      : {}),
  });
  const usage: PromptUsage | null =
    prompt === undefined
      ? null
      : {
          source: 'usage',
          promptBefore: prompt,
          promptAfter: Math.max(0, prompt - result.saved),
          window: config.window,
          ratioBefore: prompt / config.window,
          ratioAfter: Math.max(0, prompt - result.saved) / config.window,
        };
  const lang = options.lang ?? 'en';
  const report = dcpReport(result, {
    lang,
    timestamp: options.now.toISOString(),
    trigger:
      options.trigger ??
      (usage
        ? message('ctx.dcp.trigger.manual-at', lang, {
            pct: `${Math.round(usage.ratioBefore * 100)}%`,
          })
        : message('ctx.dcp.trigger.manual', lang)),
    transcript: path,
    dcp: config.dcp,
    archiveAt: config.thresholds.archive,
    ...(usage
      ? { usage: { promptBefore: usage.promptBefore, window: usage.window } }
      : {}),
  });
  if (options.outPath)
    writeFileAtomic(
      options.outPath,
      serializeTranscript(result.lines, transcript.trailingNewline),
    );
  return {
    transcript: path,
    result,
    usage,
    report,
    ...(options.outPath ? { out: options.outPath } : {}),
  };
}

export async function pruneFile(
  path: string,
  options: PruneFileOptions,
): Promise<PruneFileResult> {
  return pruneParsed(readTranscript(path), path, options);
}

export function restoreFile(prunedPath: string, originalPath: string): string {
  const pruned = readTranscript(prunedPath);
  try {
    return serializeTranscript(
      restoreTranscript(pruned, readTranscript(originalPath)),
      pruned.trailingNewline,
    );
  } catch (error) {
    throw new UsageError(
      fragment('error.transcript.not-pruned-from', {
        pruned: prunedPath,
        error: errorSaid(error),
        original: originalPath,
      }),
    );
  }
}

/** The --json shape: everything but the pruned lines themselves. */
export function pruneJson(r: PruneFileResult) {
  const { lines: _lines, ...rest } = r.result;
  return {
    transcript: r.transcript,
    ...rest,
    usage: r.usage,
    ...(r.out ? { out: r.out } : {}),
  };
}
