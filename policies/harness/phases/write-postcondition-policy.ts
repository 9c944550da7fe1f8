// writePostconditionPolicy — at post-write with an active run: a written file
// that still carries template placeholders (<fill …>, {…}, [TODO], lorem ipsum)
// needs another pass, and every newly created file is named (seed 004:
// 每次新增文件必须有 gate finding 说明)
// Pos: policies/harness/phases, seed 004 post-write (文件存在、后置条件、模板占位符); the
// content arrives as the tool wrote it
import { say, sayDetail } from '../../vocabulary/messages/index.js';
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type { Finding } from '../../vocabulary/finding.js';
import { relativeTo } from '../source-files.js';

const TEMPLATE = [
  /\{\s*(?:\.{3}|…)\s*\}/,
  /<\s*(?:fill|insert|your|placeholder|describe|enter|replace)\b[^>]*>/i,
  /\[\s*(?:todo|tbd|placeholder)\s*\]/i,
  /lorem ipsum/i,
  /__(?:FILL|TODO|PLACEHOLDER)__/,
];

export const writePostconditionPolicy = definePolicy({
  id: 'write-postcondition',
  description:
    'after a write: no template placeholders left, every new file named (seed 004 post-write)',
  checkpoints: ['post-write'],
  evaluate(ctx): Finding[] {
    if (!ctx.run || !ctx.path) return [];
    const file =
      relativeTo(
        ctx.facts?.resolvedPaths?.[ctx.path] ?? ctx.path,
        ctx.workspace,
      ) ?? ctx.path;
    const findings: Finding[] = [];
    const lines = (ctx.content ?? '').split('\n');
    for (const [i, line] of lines.entries()) {
      const hit = TEMPLATE.map((p) => p.exec(line)).find(Boolean);
      if (!hit) continue;
      findings.push(
        gateFinding(
          'write-postcondition',
          `${file}:${i + 1}`,
          'evidence-required',
          say('write.placeholder', {
            file,
            line: i + 1,
            placeholder: hit[0],
          }),
          { kind: 'fix-input', ...sayDetail('write.placeholder.next') },
        ),
      );
      break;
    }
    if (ctx.payload?.created) {
      findings.push(
        gateFinding(
          'write-postcondition',
          `created:${file}`,
          'warning',
          say('write.created', { file, run: ctx.run.id }),
          { kind: 'fix-input', ...sayDetail('write.created.next') },
        ),
      );
    }
    return findings;
  },
});
