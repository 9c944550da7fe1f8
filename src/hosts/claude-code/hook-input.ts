// HookInput schemas per Claude Code hook event (research/peers.md §1) and
// parseHookInput — stdin JSON checked, unknown fields kept
// Pos: src/hosts/claude-code, the boundary where Claude Code's JSON becomes
// typed data; field names exactly as documented
import en from 'zod/v4/locales/en.js';
import * as z from 'zod/mini';

// zod/mini is a fraction of classic zod to load, which every hook process pays;
// it sets no messages of its own, so the English ones classic zod sets on
// import are set here too: a malformed payload reads the same whichever is
// loaded.
z.config(en());

const text = () => z.string().check(z.minLength(1));

/**
 * Fields every event carries. Claude Code adds fields over time, so objects
 * stay open (loose), never strict.
 */
export const BaseHookInput = z.looseObject({
  session_id: text(),
  transcript_path: z.optional(z.string()),
  cwd: text(),
  permission_mode: z.optional(z.string()),
  hook_event_name: text(),
  prompt_id: z.optional(z.string()),
  agent_id: z.optional(z.string()),
  agent_type: z.optional(z.string()),
});

const toolEvent = z.extend(BaseHookInput, {
  tool_name: text(),
  tool_input: z.record(z.string(), z.unknown()),
  tool_use_id: z.optional(z.string()),
});

export const PreToolUseInput = z.extend(toolEvent, {
  hook_event_name: z.literal('PreToolUse'),
});
export const PostToolUseInput = z.extend(toolEvent, {
  hook_event_name: z.literal('PostToolUse'),
  tool_response: z.optional(z.unknown()),
  duration_ms: z.optional(z.number()),
});
export const PostToolUseFailureInput = z.extend(toolEvent, {
  hook_event_name: z.literal('PostToolUseFailure'),
  error: z.optional(z.string()),
  is_interrupt: z.optional(z.boolean()),
});
export const StopInput = z.extend(BaseHookInput, {
  hook_event_name: z.literal('Stop'),
  stop_hook_active: z.optional(z.boolean()),
  last_assistant_message: z.optional(z.string()),
});
export const SubagentStopInput = z.extend(StopInput, {
  hook_event_name: z.literal('SubagentStop'),
  agent_transcript_path: z.optional(z.string()),
});
export const UserPromptSubmitInput = z.extend(BaseHookInput, {
  hook_event_name: z.literal('UserPromptSubmit'),
  prompt: z.string(),
});
export const SessionStartInput = z.extend(BaseHookInput, {
  hook_event_name: z.literal('SessionStart'),
  source: z.optional(z.string()),
  model: z.optional(z.string()),
});
export const SessionEndInput = z.extend(BaseHookInput, {
  hook_event_name: z.literal('SessionEnd'),
  reason: z.optional(z.string()),
});
export const PreCompactInput = z.extend(BaseHookInput, {
  hook_event_name: z.literal('PreCompact'),
  trigger: z.optional(z.string()),
  custom_instructions: z.nullish(z.string()),
});
export const SubagentStartInput = z.extend(BaseHookInput, {
  hook_event_name: z.literal('SubagentStart'),
});

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

const describe = (error: z.core.$ZodError) =>
  error.issues
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');

/**
 * Parses stdin for `expected` (the event the settings entry names); a mismatch
 * or a bad field is malformed input.
 */
export function parseHookInput(raw: string, expected: string): AnyHookInput {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new MalformedHookInput(
      `stdin is not JSON (${(error as Error).message})`,
    );
  }
  const base = BaseHookInput.safeParse(value);
  if (!base.success)
    throw new MalformedHookInput(
      `stdin is not a hook payload: ${describe(base.error)}`,
    );
  if (base.data.hook_event_name !== expected) {
    throw new MalformedHookInput(
      `stdin says hook_event_name ${JSON.stringify(base.data.hook_event_name)} but this hook is registered for ${expected}`,
    );
  }
  const schema = (BY_EVENT as Record<string, z.ZodMiniType<AnyHookInput>>)[
    expected
  ];
  if (!schema) return base.data;
  const full = schema.safeParse(value);
  if (!full.success)
    throw new MalformedHookInput(
      `${expected} payload is malformed: ${describe(full.error)}`,
    );
  return full.data;
}
