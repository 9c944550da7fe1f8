// delegationAnchors — the anchors a sub-agent needs, attached to the prompt of
// every delegation (seed 002 与分身系统集成: 相关锚点 in the summoning prompt): those the
// task cites, every live constraint, the user's preferences and the best
// keyword matches, in the compact ADR form; the matches mature (MATCHED); and
// the request to propose new anchors when the sub-agent finishes (seed 002
// 分身返回时), so it does without the user asking
// storeProposedAnchors — the anchors a finished sub-agent's output proposes,
// stored through the write gate (SubagentStop)
// Pos: src/context, read by the PreToolUse hook for Task/Agent calls (with or
// without a loop or promise; added once: nothing to a prompt that has the block
// already) and by SubagentStop
import { relevantAnchors } from '../../policies/context/anchors/anchor-search.js';
import {
  message,
  type Lang,
} from '../../policies/vocabulary/messages/index.js';
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

/**
 * Seed 002 分身返回时 (提取新决策/约束/接口 → 创建锚点), asked of every sub-agent so it
 * proposes on its own: the fence SubagentStop reads and the fields the write
 * gate requires.
 */
export const proposalRequest = (lang: Lang) =>
  [
    message('ctx.proposal.head', lang),
    'If this task settled a decision (D), a constraint (C) or an interface (I) that later work must follow, end your final answer with one block per anchor; Wukong stores each through its write gate (high impact, reusable, prevents a repeat) and tells the user which it refused:',
    '```wukong-anchor',
    '{"type":"D","title":"…","decision":"…","alternatives":[{"option":"…","pros":"…","cons":"…"}],"why":["…"],"impact":["path: what changes"],"verification":"how to check it","rollback":["how to undo it"],"highImpact":true,"selfCheck":{"affectsFuture":true,"referenceValue":true,"preventsRepeat":true},"keywords":["…"]}',
    '```',
    'No block when nothing new was decided.',
  ].join('\n');

/**
 * The block added once to a delegation's prompt: the relevant anchors (none
 * when the store is empty, unreadable or nothing applies) and the request to
 * propose new ones; undefined when the prompt carries it already.
 */
export function delegationAnchors(
  workspace: string,
  prompt: string,
  now: Date,
  lang: Lang = 'en',
): { text: string; ids: string[] } | undefined {
  if (prompt.includes(ANCHORS_MARK)) return undefined;
  let store: ReturnType<typeof readAnchors>['anchors'] = [];
  try {
    store = readAnchors(workspace).anchors;
  } catch {
    // A store being edited by hand must not stop a delegation: no anchors this
    // time (`wukong anchors list` names the problem), the request still goes.
  }
  const chosen = store.length ? relevantAnchors(store, prompt) : [];
  const at = now.toISOString();
  if (chosen.length)
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
      ...(chosen.length
        ? [
            anchorsContext(chosen, lang).trim(),
            message('ctx.anchors.all', lang, {
              path: contextPaths(workspace).anchorsMd,
            }),
          ]
        : []),
      proposalRequest(lang),
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
  lang?: Lang,
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
        addAnchor(workspace, draft, now, staleAfterDays, lang).entry.anchor.id,
      );
    } catch (error) {
      result.refused.push((error as Error).message);
    }
  }
  return result;
}
