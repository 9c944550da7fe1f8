// avatarToolRightsPolicy — inside a sub-agent that is one of the six avatars,
// its row's tool rights and may-change rule, enforced live
// Pos: policies/harness/delegation, the live twin of 戒's do/don't boundary
// (which judges outputs after the fact); forbidden → hard-deny, unlisted →
// soft-deny, a write outside what the role may change → hard-deny
import { avatars, toolFamily, toolRight } from '../../pipeline/avatars.js';
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import { isDocPath, isTestPath } from '../../pipeline/jie/file-roles.js';
import type { Finding } from '../../vocabulary/finding.js';
import { fragment, say, sayDetail } from '../../vocabulary/messages/say.js';

export const avatarToolRightsPolicy = definePolicy({
  id: 'avatar-tool-rights',
  description:
    'an avatar sub-agent may use only the tools its row allows and change only what its role may change (seed 000 配置总表)',
  checkpoints: ['pre-tool', 'pre-write'],
  evaluate(ctx): Finding[] {
    if (!ctx.avatar || !ctx.toolName) return [];
    const row = avatars[ctx.avatar];
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
          say(
            right === 'unlisted'
              ? 'avatar.tool-unlisted'
              : 'avatar.tool-forbidden',
            { title: row.title, glyph: row.glyph, tool: ctx.toolName, allowed },
          ),
          {
            kind: 'delegate',
            ...sayDetail('avatar.tool.next', {
              allowed,
              family: toolFamily(ctx.toolName) ?? ctx.toolName,
            }),
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
    // 'anything' always fits, so it never reaches here.
    const rule =
      row.mayChange === 'docs'
        ? 'avatar.rule.docs'
        : row.mayChange === 'tests-and-docs'
          ? 'avatar.rule.tests-and-docs'
          : 'avatar.rule.nothing';
    return [
      gateFinding(
        'avatar-tool-rights',
        `${row.id}:${path}`,
        'hard-deny',
        say('avatar.write-outside', {
          title: row.title,
          glyph: row.glyph,
          rule: fragment(rule),
          path,
        }),
        { kind: 'delegate', ...sayDetail('avatar.write-outside.next') },
      ),
    ];
  },
});
