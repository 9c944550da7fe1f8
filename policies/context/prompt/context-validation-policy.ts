// contextValidationPolicy and CompiledContext — at post-context-compile: every
// hard-deny, open question, the resume point, the gate state, every write
// transaction and every source anchor of the snapshot must be in the compiled
// text
// Pos: policies/context/prompt, seed 004 ContextValidationPolicy (P1 prompt
// compact 后 hard deny 保留, resumeSnapshot 保留); a missing item is a hard-deny:
// the prompt is not sent that way
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type { Finding } from '../../vocabulary/finding.js';
import type { KernelSnapshot } from './kernel-snapshot.js';
import type { Said } from '../../vocabulary/messages/said.js';
import { fragment, say, sayDetail } from '../../vocabulary/messages/say.js';

export interface CompiledContext {
  snapshot: KernelSnapshot;
  text: string;
}

declare module '../../gate/gate-context.js' {
  interface CheckpointPayloads {
    'post-context-compile': CompiledContext;
  }
}

export const contextValidationPolicy = definePolicy({
  id: 'context-validation',
  description:
    'a compiled context keeps hard-denies, open questions, the resume point, gate state, write transactions and source anchors (seed 004 Phase 4)',
  checkpoints: ['post-context-compile'],
  evaluate(ctx): Finding[] {
    const compiled = ctx.payload;
    if (!compiled?.snapshot) return [];
    const { snapshot: s, text } = compiled;
    const missing: Array<[string, Said]> = [];
    if (
      !text.includes(`loop state ${s.resume.state}`) ||
      !text.includes(`next action: ${s.resume.nextAction}`)
    )
      missing.push(['resume', fragment('context.lost.resume')]);
    for (const f of s.hardDenies)
      if (!text.includes(f.id))
        missing.push([
          `hard-deny:${f.id}`,
          fragment('context.lost.hard-deny', { id: f.id }),
        ]);
    for (const q of s.openQuestions)
      if (!text.includes(`${q.id}`) || !text.includes(q.text))
        missing.push([
          `question:${q.id}`,
          fragment('context.lost.question', { id: q.id }),
        ]);
    if (
      !text.includes(
        `tool calls ${s.gate.usage.toolCalls}/${s.gate.budget.maxToolCalls}`,
      )
    )
      missing.push(['gate-state', fragment('context.lost.gate-state')]);
    for (const w of s.writeTransactions)
      if (!text.includes(w.path))
        missing.push([
          `write:${w.path}`,
          fragment('context.lost.write', { path: w.path }),
        ]);
    for (const a of s.sourceAnchors)
      if (!text.includes(a))
        missing.push([
          `anchor:${a}`,
          fragment('context.lost.anchor', { anchor: a }),
        ]);
    return missing.map(([subject, what]) =>
      gateFinding(
        'context-validation',
        subject,
        'hard-deny',
        say('context.lost', { what }),
        { kind: 'fix-input', ...sayDetail('context.lost.next') },
      ),
    );
  },
});
