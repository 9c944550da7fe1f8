// archiveSession — seed 002's 存档 protocol: DCP first, then
// expanded/normal/compact, the DCP report and the cited anchors, into current/
// and sessions/<date>-<task>-<session>/, with meta.json; the cited anchors'
// lifecycle advances (APPLIED, TICK). The same transcript at the same
// position (its length and SHA-256) is archived once: asked again, the archive
// already written is returned and nothing is rewritten
// Pos: src/context, the archive effect (the context machine requests it;
// PreCompact and `wukong context archive` perform it)
import { createHash } from 'node:crypto';
import {
  message,
  type Lang,
} from '../../policies/vocabulary/messages/index.js';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { renderAnchorsDocument } from '../../policies/context/anchors/anchor-render.js';
import { renderForms } from '../../policies/context/forms/render-forms.js';
import {
  contextTemplates,
  dcpConfigYaml,
} from '../../policies/context/templates.js';
import { contextView } from '../../policies/context/transcript/context-view.js';
import type { ContextConfig } from '../../policies/vocabulary/context-config.js';
import {
  readTextIfExists,
  writeFileAtomic,
} from '../platform/store/atomic-file.js';
import { redactForDisk } from '../platform/store/redacted-file.js';
import { redactSecrets } from '../platform/store/redactor.js';
import { readAnchors, recordAnchorEvents } from './anchor-store.js';
import { contextPaths } from './context-dir.js';
import {
  parseTranscriptText,
  pruneParsed,
  readTranscriptText,
} from './prune-file.js';

export interface ArchiveMeta {
  session: string;
  sessionId: string | null;
  transcript: string;
  archivedAt: string;
  trigger: string;
  /**
   * Line (1-based) where the archived context starts: after the last compaction
   * boundary.
   */
  contextStartLine: number;
  steps: number;
  task: string;
  anchors: string[];
  chars: { compact: number; normal: number; expanded: number };
  tokens: { before: number; afterDcp: number; savedPercent: number };
  openTasks: string[];
  /**
   * The next fresh session (startup/clear) gets this archive's compact form
   * once (`--handoff`, or the red line).
   */
  handoff: boolean;
  handoffConsumedAt?: string;
  /**
   * Where the transcript stood when archived: its length in bytes and the
   * SHA-256 of its text (absent in archives written before it was kept).
   */
  position?: TranscriptPosition;
}

export interface TranscriptPosition {
  bytes: number;
  sha256: string;
}

export interface ArchiveResult {
  session: string;
  dir: string;
  meta: ArchiveMeta;
  compact: string;
  written: string[];
  /**
   * The transcript was already archived at this very position: this is that
   * archive, and nothing was written.
   */
  reused?: boolean;
}

export function transcriptPosition(text: string): TranscriptPosition {
  return {
    bytes: Buffer.byteLength(text),
    sha256: createHash('sha256').update(text).digest('hex'),
  };
}

/**
 * The newest archive (current/), when it holds this transcript at this
 * position and asks for at least the hand-over this call wants; undefined
 * otherwise (then the archive is written).
 */
function sameArchive(
  paths: ReturnType<typeof contextPaths>,
  transcriptPath: string,
  position: TranscriptPosition,
  handoff: boolean,
): ArchiveResult | undefined {
  const text = readTextIfExists(join(paths.current, 'meta.json'));
  if (text === undefined) return undefined;
  let meta: ArchiveMeta;
  try {
    meta = JSON.parse(text) as ArchiveMeta;
  } catch {
    return undefined;
  }
  if (
    !meta ||
    typeof meta !== 'object' ||
    meta.transcript !== transcriptPath ||
    meta.position?.bytes !== position.bytes ||
    meta.position.sha256 !== position.sha256 ||
    (handoff && !meta.handoff) ||
    // A hand-edited name must not point outside sessions/.
    typeof meta.session !== 'string' ||
    !/^[^/\\]+$/.test(meta.session) ||
    meta.session === '..' ||
    meta.session === '.'
  )
    return undefined;
  const dir = paths.session(meta.session);
  const compact = readTextIfExists(join(dir, 'compact.md'));
  if (compact === undefined || !existsSync(join(dir, 'meta.json')))
    return undefined;
  return {
    session: meta.session,
    dir,
    meta,
    compact,
    written: [],
    reused: true,
  };
}

export function slugify(text: string): string {
  const words = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return words.slice(0, 5).join('-').slice(0, 40) || 'session';
}

const count = (s: string) => [...s].length;

/**
 * The archive folder: the same context of the same transcript archived again
 * reuses its folder; any other transcript (another session on the same task and
 * day, or a copy under another path) gets a folder of its own.
 */
