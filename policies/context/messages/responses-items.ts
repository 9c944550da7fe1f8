// pruneResponseItems — DCP on OpenAI Responses input items, in both spellings:
// the API's own (function_call / function_call_output, call_id) and the OpenAI
// Agents SDK's (function_call / function_call_result, callId). Old outputs
// become placeholders, each item keeps its type and ids; items DCP cannot see
// (reasoning, system) pass through untouched
// Pos: policies/context/messages, the OpenAI shape; consecutive calls form one
// assistant step, a user message one turn, as on a Claude Code transcript
import { withText } from '../dcp/apply.js';
import { resultText } from '../transcript/content.js';
import type {
  ContentBlock,
  Json,
  TranscriptRecord,
} from '../transcript/parse-transcript.js';
import type { PrunedMessages } from './anthropic-messages.js';
import type { MessagePruneOptions } from './prune-options.js';
import { pruneRecords } from './prune-options.js';

export type ResponseItem = Record<string, unknown>;

const callIdOf = (item: ResponseItem) =>
  String(item['call_id'] ?? item['callId'] ?? '');

/** The text of a message or output: a string, or its text parts joined. */
function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (content && typeof content === 'object' && !Array.isArray(content)) {
    const text = (content as Record<string, unknown>)['text'];
    return typeof text === 'string' ? text : '';
  }
  if (!Array.isArray(content)) return '';
  return content
    .map((p: Record<string, unknown>) =>
      typeof p?.['text'] === 'string' ? (p['text'] as string) : '',
    )
    .filter(Boolean)
    .join('\n');
}

function argsOf(raw: unknown): Json {
  if (typeof raw !== 'string') return {};
  try {
    const v = JSON.parse(raw) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v)
      ? (v as Json)
      : { arguments: raw };
  } catch {
    return { arguments: raw };
  }
}

/** A pruned output in the item's own spelling: a string or text parts. */
function outputLike(original: unknown, text: string): unknown {
  // The Agents SDK's single part: { type: 'text', text }.
  if (original && typeof original === 'object' && !Array.isArray(original))
    return { ...(original as Record<string, unknown>), text };
  if (typeof original === 'string' || !Array.isArray(original)) return text;
  const kind =
    (original as Array<Record<string, unknown>>).find(
      (p) => typeof p?.['text'] === 'string',
    )?.['type'] ?? 'input_text';
  const parts = withText(
    (original as Array<Record<string, unknown>>).map((p) =>
      typeof p?.['text'] === 'string' ? { ...p, type: 'text' } : p,
    ),
    text,
  ) as Array<Record<string, unknown>>;
  return parts.map((p) => (p['type'] === 'text' ? { ...p, type: kind } : p));
}

export function pruneResponseItems<I extends ResponseItem>(
  items: readonly I[],
  options: MessagePruneOptions = {},
): PrunedMessages<I> {
  const aliases = options.toolAliases ?? {};
  let step = 0;
  let lastWasCall = false;
  const records = items.map((item): TranscriptRecord | null => {
    const type = item['type'];
    const role = item['role'];
    if (type === 'function_call') {
      if (!lastWasCall) step++;
      lastWasCall = true;
      const name = String(item['name'] ?? '');
      return {
        type: 'assistant',
        message: {
          id: `step_${step}`,
          role: 'assistant',
          content: [
            {
              type: 'tool_use',
              id: callIdOf(item),
              name: aliases[name] ?? name,
              input: argsOf(item['arguments']),
            },
          ],
        },
      };
    }
    lastWasCall = false;
    if (type === 'function_call_output' || type === 'function_call_result') {
      const output = item['output'];
      const block: ContentBlock = {
        type: 'tool_result',
        tool_use_id: callIdOf(item),
        content:
          typeof output === 'string'
            ? output
            : [{ type: 'text', text: textOf(output) }],
      };
      return { type: 'user', message: { role: 'user', content: [block] } };
    }
    if (role === 'user' || role === 'assistant') {
      const text = textOf(item['content']);
      if (role === 'assistant') step++;
      return {
        type: role,
        message: {
          role,
          content: text,
          ...(role === 'assistant' ? { id: `step_${step}` } : {}),
        },
      };
    }
    return null;
  });
  const { changed, stats } = pruneRecords(records, options);
  const out = items.map((item, i) => {
    const r = changed.get(i);
    if (!r) return item;
    const block = (r.message!.content as ContentBlock[])[0]!;
    if (block.type === 'tool_use')
      return { ...item, arguments: JSON.stringify(block.input ?? {}) };
    return { ...item, output: outputLike(item['output'], resultText(block)) };
  });
  return { messages: out, stats };
}
