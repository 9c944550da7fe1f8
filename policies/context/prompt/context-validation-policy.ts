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
    const missing: Array<[string, string]> = [];
    if (
      !text.includes(`loop state ${s.resume.state}`) ||
      !text.includes(`next action: ${s.resume.nextAction}`)
    )
      missing.push(['resume', 'the resume point (loop state and next action)']);
    for (const f of s.hardDenies)
      if (!text.includes(f.id))
        missing.push([`hard-deny:${f.id}`, `hard-deny ${f.id}`]);
    for (const q of s.openQuestions)
      if (!text.includes(`${q.id}`) || !text.includes(q.text))
        missing.push([`question:${q.id}`, `open question ${q.id}`]);
    if (
      !text.includes(
        `tool calls ${s.gate.usage.toolCalls}/${s.gate.budget.maxToolCalls}`,
      )
    )
      missing.push(['gate-state', 'the gate state and budget']);
    for (const w of s.writeTransactions)
      if (!text.includes(w.path))
        missing.push([`write:${w.path}`, `write transaction ${w.path}`]);
    for (const a of s.sourceAnchors)
      if (!text.includes(a))
        missing.push([`anchor:${a}`, `source anchor ${a}`]);
    return missing.map(([subject, what]) =>
      gateFinding(
        'context-validation',
        subject,
        'hard-deny',
        `the compiled context lost ${what}`,
        {
          kind: 'fix-input',
          detail:
            'compile it again with the must-keep sections (resume, hard-denies, open questions, gate state, write transactions, source anchors) non-prunable',
        },
      ),
    );
  },
});
