// Input: zod
// Output: HookInput schemas per Claude Code hook event (research/peers.md §1) and parseHookInput — stdin JSON checked, unknown fields kept
// Pos: src/adapters/claude-code, the boundary where Claude Code's JSON becomes typed data; field names exactly as documented
import { z } from 'zod';

/** Fields every event carries. Claude Code adds fields over time, so objects stay open (loose), never strict. */
export const BaseHookInput = z.looseObject({
  session_id: z.string().min(1),
  transcript_path: z.string().optional(),
  cwd: z.string().min(1),
  permission_mode: z.string().optional(),
  hook_event_name: z.string().min(1),
  prompt_id: z.string().optional(),
  agent_id: z.string().optional(),
  agent_type: z.string().optional(),
});

const toolEvent = BaseHookInput.extend({
  tool_name: z.string().min(1),
  tool_input: z.record(z.string(), z.unknown()),
  tool_use_id: z.string().optional(),
});

export const PreToolUseInput = toolEvent.extend({ hook_event_name: z.literal('PreToolUse') });
export const PostToolUseInput = toolEvent.extend({ hook_event_name: z.literal('PostToolUse'), tool_response: z.unknown().optional(), duration_ms: z.number().optional() });
export const PostToolUseFailureInput = toolEvent.extend({
  hook_event_name: z.literal('PostToolUseFailure'),
  error: z.string().optional(),
  is_interrupt: z.boolean().optional(),
});
export const StopInput = BaseHookInput.extend({
  hook_event_name: z.literal('Stop'),
  stop_hook_active: z.boolean().optional(),
  last_assistant_message: z.string().optional(),
});
export const SubagentStopInput = StopInput.extend({ hook_event_name: z.literal('SubagentStop'), agent_transcript_path: z.string().optional() });
export const UserPromptSubmitInput = BaseHookInput.extend({ hook_event_name: z.literal('UserPromptSubmit'), prompt: z.string() });
export const SessionStartInput = BaseHookInput.extend({ hook_event_name: z.literal('SessionStart'), source: z.string().optional(), model: z.string().optional() });
export const SessionEndInput = BaseHookInput.extend({ hook_event_name: z.literal('SessionEnd'), reason: z.string().optional() });
export const PreCompactInput = BaseHookInput.extend({ hook_event_name: z.literal('PreCompact'), trigger: z.string().optional(), custom_instructions: z.string().nullish() });
export const SubagentStartInput = BaseHookInput.extend({ hook_event_name: z.literal('SubagentStart') });

const BY_EVENT = {
  PreToolUse: PreToolUseInput,
  PostToolUse: PostToolUseInput,
  PostToolUseFailure: PostToolUseFailureInput,
  Stop: StopInput,
  SubagentStop: SubagentStopInput,
  SubagentStart: SubagentStartInput,
  UserPromptSubmit: UserPromptSubmitInput,
  SessionStart: SessionStartInput,
  SessionEnd: SessionEndInput,
  PreCompact: PreCompactInput,
} as const;

export type KnownEvent = keyof typeof BY_EVENT;
export const KNOWN_EVENTS = Object.keys(BY_EVENT) as KnownEvent[];
export type HookInputOf<E extends KnownEvent> = z.infer<(typeof BY_EVENT)[E]>;
export type PreToolUse = HookInputOf<'PreToolUse'>;
export type PostToolUse = HookInputOf<'PostToolUse'>;
export type PostToolUseFailure = HookInputOf<'PostToolUseFailure'>;
export type AnyHookInput = z.infer<typeof BaseHookInput>;

export class MalformedHookInput extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedHookInput';
  }
}

const describe = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');

/** Parses stdin for `expected` (the event the settings entry names); a mismatch or a bad field is malformed input. */
export function parseHookInput(raw: string, expected: string): AnyHookInput {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new MalformedHookInput(`stdin is not JSON (${(error as Error).message})`);
  }
  const base = BaseHookInput.safeParse(value);
  if (!base.success) throw new MalformedHookInput(`stdin is not a hook payload: ${describe(base.error)}`);
  if (base.data.hook_event_name !== expected) {
    throw new MalformedHookInput(`stdin says hook_event_name ${JSON.stringify(base.data.hook_event_name)} but this hook is registered for ${expected}`);
  }
  const schema = (BY_EVENT as Record<string, z.ZodType<AnyHookInput>>)[expected];
  if (!schema) return base.data;
  const full = schema.safeParse(value);
  if (!full.success) throw new MalformedHookInput(`${expected} payload is malformed: ${describe(full.error)}`);
  return full.data;
}
