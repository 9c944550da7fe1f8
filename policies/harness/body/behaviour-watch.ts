// BodyAction, bodyActionOf(tool, input), judgeAction(action, seen, limits) —
// layer 3: the main agent writing more than maxLines, running builds or tests,
// or exploring more files than it may (seed 000 本体 MUST 委派)
// Pos: policies/harness/body, pure classification and judgment of one tool
// call; counting across a task is the checkpoint machine's context
import { profileCommand } from '../../evidence/command-kind.js';
import type { BodyConfig } from '../../vocabulary/loop-config.js';
import type { BodyViolation } from './body-verdict.js';
import { violation } from './body-verdict.js';

export type BodyAction =
  | { kind: 'write'; tool: string; lines: number }
  | { kind: 'command'; commandKind: string; command: string }
  | { kind: 'read'; tool: string }
  | { kind: 'search'; tool: string }
  | { kind: 'delegate'; avatar: string | null }
  | { kind: 'other'; tool: string };

const lineCount = (text: unknown) =>
  typeof text === 'string' && text.length ? text.split('\n').length : 0;

/**
 * What a main-agent tool call is, for the watch; counts the lines
 * Write/Edit/MultiEdit put in.
 */
export function bodyActionOf(
  tool: string,
  input: Readonly<Record<string, unknown>>,
): BodyAction {
  switch (tool) {
    case 'Write':
      return { kind: 'write', tool, lines: lineCount(input['content']) };
    case 'Edit':
      return { kind: 'write', tool, lines: lineCount(input['new_string']) };
    case 'MultiEdit':
      return {
        kind: 'write',
        tool,
        lines: (Array.isArray(input['edits'])
          ? (input['edits'] as Array<Record<string, unknown>>)
          : []
        ).reduce((n, e) => n + lineCount(e?.['new_string']), 0),
      };
    case 'NotebookEdit':
      return { kind: 'write', tool, lines: lineCount(input['new_source']) };
    case 'Bash': {
      const command =
        typeof input['command'] === 'string'
          ? (input['command'] as string)
          : '';
      return {
        kind: 'command',
        commandKind: profileCommand(command).kind,
        command,
      };
    }
    case 'Read':
    case 'NotebookRead':
      return { kind: 'read', tool };
    case 'Glob':
    case 'Grep':
    case 'LS':
      return { kind: 'search', tool };
    case 'Task':
    case 'Agent':
      return {
        kind: 'delegate',
        avatar:
          typeof input['subagent_type'] === 'string'
            ? (input['subagent_type'] as string)
            : null,
      };
    default:
      return { kind: 'other', tool };
  }
}

export interface WatchCounts {
  reads: number;
  searches: number;
}

/**
 * Violations of one action given what the task has already done (counts include
 * this action).
 */
export function judgeAction(
  action: BodyAction,
  counts: WatchCounts,
  limits: Pick<BodyConfig, 'maxLines' | 'maxReads' | 'maxSearches'>,
): BodyViolation[] {
  if (action.kind === 'write' && action.lines > limits.maxLines) {
    return [
      violation(
        'code-limit',
        {
          id: 'body.wrote-lines',
          params: {
            lines: action.lines,
            tool: action.tool,
            max: limits.maxLines,
          },
        },
        'body',
        `code-limit:${action.tool}`,
      ),
    ];
  }
  if (
    action.kind === 'command' &&
    ['test', 'build', 'typecheck'].includes(action.commandKind)
  ) {
    return [
      violation(
        'build-test',
        {
          id: 'body.ran-build-test',
          params: {
            kind: action.commandKind,
            command: action.command.slice(0, 80),
          },
        },
        'tongue',
        `build-test:${action.commandKind}`,
      ),
    ];
  }
  if (action.kind === 'read' && counts.reads > limits.maxReads) {
    return [
      violation(
        'exploration',
        {
          id: 'body.read-files',
          params: { count: counts.reads, max: limits.maxReads },
        },
        'eye',
        'exploration:read',
      ),
    ];
  }
  if (action.kind === 'search' && counts.searches > limits.maxSearches) {
    return [
      violation(
        'exploration',
        {
          id: 'body.searched',
          params: { count: counts.searches, max: limits.maxSearches },
        },
        'eye',
        'exploration:search',
      ),
    ];
  }
  return [];
}
