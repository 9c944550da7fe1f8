// The subpath `wukong/context`: Ruyi context management (seed 002) and seed
// 000's rescue as a library — transcripts pruned and restored, the three forms,
// archives, the Alaya anchor store, and the functions Claude Code's PreCompact
// and SessionStart hooks call
// Pos: src/hosts/library, one entry of the package's exports; re-exports only.
// The context and anchor machines are in the root export

// The schema (and type) of the `context` section of wukong.config.json: window,
// form thresholds, DCP, rescue.
export { ContextConfig } from '../../../policies/vocabulary/context-config.js';
// The schema (and type) of one anchor (seed 002's ADR): id, type, title,
// status, decision, alternatives, why, impact, verification, rollback.
export { Anchor } from '../../../policies/vocabulary/anchor.js';
// A Claude Code transcript (JSONL text) as lines, each raw and parsed; a bad
// line is named.
export { parseTranscript } from '../../../policies/context/transcript/parse-transcript.js';
export type { Transcript } from '../../../policies/context/transcript/parse-transcript.js';
// Transcript lines back to JSONL text.
export { serializeTranscript } from '../../../policies/context/transcript/parse-transcript.js';
// The part of a transcript the model sees (after the last compaction): its
// steps and tool calls; what renderForms and detectSessionErrors read.
export { contextView } from '../../../policies/context/transcript/context-view.js';
// Dynamic context pruning over a parsed transcript: the pruned lines, tokens
// before and after, savings by strategy, what was protected.
export { pruneTranscript } from '../../../policies/context/dcp/plan.js';
export type {
  PruneOptions,
  PruneResult,
  PruneItem,
} from '../../../policies/context/dcp/plan.js';
// Every pruned block of a pruned transcript put back from the original, by the
// tool_use_id its placeholder names.
export { restoreTranscript } from '../../../policies/context/dcp/restore.js';
// Seed 002's DCP report in Markdown for a prune result.
export { dcpReport } from '../../../policies/context/dcp/report.js';
// pruneTranscript on a transcript file: the result, the report, the prompt's
// real size before and after, the pruned file written atomically when asked.
export { pruneFile } from '../../context/prune-file.js';
// A pruned transcript file with every placeholder put back from the original
// file.
export { restoreFile } from '../../context/prune-file.js';
// The real tokenizer's count function, loaded on first use (≈200 ms).
export { loadTokenCounter } from '../../context/token-counter.js';
// The three forms (expanded, normal, compact) of a context view, with the
// anchors they cite.
export { renderForms } from '../../../policies/context/forms/render-forms.js';
// Seed 002's 存档: DCP, the three forms, the report and the cited anchors into
// .wukong/context/.
export { archiveSession } from '../../context/archive.js';
// The archives of a workspace, newest first.
export { listArchives } from '../../context/archive.js';
// 加载上下文: the latest (or the named) archive made current, its compact form and
// anchors returned.
export { loadArchive } from '../../context/load-archive.js';
// The anchor store of a workspace (.wukong/context/anchors.json, rendered to
// anchors.md).
export { readAnchors } from '../../context/anchor-store.js';
// A draft checked field by field into an anchor draft; the error names what is
// missing.
export { parseDraft } from '../../context/anchor-store.js';
// Add an anchor through 识's write gate; anchors.json and anchors.md written
// atomically.
export { addAnchor } from '../../context/anchor-store.js';
// Mark an anchor obsolete with a reason, kept for the record.
export { obsoleteAnchor } from '../../context/anchor-store.js';
// Anchors ranked by how well they match a query.
export { searchAnchors } from '../../../policies/context/anchors/anchor-search.js';
// One anchor in seed 002's full ADR template (Markdown).
export { renderAnchor } from '../../../policies/context/anchors/anchor-render.js';
// The six error classes of seed 000 found in a context view, each with where it
// is and its recovery prompt.
export { detectSessionErrors } from '../../../policies/context/rescue/session-errors.js';
// Seed 000's three-stage rescue (warn, DCP, emergency DCP with the compact
// form) and error recovery, nothing said twice.
export { runRescue } from '../../context/rescue.js';
// What the rescue has already said and done for a workspace (null before the
// first rescue).
export { readRecoveryState } from '../../context/rescue.js';
// What Claude Code's PreCompact hook calls: the three forms and the anchors
// archived before a compaction.
export { onPreCompact } from './configured/config-entries.js';
// What Claude Code's SessionStart hook calls: the compact form and the relevant
// anchors given back after a compaction.
export { onSessionStart } from '../../context/claude-code.js';
export type {
  PreCompactInput,
  PreCompactResult,
  SessionStartInput,
  SessionStartResult,
} from '../../context/claude-code.js';
// DCP on an Anthropic Messages API message list a runner owns: a new list,
// roles and block shapes kept, with the prune's figures.
export { pruneMessages } from '../../../policies/context/messages/anthropic-messages.js';
// The same on OpenAI Responses input items (API and Agents SDK spellings).
export { pruneResponseItems } from '../../../policies/context/messages/responses-items.js';
export type { MessagePruneOptions } from '../../../policies/context/messages/prune-options.js';
// The OpenAI Agents SDK's `callModelInputFilter`: each turn's input pruned
// before the model sees it (`@openai/agents` is an optional peer).
export { wukongInputFilter } from '../../context/messages/openai-agents.js';
// For a program with its own Anthropic Messages loop: observe(usage) after each
// response, prune(messages) before each request.
export { MessagesPruner } from '../../context/messages/messages-pruner.js';
// Seed 002's chat phrases and `wukong context compact | expand`: the form
// switched, an archive written or loaded, a prune reported.
export { switchContext } from '../../context/context-switch.js';
// Usage read from the end of a transcript driving the context machine and seed
// 000's rescue (what UserPromptSubmit and PostToolUse call).
export { onUsage } from '../../context/live-usage.js';
