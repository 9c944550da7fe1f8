// scanDeferred — `wukong scan --deferred PATH [--json]`: in a repository just
// cloned, every file that makes code run later and what it would run, when,
// and for whom if the user trusted it (opened it in an editor, installed it,
// committed, started an agent session); what the command rules deny is marked
// Pos: src/hosts/cli, the walk and the printing; what counts is
// policies/security/deferred's (the same judgement as the hook's and 戒's).
// Exit 0 nothing would run by itself, 1 something would, 2 bad input
import { lstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cloneWritten } from './clone-config.js';
import { join, relative, resolve, sep } from 'node:path';
import type { DeferredChange } from '../../../policies/security/deferred/deferred-findings.js';
import { deferredFindings } from '../../../policies/security/deferred/deferred-findings.js';
import {
  describeChange,
  describeChangeSaid,
  judgeDeferred,
  surfaceSaid,
} from '../../../policies/security/deferred/judge.js';
import type { Finding } from '../../../policies/vocabulary/finding.js';
import {
  findingText,
  fragment,
  saidText,
  translator,
  type Lang,
  type Said,
} from '../../../policies/vocabulary/messages/index.js';
import { MAX_TEXT } from '../../../policies/security/deferred/runnables.js';
import { surfaceOf } from '../../../policies/security/deferred/surfaces.js';
import type { ShellAnalysis } from '../../../policies/security/commands/shell-command.js';
import { UsageError } from '../../platform/errors/usage-error.js';
import {
  analyzeBash,
  initBashParser,
} from '../../platform/shell/bash-parser.js';
import type { CommandIO } from './io.js';

/**
 * Folders a repository's own files never live in (dependencies, build
 * output).
 */
const SKIPPED = new Set([
  'node_modules',
  '.venv',
  'venv',
  '__pycache__',
  'target',
  'dist',
  'build',
  'vendor',
]);
/** The walk stops here: a clone this large is reported as cut short. */
const MAX_FILES = 50_000;

export interface DeferredRow {
  path: string;
  surface: string;
  key: string;
  kind: string;
  runs: string;
  when: string;
  who: string;
  verdict: 'ask' | 'deny';
  reasons: string[];
}

/**
 * Files under root that are deferred surfaces (.git is entered for hooks and
 * config only).
 */
function surfaceFiles(root: string): { files: string[]; cut: boolean } {
  const files: string[] = [];
  let seen = 0;
  const walk = (dir: string, inGit: boolean): boolean => {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return true;
    }
    for (const name of entries) {
      if ((seen += 1) > MAX_FILES) return false;
      const path = join(dir, name);
      let st;
      try {
        st = lstatSync(path);
      } catch {
        continue;
      }
      if (st.isSymbolicLink()) {
        if (surfaceOf(relative(root, path).split(sep).join('/')))
          files.push(path);
        continue;
      }
      if (st.isDirectory()) {
        if (SKIPPED.has(name)) continue;
        if (inGit && name !== 'hooks') continue;
        if (!walk(path, inGit || name === '.git')) return false;
      } else if (surfaceOf(relative(root, path).split(sep).join('/')))
        files.push(path);
    }
    return true;
  };
  const complete = walk(root, false);
  return { files: files.sort(), cut: !complete };
}

/**
 * A row's human words as catalog data, beside the row (whose English fields
 * the JSON prints): what runs, when, for whom, and its findings.
 */
export interface DeferredRowSaid {
  runs: Said;
  when: Said;
  who: Said;
  findings: Finding[];
}