function sessionName(
  root: string,
  base: string,
  own: { startLine: number; transcript: string; sessionId: string | null },
): string {
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}-${n}`;
    const meta = readTextIfExists(join(root, name, 'meta.json'));
    if (meta === undefined) return name;
    try {
      const m = JSON.parse(meta) as ArchiveMeta;
      if (
        m.contextStartLine === own.startLine &&
        m.transcript === own.transcript &&
        (m.sessionId ?? null) === own.sessionId
      )
        return name;
    } catch {
      // An unreadable meta.json is not ours to overwrite: take the next name.
    }
  }
}

export interface ArchiveOptions {
  workspace: string;
  transcriptPath: string;
  config: ContextConfig;
  now: Date;
  trigger: string;
  sessionId?: string;
  handoff?: boolean;
  /** The forms' and reports' language; absent: English (the host passes the user's). */
  lang?: Lang;
}

export async function archiveSession(
  o: ArchiveOptions,
): Promise<ArchiveResult> {
  const paths = contextPaths(o.workspace);
  const text = readTranscriptText(o.transcriptPath);
  const position = transcriptPosition(text);
  const prior = sameArchive(
    paths,
    o.transcriptPath,
    position,
    o.handoff ?? false,
  );
  if (prior) return prior;
  const transcript = parseTranscriptText(o.transcriptPath, text);
  const view = contextView(transcript);
  const lang = o.lang ?? 'en';
  const dcp = await pruneParsed(transcript, o.transcriptPath, {
    config: o.config,
    now: o.now,
    lang,
    trigger: message('ctx.dcp.trigger.archive', lang, { trigger: o.trigger }),
  });
  const store = readAnchors(o.workspace).anchors;
  const forms = renderForms(view, store, lang);
  const at = o.now.toISOString();
  const sessionId = o.sessionId ?? view.sessionId ?? null;
  // The folder is named after the task, which can quote a secret: named after
  // its redacted text.
  const base = `${at.slice(0, 10)}-${slugify(redactSecrets(forms.digest.slug ?? forms.digest.task))}${sessionId ? `-${sessionId.slice(0, 8)}` : ''}`;
  const session = sessionName(paths.sessions, base, {
    startLine: view.start + 1,
    transcript: o.transcriptPath,
    sessionId,
  });
  const dir = paths.session(session);
  const cited = forms.anchors.map((a) => a.anchor.id);
  const meta: ArchiveMeta = {
    session,
    sessionId,
    transcript: o.transcriptPath,
    archivedAt: at,
    trigger: o.trigger,
    contextStartLine: view.start + 1,
    steps: view.steps,
    task: forms.digest.task,
    anchors: cited,
    chars: {
      compact: count(forms.compact),
      normal: count(forms.normal),
      expanded: count(forms.expanded),
    },
    tokens: {
      before: dcp.result.tokensBefore,
      afterDcp: dcp.result.tokensAfter,
      savedPercent: dcp.result.savedPercent,
    },
    openTasks: forms.digest.todos
      .filter((t) => t.status !== 'completed')
      .map((t) => t.content),
    handoff: o.handoff ?? false,
    position,
  };
  const files: Record<string, string> = {
    'compact.md': forms.compact,
    'normal.md': forms.normal,
    'expanded.md': forms.expanded,
    'dcp-report.md': dcp.report,
    'anchors.md': renderAnchorsDocument(forms.anchors, lang),
    'meta.json': `${JSON.stringify(redactForDisk(meta), null, 1)}\n`,
  };
  const written: string[] = [];
  for (const [name, text] of Object.entries(files)) {
    // The forms are the session itself (tool output included): redacted once,
    // written to both places.
    const content = name === 'meta.json' ? text : redactSecrets(text);
    for (const target of [join(dir, name), join(paths.current, name)]) {
      writeFileAtomic(target, content);
      written.push(target);
    }
  }
  for (const [name, content] of Object.entries(contextTemplates(lang))) {
    const target = join(paths.templates, name);
    if (!existsSync(target)) {
      writeFileAtomic(target, content);
      written.push(target);
    }
  }
  writeFileAtomic(paths.dcpConfig, dcpConfigYaml(o.config));
  written.push(paths.dcpConfig);
  // 果报: anchors the session cited guided it; 内观: every live anchor is reviewed
  // for staleness.
  if (store.length) {
    const stageOf = new Map(store.map((a) => [a.anchor.id, a.stage]));
    const events = [
      ...forms.digest.citedAnchors.flatMap((id) => [
        ...(stageOf.get(id) === 'dormant'
          ? [{ id, event: { type: 'MATCHED' as const, at } }]
          : []),
        { id, event: { type: 'APPLIED' as const, at } },
      ]),
      ...store.map((a) => ({
        id: a.anchor.id,
        event: { type: 'TICK' as const, at },
      })),
    ];
    recordAnchorEvents(o.workspace, events);
    written.push(paths.anchorsMd, paths.anchorsIndex);
  }
  return { session, dir, meta, compact: forms.compact, written };
}

export interface ArchiveListing {
  session: string;
  dir: string;
  meta: ArchiveMeta;
}

/** Every archive with a readable meta.json, newest first. */
export function listArchives(workspace: string): ArchiveListing[] {
  const root = contextPaths(workspace).sessions;
  if (!existsSync(root)) return [];
  const out: ArchiveListing[] = [];
  for (const name of readdirSync(root)) {
    const text = readTextIfExists(join(root, name, 'meta.json'));
    if (text === undefined) continue;
    try {
      out.push({
        session: name,
        dir: join(root, name),
        meta: JSON.parse(text) as ArchiveMeta,
      });
    } catch {
      // A folder someone else put here, or a meta.json being written by hand: not an archive we can load.
    }
  }
  return out.sort(
    (a, b) =>
      b.meta.archivedAt.localeCompare(a.meta.archivedAt) ||
      b.session.localeCompare(a.session),
  );
}
