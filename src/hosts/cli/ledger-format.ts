// formatTail, formatVerify, formatReplay — the human text of `wukong ledger
// tail | verify | replay`, worded by the Translate the command passes
// Pos: src/hosts/cli, presentation only: the JSON forms are the reports
// themselves, these are what a person reads. The launcher bundles formatTail,
// so this file imports only the catalog's types (an empty tail's line comes
// from the caller)
import canonicalize from 'canonicalize';
import type { ReplayReport } from '../../platform/ledger/replay.js';
import type { TailEntry } from '../../platform/ledger/tail-ledger.js';
import type {
  LedgerProblem,
  ProblemKind,
  VerifyReport,
} from '../../platform/ledger/verify.js';
import type {
  MessageId,
  MessageParams,
  Translate,
} from '../../../policies/vocabulary/messages/index.js';
import type { Said } from '../../../policies/vocabulary/messages/said.js';

/**
 * A problem's or a stop's text in the reader's language (the caller's
 * findingText bound to it); the English by default.
 */
export type Word = (x: { message: string; said?: Said | undefined }) => string;
const english: Word = (x) => x.message;

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;
/**
 * The ledger's canonical JSON, without loading node:crypto the way
 * src/platform/ledger/canonical does: `ledger tail` starts faster.
 */
const canonicalJson = (value: unknown) => canonicalize(value) ?? 'null';

/** English's singular or plural id (`.one` / `.many`) for a count. */
const counted = (
  t: Translate,
  id: string,
  count: number,
  params: MessageParams = {},
) =>
  t(`${id}.${count === 1 ? 'one' : 'many'}` as MessageId, {
    count,
    ...params,
  });

