// postDelegationPolicy — at post-delegation: sub-agent output is an
// observation; any attempt to record it as evidence or facts is hard-denied,
// and a sub-agent claiming a passing verification is flagged as a claim only
// Pos: policies/harness/delegation, seed 004 post-delegation gate (P0 子 agent
// 不可写主 evidence/facts); the main run records real evidence itself
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type { Finding } from '../../vocabulary/finding.js';
import { say, sayDetail } from '../../vocabulary/messages/say.js';

const PASS_CLAIM =
  /\b(?:all\s+)?tests?\s+(?:pass|passed|passing|green)\b|\bverif(?:ied|ication passed)\b|\bexit(?:ed)?\s*(?:code)?\s*:?\s*0\b|验证通过|测试通过/i;

export const postDelegationPolicy = definePolicy({
  id: 'post-delegation',
  description:
    'a sub-agent output becomes an observation, never evidence or facts (seed 004 post-delegation)',
  checkpoints: ['post-delegation'],
  evaluate(ctx): Finding[] {
    const result = ctx.payload;
    if (!result) return [];
    const who = result.subagentType;
    const findings: Finding[] = [];
    const evidence = result.claims?.evidence?.length ?? 0;
    const facts = result.claims?.facts?.length ?? 0;
    if (evidence || facts) {
      findings.push(
        gateFinding(
          'post-delegation',
          `${who}:claims`,
          'hard-deny',
          say(
            evidence && facts
              ? 'delegation.claims-both'
              : evidence
                ? 'delegation.claims-evidence'
                : 'delegation.claims-facts',
            { who, evidence, facts },
          ),
          {
            kind: 'add-evidence',
            ...sayDetail('delegation.claims.next'),
          },
        ),
      );
    }
    if (PASS_CLAIM.test(result.output)) {
      findings.push(
        gateFinding(
          'post-delegation',
          `${who}:pass-claim`,
          'warning',
          say('delegation.pass-claim', { who }),
          {
            kind: 'add-evidence',
            ...sayDetail('delegation.pass-claim.next'),
          },
        ),
      );
    }
    return findings;
  },
});
