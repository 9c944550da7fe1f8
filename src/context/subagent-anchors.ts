// delegationAnchors — the anchors a sub-agent needs, attached to the prompt of
// every delegation (seed 002 与分身系统集成: 相关锚点 in the summoning prompt): those the
// task cites, every live constraint, the user's preferences and the best
// keyword matches, in the compact ADR form; the matches mature (MATCHED)
// storeProposedAnchors — the anchors a finished sub-agent's output proposes,
// stored through the write gate (SubagentStop)
// Pos: src/context, read by the PreToolUse hook for Task/Agent calls (with or
// without a loop or promise; nothing added to a prompt that has them already or
// when no anchor applies) and by SubagentStop
import { relevantAnchors } from '../../policies/context/anchors/anchor-search.js';
import { anchorProposals } from '../../policies/context/anchors/anchor-proposals.js';
import {
  addAnchor,
  parseDraft,
  readAnchors,
  recordAnchorEvents,
} from './anchor-store.js';
import { contextPaths } from './context-dir.js';
import { anchorsContext } from './load-archive.js';

export const ANCHORS_MARK = '[wukong: relevant anchors]';

export function delegationAnchors(
  workspace: string,
  prompt: string,
  now: Date,
): { text: string; ids: string[] } | undefined {
  if (prompt.includes(ANCHORS_MARK)) return undefined;
  let store;
  try {
    store = readAnchors(workspace).anchors;
  } catch {
    // A store being edited by hand must not stop a delegation: no anchors this
    // time (`wukong anchors list` names the problem).
    return undefined;
  }
  if (!store.length) return undefined;
  const chosen = relevantAnchors(store, prompt);
  if (!chosen.length) return undefined;
  const at = now.toISOString();
  recordAnchorEvents(
    workspace,
    chosen
      .filter((a) => a.stage === 'dormant')
      .map((a) => ({
        id: a.anchor.id,
        event: { type: 'MATCHED' as const, at },
      })),
  );
  return {
    text: [
      ANCHORS_MARK,
      anchorsContext(chosen).trim(),
      `全部锚点: Read("${contextPaths(workspace).anchorsMd}")`,
    ].join('\n'),
    ids: chosen.map((a) => a.anchor.id),
  };
}

export interface StoredProposals {
  stored: string[];
  /** One line per refused or unreadable proposal, naming why. */
  refused: string[];
}

/**
 * Stores what a sub-agent's final output proposes, each draft through the
 * store's write gate; the source names the sub-agent.
 */
export function storeProposedAnchors(
  workspace: string,
  output: string,
  agent: string,
  now: Date,
  staleAfterDays: number,
): StoredProposals {
  const result: StoredProposals = { stored: [], refused: [] };
  for (const p of anchorProposals(output)) {
    if ('error' in p) {
      result.refused.push(`proposal ${p.index}: ${p.error}`);
      continue;
    }
    try {
      const draft = parseDraft(
        { source: `sub-agent ${agent}`, ...p.draft },
        `proposal ${p.index}`,
      );
      result.stored.push(
        addAnchor(workspace, draft, now, staleAfterDays).entry.anchor.id,
      );
    } catch (error) {
      result.refused.push((error as Error).message);
    }
  }
  return result;
}
