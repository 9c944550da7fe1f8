// preToolReason(language, tool, input): the reason a real PreToolUse hook gives
// for one call, in the configured language, in a fresh workspace and home
// Pos: test/hosts, a helper of the language tests (finding-language,
// command-language); not a test itself
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WukongConfig } from '../../policies/vocabulary/config.js';
import { handleHook } from '../../src/hosts/claude-code/handle-hook.js';
import { makeHookEnv } from '../../src/hosts/claude-code/make-env.js';

const temp = (name: string) => mkdtempSync(join(tmpdir(), `wukong-${name}-`));

export async function preToolReason(
  language: 'en' | 'zh',
  tool: string,
  input: (ws: string, home: string) => Record<string, unknown>,
): Promise<string> {
  const ws = temp('said');
  const home = temp('said-home');
  const made = makeHookEnv(
    ws,
    WukongConfig.parse({ sandbox: { mode: 'off' }, language }),
    () => new Date('2026-11-24T12:00:00Z'),
    home,
  );
  const stdin = JSON.stringify({
    session_id: 's1',
    transcript_path: join(ws, 't.jsonl'),
    cwd: ws,
    hook_event_name: 'PreToolUse',
    tool_name: tool,
    tool_input: input(ws, home),
  });
  const { output } = await handleHook('PreToolUse', stdin, made.env);
  return output?.hookSpecificOutput?.permissionDecisionReason ?? '';
}
