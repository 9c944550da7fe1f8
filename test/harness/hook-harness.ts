// hookHarness(ws, config?) — Claude Code hooks answered in-process exactly as
// `wukong hook` answers them: a fresh HookEnv per call (every hook is a new
// process), records flushed to the real ledger, a clock that moves
// Pos: test/harness, a fast stand-in for the binary where a test sends many
// hooks; test/e2e runs the binary itself
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { handleHookInput } from '../../src/hosts/claude-code/handle-hook.js';
import type { HookOutput } from '../../src/hosts/claude-code/hook-output.js';
import { parseHookInput } from '../../src/hosts/claude-code/hook-input.js';
import {
  flushRecords,
  makeHookEnv,
} from '../../src/hosts/claude-code/make-env.js';
import type { WukongConfigInput } from '../../policies/vocabulary/config.js';
import { WukongConfig } from '../../policies/vocabulary/config.js';

export interface Harness {
  send(
    event: string,
    fields: Record<string, unknown>,
  ): Promise<HookOutput | null>;
  pre(
    tool: string,
    input: Record<string, unknown>,
    extra?: Record<string, unknown>,
  ): Promise<HookOutput | null>;
  post(
    tool: string,
    input: Record<string, unknown>,
    response?: unknown,
    extra?: Record<string, unknown>,
  ): Promise<HookOutput | null>;
  fail(
    tool: string,
    input: Record<string, unknown>,
    error: string,
    extra?: Record<string, unknown>,
  ): Promise<HookOutput | null>;
  ledger(): Array<{
    type: string;
    data: Record<string, unknown>;
    traceId: string;
  }>;
  session: string;
}

export function hookHarness(
  ws: string,
  configInput: WukongConfigInput = {},
  session = 'sess-1',
): Harness {
  const config = WukongConfig.parse(configInput);
  let clock = Date.parse('2026-11-22T12:00:00.000Z');
  let n = 0;
  const send = async (event: string, fields: Record<string, unknown>) => {
    clock += 1000;
    const made = makeHookEnv(ws, config, () => new Date(clock), '/home/nobody');
    const input = parseHookInput(
      JSON.stringify({
        session_id: session,
        cwd: ws,
        hook_event_name: event,
        transcript_path: join(ws, 'transcript.jsonl'),
        ...fields,
      }),
      event,
    );
    const answer = await handleHookInput(input, made.env);
    flushRecords(made, session);
    if (answer.failed)
      throw new Error(`hook ${event} failed: ${answer.failed}`);
    return answer.output;
  };
  return {
    session,
    send,
    pre: (tool, input, extra = {}) =>
      send('PreToolUse', {
        tool_name: tool,
        tool_input: input,
        tool_use_id: `tu-${++n}`,
        ...extra,
      }),
    post: (tool, input, response = 'ok', extra = {}) =>
      send('PostToolUse', {
        tool_name: tool,
        tool_input: input,
        tool_use_id: `tu-${n}`,
        tool_response: response,
        ...extra,
      }),
    fail: (tool, input, error, extra = {}) =>
      send('PostToolUseFailure', {
        tool_name: tool,
        tool_input: input,
        tool_use_id: `tu-${n}`,
        error,
        ...extra,
      }),
    ledger: () => {
      const dir = join(ws, '.wukong', 'ledger');
      return readdirSync(dir)
        .filter((f) => f.endsWith('.jsonl'))
        .flatMap((f) => readFileSync(join(dir, f), 'utf8').trim().split('\n'))
        .map((l) => JSON.parse(l));
    },
  };
}

export const verdict = (out: HookOutput | null) =>
  out?.hookSpecificOutput?.permissionDecision ?? 'none';
