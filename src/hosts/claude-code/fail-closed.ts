// failClosedAnswer(event, why, options) — Claude Code's answer when Wukong
// cannot decide: the fail-closed verdict of policies/gate/decision.ts as a
// PreToolUse deny, a systemMessage for any other event, in the user's language
// around the (English, internal) detail
// Pos: src/hosts/claude-code, the one fail-closed answer of every host:
// handle-hook.ts (the CLI and the daemon), hook-command.ts, the Agent SDK
// adapter and the CommonJS launcher. Dependency-free at run time (decision.ts,
// hook-output.ts), so the launcher may bundle it: the words below are the
// catalog's gate.failed-closed* texts as literals
// (test/hosts/finding-language.test.ts ties them)
import { failClosedFinding } from '../../../policies/gate/decision.js';
import type { Lang } from '../../../policies/vocabulary/messages/language.js';
import type { HookOutput } from './hook-output.js';
import { message, permission } from './hook-output.js';

/**
 * gate.failed-closed, .next, .reason, gate.could-not-handle,
 * gate.internal-error and gate.malformed-input, worded without the catalog.
 */
export const FAIL_CLOSED_WORDS: Readonly<
  Record<
    Lang,
    {
      failed: (why: string) => string;
      next: string;
      reason: (failed: string, next: string) => string;
      other: (event: string, why: string) => string;
      internal: (error: string) => string;
      malformed: (error: string) => string;
      uncaught: (error: string) => string;
      noAnswer: string;
    }
  >
> = {
  en: {
    failed: (why) => failClosedFinding(why).message,
    next: failClosedFinding('').nextAction.detail,
    reason: (failed, next) => `${failed}. ${next}`,
    other: (event, why) => `Wukong could not handle ${event}: ${why}`,
    internal: (error) => `internal error: ${error}`,
    malformed: (error) => `malformed input: ${error}`,
    uncaught: (error) => `uncaught error: ${error}`,
    noAnswer: 'the hook ended without an answer',
  },
  zh: {
    failed: (why) => `Wukong 按失败即拒绝处理：${why}`,
    next: '修复原因（见 .wukong/ledger），或运行 `wukong uninstall` 移除 hook。',
    reason: (failed, next) => `${failed}。${next}`,
    other: (event, why) => `Wukong 无法处理 ${event}：${why}`,
    internal: (error) => `内部错误：${error}`,
    malformed: (error) => `输入格式错误：${error}`,
    uncaught: (error) => `未捕获的错误：${error}`,
    noAnswer: 'hook 结束时没有给出答复',
  },
};

/**
 * A tool call is denied, saying why; any other event gets a message (a deny
 * answered to a non-tool event is harmless, an allow-by-silence on a tool call
 * is not). `withNext` adds what to do about it: the full CLI does; the
 * launcher's last word, given when not even the CLI could load, stays the bare
 * reason. `lang` words the wrapper (English when the caller knows none).
 */
export function failClosedAnswer(
  event: string,
  why: string,
  options: { withNext?: boolean; lang?: Lang } = {},
): HookOutput {
  const words = FAIL_CLOSED_WORDS[options.lang ?? 'en'];
  if (event !== 'PreToolUse') return message(words.other(event, why));
  const failed = words.failed(why);
  return permission(
    'deny',
    options.withNext ? words.reason(failed, words.next) : failed,
  );
}