/** Entries as lines; an empty list is the caller's to word. */
export function formatTail(entries: TailEntry[]): string {
  return `${entries
    .map(
      ({ entry: e }) =>
        `#${e.seq} ${e.ts} ${e.type} run=${e.runId} trace=${e.traceId}${e.parentTraceId ? ` parent=${e.parentTraceId}` : ''}\n    ${clip(canonicalJson(e.data), 160)}`,
    )
    .join('\n')}\n`;
}

function problemLine(p: LedgerProblem, tr: Translate, word: Word): string {
  if (p.line === 0) return `  ${p.file}: ${word(p)}`;
  const t = p.through;
  const range = t ? `–${t.file === p.file ? '' : `${t.file}:`}${t.line}` : '';
  const seqs =
    p.seq !== undefined
      ? t?.seq !== undefined
        ? tr('cli.ledger.problem.seqs', {
            seq: p.seq,
            through: t.seq,
            count: t.count,
          })
        : ` (seq ${p.seq})`
      : t
        ? tr('cli.ledger.problem.lines', { count: t.count })
        : '';
  return `  ${p.file}:${p.line}${range}${seqs}: ${word(p)}`;
}

/** The verify report's sections, in the order a reader needs them. */
const SECTIONS: readonly ProblemKind[] = [
  'truncated',
  'rechained',
  'forged',
  'tampered',
  'missing',
  'torn',
  'unanchored',
];

export function formatVerify(
  r: VerifyReport,
  t: Translate,
  word: Word = english,
): string {
  const line = (p: LedgerProblem) => problemLine(p, t, word);
  const head = t(
    r.files.length === 1
      ? 'cli.ledger.verify.head.one'
      : 'cli.ledger.verify.head.many',
    {
      entries: r.entries,
      files: r.files.length,
      seq: r.lastSeq,
      dir: r.dir,
    },
  );
  const anchored =
    r.anchor.headSeq !== null
      ? t('cli.ledger.verify.anchored', {
          seq: r.anchor.headSeq,
          at: String(r.anchor.headAt),
        })
      : t('cli.ledger.verify.no-head');
  const notes: string[] = [];
  if (r.unauthenticated) {
    const u = r.unauthenticated;
    notes.push(
      counted(t, 'cli.ledger.verify.unauthenticated', u.count, {
        seqs: `${u.firstSeq}${u.lastSeq !== u.firstSeq ? `–${u.lastSeq}` : ''}`,
      }),
    );
  }
  if (r.status === 'intact')
    return `${[t('cli.ledger.verify.intact', { head, anchored }), ...notes].join('\n')}\n`;
  const lines = [
    r.status === 'unanchored'
      ? t('cli.ledger.verify.unanchored', { head })
      : t('cli.ledger.verify.not-intact', { head }),
  ];
  if (r.firstTampered)
    lines.push(
      `${t('cli.ledger.verify.first-tampered')}\n${line(r.firstTampered)}`,
    );
  if (r.firstMissing)
    lines.push(
      `${t('cli.ledger.verify.first-missing')}\n${line(r.firstMissing)}`,
    );
  for (const kind of SECTIONS) {
    const all = r.problems.filter(
      (p) => p.kind === kind && p !== r.firstTampered && p !== r.firstMissing,
    );
    if (all.length === 0) continue;
    const shown = all.slice(0, 20).map(line).join('\n');
    const title = t(`cli.ledger.section.${kind}` as MessageId);
    lines.push(
      `${title} (${all.length}):\n${shown}${all.length > 20 ? `\n  ${t('cli.ledger.verify.more', { count: all.length - 20 })}` : ''}`,
    );
  }
  if (r.problemsDropped > 0)
    lines.push(
      t('cli.ledger.verify.dropped', {
        count: r.problemsDropped,
        kept: r.problems.length,
      }),
    );
  lines.push(...notes);
  return `${lines.join('\n')}\n`;
}

export function formatReplay(
  r: ReplayReport,
  t: Translate,
  word: Word = english,
): string {
  const lines: string[] = [];
  const state = (s: {
    value: unknown;
    status: string;
    contextDigest: string;
  }) =>
    t('cli.ledger.replay.state', {
      value: canonicalJson(s.value),
      status: s.status,
      digest: s.contextDigest.slice(0, 16),
    });
  if (r.actors.length === 0)
    lines.push(
      r.runId !== null
        ? t('cli.ledger.replay.none-for-run', { run: r.runId, dir: r.dir })
        : t('cli.ledger.replay.none', { dir: r.dir }),
    );
  for (const a of r.actors) {
    const final = a.final
      ? state(a.final)
      : t('cli.ledger.replay.never-started');
    lines.push(
      t(
        a.events === 1
          ? 'cli.ledger.replay.actor.one'
          : 'cli.ledger.replay.actor.many',
        {
          run: a.runId,
          machine: a.machine,
          actor: a.actorId,
          events: a.events,
          final,
        },
      ),
    );
    if (a.matches === null)
      lines.push(`  ${t('cli.ledger.replay.no-checkpoint')}`);
    else if (a.matches)
      lines.push(
        `  ${counted(t, 'cli.ledger.replay.reproduces', a.checkpoints, {
          seq: a.lastCheckpoint!.seq,
          file: a.lastCheckpoint!.file,
          line: a.lastCheckpoint!.line,
        })}`,
      );
    else {
      const d = a.divergence!;
      lines.push(
        `  ${t('cli.ledger.replay.differs', {
          seq: d.checkpoint.seq,
          file: d.checkpoint.file,
          line: d.checkpoint.line,
          fields: d.differs.join(', '),
        })}`,
      );
      lines.push(
        `    ${t('cli.ledger.replay.recorded', { state: state(d.checkpoint) })}`,
      );
      lines.push(
        `    ${t('cli.ledger.replay.replayed', { state: state(d.replayed) })}`,
      );
    }
    if (a.decisions) {
      lines.push(
        a.decisions.mismatches.length === 0
          ? `  ${counted(t, 'cli.ledger.replay.decisions-equal', a.decisions.compared)}`
          : `  ${t('cli.ledger.replay.decisions-differ', {
              list: a.decisions.mismatches
                .map((m) => `${m.traceId} (${m.why})`)
                .join(', '),
            })}`,
      );
    }
    if (a.stop) {
      const stop = a.stop as {
        reason?: string;
        summary?: string;
        summarySaid?: Said;
        toContinue?: Array<{ detail: string; said?: Said }>;
      };
      lines.push(
        `  ${t('cli.ledger.replay.stopped', {
          reason: String(stop.reason),
          summary: word({
            message: String(stop.summary),
            said: stop.summarySaid,
          }),
          next: (stop.toContinue ?? [])
            .map((r) => word({ message: r.detail, said: r.said }))
            .join(' | '),
        })}`,
      );
    }
    if (a.redactedEvents.length > 0)
      lines.push(
        `  ${t('cli.ledger.replay.redacted', { seqs: a.redactedEvents.join(', ') })}`,
      );
    for (const e of a.errors)
      lines.push(`  ${t('cli.ledger.replay.error', { error: e })}`);
  }
  if (r.ledgerProblems.length > 0) {
    lines.push(
      counted(t, 'cli.ledger.replay.fails-verify', r.ledgerProblems.length),
    );
    lines.push(
      ...r.ledgerProblems.slice(0, 10).map((p) => problemLine(p, t, word)),
    );
  }
  lines.push(
    t(r.ok ? 'cli.ledger.replay.ok' : 'cli.ledger.replay.differences'),
  );
  return `${lines.join('\n')}\n`;
}
