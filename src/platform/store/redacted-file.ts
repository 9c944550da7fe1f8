// redactForDisk, writeJsonRedacted, writeTextRedacted — the one redaction step
// every file Wukong writes with user data (under .wukong/ and the per-user
// folder) goes through, so no raw secret reaches the disk
// Pos: src/platform/store, beside writeFileAtomic; uses the secret scanner's
// redact (gitleaks rules, seed markers, passwords in arguments and URLs). The
// ledger passes its own configurable redactor instead; files that hold only
// Wukong's own data (locks, the ledger head, the key) do not need this
import { redactDeep } from '../../../policies/security/secrets/redact.js';
import { redactSecrets } from './redactor.js';
import type { AtomicWriteOptions } from './atomic-file.js';
import { writeFileAtomic } from './atomic-file.js';

const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * The redacted JSON text parsed back, if masking kept the JSON's structure: a
 * mask holds no quote or backslash and is never valid JSON outside a string, so
 * equal counts of both and a successful parse mean only string contents
 * changed.
 */
function parsedIfIntact(before: string, after: string): unknown {
  if (
    count(after, '"') !== count(before, '"') ||
    count(after, '\\') !== count(before, '\\')
  )
    return undefined;
  try {
    return JSON.parse(after);
  } catch {
    return undefined;
  }
}

/**
 * A copy of JSON-like data as it may be written: every string (keys too)
 * redacted, a literal value under a credential-named key (`{"password": "…"}`)
 * masked, and the JSON text read once more for what spans fields. The structure
 * never changes, so a state file written from it still parses as its schema
 * (masked strings restore as masked strings). Hooks write their state on every
 * call, so the common case is one scanner pass over the JSON text: only when
 * that pass finds something, or a string spans lines (escaped in JSON, where
 * line-anchored rules would not see it), is every string walked.
 */
export function redactForDisk<T>(value: T): T {
  const text = JSON.stringify(value);
  if (text === undefined) return value;
  if (!text.includes('\\n')) {
    const once = redactSecrets(text);
    if (once === text) return value;
    const parsed = parsedIfIntact(text, once);
    if (parsed !== undefined) return parsed as T;
  }
  const deep = redactDeep(value);
  const deepText = JSON.stringify(deep);
  const again = redactSecrets(deepText);
  if (again === deepText) return deep;
  return (parsedIfIntact(deepText, again) as T | undefined) ?? deep;
}

/**
 * Writes `value` as JSON (`indent` as JSON.stringify's), redacted, atomically;
 * returns what was written.
 */
export function writeJsonRedacted<T>(
  path: string,
  value: T,
  indent?: number,
  options?: AtomicWriteOptions,
): T {
  const safe = redactForDisk(value);
  writeFileAtomic(path, `${JSON.stringify(safe, null, indent)}\n`, options);
  return safe;
}

/**
 * Writes text (a Markdown report, a context form, a capsule), redacted,
 * atomically; returns what was written.
 */
export function writeTextRedacted(
  path: string,
  text: string,
  options?: AtomicWriteOptions,
): string {
  const safe = redactSecrets(text);
  writeFileAtomic(path, safe, options);
  return safe;
}
