// deferredFactsForWrite(file, places) and deferredFactsForBash(shell, places) —
// what the deferred-execution policy needs about a write to a surface that
// makes code run later: the file's text before (read, bounded), its text after
// an Edit or MultiEdit (the edits applied here), and every command the write
// plants, parsed by the real shell parser
// Pos: src/harness/gate, the effects behind policies/security/deferred (which
// reads no file); undefined when no path is a deferred surface, so ordinary
// writes cost one table lookup. The parser must be loaded unless every command
// is in the plain subset (BashParserNeeded; prepareDeferredWrite and
// withBashParser load it when needed). Keeps the last few readings (a resident
// process judges the same before-text on every write to a file); the policy
// gets the ones it needs in its facts; an edit's text after is re-read
// against the reading before (only changed scripts and workflow blocks), and
// parsed commands are kept by their text
import { readFileSync, statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import type { ShellAnalysis } from '../../../policies/security/commands/shell-command.js';
import { bashDeferredWrites } from '../../../policies/security/deferred/bash-writes.js';
import type { ReadText } from '../../../policies/security/deferred/deferred-findings.js';
import { deferredFindings } from '../../../policies/security/deferred/deferred-findings.js';
import type {
  DeferredFacts,
  TextReading,
} from '../../../policies/security/deferred/deferred-policy.js';
import {
  MAX_TEXT,
  runnablesOf,
} from '../../../policies/security/deferred/runnables.js';
import { surfaceOf } from '../../../policies/security/deferred/surfaces.js';
import {
  analyzeBash,
  withBashParser,
} from '../../platform/shell/bash-parser.js';

export interface TextEdit {
  oldString: string;
  newString: string;
  replaceAll?: boolean;
}

export interface WrittenFile {
  path: string;
  /** Write's content (or an MCP tool's). */
  content?: string;
  /** Edit's or MultiEdit's edits, applied in order to the file before. */
  edits?: readonly TextEdit[];
}

/**
 * The file's text, null when there is none; past MAX_TEXT only its first
 * MAX_TEXT + 1 characters, which the readers refuse as too large.
 */
export function readBefore(path: string, cwd: string): string | null {
  const full = isAbsolute(path) ? path : resolve(cwd, path);
  try {
    if (!statSync(full).isFile()) return null;
    const text = readFileSync(full, 'utf8');
    return text.length > MAX_TEXT ? text.slice(0, MAX_TEXT + 1) : text;
  } catch {
    return null;
  }
}

/**
 * The text after the edits, or undefined when one does not apply (the tool
 * would fail too).
 */
export function applyEdits(
  before: string,
  edits: readonly TextEdit[],
): string | undefined {
  let text = before;
  for (const e of edits) {
    if (e.oldString === '') {
      if (text !== '') return undefined;
      text = e.newString;
      continue;
    }
    const at = text.indexOf(e.oldString);
    if (at < 0) return undefined;
    text = e.replaceAll
      ? text.split(e.oldString).join(e.newString)
      : text.slice(0, at) + e.newString + text.slice(at + e.oldString.length);
  }
  return text;
}

/**
 * The last readings, newest first: a cache of a pure function (runnablesOf),
 * so the result is the same with it or without it. Looked up by the text
 * itself: comparing two texts stops at their first difference and equal ones
 * compare at memory speed, cheaper than hashing 100 KB for a key.
 */
const recent: TextReading[] = [];
const RECENT = 4;

/** A reader through the cache that notes every reading it hands out. */
function cachedReader(used: TextReading[]): ReadText {
  return (surface, text, base) => {
    const at = recent.findIndex(
      (r) => r.format === surface.format && r.text === text,
    );
    // Least recently used out: the text before of the file being edited is
    // asked for on every write and stays.
    let hit = at >= 0 ? recent.splice(at, 1)[0] : undefined;
    if (hit) recent.unshift(hit);
    else {
      hit = {
        format: surface.format,
        text,
        reading: runnablesOf(surface, text, base),
      };
      recent.unshift(hit);
      if (recent.length > RECENT) recent.pop();
    }
    if (!used.includes(hit)) used.push(hit);
    return hit.reading;
  };
}

/**
 * Parsed commands by their text, in two generations: a command is looked up in
 * the young one, then the old one, and kept in the young one; when the young
 * one is full it becomes the old one and the oldest generation is dropped
 * whole. The parser is pure, so a command written again (a file rewritten
 * whole, a retried write) is not parsed again. Bounded (2 x GENERATION). Not
 * one Map trimmed from its front: V8 leaves a deleted entry as a hole that
 * every later walk from the front steps over, which made a new file of 2,000
 * scripts spend ~15% of its time finding the oldest entry.
 */
let young = new Map<string, ShellAnalysis>();
let old = new Map<string, ShellAnalysis>();
const GENERATION = 2048;

function parsed(commands: Iterable<string>): Record<string, ShellAnalysis> {
  const shells: Record<string, ShellAnalysis> = {};
  for (const command of commands) {
    if (command in shells) continue;
    let shell = young.get(command);
    if (!shell) {
      shell = old.get(command) ?? analyzeBash(command);
      young.set(command, shell);
      if (young.size >= GENERATION) {
        old = young;
        young = new Map();
      }
    }
    shells[command] = shell;
  }
  return shells;
}

export function deferredFactsForWrite(
  file: WrittenFile,
  cwd: string,
): DeferredFacts | undefined {
  if (!file.path || !surfaceOf(file.path)) return undefined;
  const before = readBefore(file.path, cwd);
  const after = file.edits
    ? applyEdits(before ?? '', file.edits)
    : (file.content ?? '');
  if (after === undefined) return { before: { [file.path]: before } };
  const readings: TextReading[] = [];
  const commands = deferredFindings(
    file.path,
    before,
    after,
    cachedReader(readings),
  ).flatMap((c) => (c.command === undefined ? [] : [c.command]));
  return {
    before: { [file.path]: before },
    after: { [file.path]: after },
    shells: parsed(commands),
    readings,
  };
}

export function deferredFactsForBash(
  shell: ShellAnalysis,
  cwd: string,
): DeferredFacts | undefined {
  const first = bashDeferredWrites(shell);
  if (first.length === 0) return undefined;
  const before: Record<string, string | null> = {};
  for (const w of first) before[w.path] = readBefore(w.path, cwd);
  const commands: string[] = [];
  const readings: TextReading[] = [];
  const read = cachedReader(readings);
  for (const w of bashDeferredWrites(shell, before))
    if (w.after !== undefined)
      for (const c of deferredFindings(
        w.path,
        before[w.path] ?? null,
        w.after,
        read,
      ))
        if (c.command !== undefined) commands.push(c.command);
  return { before, shells: parsed(commands), readings };
}

/**
 * deferredFactsForBash with the parser loaded when a planted command needs it.
 */
export function prepareDeferredBash(
  shell: ShellAnalysis,
  cwd: string,
): Promise<DeferredFacts | undefined> {
  return withBashParser(() => deferredFactsForBash(shell, cwd));
}

/**
 * deferredFactsForWrite with the parser loaded when a planted command needs it
 * (a plain `npm test` script does not), only when the path is a deferred
 * surface (an ordinary write never waits for it).
 */
export async function prepareDeferredWrite(
  file: WrittenFile,
  cwd: string,
): Promise<DeferredFacts | undefined> {
  if (!file.path || !surfaceOf(file.path)) return undefined;
  return withBashParser(() => deferredFactsForWrite(file, cwd));
}
