// dedup — seed 002 🔄 Deduplication: older calls with the same tool and
// normalised input, and older Reads whose lines a later Read covers
// Pos: policies/context/dcp, one strategy; the newest call is the keeper (it
// may itself be protected), the older ones become placeholders
import type { ToolCall } from '../transcript/context-view.js';
import type { Json } from '../transcript/parse-transcript.js';
import { covers } from '../transcript/read-range.js';
import { placeholder } from './placeholder.js';
import type { PruneEdit, StrategyContext } from './strategy.js';
import { facts, free } from './strategy.js';

const DECORATIVE: Record<string, readonly string[]> = {
  Bash: ['description'],
  Task: ['description'],
};

/**
 * Tools whose output can change between identical calls with nothing in the
 * context saying so (a file read again after an edit is superseded instead).
 */
const SAME_OUTPUT = new Set(['Bash', 'WebFetch', 'WebSearch', 'TaskOutput']);

function sortDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortDeep);
  if (value && typeof value === 'object') {
    const out: Json = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Json)[key];
      if (v !== null && v !== undefined) out[key] = sortDeep(v);
    }
    return out;
  }
  return value;
}

/**
 * DCP's signature: tool + sorted input without nulls, paths made absolute,
 * decorative fields dropped.
 */
export function signature(call: ToolCall): string {
  const input: Json = { ...call.input };
  for (const key of DECORATIVE[call.name] ?? []) delete input[key];
  if (call.filePath) {
    for (const key of ['file_path', 'notebook_path', 'path'])
      if (typeof input[key] === 'string') input[key] = call.filePath;
  }
  return `${call.name}::${JSON.stringify(sortDeep(input))}`;
}

export function dedup(ctx: StrategyContext): PruneEdit[] {
  const edits: PruneEdit[] = [];
  const taken = new Set<string>();
  const prune = (call: ToolCall, keeper: ToolCall, why: string) => {
    if (taken.has(call.id) || !free(ctx, call)) return;
    const text = placeholder(
      facts('dedup', call, 'output', ctx.outputTokens(call)),
      why,
    );
    if (text.length >= call.output.length) return;
    taken.add(call.id);
    edits.push({
      strategy: 'dedup',
      call,
      output: text,
      reason: `same as the later ${keeper.name} ${keeper.id}`,
      keeper,
    });
  };
  const { calls } = ctx.view;
  const newest = new Map<string, ToolCall>();
  const laterReads = new Map<string, ToolCall[]>();
  for (let i = calls.length - 1; i >= 0; i--) {
    const call = calls[i]!;
    if (call.resultLine === undefined) continue;
    // A command's output is its result (a test run FAILs, then PASSes): two
    // runs are duplicates only when they printed the same thing.
    const sig = SAME_OUTPUT.has(call.name)
      ? `${signature(call)}\u0000${call.isError}\u0000${call.output}`
      : signature(call);
    const keeper = newest.get(sig);
    // A failed newer call does not replace an older success: the success
    // becomes the keeper for older ones.
    if (!keeper || (keeper.isError && !call.isError)) newest.set(sig, call);
    else
      prune(
        call,
        keeper,
        `a later identical ${keeper.name} call (${keeper.id}) holds the newer result`,
      );
    if (call.name === 'Read' && call.range && call.filePath) {
      const later = laterReads.get(call.filePath) ?? [];
      const cover = later.find((r) => covers(r.range!, call.range!));
      if (cover)
        prune(
          call,
          cover,
          `a later Read (${cover.id}) shows lines ${cover.range!.start}-${cover.range!.end} of this file, covering these`,
        );
      later.push(call);
      laterReads.set(call.filePath, later);
    }
  }
  return edits;
}