export async function deferredRows(root: string): Promise<{
  rows: DeferredRow[];
  said: DeferredRowSaid[];
  cut: boolean;
}> {
  await initBashParser();
  const { files, cut } = surfaceFiles(root);
  const rows: DeferredRow[] = [];
  const said: DeferredRowSaid[] = [];
  const where = {
    cwd: root,
    workspace: root,
    home: process.env['HOME'] ?? '/nonexistent',
  };
  for (const file of files) {
    let text: string;
    try {
      if (statSync(file).size > MAX_TEXT * 4) text = 'x'.repeat(MAX_TEXT + 1);
      else text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const rel = relative(root, file).split(sep).join('/');
    // git writes these itself in a clone: what the author planted is the rest.
    const before = rel === '.git/config' ? (cloneWritten(text) ?? null) : null;
    const changes = deferredFindings(rel, before, text);
    const shells: Record<string, ShellAnalysis> = {};
    for (const c of changes)
      if (c.command !== undefined && !(c.command in shells))
        shells[c.command] = analyzeBash(c.command);
    for (const c of changes) {
      const findings = judgeDeferred([c], shells, where);
      if (findings.length === 0) continue;
      rows.push(
        row(
          c,
          findings.some((f) => f.severity === 'hard-deny') ? 'deny' : 'ask',
          findings.map((f) => f.message),
        ),
      );
      said.push({
        runs: describeChangeSaid(c),
        when:
          c.runnable && !c.runnable.auto
            ? fragment('deferred.when-run')
            : surfaceSaid(c.surface, 'when'),
        who: surfaceSaid(c.surface, 'who'),
        findings,
      });
    }
  }
  return { rows, said, cut };
}

/**
 * What a denied row prints under it: a planted command's finding (from
 * "planted there") and an instruction that names Wukong, in the language.
 */
function denyLines(findings: readonly Finding[], lang: Lang): string[] {
  const lines: string[] = [];
  for (const f of findings) {
    const said = f.said;
    if (said?.id === 'deferred.planted') {
      const p = said.params ?? {};
      const word = (v: unknown) =>
        typeof v === 'object' && v !== null
          ? saidText(v as Said, lang)
          : String(v);
      lines.push(
        translator(lang)('cli.scan.planted', {
          policy: word(p['policy']),
          finding: word(p['finding']),
        }),
      );
    } else if (said?.id === 'deferred.instructions-wukong')
      lines.push(findingText(f, lang));
    else if (f.message.includes('planted there'))
      lines.push(f.message.slice(f.message.indexOf('planted there')));
    else if (f.message.includes('names Wukong')) lines.push(f.message);
  }
  return lines;
}

function row(
  c: DeferredChange,
  verdict: 'ask' | 'deny',
  reasons: string[],
): DeferredRow {
  return {
    path: c.path,
    surface: c.surface.id,
    key: c.runnable?.key ?? c.signal?.kind ?? c.change,
    kind: c.runnable?.kind ?? (c.signal ? 'instructions' : 'unreadable'),
    runs: describeChange(c),
    when:
      c.runnable && !c.runnable.auto ? 'when someone runs it' : c.surface.when,
    who: c.surface.who,
    verdict,
    reasons,
  };
}

export async function scanDeferred(
  names: string[],
  json: boolean,
  io: CommandIO,
  lang: Lang,
): Promise<number> {
  const t = translator(lang);
  if (names.length !== 1)
    throw new UsageError(
      t('cli.scan.deferred-one-folder', {
        got: names.length === 0 ? t('cli.none') : names.length,
      }),
    );
  const path = names[0] as string;
  const root = resolve(io.cwd, path);
  let isDirectory: boolean;
  try {
    isDirectory = statSync(root).isDirectory();
  } catch {
    throw new UsageError(t('cli.scan.no-folder', { path }));
  }
  if (!isDirectory) throw new UsageError(t('cli.scan.not-folder', { path }));
  const { rows, said, cut } = await deferredRows(root);
  const cutNote = cut ? t('cli.scan.cut', { count: MAX_FILES }) : '';
  if (json) {
    io.out(
      `${JSON.stringify({ root, rows, ...(cut ? { cut: `stopped after ${MAX_FILES} entries` } : {}) }, null, 2)}\n`,
    );
  } else if (rows.length === 0) {
    io.out(`${t('cli.scan.nothing-runs', { path, cut: cutNote })}\n`);
  } else {
    let surface = '';
    rows.forEach((r, i) => {
      const words = said[i] as DeferredRowSaid;
      if (r.surface !== surface) {
        surface = r.surface;
        io.out(
          `\n${t('cli.scan.surface', {
            surface,
            when: saidText(words.when, lang),
            who: saidText(words.who, lang),
          })}\n`,
        );
      }
      io.out(
        `  ${r.verdict === 'deny' ? 'DENY' : 'ask '}  ${saidText(words.runs, lang)}\n`,
      );
      if (r.verdict === 'deny')
        for (const line of denyLines(words.findings, lang))
          io.out(`        ${line}\n`);
    });
    const denied = rows.filter((r) => r.verdict === 'deny').length;
    io.out(
      `\n${t(rows.length === 1 ? 'cli.scan.summary.one' : 'cli.scan.summary.many', { count: rows.length, path, denied, cut: cutNote })}\n`,
    );
  }
  return rows.length === 0 ? 0 : 1;
}
