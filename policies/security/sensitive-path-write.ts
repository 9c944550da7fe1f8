// sensitivePathWriteRule — a system or user-config path named as written to
// (seed 000: 修改系统文件 CRITICAL)
// Pos: policies/security, one rule on declared paths and prose ("appended to
// ~/.bashrc", `>> /etc/hosts`); reads of such paths are not its business
import { defineSecurityRule, fixSaid } from '../gate/security-rule.js';
import { fragment, say, type MessageId } from '../vocabulary/messages/index.js';
import type { SecurityHit } from '../gate/security-rule.js';
import { sensitiveTarget } from './paths/sensitive-paths.js';

/** A path that starts a token: `src/etc/x` holds no `/etc`. */
const PATH = String.raw`(?<![\w.~/-])((?:~|\$HOME|\$\{HOME\}|/)[^\s"'\`,;)]*)`;
const WRITE_VERB = String.raw`(?:wrote|written|write|writing|overwrote|overwritten|overwrite|modified|modify|modifying|edited|edit|editing|updated|update|appended|append|created|create|changed|change|patched|replaced|saved|写入|写了|修改|覆盖|追加|更新|改了|创建)`;
/**
 * A write verb and, within a few words, a path; or a shell redirection into a
 * path; or tee.
 */
const PROSE_WRITE = new RegExp(
  `${WRITE_VERB}(?![A-Za-z])[^.\\n]{0,40}?${PATH}`,
  'gi',
);
/** "did not modify /etc/hosts" is not a write. */
const NEGATED =
  /(?:\bnot|n't|\bnever|\bwithout|\bno\b|未|没有|没|不|无需|无须)[^.\n]{0,12}$/i;
const REDIRECT = new RegExp(
  String.raw`(?:>>?|\btee\s+(?:-a\s+)?)\s*${PATH}`,
  'g',
);

export const sensitivePathWriteRule = defineSecurityRule({
  id: 'sensitive-path-write',
  description: 'a sensitive system or user path named as written to',
  check({ text, writtenPaths }) {
    const hits: SecurityHit[] = [];
    const seen = new Set<string>();
    const flag = (path: string, how: MessageId) => {
      const target = sensitiveTarget(path);
      if (!target || seen.has(path)) return;
      seen.add(path);
      hits.push({
        code: 'jie.security.sensitive-path-write',
        subject: path,
        ...say('path-write', {
          how: fragment(how),
          path,
          what: fragment(target.whatId),
        }),
        ...fixSaid('path-write.next', { path }),
      });
    };
    for (const path of writtenPaths) flag(path, 'path-write.declares');
    for (const match of text.matchAll(PROSE_WRITE)) {
      const before = text.slice(
        Math.max(0, (match.index ?? 0) - 24),
        match.index ?? 0,
      );
      if (!NEGATED.test(before)) flag(match[1] ?? '', 'path-write.says');
    }
    for (const match of text.matchAll(REDIRECT))
      flag(match[1] ?? '', 'path-write.redirects');
    return hits;
  },
});
