// configKeyPath (a dotted KEY checked against the zod schema of
// wukong.config.json, naming what is allowed where it goes wrong),
// parseConfigValue (JSON, else a string), getAt / setAt on plain JSON,
// jsonFormat / formatJson (keep the user's indentation and final newline) —
// what `wukong config get|set` needs
// Pos: src/platform/config, pure helpers over policies/vocabulary/config.ts;
// reading and writing the file is config-command.ts
import type { $ZodType } from 'zod/v4/core';
import { WukongConfig } from '../../../policies/vocabulary/config.js';
import { fragment } from '../../../policies/vocabulary/messages/say.js';
import { UsageError } from '../errors/usage-error.js';

type Def = {
  type: string;
  shape?: Record<string, $ZodType>;
  element?: $ZodType;
  innerType?: $ZodType;
  keyType?: $ZodType;
  valueType?: $ZodType;
  entries?: Record<string, unknown>;
  options?: $ZodType[];
};
const defOf = (schema: $ZodType | undefined): Def | undefined =>
  (schema as unknown as { _zod?: { def: Def } } | undefined)?._zod?.def;

/** The schema under optional, default, prefault, nullable … wrappers. */
function unwrap(schema: $ZodType | undefined): Def | undefined {
  let def = defOf(schema);
  while (def?.innerType) def = defOf(def.innerType);
  return def;
}

/**
 * Every dotted key the schema names down to its leaves (records and arrays end
 * a key), for messages.
 */
export function configKeys(
  schema: $ZodType = WukongConfig,
  prefix = '',
): string[] {
  const def = unwrap(schema);
  if (def?.type !== 'object' || !def.shape) return prefix ? [prefix] : [];
  return Object.entries(def.shape).flatMap(([key, child]) =>
    configKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * `hooks.stopBlockLimit` → ['hooks', 'stopBlockLimit'], each part checked
 * against the schema; `throttle.rules.R001_PLAN_EXEC_REASONING.muted` too.
 */
export function configKeyPath(key: string): string[] {
  const parts = key.split('.');
  if (key.trim() === '' || parts.some((p) => p === ''))
    throw new UsageError(
      fragment('error.config.not-dotted', { key: JSON.stringify(key) }),
    );
  let schema: $ZodType | undefined = WukongConfig;
  const walked: string[] = [];
  for (const part of parts) {
    const def = unwrap(schema);
    const here = walked.length
      ? fragment('error.config.here', { path: walked.join('.') })
      : fragment('error.config.top');
    if (def?.type === 'object' && def.shape) {
      if (!(part in def.shape))
        throw new UsageError(
          fragment('error.config.no-part', {
            key,
            here,
            part,
            allowed: Object.keys(def.shape).join(', '),
          }),
        );
      schema = def.shape[part];
    } else if (def?.type === 'record') {
      const keys = unwrap(def.keyType);
      const allowed =
        keys?.type === 'enum' && keys.entries
          ? Object.values(keys.entries).map(String)
          : undefined;
      if (allowed && !allowed.includes(part))
        throw new UsageError(
          fragment('error.config.no-part', {
            key,
            here,
            part,
            allowed: allowed.join(', '),
          }),
        );
      schema = def.valueType;
    } else if (def?.type === 'array') {
      if (!/^\d+$/.test(part))
        throw new UsageError(
          fragment('error.config.is-list', {
            key,
            here,
            path: walked.join('.'),
          }),
        );
      schema = def.element;
    } else {
      throw new UsageError(
        fragment('error.config.is-value', { key, here, part }),
      );
    }
    walked.push(part);
  }
  return parts;
}

/**
 * VALUE as JSON when it parses (`false`, `3`, `["a"]`, `{"x":1}`), else the
 * text itself.
 */
export function parseConfigValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

type Json = unknown;

export function getAt(root: Json, path: readonly string[]): Json {
  let node = root;
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, Json>)[part];
  }
  return node;
}

/**
 * A copy of `root` with `value` at `path`; objects on the way are created, the
 * user's other keys and their order kept.
 */
export function setAt(
  root: Json,
  path: readonly string[],
  value: Json,
): Record<string, Json> {
  const copy = (
    root !== null && typeof root === 'object' && !Array.isArray(root)
      ? structuredClone(root)
      : {}
  ) as Record<string, Json>;
  let node: Record<string, Json> | Json[] = copy;
  path.forEach((part, i) => {
    const last = i === path.length - 1;
    const container = node as Record<string, Json>;
    if (last) {
      container[part] = value;
      return;
    }
    const next = container[part];
    if (next === null || typeof next !== 'object')
      container[part] = /^\d+$/.test(path[i + 1] as string) ? [] : {};
    node = container[part] as Record<string, Json>;
  });
  return copy;
}

export interface JsonFormat {
  indent: string | number;
  finalNewline: boolean;
}

/**
 * The indentation the file uses (its first indented line) and whether it ends
 * in a newline.
 */
export function jsonFormat(text: string | undefined): JsonFormat {
  if (text === undefined) return { indent: 2, finalNewline: true };
  const line = /\n([ \t]+)\S/.exec(text);
  return {
    indent: line ? (line[1] as string) : 2,
    finalNewline: text.endsWith('\n'),
  };
}

export const formatJson = (value: Json, format: JsonFormat) =>
  `${JSON.stringify(value, null, format.indent)}${format.finalNewline ? '\n' : ''}`;
