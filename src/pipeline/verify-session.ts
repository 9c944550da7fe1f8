// verifySubmission — apply one submission to a (possibly persisted) pipeline
// and report where it stands
// Pos: src/pipeline, the job behind `wukong verify`: picks the event the
// pipeline's state expects (SUBMIT, RESUBMIT), persists, and after a PASS lets
// 识 write to the Alaya store
import { fragment } from '../../policies/vocabulary/messages/say.js';
import type { AvatarRow } from '../../policies/pipeline/avatars.js';
import { limitsFrom } from '../../policies/pipeline/limits.js';
import type { PipelineConfig } from '../../policies/vocabulary/config.js';
import {
  languageOf,
  type Lang,
} from '../../policies/vocabulary/messages/index.js';
import type { Submission } from '../../policies/vocabulary/submission.js';
import { UsageError } from '../platform/errors/usage-error.js';
import type { PipelineResult } from './report/pipeline-result.js';
import {
  isRetrying,
  pipelineResult,
  stateName,
} from './report/pipeline-result.js';
import type { PipelineHost } from './pipeline-state.js';
import { loadPipeline, newPipeline, savePipeline } from './pipeline-state.js';
import type { Remembered } from './shi-memory.js';
import {
  knownPatternTitles,
  recordPatterns,
  rememberAnchors,
} from './shi-memory.js';

/** Where 识 writes after a PASS (omitted: nothing is remembered). */
export interface MemoryOptions {
  workspace: string;
  now: Date;
  staleAfterDays: number;
}

export interface VerifyOptions {
  memory?: MemoryOptions;
  row: AvatarRow;
  pipeline: PipelineConfig;
  /**
   * Persist the pipeline here so retries, backtracks and redos accumulate
   * across calls.
   */
  statePath?: string;
  /**
   * The language of the findings, the report and 识's anchor lines; absent,
   * the locale's.
   */
  language?: Lang;
}

const langOf = (options: VerifyOptions): Lang =>
  options.language ?? languageOf('auto', process.env);

const taskOf = (submission: Submission) => submission.task ?? '(unnamed task)';

function fresh(submission: Submission, options: VerifyOptions): PipelineHost {
  return newPipeline({
    track: submission.track,
    avatar: options.row.id,
    ...(submission.task ? { task: submission.task } : {}),
    limits: limitsFrom(options.pipeline),
    language: langOf(options),
    ...(options.memory
      ? {
          knownAnchorTitles: [
            ...knownPatternTitles(options.memory.workspace, taskOf(submission)),
          ],
        }
      : {}),
  });
}

/** 识 after a PASS: candidates counted, selected anchors stored. */
function remember(
  pipeline: PipelineHost,
  memory: MemoryOptions,
  submission: Submission,
  lang: Lang,
): Remembered {
  const { context } = pipeline.snapshot;
  const task = context.task ?? taskOf(submission);
  recordPatterns(memory.workspace, context.hui?.candidates ?? [], task);
  return rememberAnchors(
    memory.workspace,
    context.shi?.stored ?? [],
    {
      task,
      track: context.track,
      avatar: context.avatar,
      passed: context.ding?.passed ?? [],
      lang,
    },
    memory.now,
    memory.staleAfterDays,
  );
}

export function verifySubmission(
  submission: Submission,
  options: VerifyOptions,
): PipelineResult {
  let pipeline = options.statePath
    ? loadPipeline(options.statePath)
    : undefined;
  if (pipeline) {
    const { context } = pipeline.snapshot;
    if (
      context.track !== submission.track ||
      context.avatar !== options.row.id
    ) {
      throw new UsageError(
        fragment('error.pipeline.other-track', {
          file: String(options.statePath),
          track: context.track,
          avatar: String(context.avatar),
          submitted: submission.track,
          row: options.row.id,
        }),
      );
    }
  }
  const state = pipeline ? stateName(pipeline.snapshot.value) : 'none';
  if (!pipeline || state === 'completed') pipeline = fresh(submission, options);
  const now = stateName(pipeline.snapshot.value);
  if (now === 'awaitingOutput') pipeline.send({ type: 'SUBMIT', submission });
  else if (isRetrying(now)) pipeline.send({ type: 'RESUBMIT', submission });
  // escalated is final: the report says so and nothing is sent.
  if (options.statePath) savePipeline(options.statePath, pipeline);
  const after = stateName(pipeline.snapshot.value);
  const memory =
    options.memory && after === 'completed' && now !== 'completed'
      ? remember(pipeline, options.memory, submission, langOf(options))
      : undefined;
  return pipelineResult(pipeline.snapshot, memory, langOf(options));
}
