// checkTrackFocus — 戒关重点 per track (seed 001 轨道特定验证规则): a refactor that adds a
// feature is rejected (禁止功能变更), a fix is checked for regression risk (what else
// calls the changed code), a refactor that touches performance needs a
// performance note (性能不退化, 如适用)
// Pos: policies/pipeline/jie, the track part of 戒; reads the submission and the
// callers src looked up (policies read no files). Feature and direct add
// nothing here: their focus is the contract and the security step
import { profileCommand } from '../../evidence/command-kind.js';
import { raise } from '../../vocabulary/finding-kinds.js';
import type { VerdictFinding } from '../../vocabulary/finding.js';
import type { Submission } from '../../vocabulary/submission.js';
import { translator, type Lang } from '../../vocabulary/messages/index.js';
import { isDocPath, isTestPath } from './file-roles.js';
import { factsOf } from './submission-facts.js';

/** Words by which a refactor says it changed what the code does. */
const FEATURE_WORDS =
  /新功能|新增功能|增加功能|添加功能|新特性|支持了?新|\bnew (?:feature|endpoint|option|flag|command|api)\b|\badds? (?:a )?(?:feature|support for|new)\b|\badded (?:a )?(?:feature|support for|new)\b|\bnow supports?\b|\bintroduces? (?:a )?new\b|\bimplement(?:s|ed)? (?:a )?(?:new )?feature\b/i;
/** A refactor about speed must say what happened to it. */
const PERFORMANCE_TOPIC =
  /性能|耗时|延迟|缓存|热路径|\bperformance\b|\bperf\b|\blatency\b|\bthroughput\b|\bhot path\b|\bfaster\b|\bslower\b|\boptimi[sz]/i;
const PERFORMANCE_NOTE =
  /(?:性能|耗时|延迟|performance|latency|throughput|benchmark|bench)[^\n]{0,80}?(?:\d|不变|未退化|无退化|unchanged|no regression|not regress)/i;
const BENCH_COMMAND =
  /\bbench(?:mark)?s?\b|\bhyperfine\b|--benchmark|\s-bench\b|\bcargo bench\b/i;

export interface TrackFocusInput {
  submission: Submission;
  outputText: string;
  /** Files the output changed. */
  changed: readonly string[];
  /** The language of the findings (default English). */
  lang?: Lang;
}

function refactorFindings(input: TrackFocusInput): VerdictFinding[] {
  const t = translator(input.lang ?? 'en');
  const out: VerdictFinding[] = [];
  const { submission, outputText } = input;
  const said = FEATURE_WORDS.exec(outputText)?.[0];
  const criteria = submission.acceptance?.length ?? 0;
  if (said || criteria > 0) {
    out.push(
      raise(
        'jie.track.refactor-adds-feature',
        said ? 'said' : 'acceptance',
        said
          ? t('jie.track.refactor-says-feature', { said })
          : t('jie.track.refactor-lists-criteria', { count: criteria }),
        {
          kind: 'fix-input',
          detail: t('jie.track.refactor-adds-feature.next'),
        },
      ),
    );
  }
  const topic =
    PERFORMANCE_TOPIC.exec(outputText)?.[0] ??
    PERFORMANCE_TOPIC.exec(submission.task ?? '')?.[0];
  if (topic) {
    const benched = submission.evidence.some(
      (e) =>
        e.kind === 'command' &&
        e.exitCode === 0 &&
        BENCH_COMMAND.test(e.command) &&
        profileCommand(e.command).kind !== 'trivial',
    );
    if (!benched && !PERFORMANCE_NOTE.test(outputText))
      out.push(
        raise(
          'jie.track.performance-note-missing',
          'performance',
          t('jie.track.performance-note-missing', { topic }),
          {
            kind: 'add-evidence',
            detail: t('jie.track.performance-note-missing.next'),
          },
        ),
      );
  }
  return out;
}

function fixFindings(input: TrackFocusInput): VerdictFinding[] {
  const t = translator(input.lang ?? 'en');
  const facts = factsOf(input.submission);
  const callers = new Set<string>();
  for (const file of input.changed) {
    if (isTestPath(file) || isDocPath(file)) continue;
    for (const caller of facts?.callers?.[file] ?? []) callers.add(caller);
  }
  if (callers.size === 0) return [];
  const list = [...callers].sort();
  const shown = list.slice(0, 6).join(', ') + (list.length > 6 ? ', …' : '');
  const regression = input.submission.evidence.some(
    (e) => e.kind === 'command' && e.purpose === 'regression',
  );
  if (regression)
    return [
      raise(
        'jie.track.callers-noted',
        'callers',
        t('jie.track.callers-noted', { count: list.length, shown }),
        {
          kind: 'fix-input',
          detail: t('jie.track.callers-noted.next'),
        },
      ),
    ];
  return [
    raise(
      'jie.track.regression-risk',
      'callers',
      t('jie.track.regression-risk', { count: list.length, shown }),
      {
        kind: 'add-evidence',
        detail: t('jie.track.regression-risk.next', { shown }),
      },
    ),
  ];
}

export function checkTrackFocus(input: TrackFocusInput): VerdictFinding[] {
  switch (input.submission.track) {
    case 'refactor':
      return refactorFindings(input);
    case 'fix':
      return fixFindings(input);
    default:
      return [];
  }
}
