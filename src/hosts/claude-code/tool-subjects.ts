// toolSubjects — what a Claude Code tool call touches: the command, the files
// with read/write access, the text it writes, the URLs it fetches and the
// sub-agent it delegates to, read from tool_input field names exactly as Claude
// Code sends them; for MCP and unknown tools, what the argument search finds
// (files, URLs, commands) and its facts for the tool-call policy
// Pos: src/hosts/claude-code, translation from host tool inputs to gate
// subjects; judges nothing. The input of a known tool was checked by
// tool-input.ts first
import { posix } from 'node:path';
import { urlDestination } from '../../../policies/security/fetch/url-destination.js';
import type { Access } from '../../../policies/security/tool-calls/argument-search.js';
import { searchArguments } from '../../../policies/security/tool-calls/argument-search.js';
import type { McpEntry } from '../../../policies/security/tool-calls/mcp-tools.js';
import { mcpToolEntry } from '../../../policies/security/tool-calls/mcp-tools.js';
import type { ToolCallFacts } from '../../../policies/security/tool-calls/tool-call-facts.js';
import type { ToolVerb } from '../../../policies/security/tool-calls/tool-name.js';
import {
  isMcpTool,
  mcpToolName,
  nameVerbs,
} from '../../../policies/security/tool-calls/tool-name.js';

export interface FileSubject {
  path: string;
  access: 'read' | 'write';
  content?: string;
  /**
   * Edit's and MultiEdit's replacements, so the runtime can judge the file
   * after them (deferred execution, issue 19).
   */
  edits?: Array<{ oldString: string; newString: string; replaceAll?: boolean }>;
}

const editOf = (e: unknown) => {
  const r = (e ?? {}) as Record<string, unknown>;
  return {
    oldString: typeof r['old_string'] === 'string' ? r['old_string'] : '',
    newString: typeof r['new_string'] === 'string' ? r['new_string'] : '',
    ...(r['replace_all'] === true ? { replaceAll: true } : {}),
  };
};

export interface ToolSubjects {
  command?: string;
  files: FileSubject[];
  delegation?: { subagentType: string; prompt: string; description?: string };
  /**
   * URLs the tool fetches or navigates to (WebFetch, and those an MCP or
   * unknown tool's arguments hold).
   */
  urls?: string[];
  /**
   * Shell commands an MCP or unknown tool's arguments hold, judged like a Bash
   * command.
   */
  argumentCommands?: string[];
  /**
   * An MCP or unknown tool: what its argument search found, for the tool-call
   * policy.
   */
  call?: ToolCallFacts;
}

const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.length > 0 ? v : undefined;

export const WRITE_TOOLS = new Set([
  'Write',
  'Edit',
  'MultiEdit',
  'NotebookEdit',
]);
export const PATH_TOOLS = new Set([
  'Read',
  'Edit',
  'MultiEdit',
  'Write',
  'NotebookEdit',
  'Glob',
  'Grep',
]);
export const DELEGATION_TOOLS = new Set(['Task', 'Agent']);
/**
 * Claude Code's own tools that touch no file, URL or command: their inputs are
 * plans, todos and questions, not searched.
 */
export const INERT_TOOLS = new Set([
  'TodoWrite',
  'AskUserQuestion',
  'ExitPlanMode',
  'EnterPlanMode',
  'TaskOutput',
  'BashOutput',
  'KillShell',
  'KillBash',
  'WebSearch',
  'Skill',
  'SlashCommand',
  'ListMcpResourcesTool',
  'TaskCreate',
  'TaskUpdate',
  'TaskGet',
  'TaskList',
  'TaskStop',
]);

/**
 * The literal directory a Glob pattern starts from, when it leaves the search
 * root (`/etc/**`, `~/.ssh/*`, `../../**`).
 */
