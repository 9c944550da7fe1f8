// loadArchive — 加载上下文: the latest archive, or the one named (folder name,
// prefix or session id), becomes current/; its compact form and its anchors
// (compact) come back, and those anchors mature (MATCHED)
// Pos: src/context, the load effect; it copies, it never changes the archive
// itself
import { SaidError } from '../platform/errors/said-error.js';
import { fragment } from '../../policies/vocabulary/messages/say.js';
import { join } from 'node:path';
import {
  message,
  type Lang,
} from '../../policies/vocabulary/messages/index.js';
import type { AnchorEntry } from '../../policies/context/anchors/anchor-entry.js';
import { renderAnchorCompact } from '../../policies/context/anchors/anchor-render.js';
import { UsageError } from '../platform/errors/usage-error.js';
import { readTextIfExists } from '../platform/store/atomic-file.js';
import { writeTextRedacted } from '../platform/store/redacted-file.js';
import type { ArchiveListing } from './archive.js';
import { listArchives } from './archive.js';
import { readAnchors, recordAnchorEvents } from './anchor-store.js';
import { contextPaths } from './context-dir.js';

export class NothingToLoad extends SaidError {}

export interface LoadedArchive extends ArchiveListing {
  compact: string;
  anchors: AnchorEntry[];
  /**
   * The compact form and the anchors' compact forms, ready to hand to an agent.
   */
  context: string;
  written: string[];
}

export function findArchive(
  workspace: string,
  wanted?: string,
): ArchiveListing {
  const all = listArchives(workspace);
  if (all.length === 0)
    throw new NothingToLoad(
      fragment('error.context.no-archives', {
        dir: contextPaths(workspace).sessions,
      }),
    );
  if (!wanted) return all[0]!;
  const hit =
    all.find((a) => a.session === wanted) ??
    all.find((a) => a.meta.sessionId === wanted) ??
    all.find(
      (a) =>
        a.session.startsWith(wanted) ||
        a.session.includes(wanted) ||
        a.meta.sessionId?.startsWith(wanted),
    );
  if (!hit)
    throw new UsageError(
      fragment('error.context.no-archive', {
        wanted: JSON.stringify(wanted),
        archives: all.map((a) => a.session).join(', '),
      }),
    );
  return hit;
}

export function anchorsContext(
  anchors: readonly AnchorEntry[],
  lang: Lang,
): string {
  return anchors.length
    ? `${message('ctx.anchors.relevant', lang)}\n\n${anchors.map((a) => renderAnchorCompact(a.anchor, lang)).join('\n\n')}\n`
    : '';
}

export function loadArchive(
  workspace: string,
  wanted: string | undefined,
  now: Date,
  lang: Lang = 'en',
): LoadedArchive {
  const listing = findArchive(workspace, wanted);
  const paths = contextPaths(workspace);
  const written: string[] = [];
  let compact = '';
  for (const name of [
    'compact.md',
    'normal.md',
    'expanded.md',
    'dcp-report.md',
    'anchors.md',
    'meta.json',
  ]) {
    const text = readTextIfExists(join(listing.dir, name));
    if (text === undefined) continue;
    if (name === 'compact.md') compact = text;
    // Redacted again: an archive written before redaction covered it must not
    // be copied raw.
    writeTextRedacted(join(paths.current, name), text);
    written.push(join(paths.current, name));
  }
  const store = readAnchors(workspace).anchors;
  const anchors = listing.meta.anchors
    .map((id) => store.find((a) => a.anchor.id === id))
    .filter((a): a is AnchorEntry => !!a && a.stage !== 'obsolete');
  const at = now.toISOString();
  const after = recordAnchorEvents(
    workspace,
    anchors.map((a) => ({
      id: a.anchor.id,
      event: { type: 'MATCHED' as const, at },
    })),
  );
  const fresh = anchors.map(
    (a) => after.find((b) => b.anchor.id === a.anchor.id) ?? a,
  );
  return {
    ...listing,
    compact,
    anchors: fresh,
    context:
      `${compact.trimEnd()}\n\n${anchorsContext(fresh, lang)}`.trimEnd() + '\n',
    written,
  };
}
