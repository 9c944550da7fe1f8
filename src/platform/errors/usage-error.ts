// UsageError (bad input: exit 2 unless the command documents another code),
// zodErrorSaid and describeZodError (its English) — which field is wrong and
// what is allowed, in one message the catalog words
// Pos: src/hosts/cli, the single way bad input becomes a clear message;
// commands throw UsageError, main turns it into stderr + exit 2
import type { z } from 'zod';
import {
  fragment,
  saidText,
  type MessageId,
  type Said,
  type SaidParam,
} from '../../../policies/vocabulary/messages/index.js';
import { SaidError } from './said-error.js';

/**
 * Bad input. Given a Said (a catalog id and its parameters) its message is
 * the English and the dispatcher words it in the user's language.
 */
export class UsageError extends SaidError {
  /** 2: every command's bad usage (src/hosts/cli/exit-codes.ts). */
  readonly exitCode: number;
  constructor(message: string | Said, exitCode = 2) {
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

/** One zod issue's English text as the catalog words it, else as it is. */
export const zodIssueSaid = (message: string): SaidParam => {
  for (const [pattern, id, names] of ZOD_MESSAGES) {
    const match = pattern.exec(message);
    if (!match) continue;
    const params = Object.fromEntries(
      names.map((name, i) => [name, match[i + 1] ?? '']),
    );
    const said = fragment(id, params);
    // The catalog's English must give zod's own text back; a form it does
    // not (a later zod) stays zod's words.
    return saidText(said, 'en') === message ? said : message;
  }
  return message;
};

/** zod's English issue texts the catalog words, with their parts' names. */
const ZOD_MESSAGES: ReadonlyArray<
  readonly [RegExp, MessageId, readonly string[]]
> = [
  [
    /^Invalid input: expected (.+), received (.+)$/,
    'error.zod.expected-received',
    ['expected', 'received'],
  ],
  [/^Invalid input: expected (.+)$/, 'error.zod.expected', ['expected']],
  [/^Invalid option: expected one of (.+)$/, 'error.zod.one-of', ['values']],
  [
    /^Too big: expected (.+?) to have (.+)$/,
    'error.zod.big-have',
    ['what', 'limit'],
  ],
  [
    /^Too big: expected (.+?) to be (.+)$/,
    'error.zod.big-be',
    ['what', 'limit'],
  ],
  [
    /^Too small: expected (.+?) to have (.+)$/,
    'error.zod.small-have',
    ['what', 'limit'],
  ],
  [
    /^Too small: expected (.+?) to be (.+)$/,
    'error.zod.small-be',
    ['what', 'limit'],
  ],
  [
    /^Invalid string: must match pattern (.+)$/,
    'error.zod.pattern',
    ['pattern'],
  ],
  [/^Invalid input$/, 'error.zod.invalid-input', []],
];

/** A list of lines as one nested Said: `a`, then `\n  - b` … */
const linesSaid = (lines: readonly SaidParam[]): SaidParam =>
  lines.length <= 1
    ? (lines[0] ?? '')
    : fragment('error.zod.more', {
        line: lines[0]!,
        more: linesSaid(lines.slice(1)),
      });

/**
 * What a zod error says, as a catalog Said: `<what> is invalid:` then one
 * line per issue, `field \`evidence[0].exitCode\`: expected number; allowed:
 * …`. `what` is data (a path) or a Said.
 */
export function zodErrorSaid(
  error: z.core.$ZodError,
  what: SaidParam,
  schema?: z.core.$ZodType,
): Said {
  const lines = error.issues.map((issue): Said => {
    const where = pathText(issue.path);
    const field = where
      ? fragment('error.zod.field', { where })
      : fragment('error.zod.top');
    switch (issue.code) {
      case 'unrecognized_keys': {
        const allowed = objectKeys(schemaAt(schema, issue.path));
        const many = issue.keys.length > 1 ? 'many' : 'one';
        const keys = issue.keys.map((k) => `\`${k}\``).join(', ');
        return allowed.length
          ? fragment(`error.zod.unknown-allowed.${many}`, {
              field,
              keys,
              allowed: allowed.join(', '),
            })
          : fragment(`error.zod.unknown.${many}`, { field, keys });
      }
      case 'invalid_value':
        return fragment('error.zod.allowed', {
          field,
          issue: zodIssueSaid(issue.message),
          allowed: issue.values.map((v) => JSON.stringify(v)).join(', '),
        });
      case 'invalid_union': {
        const def = defOf(schemaAt(schema, issue.path));
        const note =
          'note' in issue && issue.note ? ` (${String(issue.note)})` : '';
        const kinds =
          def?.options
            ?.map((o) => defOf(defOf(o)?.shape?.['kind'])?.values?.[0])
            .filter((v) => v !== undefined) ?? [];
        const said = { field, issue: zodIssueSaid(issue.message), note };
        return kinds.length
          ? fragment('error.zod.union-kinds', {
              ...said,
              kinds: kinds.join(', '),
            })
          : fragment('error.zod.union', said);
      }
      default:
        return fragment('error.zod.issue', {
          field,
          issue: zodIssueSaid(issue.message),
        });
    }
  });
  return fragment('error.zod.invalid', { what, lines: linesSaid(lines) });
}

/**
 * One line per issue: `<what>: field \`evidence[0].exitCode\`: expected number;
 * allowed: …`, the English of zodErrorSaid.
 */
export function describeZodError(
  error: z.core.$ZodError,
  what: string,
  schema?: z.core.$ZodType,
): string {
  return saidText(zodErrorSaid(error, what, schema), 'en');
}
