// scopeDriftPolicy and outOfScope(path, promise) — a write outside the
// CompletionPromise's allowedScope, or inside its disallowedScope, is
// hard-denied as scope drift
// Pos: policies/harness/loop, seed 004 scope-drift (每个文件修改必须绑定 allowedScope);
// the loop machine turns its finding into the scope-drift stop. Silent when the
// promise names no scope
import picomatch from 'picomatch';
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type { Finding } from '../../vocabulary/finding.js';
import type { CompletionPromise } from '../../vocabulary/loop.js';
import { writtenFiles } from '../source-files.js';
import type { Said } from '../../vocabulary/messages/said.js';
import { fragment, say, sayDetail } from '../../vocabulary/messages/say.js';

const matches = (rel: string, globs: readonly string[]) =>
  globs.some(
    (g) =>
      g === rel ||
      picomatch.isMatch(rel, g.replace(/^\.\//, ''), { dot: true }),
  );

/**
 * Why a workspace-relative path is outside the promise's scope, or undefined
 * when it is inside.
 */
export function outOfScope(
  rel: string,
  promise: Pick<CompletionPromise, 'allowedScope' | 'disallowedScope'>,
): Said | undefined {
  if (matches(rel, promise.disallowedScope))
    return fragment('loop.scope.disallowed', {
      file: rel,
      globs: promise.disallowedScope.join(', '),
    });
  if (promise.allowedScope.length && !matches(rel, promise.allowedScope))
    return fragment('loop.scope.outside', {
      file: rel,
      globs: promise.allowedScope.join(', '),
    });
  return undefined;
}

export const scopeDriftPolicy = definePolicy({
  id: 'scope-drift',
  description:
    'writes stay inside the CompletionPromise scope (seed 004 scope-drift)',
  checkpoints: ['pre-write', 'pre-tool'],
  evaluate(ctx): Finding[] {
    const promise = ctx.facts?.promise;
    if (
      !promise ||
      (promise.allowedScope.length === 0 &&
        promise.disallowedScope.length === 0)
    )
      return [];
    return writtenFiles(ctx).flatMap((file) => {
      const why = outOfScope(file, promise);
      return why
        ? [
            gateFinding(
              'scope-drift',
              file,
              'hard-deny',
              say('loop.scope-drift', { why }),
              {
                kind: 'ask-user',
                ...sayDetail('loop.scope-drift.next', { file }),
              },
            ),
          ]
        : [];
    });
  },
});
