// evidenceTrustPolicy and VerifyResultPayload — at post-verify-result: a
// claimed pass without an exit code of 0 is refused, a manual note never turns
// green, user-provided and external evidence carries residual risk, and a
// signature or metadata record citing a file outside the workspace is refused
// with its path
// Pos: policies/evidence, seed 004 EvidenceRecord rules as a gate: the runtime
// stores a record as evidence only after this decision
import { say, sayDetail } from '../vocabulary/messages/index.js';
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
          say('evidence.claimed-pass', { why: g.whySaid }),
          { kind: 'add-evidence', ...sayDetail('evidence.claimed-pass.next') },
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
          say('evidence.no-exit', { subject }),
          { kind: 'add-evidence', ...sayDetail('evidence.no-exit.next') },
        ),
      );
    }
    if (trustClass(r.sourceTrust) === 'note' && GREEN_KINDS.has(r.kind)) {
      findings.push(
        gateFinding(
          'evidence-trust',
          `${subject}:note`,
          'warning',
          say('evidence.note'),
          { kind: 'add-evidence', ...sayDetail('evidence.note.next') },
        ),
      );
    }
    if (trustClass(r.sourceTrust) === 'residual') {
      findings.push(
        gateFinding(
          'evidence-trust',
          `${subject}:residual`,
          'warning',
          r.sourceRefs.length
            ? say('evidence.residual-from', {
                trust: r.sourceTrust,
                refs: r.sourceRefs.join(', '),
              })
            : say('evidence.residual', { trust: r.sourceTrust }),
          { kind: 'ask-user', ...sayDetail('evidence.residual.next') },
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
            say('evidence.outside', {
              kind: r.kind,
              ref,
              workspace: ctx.workspace,
            }),
            { kind: 'fix-input', ...sayDetail('evidence.outside.next') },
          ),
        );
      }
    }
    return findings;
  },
});
