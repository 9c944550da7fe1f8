// ERROR_CLASSES — seed 000's six error classes (错误分类体系): detection patterns,
// severity, recovery strategy and prompt; classifyError
// Pos: policies/context/rescue, the table itself; detecting them in a
// transcript is session-errors.ts, so the seed's table and the code cannot
// drift
export const ERROR_CLASS_IDS = [
  'edit_failure',
  'tool_result_missing',
  'context_exceeded',
  'permission_denied',
  'file_not_found',
  'empty_content',
  'thinking_block_error',
] as const;
export type ErrorClassId = (typeof ERROR_CLASS_IDS)[number];

export interface ErrorClass {
  id: ErrorClassId;
  label: string;
  severity: 'CRITICAL' | 'HIGH' | 'MEDIUM';
  /**
   * Patterns in an error text; tool_result_missing and empty_content are
   * structural and have none.
   */
  patterns: RegExp[];
  /**
   * The seed's name of the recovery strategy, kept as data; what a reader sees
   * is the catalog's ctx.strategy.<id> in their language.
   */
  strategy: string;
  recoveryPrompt: string;
}

// Seed 000 错误分类体系 lists six classes; its 会话级错误恢复 adds the seventh, 思考块问题
// (thinking_block_error), detected with them.
export const ERROR_CLASSES: Record<ErrorClassId, ErrorClass> = {
  edit_failure: {
    id: 'edit_failure',
    label: 'Edit Failure',
    severity: 'HIGH',
    patterns: [
      /String to replace not found/i,
      /old_?string not found/i,
      /Found \d+ matches of the string to replace/i,
      /found multiple times/i,
      /No changes to make: old_string and new_string are exactly the same/i,
      /File has not been read yet/i,
      /File has been modified since read/i,
    ],
    strategy: 'READ 验证后重试',
    recoveryPrompt:
      'The edit did not apply. Read the file again (the lines around the change) before retrying: copy old_string exactly from the fresh Read, add surrounding lines if it matched several places, and check that old_string and new_string differ.',
  },
  tool_result_missing: {
    id: 'tool_result_missing',
    label: 'Tool Result Missing',
    severity: 'HIGH',
    patterns: [],
    strategy: '注入占位符结果',
    recoveryPrompt:
      'A tool call has no result (interrupted, timed out or failed to run). Treat it as not executed: check its effect (git status, Read the file, list the folder) before relying on it, then run it again if still needed.',
  },
  context_exceeded: {
    id: 'context_exceeded',
    label: 'Context Exceeded',
    severity: 'CRITICAL',
    patterns: [
      /prompt is too long/i,
      /context[_ ]length[_ ]exceeded/i,
      /token limit/i,
      /tokens? > \d+ maximum/i,
      /exceeds maximum allowed tokens/i,
      /input is too long/i,
      /maximum context length/i,
    ],
    strategy: '三阶段压缩',
    recoveryPrompt:
      'The context or one result is over its limit. Prune first (repeated and old tool outputs go), read large files in parts (offset/limit) or search with Grep instead of reading whole, and continue from the compact form if it is still too long.',
  },
  permission_denied: {
    id: 'permission_denied',
    label: 'Permission Denied',
    severity: 'HIGH',
    patterns: [
      /EACCES/,
      /EPERM/,
      /permission denied/i,
      /Operation not permitted/i,
      /The user doesn't want to proceed with this tool use/i,
      /tool use was rejected/i,
    ],
    strategy: '用户确认',
    recoveryPrompt:
      'The operation was refused (file permissions or the user declined it). Do not retry it as is: ask the user whether and how to proceed, and change approach if they declined.',
  },
  file_not_found: {
    id: 'file_not_found',
    label: 'File Not Found',
    severity: 'MEDIUM',
    patterns: [
      /ENOENT/,
      /No such file or directory/i,
      /File does not exist/i,
      /does not exist/i,
      /cannot find the path/i,
      /pathspec .* did not match/i,
    ],
    strategy: 'Glob 搜索后重试',
    recoveryPrompt:
      'The path does not exist. Search for the right one with Glob (by file name) or Grep (by content), then retry with the path found.',
  },
  empty_content: {
    id: 'empty_content',
    label: 'Empty Content',
    severity: 'MEDIUM',
    patterns: [
      /must have non-empty content/i,
      /non-empty content/i,
      /text content blocks must be non-empty/i,
    ],
    strategy: '注入占位符',
    recoveryPrompt:
      'A message had no content. Continue from the last complete step; an empty message is replaced by a placeholder and needs no action beyond repeating the last intended step.',
  },
  thinking_block_error: {
    id: 'thinking_block_error',
    label: 'Thinking Block Error',
    severity: 'HIGH',
    patterns: [
      /Expected `?(?:thinking|redacted_thinking)`?.{0,40}but found/i,
      /must start with a thinking block/i,
      /thinking blocks? (?:in the latest assistant message )?cannot be modified/i,
      /thinking is disabled/i,
      /Invalid `?signature`? in `?thinking`? block/i,
      /thinking\.signature: Field required/i,
    ],
    strategy: '验证并清理',
    recoveryPrompt:
      'A thinking block was malformed or out of place (no signature, not first in its message, or sent while thinking is off). Do not repeat the last step as is: start a fresh step (rewind with Esc Esc or /compact if the error repeats), and never copy or edit earlier thinking text.',
  },
};

/**
 * The first class whose pattern an error text matches (in the seed's order),
 * with the pattern that matched.
 */
export function classifyError(
  text: string,
): { id: ErrorClassId; matched: string } | undefined {
  for (const id of ERROR_CLASS_IDS) {
    for (const p of ERROR_CLASSES[id].patterns) {
      const m = p.exec(text);
      if (m) return { id, matched: m[0] };
    }
  }
  return undefined;
}
