// redact(text) — every secret the scanner finds, and every password or token
// given as an argument or in a URL, masked as `ghp_***(40 chars)` — and
// redactDeep(value) for JSON-like data
// Pos: policies/security/secrets, what every writer of logs, state files and
// the ledger calls; total: never throws, masks the whole string if anything
// inside fails
import { isCredentialField } from '../../../policies/security/secrets/credential-assignment.js';
import { redactValue } from '../../../policies/security/secrets/redact-value.js';
import { findArgumentCredentials } from './argument-credentials.js';
import { scanSecrets } from './scan-secrets.js';

/**
 * Nothing shorter can hold a secret any rule finds (the shortest is a seed
 * marker: `pwd=` and four characters).
 */
const SHORTEST = 8;

const maskAll = (text: string) => `***(${text.length} chars)`;

export function redact(text: string): string {
  let value = '';
  try {
    value = typeof text === 'string' ? text : String(text);
    if (value.length < SHORTEST) return value;
    // No path is known here, so rules meant for particular files (Terraform,
    // Kubernetes YAML, nuget.config) run too.
    const findings: { start: number; end: number }[] = [
      ...scanSecrets(value, { anyPath: true }),
      ...findArgumentCredentials(value),
    ];
    if (findings.length === 0) return value;
    const spans = findings
      .map((f) => [f.start, f.end] as const)
      .sort((a, b) => a[0] - b[0]);
    let out = '';
    let at = 0;
    let i = 0;
    while (i < spans.length) {
      const [start] = spans[i] as readonly [number, number];
      let end = (spans[i] as readonly [number, number])[1];
      for (
        i++;
        i < spans.length && (spans[i] as readonly [number, number])[0] < end;
        i++
      )
        end = Math.max(end, (spans[i] as readonly [number, number])[1]);
      if (end <= start) continue;
      out +=
        value.slice(at, Math.max(at, start)) +
        redactValue(value.slice(Math.max(at, start), end));
      at = Math.max(at, end);
    }
    return out + value.slice(at);
  } catch {
    return maskAll(value);
  }
}

const isPlainObject = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** A copy of `value` as JSON.stringify would see it (toJSON honoured, functions and symbols kept as they are), every
 *  string redacted — keys included — and a literal value under a
 *  credential-named key (`{"password": "hunter22"}`)
 *  masked whole even when the value alone looks like nothing. Cycles are kept
 *  as cycles; the input is never mutated. */
export function redactDeep<T>(value: T): T {
  return walk(value, undefined, new WeakMap()) as T;
}

function walk(
  value: unknown,
  key: string | undefined,
  seen: WeakMap<object, unknown>,
): unknown {
  try {
    if (typeof value === 'string')
      return key !== undefined && isCredentialField(key, value)
        ? redactValue(value)
        : redact(value);
    if (value === null || typeof value !== 'object') return value;
    const done = seen.get(value);
    if (done !== undefined) return done;
    if (Array.isArray(value)) {
      const copy: unknown[] = [];
      seen.set(value, copy);
      for (let i = 0; i < value.length; i++)
        copy.push(walk(value[i], undefined, seen));
      return copy;
    }
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function' && !isPlainObject(value))
      return walk(toJSON.call(value), key, seen);
    const copy: Record<string, unknown> = {};
    seen.set(value, copy);
    for (const k of Object.keys(value)) {
      let field: unknown;
      try {
        field = (value as Record<string, unknown>)[k];
      } catch {
        field = '***(unreadable)';
      }
      copy[redact(k)] = walk(field, k, seen);
    }
    return copy;
  } catch {
    return typeof value === 'string'
      ? maskAll(value)
      : '***(unredactable value)';
  }
}
