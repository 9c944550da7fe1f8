// evidenceTrustPolicy and VerifyResultPayload — at post-verify-result: a
// claimed pass without an exit code of 0 is refused, a manual note never turns
// green, user-provided and external evidence carries residual risk, and a
// signature or metadata record citing a file outside the workspace is refused
// with its path
// Pos: policies/evidence, seed 004 EvidenceRecord rules as a gate: the runtime
// stores a record as evidence only after this decision
import { posix } from 'node:path';
import { definePolicy, gateFinding } from '../gate/define-policy.js';
import type { EvidenceRecord } from '../vocabulary/evidence.js';
import type { Finding } from '../vocabulary/finding.js';
import { GREEN_KINDS, greenness, trustClass } from './trust.js';

export interface VerifyResultPayload {
  record: Omit<EvidenceRecord, 'id' | 'path'>;
  /**
   * What the producer says the run showed; a pass must be backed by an exit
   * code of 0.
   */
  claimed?: 'pass' | 'fail';
}

declare module '../gate/gate-context.js' {
  interface CheckpointPayloads {
    'post-verify-result': VerifyResultPayload;
  }
}

const outside = (ref: string, workspace: string) => {
  const p = ref.replace(/\\/g, '/').replace(/:\d+(?::\d+)?$/, '');
  if (/^[a-z]+:\/\//i.test(p)) return false;
  const abs = posix.isAbsolute(p)
    ? posix.normalize(p)
    : posix.join(workspace, p);
  const rel = posix.relative(workspace, abs);
  return rel.startsWith('..') || posix.isAbsolute(rel);
};

export const evidenceTrustPolicy = definePolicy({
  id: 'evidence-trust',
  description:
    'evidence trust (seed 004 sourceTrust): no green without Exit: 0, notes never green, outside sources carry residual risk',
  checkpoints: ['post-verify-result'],
  evaluate(ctx): Finding[] {
    const payload = ctx.payload;
    if (!payload?.record) return [];
    const r = payload.record;
    const subject = r.command ?? r.kind;
    const findings: Finding[] = [];
    const g = greenness(r);
    if (payload.claimed === 'pass' && !g.green) {
      findings.push(
        gateFinding(
          'evidence-trust',
          subject,
          'hard-deny',
          `claimed pass refused: ${g.why}`,
          {
            kind: 'add-evidence',
            detail:
              'run the verification locally so its exit code is recorded (Exit: 0)',
          },
        ),
      );
    } else if (
      GREEN_KINDS.has(r.kind) &&
      r.exitCode === undefined &&
      trustClass(r.sourceTrust) !== 'note'
    ) {
      findings.push(
        gateFinding(
          'evidence-trust',
          subject,
          'evidence-required',
          `${subject} has no exit code: it is kept, but never as a green verify`,
          { kind: 'add-evidence', detail: 'record the run with its exit code' },
        ),
      );
    }
    if (trustClass(r.sourceTrust) === 'note' && GREEN_KINDS.has(r.kind)) {
      findings.push(
        gateFinding(
          'evidence-trust',
          `${subject}:note`,
          'warning',
          'a manual note explains a risk or a block; it never turns green alone',
          { kind: 'add-evidence', detail: 'back it with a local run' },
        ),
      );
    }
    if (trustClass(r.sourceTrust) === 'residual') {
      findings.push(
        gateFinding(
          'evidence-trust',
          `${subject}:residual`,
          'warning',
          `${r.sourceTrust} evidence${r.sourceRefs.length ? ` from ${r.sourceRefs.join(', ')}` : ''}: usable for delivery, shown as residual risk at ship, never the same as a local run`,
          {
            kind: 'ask-user',
            detail: 'let the user weigh the source, or prove it locally',
          },
        ),
      );
    }
    if (r.kind === 'sdk-signature' || r.kind === 'metadata') {
      for (const ref of r.sourceRefs.filter((ref) =>
        outside(ref, ctx.workspace),
      )) {
        findings.push(
          gateFinding(
            'evidence-trust',
            `outside:${ref}`,
            'hard-deny',
            `${r.kind} evidence cites ${ref}, outside the workspace (${ctx.workspace}): refused`,
            {
              kind: 'fix-input',
              detail:
                'cite the signature or metadata from a file inside the workspace',
            },
          ),
        );
      }
    }
    return findings;
  },
});
