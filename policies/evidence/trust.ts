// trustClass (strong / residual / note) and greenness(record) — seed 004's
// sourceTrust rules: local command and project metadata or source are strong,
// user-provided and external-system ship with residual risk, a manual note
// never turns green alone, a green without `Exit: 0` is no green
// Pos: policies/evidence, the one place the trust levels are spelled out; the
// store keeps records, this judges them
import {
  fragment,
  saidText,
  type MessageId,
  type Said,
  type SayParams,
} from '../vocabulary/messages/index.js';
import type {
  EvidenceRecord,
  EvidenceSourceTrust,
} from '../vocabulary/evidence.js';

export type TrustClass = 'strong' | 'residual' | 'note';

const CLASS: Record<EvidenceSourceTrust, TrustClass> = {
  'local-command': 'strong',
  'project-metadata': 'strong',
  'project-source': 'strong',
  'user-provided': 'residual',
  'external-system': 'residual',
  'manual-note': 'note',
};

export const trustClass = (trust: EvidenceSourceTrust): TrustClass =>
  CLASS[trust];

/** Kinds that claim a passing run. */
export const GREEN_KINDS: ReadonlySet<EvidenceRecord['kind']> = new Set([
  'verify',
  'tdd-green',
]);

export interface Greenness {
  green: boolean;
  /** In English; `whySaid` words it in the user's language. */
  why: string;
  whySaid: Said;
}

/**
 * Whether a record may count as a passing run: an exit code of 0 recorded, from
 * a source that is not a note.
 */
export function greenness(
  record: Pick<EvidenceRecord, 'kind' | 'sourceTrust' | 'exitCode' | 'command'>,
): Greenness {
  const what = record.command
    ? fragment('trust.command', { command: record.command })
    : fragment('trust.record', { kind: record.kind });
  const answer = (green: boolean, id: MessageId, params: SayParams = {}) => {
    const whySaid = fragment(id, { what, ...params });
    return { green, why: saidText(whySaid, 'en'), whySaid };
  };
  if (trustClass(record.sourceTrust) === 'note')
    return answer(false, 'trust.note');
  if (record.kind === 'tdd-red') return answer(false, 'trust.tdd-red');
  if (record.exitCode === undefined) return answer(false, 'trust.no-exit');
  if (record.exitCode !== 0)
    return answer(false, 'trust.exited', { code: record.exitCode });
  return answer(true, 'trust.green', { trust: record.sourceTrust });
}
