// verifyBatches(batches, final, options) — seed 001's 并行验证规则 from the CLI: each
// batch gets the quick check (contract present, files exist, syntax ok) in
// order, a failed batch stops the run, and once every batch passed the
// integrated output runs the full 戒→定→慧→识 pipeline (as single verify: --state
// resumes it, 识 writes anchors after a PASS); BatchFileInput and
// readBatchInputs (a FILE is one batch, a DIR holds batch files and final.json)
// Pos: src/pipeline, the effects around machines/batch.machine.ts: reading the
// batch files and the facts the quick 定 needs; nothing is judged here
import { errorSaid } from '../platform/errors/said-error.js';
import { fragment } from '../../policies/vocabulary/messages/say.js';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import * as z from 'zod';
import { createBatch } from '../../machines/batch.machine.js';
import type { BatchRecord } from '../../machines/batch.machine.js';
import type { AvatarRow } from '../../policies/pipeline/avatars.js';
import type { BatchOutput } from '../../policies/pipeline/batch/quick-check.js';
import { limitsFrom } from '../../policies/pipeline/limits.js';
import type { PipelineConfig } from '../../policies/vocabulary/config.js';
import type { Submission } from '../../policies/vocabulary/submission.js';
import {
  languageOf,
  translator,
  type Lang,
} from '../../policies/vocabulary/messages/index.js';
import { UsageError, zodErrorSaid } from '../platform/errors/usage-error.js';
import { batchFile } from './batch-facts.js';
import type { PipelineResult } from './report/pipeline-result.js';
import type { MemoryOptions } from './verify-session.js';
import { verifySubmission } from './verify-session.js';

/** One batch as a file: its name and every avatar output with its files. */
export const BatchFileInput = z.strictObject({
  name: z.string().min(1).optional(),
  outputs: z.array(
    z.strictObject({
      avatar: z.string().min(1),
      output: z.union([z.record(z.string(), z.unknown()), z.string()]),
      files: z.array(z.string().min(1)).default([]),
    }),
  ),
});
export type BatchFileInput = z.infer<typeof BatchFileInput>;

export interface BatchInputs {
  batches: Array<{ name: string; outputs: BatchFileInput['outputs'] }>;
  /** final.json of a DIR, when one was given. */
  finalPath?: string;
}

function readJson(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(
      fragment('error.batch.cannot-read', {
        file: path,
        error: errorSaid(error),
      }),
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(
      fragment('error.not-json', {
        file: path,
        error: (error as Error).message,
      }),
    );
  }
}

function readBatch(path: string) {
  const parsed = BatchFileInput.safeParse(readJson(path));
  if (!parsed.success)
    throw new UsageError(
      zodErrorSaid(
        parsed.error,
        fragment('error.batch.what', { file: path }),
        BatchFileInput,
      ),
    );
  return {
    name: parsed.data.name ?? basename(path).replace(/\.json$/i, ''),
    outputs: parsed.data.outputs,
  };
}

/**
 * Batches in the order given; a DIR contributes its *.json files sorted by
 * name, its final.json being the integrated submission instead.
 */
export function readBatchInputs(
  args: readonly string[],
  cwd: string,
): BatchInputs {
  const out: BatchInputs = { batches: [] };
  for (const arg of args) {
    const path = resolve(cwd, arg);
    let isDir: boolean;
    try {
      isDir = statSync(path).isDirectory();
    } catch {
      throw new UsageError(fragment('error.batch.no-such', { arg }));
    }
    if (!isDir) {
      out.batches.push(readBatch(path));
      continue;
    }
    const files = readdirSync(path)
      .filter((f) => f.endsWith('.json'))
      .sort();
    for (const file of files) {
      if (file === 'final.json') out.finalPath = join(path, file);
      else out.batches.push(readBatch(join(path, file)));
    }
  }
  const names = out.batches.map((b) => b.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice)
    throw new UsageError(
      fragment('error.batch.twice', { name: JSON.stringify(twice) }),
    );
  if (out.batches.length === 0)
    throw new UsageError(fragment('error.batch.none'));
  return out;
}

export interface BatchRunResult {
  status: 'PASS' | 'BATCH_FAILED' | PipelineResult['status'];
  batches: BatchRecord[];
  final: PipelineResult | null;
  report: string;
}

const ICON = (passed: boolean) => (passed ? '✅ PASS' : '❌ FAIL');

function batchReport(
  records: readonly BatchRecord[],
  total: number,
  lang: Lang,
): string {
  const t = translator(lang);
  const lines = [
    t('batch.title'),
    '',
    t('batch.head'),
    '|------|------|------|------|',
    ...records.map(
      (r) =>
        `| ${r.batch} | ${r.attempt} | ${ICON(r.passed)} | ${r.findings.map((f) => f.message.replace(/\|/g, '\\|')).join('; ') || t('batch.passed')} |`,
    ),
  ];
  if (records.length < total)
    lines.push('', t('batch.not-checked', { count: total - records.length }));
  return `${lines.join('\n')}\n`;
}

export interface BatchOptions {
  row: AvatarRow;
  pipeline: PipelineConfig;
  cwd: string;
  /** Where 识 writes after the final PASS (as single verify does). */
  memory?: MemoryOptions;
  /**
   * The final pipeline persisted here (`--state`): a RETRY of the integrated
   * submission resumes on the next run, its counters accumulate.
   */
  statePath?: string;
  /** The language of the findings and the report; absent, the locale's. */
  language?: Lang;
}

export function verifyBatches(
  inputs: BatchInputs,
  final: Submission,
  options: BatchOptions,
): BatchRunResult {
  const lang = options.language ?? languageOf('auto', process.env);
  const actor = createBatch({
    batches: inputs.batches.map((b) => b.name),
    track: final.track,
    avatar: options.row.id,
    ...(final.task ? { task: final.task } : {}),
    limits: limitsFrom(options.pipeline),
    language: lang,
  });
  actor.start();
  for (const batch of inputs.batches) {
    const outputs: BatchOutput[] = batch.outputs.map((o) => ({
      avatar: o.avatar,
      output: o.output,
      files: o.files.map((f) => batchFile(f, options.cwd)),
    }));
    actor.send({ type: 'BATCH_DONE', batch: batch.name, outputs });
    if (actor.getSnapshot().context.last?.passed === false) break;
  }
  const records = actor.getSnapshot().context.records;
  const head = batchReport(records, inputs.batches.length, lang);
  const pipeline = actor.getSnapshot().children['finalPipeline'];
  if (!pipeline) {
    actor.stop();
    return {
      status: 'BATCH_FAILED',
      batches: records,
      final: null,
      report: head,
    };
  }
  // Every batch passed: the full pipeline runs as single verify runs it, so
  // the --state file resumes it and 识 writes its anchors to the Alaya store
  // (the batch machine's own final pipeline is the same machine, unpersisted).
  actor.stop();
  const result = verifySubmission(final, {
    row: options.row,
    pipeline: options.pipeline,
    ...(options.memory ? { memory: options.memory } : {}),
    ...(options.statePath ? { statePath: options.statePath } : {}),
    language: lang,
  });
  return {
    status: result.status,
    batches: records,
    final: result,
    report: `${head}\n${translator(lang)('batch.final')}\n\n${result.report}`,
  };
}
