// TranscriptBuilder — writes Claude Code JSONL in the real schema (one
// assistant record per content block sharing message.id, tool results as user
// records with toolUseResult), for tests that need a transcript with a precise
// shape
// Pos: test/context helper; real transcripts are in ../shared/corpora, this
// builds small ones whose every call a test can name
let seq = 0;

export interface CallSpec {
  name: string;
  input: Record<string, unknown>;
  output?: string;
  isError?: boolean;
  side?: unknown;
  /** Leave the call without a result. */
  noResult?: boolean;
}

export class TranscriptBuilder {
  readonly lines: Record<string, unknown>[] = [];
  private parent: string | null = null;
  constructor(
    readonly sessionId = 'sess-0001-aaaa-bbbb',
    readonly cwd = '/work/app',
  ) {}

  private push(record: Record<string, unknown>) {
    const uuid = `u-${++seq}`;
    this.lines.push({
      parentUuid: this.parent,
      isSidechain: false,
      userType: 'external',
      cwd: this.cwd,
      sessionId: this.sessionId,
      version: '2.1.39',
      ...record,
      uuid,
      timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, seq)).toISOString(),
    });
    this.parent = uuid;
    return this;
  }

  user(text: string, extra: Record<string, unknown> = {}) {
    return this.push({
      type: 'user',
      message: { role: 'user', content: text },
      ...extra,
    });
  }

  /**
   * One API response: optional text, then tool calls; returns the tool_use ids.
   */
  step(
    calls: CallSpec[],
    text?: string,
    usage?: Record<string, number>,
  ): string[] {
    const id = `msg_${++seq}`;
    const base = {
      model: 'claude-opus-4-6',
      id,
      type: 'message',
      role: 'assistant',
      stop_reason: null,
      usage: usage ?? {
        input_tokens: 3,
        cache_creation_input_tokens: 100,
        cache_read_input_tokens: 20000,
        output_tokens: 10,
      },
    };
    if (text !== undefined)
      this.push({
        type: 'assistant',
        requestId: `req_${id}`,
        message: { ...base, content: [{ type: 'text', text }] },
      });
    const ids = calls.map((c) => {
      const useId = `toolu_${String(++seq).padStart(4, '0')}`;
      this.push({
        type: 'assistant',
        requestId: `req_${id}`,
        message: {
          ...base,
          content: [
            {
              type: 'tool_use',
              id: useId,
              name: c.name,
              input: c.input,
              caller: { type: 'direct' },
            },
          ],
        },
      });
      return useId;
    });
    calls.forEach((c, i) => {
      if (c.noResult) return;
      this.push({
        type: 'user',
        message: {
          role: 'user',
          content: [
            {
              type: 'tool_result',
              tool_use_id: ids[i],
              content: c.output ?? 'ok',
              ...(c.isError ? { is_error: true } : {}),
            },
          ],
        },
        ...(c.side !== undefined ? { toolUseResult: c.side } : {}),
      });
    });
    return ids;
  }

  /**
   * Steps with nothing in them, to push earlier calls out of the turn
   * protection.
   */
  idle(n: number) {
    for (let i = 0; i < n; i++) this.step([], `thinking step ${i}`);
    return this;
  }

  text() {
    return `${this.lines.map((l) => JSON.stringify(l)).join('\n')}\n`;
  }
}

/** A numbered file as Claude Code's Read prints it. */
export function numbered(
  from: number,
  to: number,
  line = (n: number) => `line ${n} of the file with some code in it`,
): string {
  const out: string[] = [];
  for (let n = from; n <= to; n++)
    out.push(`${String(n).padStart(6)}→${line(n)}`);
  return out.join('\n');
}
