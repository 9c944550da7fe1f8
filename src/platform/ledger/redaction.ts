// Redactor (text → text without secrets) and redactData — a redactor applied to
// every string and key of a value, then to its JSON text
// Pos: src/platform/ledger, the step no ledger data skips: Wukong never writes
// a raw secret. Which secrets exist is the redactor's business, not this file's
import { jsonSafe } from './canonical.js';

/**
 * Returns the text with every secret it knows replaced; must be a pure function
 * of its input.
 */
export type Redactor = (text: string) => string;

export interface Redacted {
  data: unknown;
  /** Whether redaction changed anything. */
  changed: boolean;
}

function walk(value: unknown, redact: Redactor): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map((v) => walk(v, redact));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value))
      out[redact(key)] = walk(v, redact);
    return out;
  }
  return value;
}

/**
 * Runs the redactor over every string (values and keys, so multi-line secrets
 * such as key blocks are seen whole), then over the JSON text, where an object
 * `{"password": "…"}` reads as the assignment it is. If that second pass breaks
 * the JSON, the data is withheld rather than written: failing closed, the entry
 * still records that something happened.
 */
export function redactData(data: unknown, redact: Redactor): Redacted {
  const safe = jsonSafe(data);
  const before = JSON.stringify(safe);
  let text: string;
  try {
    text = JSON.stringify(walk(safe, redact));
    const again = redact(text);
    if (again !== text) text = JSON.stringify(JSON.parse(again));
  } catch (error) {
    return {
      data: {
        withheld: `redaction failed (${(error as Error).message}); the data was not written`,
      },
      changed: true,
    };
  }
  return {
    data: text === before ? safe : JSON.parse(text),
    changed: text !== before,
  };
}
