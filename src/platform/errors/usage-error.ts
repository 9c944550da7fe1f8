// UsageError (bad input: exit 2 unless the command documents another code) and
// describeZodError — which field is wrong and what is allowed, in one message
// Pos: src/hosts/cli, the single way bad input becomes a clear message;
// commands throw UsageError, main turns it into stderr + exit 2
import type { z } from 'zod';

export class UsageError extends Error {
  /** 2: every command's bad usage (src/hosts/cli/exit-codes.ts). */
  readonly exitCode: number;
  constructor(message: string, exitCode = 2) {
    super(message);
    this.name = 'UsageError';
    this.exitCode = exitCode;
  }
}

type AnyDef = {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  keyType?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  entries?: Record<string, unknown>;
  values?: unknown[];
};
const defOf = (schema: z.core.$ZodType | undefined): AnyDef | undefined =>
  (schema as unknown as { _zod?: { def: AnyDef } } | undefined)?._zod?.def;

/**
 * Follows a path into a schema through objects, records, arrays, optionals and
 * defaults.
 */
function schemaAt(
  schema: z.core.$ZodType | undefined,
  path: readonly PropertyKey[],
): z.core.$ZodType | undefined {
  let current = schema;
  for (const key of path) {
    let def = defOf(current);
    while (def && def.innerType) def = defOf(def.innerType);
    if (!def) return undefined;
    if (def.type === 'object' && typeof key === 'string')
      current = def.shape?.[key];
    else if (def.type === 'array') current = def.element;
    else if (def.type === 'record') current = def.valueType;
    else return undefined;
  }
  return current;
}

/**
 * The keys an object allows, or the keys a record with an enum key type allows.
 */
function objectKeys(schema: z.core.$ZodType | undefined): string[] {
  let def = defOf(schema);
  while (def && def.innerType) def = defOf(def.innerType);
  if (def?.type === 'record') {
    const keys = defOf(def.keyType);
    return keys?.type === 'enum' && keys.entries
      ? Object.values(keys.entries).map(String)
      : [];
  }
  return def?.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}

const pathText = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (acc, key) =>
      typeof key === 'number'
        ? `${acc}[${key}]`
        : acc
          ? `${acc}.${String(key)}`
          : String(key),
    '',
  );

/**
 * One line per issue: `<what>: field \`evidence[0].exitCode\`: expected number;
 * allowed: …`.
 */
export function describeZodError(
  error: z.core.$ZodError,
  what: string,
  schema?: z.core.$ZodType,
): string {
  const lines = error.issues.map((issue) => {
    const where = pathText(issue.path);
    const field = where ? `field \`${where}\`` : 'the top level';
    switch (issue.code) {
      case 'unrecognized_keys': {
        const allowed = objectKeys(schemaAt(schema, issue.path));
        return `${field}: unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `\`${k}\``).join(', ')}${allowed.length ? `; allowed: ${allowed.join(', ')}` : ''}`;
      }
      case 'invalid_value':
        return `${field}: ${issue.message}; allowed: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
      case 'invalid_union': {
        const def = defOf(schemaAt(schema, issue.path));
        const note =
          'note' in issue && issue.note ? ` (${String(issue.note)})` : '';
        const kinds =
          def?.options
            ?.map((o) => defOf(defOf(o)?.shape?.['kind'])?.values?.[0])
            .filter((v) => v !== undefined) ?? [];
        return `${field}: ${issue.message}${note}${kinds.length ? `; allowed kinds: ${kinds.join(', ')}` : ''}`;
      }
      default:
        return `${field}: ${issue.message}`;
    }
  });
  return `${what} is invalid:\n  - ${lines.join('\n  - ')}`;
}
