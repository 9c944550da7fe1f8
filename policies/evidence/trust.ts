// trustClass (strong / residual / note) and greenness(record) — seed 004's
// sourceTrust rules: local command and project metadata or source are strong,
// user-provided and external-system ship with residual risk, a manual note
// never turns green alone, a green without `Exit: 0` is no green
// Pos: policies/evidence, the one place the trust levels are spelled out; the
// store keeps records, this judges them
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
  why: string;
}

/**
 * Whether a record may count as a passing run: an exit code of 0 recorded, from
 * a source that is not a note.
 */
export function greenness(
  record: Pick<EvidenceRecord, 'kind' | 'sourceTrust' | 'exitCode' | 'command'>,
): Greenness {
  const what = record.command
    ? `\`${record.command}\``
    : `a ${record.kind} record`;
  if (trustClass(record.sourceTrust) === 'note')
    return {
      green: false,
      why: `${what} is a manual note: it explains a risk, it never turns green alone`,
    };
  if (record.kind === 'tdd-red')
    return { green: false, why: `${what} is a TDD red run` };
  if (record.exitCode === undefined)
    return {
      green: false,
      why: `${what} has no exit code: a green without \`Exit: 0\` is refused`,
    };
  if (record.exitCode !== 0)
    return { green: false, why: `${what} exited ${record.exitCode}` };
  return { green: true, why: `${what} exited 0 (${record.sourceTrust})` };
}
