// own(table, key) — a table's own entry for a key the agent wrote, never one
// the object prototype lends (`constructor`, `__proto__`, `toString`)
// Pos: policies/vocabulary, used wherever a program or word the agent typed
// indexes a plain-object table (commands, programs, self-protection); pure
export const own = <T>(
  table: Readonly<Record<string, T>>,
  key: string,
): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);
