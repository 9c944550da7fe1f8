// matchesModelId (is this id one of the configured ids, allowing provider
// prefixes and version suffixes) and tierForModel (reasoning when configured
// so, light for the small-model families, standard otherwise)
// Pos: policies/throttle, model classification from an id alone; the caller
// that knows the tier for sure passes it instead
import type { ModelTier } from '../../vocabulary/throttle.js';

/**
 * `claude-opus` matches `claude-opus-4-1-20250805`, `anthropic/claude-opus-4`
 * and `claude-opus[1m]`; `o1` matches `o1-preview` and `openai/o1` but not
 * `o10` or `gpt-4o1`: the configured id must start the model id or follow a
 * provider separator, and end it or be followed by a version separator.
 */
export function matchesModelId(
  modelId: string,
  configured: readonly string[],
): boolean {
  const id = modelId.trim().toLowerCase();
  if (!id) return false;
  return configured.some((raw) => {
    const want = raw.trim().toLowerCase();
    if (!want) return false;
    let from = id.indexOf(want);
    while (from !== -1) {
      const before = from === 0 ? '' : (id[from - 1] as string);
      const after = id[from + want.length] ?? '';
      if (
        (before === '' || /[/.:@]/.test(before)) &&
        (after === '' || /[-_.:@/[]/.test(after))
      )
        return true;
      from = id.indexOf(want, from + 1);
    }
    return false;
  });
}

// Small, fast model families by name; a tier the caller knows always wins over
// this guess.
const LIGHT =
  /(^|[-_./:])(haiku|mini|nano|flash|lite|light|small|tiny)($|[-_./:[])/;

export function tierForModel(
  modelId: string,
  reasoningModelIds: readonly string[],
): ModelTier {
  if (matchesModelId(modelId, reasoningModelIds)) return 'reasoning';
  return LIGHT.test(modelId.toLowerCase()) ? 'light' : 'standard';
}
