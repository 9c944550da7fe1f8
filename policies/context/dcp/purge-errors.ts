// purgeErrors — seed 002 ❌ Purge Errors: after N assistant steps, the inputs of
// a failed call go; its error text stays
// Pos: policies/context/dcp, one strategy; paths stay so the failure can still
// be read as "what failed where"
import { placeholder } from './placeholder.js';
import type { PruneEdit, StrategyContext } from './strategy.js';
import { facts, free, replaceLongStrings } from './strategy.js';

export function purgeErrors(ctx: StrategyContext): PruneEdit[] {
  const last = ctx.view.steps - 1;
  const edits: PruneEdit[] = [];
  for (const call of ctx.view.calls) {
    if (
      !call.isError ||
      last - call.step < ctx.dcp.purgeErrorsAfterTurns ||
      !free(ctx, call)
    )
      continue;
    const why = `the call failed ${last - call.step} steps ago; its error message is kept`;
    const input = replaceLongStrings(call.input, (part, value) =>
      placeholder(facts('purgeErrors', call, part, ctx.count(value)), why),
    );
    if (input)
      edits.push({ strategy: 'purgeErrors', call, input, reason: why });
  }
  return edits;
}
