// BUILTIN_MCP_TOOLS — what the common MCP servers' tools do (filesystem,
// desktop-commander, fetch, Playwright, Puppeteer, GitHub, shell and terminal
// servers) — and mcpToolEntry(name, configured): the entry for one tool, most
// specific key first, the config's `mcp.tools` over the built-in table
// Pos: policies/security/tool-calls, data plus one lookup; server names are the
// user's choice, so most built-in keys match the tool on any server
// (`mcp__*__write_file`)
import type { McpToolConfig } from '../../vocabulary/gate-config.js';
import { mcpToolName } from './tool-name.js';
import { own } from '../../vocabulary/own.js';

export type McpEntry = Partial<McpToolConfig>;

const any = (tool: string) => `mcp__*__${tool}`;
const table = (rows: Array<[string[], McpEntry]>): Record<string, McpEntry> =>
  Object.fromEntries(
    rows.flatMap(([tools, entry]) =>
      tools.map((t) => [t.startsWith('mcp__') ? t : any(t), entry]),
    ),
  );

export const BUILTIN_MCP_TOOLS: Readonly<Record<string, McpEntry>> = table([
  // @modelcontextprotocol/server-filesystem (and desktop-commander's file tools
  // of the same names)
  [
    [
      'read_file',
      'read_text_file',
      'read_media_file',
      'read_multiple_files',
      'list_directory',
      'list_directory_with_sizes',
      'directory_tree',
      'search_files',
      'get_file_info',
      'search_code',
    ],
    { does: 'read' },
  ],
  [['list_allowed_directories'], { does: 'none' }],
  [
    ['write_file', 'edit_file', 'create_directory', 'move_file', 'edit_block'],
    { does: 'write' },
  ],
  // shell and terminal servers: the command is judged as a Bash command
  [
    [
      'execute_command',
      'run_command',
      'run_shell_command',
      'shell_exec',
      'exec_command',
      'start_process',
      'run_terminal_cmd',
      'execute_shell_command',
      'run_in_terminal',
    ],
    { does: 'exec', commands: ['command', 'cmd'] },
  ],
  [['interact_with_process'], { does: 'exec', commands: ['input'] }],
  // @modelcontextprotocol/server-fetch
  [
    [
      'fetch',
      'fetch_url',
      'fetch_html',
      'fetch_markdown',
      'fetch_txt',
      'fetch_json',
    ],
    { does: 'fetch', urls: ['url'] },
  ],
  // @playwright/mcp: the page's own JavaScript runs in the browser, not in a
  // shell
  [['browser_navigate', 'browser_tab_new'], { does: 'fetch', urls: ['url'] }],
  [
    ['browser_take_screenshot', 'browser_pdf_save'],
    { does: 'write', paths: ['filename'], urls: [] },
  ],
  [['browser_file_upload'], { does: 'send', paths: ['paths'] }],
  [
    [
      'browser_evaluate',
      'browser_run_code',
      'browser_type',
      'browser_fill_form',
    ],
    { does: 'send', commands: [], paths: [] },
  ],
  [
    [
      'browser_snapshot',
      'browser_console_messages',
      'browser_network_requests',
      'browser_tabs',
      'browser_wait_for',
    ],
    { does: 'read', paths: [] },
  ],
  [
    [
      'browser_click',
      'browser_hover',
      'browser_drag',
      'browser_select_option',
      'browser_press_key',
      'browser_navigate_back',
      'browser_resize',
      'browser_close',
      'browser_handle_dialog',
    ],
    { does: 'none', paths: [] },
  ],
  // @modelcontextprotocol/server-puppeteer
  [['puppeteer_navigate'], { does: 'fetch', urls: ['url'] }],
  [
    ['puppeteer_evaluate', 'puppeteer_fill'],
    { does: 'send', commands: [], paths: [] },
  ],
  [
    [
      'puppeteer_screenshot',
      'puppeteer_click',
      'puppeteer_hover',
      'puppeteer_select',
    ],
    { does: 'none', paths: [] },
  ],
  // GitHub's server: every `path` is a file in a remote repository, never on
  // this disk
  [['mcp__github__*'], { paths: [] }],
  [
    [
      'create_or_update_file',
      'push_files',
      'create_issue',
      'create_pull_request',
      'add_issue_comment',
      'create_pull_request_review',
      'update_issue',
    ],
    { does: 'send', paths: [] },
  ],
  [
    [
      'get_file_contents',
      'search_repositories',
      'search_issues',
      'list_issues',
      'get_issue',
      'list_commits',
      'get_pull_request',
      'list_pull_requests',
    ],
    { does: 'read', paths: [] },
  ],
]);

/**
 * The keys that may describe `name`, most specific first: exact, the server's
 * wildcard, the tool's wildcard.
 */
function keysOf(name: string): string[] {
  const parsed = mcpToolName(name);
  if (!parsed) return [];
  return [name, `mcp__${parsed.server}__*`, `mcp__*__${parsed.tool}`];
}

/**
 * What is known about an MCP tool: the fields of every matching entry, the more
 * specific key's winning, a configured entry replacing the built-in one of the
 * same key. `does` is absent for a tool nothing describes.
 */
export function mcpToolEntry(
  name: string,
  configured: Readonly<Record<string, McpEntry>> = {},
): McpEntry & { keys: string[] } {
  const merged: McpEntry = {};
  const keys: string[] = [];
  for (const key of keysOf(name).reverse()) {
    const entry = own(configured, key) ?? own(BUILTIN_MCP_TOOLS, key);
    if (!entry) continue;
    keys.unshift(key);
    for (const [field, value] of Object.entries(entry))
      if (value !== undefined)
        (merged as Record<string, unknown>)[field] = value;
  }
  return { ...merged, keys };
}
