// own(table, key) — a table's own entry for a key the agent wrote, never one
// the object prototype lends (`constructor`, `__proto__`, `toString`)
// Pos: policies/security/commands, used wherever a program or word typed in a
// command indexes a plain-object table; pure
export const own = <T>(
  table: Readonly<Record<string, T>>,
  key: string,
): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);
