// formatTail, formatVerify, formatReplay — the human text of `wukong ledger
// tail | verify | replay`
// Pos: src/hosts/cli, presentation only: the JSON forms are the reports
// themselves, these are what a person reads
import canonicalize from 'canonicalize';
import type { ReplayReport } from '../../platform/ledger/replay.js';
import type { TailEntry } from '../../platform/ledger/tail-ledger.js';
import type {
  LedgerProblem,
  ProblemKind,
  VerifyReport,
} from '../../platform/ledger/verify.js';

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;
/**
 * The ledger's canonical JSON, without loading node:crypto the way
 * src/platform/ledger/canonical does: `ledger tail` starts faster.
 */
const canonicalJson = (value: unknown) => canonicalize(value) ?? 'null';

export function formatTail(entries: TailEntry[]): string {
  if (entries.length === 0) return 'the ledger has no entries\n';
  return `${entries
    .map(
      ({ entry: e }) =>
        `#${e.seq} ${e.ts} ${e.type} run=${e.runId} trace=${e.traceId}${e.parentTraceId ? ` parent=${e.parentTraceId}` : ''}\n    ${clip(canonicalJson(e.data), 160)}`,
    )
    .join('\n')}\n`;
}

function problemLine(p: LedgerProblem): string {
  if (p.line === 0) return `  ${p.file}: ${p.message}`;
  const t = p.through;
  const range = t ? `–${t.file === p.file ? '' : `${t.file}:`}${t.line}` : '';
  const seqs =
    p.seq !== undefined
      ? ` (seq ${p.seq}${t?.seq !== undefined ? `–${t.seq}, ${t.count} entries` : ''})`
      : t
        ? ` (${t.count} lines)`
        : '';
  return `  ${p.file}:${p.line}${range}${seqs}: ${p.message}`;
}

/** Headings of the verify report, in the order a reader needs them. */
const SECTIONS: [ProblemKind, string][] = [
  [
    'truncated',
    'cut from the end (the ledger stops before the head kept outside the workspace)',
  ],
  [
    'rechained',
    're-chained or replaced (the head names another hash at that seq)',
  ],
  ['forged', 'forged entries (MAC missing or not of the key)'],
  ['tampered', 'tampered lines'],
  ['missing', 'missing lines'],
  ['torn', 'torn lines'],
  ['unanchored', 'cannot be checked'],
];

export function formatVerify(r: VerifyReport): string {
  const head = `${r.entries} entries in ${r.files.length} file${r.files.length === 1 ? '' : 's'} (last seq ${r.lastSeq}) in ${r.dir}`;
  const anchored =
    r.anchor.headSeq !== null
      ? `the head kept outside the workspace (seq ${r.anchor.headSeq}, written ${r.anchor.headAt})`
      : 'the head (none yet: the ledger is empty)';
  const notes: string[] = [];
  if (r.unauthenticated) {
    const u = r.unauthenticated;
    notes.push(
      `note: ${u.count} entr${u.count === 1 ? 'y' : 'ies'} (seq ${u.firstSeq}${u.lastSeq !== u.firstSeq ? `–${u.lastSeq}` : ''}) unauthenticated (written before keys): chained, and fixed since the first keyed entry, but carrying no MAC`,
    );
  }
  if (r.status === 'intact')
    return `${[`intact: ${head}; hash chain, MACs and ${anchored} agree`, ...notes].join('\n')}\n`;
  const lines = [
    r.status === 'unanchored'
      ? `NOT anchored: ${head}; nothing found wrong, but it cannot all be checked:`
      : `NOT intact: ${head}`,
  ];
  if (r.firstTampered)
    lines.push(`first tampered line:\n${problemLine(r.firstTampered)}`);
  if (r.firstMissing)
    lines.push(`first missing line:\n${problemLine(r.firstMissing)}`);
  for (const [kind, title] of SECTIONS) {
    const all = r.problems.filter(
      (p) => p.kind === kind && p !== r.firstTampered && p !== r.firstMissing,
    );
    if (all.length === 0) continue;
    const shown = all.slice(0, 20).map(problemLine).join('\n');
    lines.push(
      `${title} (${all.length}):\n${shown}${all.length > 20 ? `\n  … ${all.length - 20} more (--json lists all)` : ''}`,
    );
  }
  if (r.problemsDropped > 0)
    lines.push(
      `… and ${r.problemsDropped} more problems not listed (the report keeps the first ${r.problems.length})`,
    );
  lines.push(...notes);
  return `${lines.join('\n')}\n`;
}

export function formatReplay(r: ReplayReport): string {
  const lines: string[] = [];
  if (r.actors.length === 0)
    lines.push(
      `no machine entries${r.runId !== null ? ` for run ${r.runId}` : ''} in ${r.dir}`,
    );
  for (const a of r.actors) {
    const final = a.final
      ? `${canonicalJson(a.final.value)} (${a.final.status}), context ${a.final.contextDigest.slice(0, 16)}…`
      : 'never started';
    lines.push(
      `run ${a.runId} · ${a.machine} ${a.actorId}: ${a.events} event${a.events === 1 ? '' : 's'} → ${final}`,
    );
    if (a.matches === null)
      lines.push('  no machine.state checkpoint to compare with');
    else if (a.matches)
      lines.push(
        `  reproduces all ${a.checkpoints} checkpoint${a.checkpoints === 1 ? '' : 's'}, the last at seq ${a.lastCheckpoint!.seq} (${a.lastCheckpoint!.file}:${a.lastCheckpoint!.line})`,
      );
    else {
      const d = a.divergence!;
      lines.push(
        `  DIFFERS from the checkpoint at seq ${d.checkpoint.seq} (${d.checkpoint.file}:${d.checkpoint.line}) in ${d.differs.join(', ')}:`,
      );
      lines.push(
        `    recorded ${canonicalJson(d.checkpoint.value)} (${d.checkpoint.status}), context ${d.checkpoint.contextDigest.slice(0, 16)}…`,
      );
      lines.push(
        `    replayed ${canonicalJson(d.replayed.value)} (${d.replayed.status}), context ${d.replayed.contextDigest.slice(0, 16)}…`,
      );
    }
    if (a.decisions) {
      lines.push(
        a.decisions.mismatches.length === 0
          ? `  all ${a.decisions.compared} gate decision${a.decisions.compared === 1 ? '' : 's'} it acted on equal their gate.decision entries byte for byte`
          : `  gate decisions that do not match the ledger: ${a.decisions.mismatches.map((m) => `${m.traceId} (${m.why})`).join(', ')}`,
      );
    }
    if (a.stop) {
      const stop = a.stop as {
        reason?: string;
        summary?: string;
        toContinue?: Array<{ detail: string }>;
      };
      lines.push(
        `  stopped: ${stop.reason} — ${stop.summary}; to continue: ${(stop.toContinue ?? []).map((r) => r.detail).join(' | ')}`,
      );
    }
    if (a.redactedEvents.length > 0)
      lines.push(
        `  note: redaction changed the events at seq ${a.redactedEvents.join(', ')} when they were recorded, so the replay sees what was written, not the original`,
      );
    for (const e of a.errors) lines.push(`  error: ${e}`);
  }
  if (r.ledgerProblems.length > 0) {
    lines.push(
      `the ledger fails verify (${r.ledgerProblems.length} problem${r.ledgerProblems.length === 1 ? '' : 's'}); replayed entries may be altered:`,
    );
    lines.push(...r.ledgerProblems.slice(0, 10).map(problemLine));
  }
  lines.push(r.ok ? 'replay: OK' : 'replay: DIFFERENCES FOUND');
  return `${lines.join('\n')}\n`;
}
