// mcpToolName(name) — `mcp__<server>__<tool>` split into server and tool — and
// nameVerbs(name), what a tool's name says it does (writes, deletes, sends,
// executes, fetches, reads, copies)
// Pos: policies/security/tool-calls, the reading of tool names shared by the
// argument search (access of paths) and the tool-call policy (unknown MCP tools
// that change things); judges nothing by itself
export interface McpToolName {
  server: string;
  tool: string;
}

export const isMcpTool = (name: string) => name.startsWith('mcp__');

/**
 * Claude Code names MCP tools `mcp__<server>__<tool>`; a server name holds no
 * `__`.
 */
export function mcpToolName(name: string): McpToolName | undefined {
  if (!isMcpTool(name)) return undefined;
  const rest = name.slice('mcp__'.length);
  const split = rest.indexOf('__');
  return split < 0
    ? { server: rest, tool: '' }
    : { server: rest.slice(0, split), tool: rest.slice(split + 2) };
}

export type ToolVerb =
  'write' | 'delete' | 'send' | 'exec' | 'fetch' | 'read' | 'copy';

const VERBS: Record<ToolVerb, readonly string[]> = {
  write: [
    'write',
    'edit',
    'create',
    'update',
    'modify',
    'patch',
    'put',
    'set',
    'save',
    'insert',
    'append',
    'replace',
    'mkdir',
    'make',
    'add',
    'rename',
    'move',
    'mv',
    'overwrite',
    'commit',
    'merge',
    'apply',
    'install',
    'store',
    'change',
    'fork',
    'upsert',
    'import',
    'restore',
    'chmod',
    'chown',
    'link',
    'touch',
  ],
  delete: [
    'delete',
    'remove',
    'rm',
    'rmdir',
    'del',
    'destroy',
    'drop',
    'purge',
    'erase',
    'unlink',
    'truncate',
    'wipe',
    'kill',
    'revoke',
    'uninstall',
    'clear',
    'reset',
    'cancel',
    'archive',
    'close',
    'terminate',
    'prune',
  ],
  send: [
    'send',
    'post',
    'publish',
    'push',
    'email',
    'mail',
    'message',
    'notify',
    'comment',
    'reply',
    'share',
    'tweet',
    'submit',
    'dispatch',
    'upload',
    'invite',
    'transfer',
    'pay',
    'broadcast',
    'emit',
    'webhook',
    'release',
    'approve',
    'assign',
    'review',
  ],
  exec: [
    'exec',
    'execute',
    'run',
    'shell',
    'eval',
    'evaluate',
    'spawn',
    'start',
    'launch',
    'invoke',
    'terminal',
    'command',
    'cmd',
    'script',
    'process',
    'deploy',
    'trigger',
    'bash',
    'sh',
    'powershell',
    'python',
    'sql',
    'interact',
    'repl',
  ],
  fetch: [
    'fetch',
    'navigate',
    'goto',
    'browse',
    'visit',
    'open',
    'download',
    'crawl',
    'scrape',
    'request',
    'http',
    'curl',
    'url',
    'load',
  ],
  read: [
    'read',
    'get',
    'list',
    'search',
    'find',
    'query',
    'show',
    'view',
    'describe',
    'fetch',
    'lookup',
    'cat',
    'stat',
    'info',
    'tree',
    'grep',
    'glob',
    'count',
    'diff',
    'status',
    'log',
    'inspect',
    'check',
    'validate',
    'explain',
    'summarize',
    'snapshot',
    'screenshot',
  ],
  copy: [
    'copy',
    'cp',
    'duplicate',
    'clone',
    'export',
    'download',
    'backup',
    'upload',
  ],
};

/**
 * The words of a name: `createOrUpdateFile`, `create_or_update-file`,
 * `browser.navigate` → create, or, update, file.
 */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const classesOf = (word: string): ToolVerb[] =>
  (Object.entries(VERBS) as Array<[ToolVerb, readonly string[]]>)
    .filter(([, words]) =>
      words.some((w) => word === w || (w.length >= 5 && word.startsWith(w))),
    )
    .map(([verb]) => verb);

/**
 * What a name says the tool does: the classes of its first verb (`create_file`,
 * `browser_navigate`) and of verbs joined to it (`create_or_update_file`,
 * `search_and_replace`); later words are its object (`list_processes` lists, it
 * runs nothing). A word counts when it is a verb or starts with one of five
 * letters or more (`writefile`, `deletes`), so `postgres` is no `post`.
 */
export function nameVerbs(name: string): Set<ToolVerb> {
  const words = nameWords(name);
  const found = new Set<ToolVerb>();
  const first = words.findIndex((w) => classesOf(w).length > 0);
  if (first < 0) return found;
  for (let i = first; i < words.length; i += 2) {
    for (const verb of classesOf(words[i] as string)) found.add(verb);
    if (!['and', 'or', 'then'].includes(words[i + 1] ?? '')) break;
  }
  return found;
}

/**
 * Verbs that change or send something: an unknown MCP tool that says one of
 * them is asked about.
 */
export const CHANGING_VERBS: readonly ToolVerb[] = [
  'write',
  'delete',
  'send',
  'exec',
];
