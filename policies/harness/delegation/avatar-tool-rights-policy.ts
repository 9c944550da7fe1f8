// avatarToolRightsPolicy — inside a sub-agent that is one of the six avatars,
// its row's tool rights and may-change rule, enforced live
// Pos: policies/harness/delegation, the live twin of 戒's do/don't boundary
// (which judges outputs after the fact); forbidden → hard-deny, unlisted →
// soft-deny, a write outside what the role may change → hard-deny
import { avatars, toolFamily, toolRight } from '../../pipeline/avatars.js';
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import { isDocPath, isTestPath } from '../../pipeline/jie/file-roles.js';
import type { Finding } from '../../vocabulary/finding.js';

export const avatarToolRightsPolicy = definePolicy({
  id: 'avatar-tool-rights',
  description:
    'an avatar sub-agent may use only the tools its row allows and change only what its role may change (seed 000 配置总表)',
  checkpoints: ['pre-tool', 'pre-write'],
  evaluate(ctx): Finding[] {
    if (!ctx.avatar || !ctx.toolName) return [];
    const row = avatars[ctx.avatar];
    const who = `the ${row.title} (${row.glyph})`;
    if (ctx.checkpoint === 'pre-tool') {
      const right = toolRight(row, ctx.toolName);
      if (right === 'allowed') return [];
      const severity = right === 'forbidden' ? 'hard-deny' : 'soft-deny';
      const allowed = row.tools.allowed.join(', ');
      return [
        gateFinding(
          'avatar-tool-rights',
          `${row.id}:${ctx.toolName}`,
          severity,
          `${who} may not use ${ctx.toolName}${right === 'unlisted' ? ' (its row does not list it)' : ''}; allowed: ${allowed}`,
          {
            kind: 'delegate',
            detail: `do it with ${allowed}, or hand it back so an avatar allowed to use ${toolFamily(ctx.toolName) ?? ctx.toolName} does it`,
          },
        ),
      ];
    }
    const path = ctx.path ?? '';
    const fits =
      row.mayChange === 'anything' ||
      (row.mayChange === 'docs' &&
        (row.tools.writeOnly?.test(path) ?? isDocPath(path))) ||
      (row.mayChange === 'tests-and-docs' &&
        (isTestPath(path) || isDocPath(path)));
    if (fits) return [];
    const rule = {
      nothing: 'changes no files',
      docs: 'writes Markdown only',
      'tests-and-docs': 'changes tests and docs only',
      anything: '',
    }[row.mayChange];
    return [
      gateFinding(
        'avatar-tool-rights',
        `${row.id}:${path}`,
        'hard-deny',
        `${who} ${rule}; ${path} is outside that`,
        {
          kind: 'delegate',
          detail: 'hand the change to the body (⚔️ @impl)',
        },
      ),
    ];
  },
});
