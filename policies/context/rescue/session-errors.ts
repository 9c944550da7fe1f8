// detectSessionErrors — the seven error classes found in a transcript's
// context: failed tool results by pattern, tool_use without a result, assistant
// messages with no content, malformed thinking blocks, API error messages; each
// with where it is and its recovery prompt
// Pos: policies/context/rescue, detection only (seed 000
// detect_session_errors); deciding whether to say it again is recovery-state's
// job
import { blocksOf } from '../transcript/content.js';
import type { ContextView } from '../transcript/context-view.js';
import type { ErrorClassId } from './error-classes.js';
import { ERROR_CLASSES, classifyError } from './error-classes.js';

export interface SessionError {
  class: ErrorClassId;
  severity: 'CRITICAL' | 'HIGH' | 'MEDIUM';
  /**
   * A stable key (tool_use_id or line) so the same error is not reported twice.
   */
  key: string;
  line: number;
  tool?: string;
  toolUseId?: string;
  matched: string;
  excerpt: string;
  recoveryPrompt: string;
}

const excerpt = (text: string) =>
  text.replace(/\s+/g, ' ').trim().slice(0, 160);

export function detectSessionErrors(view: ContextView): SessionError[] {
  const out: SessionError[] = [];
  const push = (
    id: ErrorClassId,
    e: Omit<SessionError, 'class' | 'severity' | 'recoveryPrompt'>,
  ) =>
    out.push({
      class: id,
      severity: ERROR_CLASSES[id].severity,
      recoveryPrompt: ERROR_CLASSES[id].recoveryPrompt,
      ...e,
    });
  const lastStep = view.steps - 1;
  for (const call of view.calls) {
    if (call.resultLine === undefined) {
      // The newest step may still be running: a missing result there is not an
      // error yet.
      if (call.step < lastStep)
        push('tool_result_missing', {
          key: call.id,
          line: call.useLine + 1,
          tool: call.name,
          toolUseId: call.id,
          matched: 'tool_use without tool_result',
          excerpt: `${call.name} ${excerpt(JSON.stringify(call.input))}`,
        });
      continue;
    }
    if (!call.isError) continue;
    const hit = classifyError(call.output);
    if (hit)
      push(hit.id, {
        key: call.id,
        line: call.resultLine + 1,
        tool: call.name,
        toolUseId: call.id,
        matched: hit.matched,
        excerpt: excerpt(call.output),
      });
  }
  for (const i of view.lines) {
    const record = view.transcript.lines[i]!.record!;
    if (record.type !== 'assistant') continue;
    const blocks = blocksOf(record);
    const texts = blocks
      .filter((b) => b.type === 'text')
      .map((b) => b.text ?? '');
    if (record['isApiErrorMessage'] === true) {
      const text = texts.join('\n');
      const hit = classifyError(text);
      if (hit)
        push(hit.id, {
          key: `line:${i + 1}`,
          line: i + 1,
          matched: hit.matched,
          excerpt: excerpt(text),
        });
      continue;
    }
    // 思考块问题: a thinking block without its signature, or not text, is rejected
    // by the API when the history is sent again.
    const badThinking = blocks.find((b) => {
      if (b.type !== 'thinking') return false;
      const signature = (b as { signature?: unknown }).signature;
      return (
        typeof b.thinking !== 'string' ||
        typeof signature !== 'string' ||
        signature === ''
      );
    });
    if (badThinking)
      push('thinking_block_error', {
        key: `line:${i + 1}`,
        line: i + 1,
        matched:
          typeof badThinking.thinking !== 'string'
            ? 'thinking block without text'
            : 'thinking block without signature',
        excerpt: excerpt(String(badThinking.thinking ?? '')),
      });
    const content = record.message?.content;
    const empty = Array.isArray(content)
      ? content.length === 0 ||
        (blocks.every((b) => b.type === 'text') &&
          texts.every((t) => t.trim() === ''))
      : typeof content === 'string' && content.trim() === '';
    // Claude Code logs a lone "\n\n" text block before a tool call in the same
    // response; only a response with nothing else is empty.
    if (
      empty &&
      !view.transcript.lines
        .slice(i + 1, i + 6)
        .some(
          (l) =>
            l.record?.type === 'assistant' &&
            l.record.message?.id === record.message?.id,
        )
    ) {
      push('empty_content', {
        key: `line:${i + 1}`,
        line: i + 1,
        matched: 'assistant message without content',
        excerpt: '',
      });
    }
  }
  return out.sort((a, b) => a.line - b.line);
}
