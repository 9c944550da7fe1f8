// pruneMessages — DCP on an Anthropic Messages API message list (what a runner
// that owns its history sends to `messages.create`): old tool results become
// placeholders, superseded write payloads go, every message keeps its role and
// its blocks' shape; a new list, the input untouched
// Pos: policies/context/messages, the Anthropic shape; the rules are DCP's
// (policies/context/dcp), the same as on a Claude Code transcript
import type {
  ContentBlock,
  TranscriptRecord,
} from '../transcript/parse-transcript.js';
import type { MessagePruneOptions, PruneStats } from './prune-options.js';
import { pruneRecords } from './prune-options.js';

export interface AnthropicMessage {
  role: 'user' | 'assistant';
  content: string | ReadonlyArray<Record<string, unknown>>;
}

export interface PrunedMessages<M> {
  messages: M[];
  stats: PruneStats;
}

export function pruneMessages<M extends AnthropicMessage>(
  messages: readonly M[],
  options: MessagePruneOptions = {},
): PrunedMessages<M> {
  const aliases = options.toolAliases ?? {};
  const back = new Map<string, string>();
  const records = messages.map((m, i): TranscriptRecord => {
    const content =
      typeof m.content === 'string'
        ? m.content
        : (m.content.map((b) => {
            if (b['type'] !== 'tool_use') return b;
            const name = String(b['name'] ?? '');
            const alias = aliases[name];
            if (!alias) return b;
            back.set(String(b['id']), name);
            return { ...b, name: alias };
          }) as unknown as ContentBlock[]);
    return {
      type: m.role,
      message: {
        role: m.role,
        content,
        ...(m.role === 'assistant' ? { id: `msg_${i}` } : {}),
      },
    };
  });
  const { changed, stats } = pruneRecords(records, options);
  const out = messages.map((m, i) => {
    const r = changed.get(i);
    if (!r) return m;
    const content = (r.message!.content as ContentBlock[]).map((b) =>
      b.type === 'tool_use' && typeof b.id === 'string' && back.has(b.id)
        ? { ...b, name: back.get(b.id) }
        : b,
    );
    return { ...m, content } as M;
  });
  return { messages: out, stats };
}