export function globRoot(pattern: string, base?: string): string | undefined {
  const anchored = /^(?:\/|~(?:\/|$)|\$\{?HOME\}?(?:\/|$))/.test(pattern);
  if (!anchored && !/(?:^|\/)\.\.(?:\/|$)/.test(pattern)) return undefined;
  const literal: string[] = [];
  for (const segment of pattern.split('/')) {
    if (/[*?[{]/.test(segment)) break;
    literal.push(segment);
  }
  const root = literal.join('/') || '/';
  return !anchored && base ? posix.join(base, root) : root;
}

const SOURCE_KEYS = new Set([
  'source',
  'src',
  'from',
  'input',
  'origin',
  'oldpath',
  'sourcepath',
]);

/**
 * The access of a file named under `key`, from what the table says the tool
 * does or what its name says.
 */
function accessFor(
  does: McpEntry['does'],
  verbs: Set<ToolVerb>,
): (key: string) => Access {
  const isSource = (key: string) =>
    SOURCE_KEYS.has(key.toLowerCase().replace(/[_-]/g, ''));
  const copies = verbs.has('copy');
  if (does === 'write' || does === 'delete')
    return (key) => (copies && isSource(key) ? 'read' : 'write');
  if (does !== undefined) return () => 'read';
  if (verbs.has('write') || verbs.has('delete'))
    return (key) => (copies && isSource(key) ? 'read' : 'write');
  if (copies) return (key) => (isSource(key) ? 'read' : 'write');
  return () => 'read';
}

/**
 * An MCP tool (`mcp__<server>__<tool>`) or a tool Wukong has no shape for:
 * every argument searched.
 */
function searchedSubjects(
  tool: string,
  input: Record<string, unknown>,
  mcpTools: Readonly<Record<string, McpEntry>>,
): ToolSubjects {
  const mcp = isMcpTool(tool);
  const entry: McpEntry = mcp ? mcpToolEntry(tool, mcpTools) : {};
  const verbs = nameVerbs(mcp ? (mcpToolName(tool)?.tool ?? '') : tool);
  const found = searchArguments(input, {
    access: accessFor(entry.does, verbs),
    ...(entry.paths ? { pathKeys: entry.paths } : {}),
    ...(entry.urls ? { urlKeys: entry.urls } : {}),
    ...(entry.commands ? { commandKeys: entry.commands } : {}),
    ...(entry.content ? { contentKeys: entry.content } : {}),
  });
  const content = found.content.join('\n');
  return {
    files: found.files.map((f) => ({
      path: f.path,
      access: f.access,
      ...(f.access === 'write' ? { content } : {}),
    })),
    urls: found.urls.map((u) => u.url),
    argumentCommands: found.commands.map((c) => c.command),
    call: {
      found: {
        files: found.files.length,
        urls: found.urls.length,
        commands: found.commands.length,
      },
      outgoing: found.outgoing,
      ...(found.truncated ? { truncated: found.truncated } : {}),
      ...(found.truncatedSaid ? { truncatedSaid: found.truncatedSaid } : {}),
    },
  };
}

export function toolSubjects(
  tool: string,
  input: Record<string, unknown>,
  cwd: string,
  mcpTools: Readonly<Record<string, McpEntry>> = {},
): ToolSubjects {
  switch (tool) {
    case 'Bash':
      return { command: str(input['command']) ?? '', files: [] };
    case 'Read':
      return {
        files: [{ path: str(input['file_path']) ?? '', access: 'read' }],
      };
    case 'Write':
      return {
        files: [
          {
            path: str(input['file_path']) ?? '',
            access: 'write',
            content: str(input['content']) ?? '',
          },
        ],
      };
    case 'Edit':
      return {
        files: [
          {
            path: str(input['file_path']) ?? '',
            access: 'write',
            content: str(input['new_string']) ?? '',
            edits: [editOf(input)],
          },
        ],
      };
    case 'MultiEdit': {
      const edits = Array.isArray(input['edits'])
        ? (input['edits'] as Array<Record<string, unknown>>)
        : [];
      const content = edits.map((e) => str(e?.['new_string']) ?? '').join('\n');
      return {
        files: [
          {
            path: str(input['file_path']) ?? '',
            access: 'write',
            content,
            edits: edits.map(editOf),
          },
        ],
      };
    }
    case 'NotebookEdit':
      return {
        files: [
          {
            path: str(input['notebook_path']) ?? '',
            access: 'write',
            content: str(input['new_source']) ?? '',
          },
        ],
      };
    case 'Glob':
    case 'Grep': {
      const path = str(input['path']);
      const root =
        tool === 'Glob'
          ? globRoot(str(input['pattern']) ?? '', path)
          : undefined;
      return {
        files: [
          { path: path ?? cwd, access: 'read' },
          ...(root && root !== path
            ? [{ path: root, access: 'read' as const }]
            : []),
        ],
      };
    }
    case 'WebFetch': {
      // A file: URL reads a local file: the path policies judge it, not the
      // fetch policy.
      const url = str(input['url']) ?? '';
      const d = urlDestination(url);
      return d.kind === 'file' && d.path
        ? { files: [{ path: d.path, access: 'read' }] }
        : { files: [], urls: [url] };
    }
    case 'Task':
    case 'Agent':
      return {
        files: [],
        delegation: {
          subagentType: str(input['subagent_type']) ?? 'general-purpose',
          prompt: str(input['prompt']) ?? '',
          ...(str(input['description'])
            ? { description: str(input['description']) as string }
            : {}),
        },
      };
    default:
      return INERT_TOOLS.has(tool)
        ? { files: [] }
        : searchedSubjects(tool, input, mcpTools);
  }
}
