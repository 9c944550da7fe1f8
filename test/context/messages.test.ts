// pruning where the runner owns the messages, end to end with a fake model that
// records what it was sent: the OpenAI Agents SDK's real `run()` with
// wukongInputFilter as its callModelInputFilter, and an Anthropic Messages loop
// with MessagesPruner; the shapes (roles, ids, item types) are kept and the
// runner's own history is never changed
// Pos: test/context; the DCP rules themselves are dcp.test.ts's
import { Agent, run, setTracingDisabled, tool, Usage } from '@openai/agents';
import type { Model, ModelRequest, ModelResponse } from '@openai/agents';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { pruneResponseItems } from '../../policies/context/messages/responses-items.js';
import type { AnthropicMessage } from '../../policies/context/messages/anthropic-messages.js';
import { pruneMessages } from '../../policies/context/messages/anthropic-messages.js';
import { ContextConfig } from '../../policies/vocabulary/context-config.js';
import { wukongInputFilter } from '../../src/context/messages/openai-agents.js';
import { MessagesPruner } from '../../src/context/messages/messages-pruner.js';
import { numbered } from './transcript-builder.js';

setTracingDisabled(true);

const FILE = numbered(1, 400);
const PLACEHOLDER = /\[wukong-dcp strategy=(\w+) tool=(\w+) tool_use_id=(\S+)/;

/** A model that reads the same file `reads` times, then answers; it keeps every request. */
class FakeModel implements Model {
  readonly sent: ModelRequest[] = [];
  private turn = 0;
  /** `distinct`: each read names another file (nothing is a duplicate). */
  constructor(
    private readonly reads: number,
    private readonly distinct = false,
  ) {}
  async getResponse(request: ModelRequest): Promise<ModelResponse> {
    this.sent.push(structuredClone(request));
    const n = this.turn++;
    const usage = new Usage({
      requests: 1,
      inputTokens: 1000,
      outputTokens: 10,
      totalTokens: 1010,
    });
    if (n < this.reads)
      return {
        usage,
        output: [
          {
            type: 'function_call',
            callId: `call_${n}`,
            name: 'read_file',
            arguments: JSON.stringify({
              file_path: this.distinct ? `/app/src/f${n}.ts` : '/app/src/a.ts',
            }),
            status: 'completed',
          },
        ],
      };
    return {
      usage,
      output: [
        {
          type: 'message',
          role: 'assistant',
          status: 'completed',
          content: [{ type: 'output_text', text: 'done' }],
        },
      ],
    };
  }
  // eslint-disable-next-line require-yield
  async *getStreamedResponse(): AsyncIterable<never> {
    throw new Error('not streamed in this test');
  }
}

const readFile = tool({
  name: 'read_file',
  description: 'read a file',
  parameters: z.object({ file_path: z.string() }),
  execute: async () => FILE,
});

function agentWith(model: FakeModel) {
  return new Agent({
    name: 'reader',
    instructions: 'read files',
    model,
    tools: [readFile],
  });
}

const outputsOf = (request: ModelRequest) =>
  (request.input as Array<Record<string, unknown>>).filter(
    (i) => i['type'] === 'function_call_result',
  );
const textOfOutput = (o: unknown) =>
  typeof o === 'string'
    ? o
    : ((o as { text?: string }).text ?? JSON.stringify(o));

describe('OpenAI Agents SDK: wukongInputFilter as callModelInputFilter', () => {
  it('prunes old duplicate reads every turn (aggressive preset), keeps ids and types, and the run history stays whole', async () => {
    const model = new FakeModel(7);
    const seen: number[] = [];
    const result = await run(agentWith(model), 'read a.ts until sure', {
      maxTurns: 20,
      callModelInputFilter: wukongInputFilter({
        preset: 'aggressive',
        toolAliases: { read_file: 'Read' },
        onPrune: (s) => seen.push(s.items.length),
      }),
    });
    expect(result.finalOutput).toBe('done');
    expect(model.sent).toHaveLength(8);
    const last = model.sent.at(-1)!;
    const outputs = outputsOf(last);
    expect(outputs).toHaveLength(7);
    expect(outputs.map((o) => o['callId'])).toEqual(
      Array.from({ length: 7 }, (_, i) => `call_${i}`),
    );
    const texts = outputs.map((o) => textOfOutput(o['output']));
    // The last four steps are protected; the three before are duplicates of the
    // newest read and became placeholders naming their own call.
    texts.slice(0, 3).forEach((t, i) => {
      const m = PLACEHOLDER.exec(t)!;
      expect(m[1]).toBe('dedup');
      expect(m[2]).toBe('Read');
      expect(m[3]).toBe(`call_${i}`);
    });
    for (const t of texts.slice(3)) expect(t).toBe(FILE);
    expect(seen.at(-1)).toBe(3);
    // What the run keeps is the unpruned history.
    const history = result.history.filter(
      (i) => (i as { type?: string }).type === 'function_call_result',
    );
    for (const h of history)
      expect(textOfOutput((h as { output: unknown }).output)).toBe(FILE);
  });

  it('under the seed preset one user turn is protected whole: the model gets every output', async () => {
    const model = new FakeModel(7);
    await run(agentWith(model), 'read a.ts until sure', {
      maxTurns: 20,
      callModelInputFilter: wukongInputFilter({
        toolAliases: { read_file: 'Read' },
      }),
    });
    for (const o of outputsOf(model.sent.at(-1)!))
      expect(textOfOutput(o['output'])).toBe(FILE);
  });
});

describe('OpenAI Agents SDK: wukongInputFilter with zero configuration', () => {
  // Reads of distinct files (no duplicates), protection by the last two steps,
  // the seed's formula alone: only how full the context is decides whether an
  // old output is truncated.
  const config = ContextConfig.parse({
    window: 30_000,
    dcp: { protectionUnit: 'steps', turnProtection: 2 },
  });

  it('estimates the prompt itself when no usage is given, and the seed formula truncates old outputs as the window fills', async () => {
    const model = new FakeModel(6, true);
    const usage: Array<{ usedTokens: number; source: string }> = [];
    const { countTokens } = await import('gpt-tokenizer');
    await run(agentWith(model), 'read every file once', {
      maxTurns: 20,
      callModelInputFilter: wukongInputFilter({
        config,
        toolAliases: { read_file: 'Read' },
        onPrune: (_, u) => usage.push(u),
      }),
    });
    expect(usage).toHaveLength(7);
    expect(usage.every((u) => u.source === 'estimated')).toBe(true);
    // The estimate is the tokenizer's count of what the filter was given: it
    // grows with every read (each ≈ the file's tokens).
    const fileTokens = countTokens(FILE);
    expect(usage[6]!.usedTokens).toBeGreaterThan(6 * fileTokens);
    expect(usage[6]!.usedTokens - usage[5]!.usedTokens).toBeGreaterThan(
      fileTokens,
    );
    const texts = outputsOf(model.sent.at(-1)!).map((o) =>
      textOfOutput(o['output']),
    );
    expect(texts).toHaveLength(6);
    // Past the window the remaining room is 0: old outputs are cut to
    // placeholders; the last two steps are protected.
    for (const t of texts.slice(0, 4))
      expect(PLACEHOLDER.exec(t)?.[1]).toBe('truncation');
    for (const t of texts.slice(4)) expect(t).toBe(FILE);
    // Early, with room to spare, nothing was cut.
    for (const o of outputsOf(model.sent[2]!))
      expect(textOfOutput(o['output'])).toBe(FILE);
  });

  it("the caller's usage wins when it gives one: an empty context truncates nothing", async () => {
    const model = new FakeModel(6, true);
    const sources: string[] = [];
    await run(agentWith(model), 'read every file once', {
      maxTurns: 20,
      callModelInputFilter: wukongInputFilter({
        config,
        toolAliases: { read_file: 'Read' },
        usedTokens: () => 0,
        onPrune: (_, u) => sources.push(u.source),
      }),
    });
    expect(new Set(sources)).toEqual(new Set(['caller']));
    for (const o of outputsOf(model.sent.at(-1)!))
      expect(textOfOutput(o['output'])).toBe(FILE);
  });
});

describe('OpenAI Responses API items', () => {
  it('prunes function_call_output items of older user turns, with call_id and string outputs kept', () => {
    const items: Array<Record<string, unknown>> = [];
    for (let t = 0; t < 6; t++) {
      items.push({ role: 'user', content: `turn ${t}: check the file` });
      items.push({
        type: 'function_call',
        call_id: `c${t}`,
        name: 'shell',
        arguments: JSON.stringify({ command: 'cat a.ts' }),
      });
      items.push({
        type: 'function_call_output',
        call_id: `c${t}`,
        output: FILE,
      });
      items.push({ role: 'assistant', content: 'ok' });
    }
    const before = structuredClone(items);
    const { messages, stats } = pruneResponseItems(items, {
      toolAliases: { shell: 'Bash' },
    });
    expect(items).toEqual(before);
    const outs = messages.filter((i) => i['type'] === 'function_call_output');
    // Turns 0 and 1 are older than the last four: their identical Bash output
    // is a duplicate of the newest.
    expect(
      outs.slice(0, 2).map((o) => PLACEHOLDER.exec(o['output'] as string)?.[3]),
    ).toEqual(['c0', 'c1']);
    for (const o of outs.slice(2)) expect(o['output']).toBe(FILE);
    expect(outs.every((o) => typeof o['call_id'] === 'string')).toBe(true);
    expect(stats.saved).toBeGreaterThan(0);
  });
});

describe('Anthropic Messages loop with MessagesPruner', () => {
  it('sends the fake model a pruned copy each turn (truncation by the remaining room), the loop keeps its history', () => {
    const config = ContextConfig.parse({ window: 20_000 });
    const pruner = new MessagesPruner({ config, preset: 'aggressive' });
    const history: AnthropicMessage[] = [
      { role: 'user', content: 'read the files one by one' },
    ];
    const sent: AnthropicMessage[][] = [];
    for (let n = 0; n < 8; n++) {
      const { messages } = pruner.prune(history);
      sent.push(messages);
      // The fake model: asks for the next file, reports a usage.
      pruner.observe({ input_tokens: 16_000 + n * 100 });
      history.push({
        role: 'assistant',
        content: [
          {
            type: 'tool_use',
            id: `toolu_${n}`,
            name: 'Read',
            input: { file_path: `/app/src/f${n}.ts` },
          },
        ],
      });
      history.push({
        role: 'user',
        content: [
          {
            type: 'tool_result',
            tool_use_id: `toolu_${n}`,
            content: numbered(1, 400),
          },
        ],
      });
    }
    const last = pruner.prune(history).messages;
    expect(last.map((m) => m.role)).toEqual(history.map((m) => m.role));
    const result = (m: AnthropicMessage) =>
      (m.content as Array<{ content: string }>)[0]!.content;
    // 4,000 tokens left → 2,000 tokens ≈ 5,600 characters per old output.
    const first = result(last[2]!);
    expect(first).toMatch(/strategy=truncation tool=Read tool_use_id=toolu_0/);
    expect(first.length).toBeLessThan(7000);
    expect(result(last.at(-1)!)).toBe(numbered(1, 400));
    expect(result(history[2]!)).toBe(numbered(1, 400));
    // The first request had nothing old to prune.
    expect(sent[0]).toEqual([history[0]]);
    const plain = pruneMessages(history, { config });
    expect(plain.stats.items).toEqual([]);
  });
});
