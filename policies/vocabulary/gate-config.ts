// McpConfig (the `mcp` section: what known MCP tools do, merged over the
// built-in table) and GateConfig (the `gate` section: `gate.fetch.allowLocal`,
// the local servers a fetch may reach; `gate.untrusted.paths`, workspace files
// that came from outside)
// Pos: policies/vocabulary, configuration words of the tool-call and
// fetch-destination policies; read by src/platform/config, enforced by
// policies/security/tool-calls and policies/security/fetch
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.js';

/** What an MCP tool does, as far as the gate is concerned. */
export const McpToolKind = lazySchema(() =>
  z.enum(['read', 'write', 'delete', 'fetch', 'exec', 'send', 'none']),
);
export type McpToolKind = z.infer<typeof McpToolKind>;

const argumentNames = lazySchema(() =>
  z.optional(z.array(z.string().check(z.minLength(1)))),
);

/**
 * One MCP tool: `does` (read, write, delete, fetch, exec, send, none) and,
 * optionally, which arguments name files, URLs, shell commands or the text
 * written. An argument list given replaces the search by name and shape for
 * that kind; `[]` says the tool has none (a GitHub `path` names a file in a
 * remote repository, not on this disk).
 */
export const McpToolConfig = lazySchema(() =>
  z.strictObject({
    does: McpToolKind,
    paths: argumentNames,
    urls: argumentNames,
    commands: argumentNames,
    content: argumentNames,
  }),
);
export type McpToolConfig = z.infer<typeof McpToolConfig>;

export const MCP_TOOL_KEY =
  /^mcp__(?!\*__\*$)(?:\*|[A-Za-z0-9_-]+?)__(?:\*|[A-Za-z0-9_.-]+)$/;

export const McpConfig = lazySchema(() =>
  z.strictObject({
    /**
     * `mcp__<server>__<tool>`, `mcp__<server>__*` or `mcp__*__<tool>` → what it
     * does; the most specific key wins, a key here replaces the built-in one.
     */
    tools: z._default(
      z.record(z.string(), McpToolConfig).check(
        z.superRefine((tools, ctx) => {
          // Checked here rather than as the record's key schema, so the message
          // names the key and what it must look like.
          for (const key of Object.keys(tools)) {
            if (!MCP_TOOL_KEY.test(key))
              ctx.addIssue({
                code: 'custom',
                path: [key],
                message: `${JSON.stringify(key)} is not an MCP tool name: write mcp__<server>__<tool>, mcp__<server>__* or mcp__*__<tool>`,
              });
          }
        }),
      ),
      {},
    ),
  }),
);
export type McpConfig = z.infer<typeof McpConfig>;

/** `host`, `host:port`, `[v6]` or `[v6]:port` — no scheme, no path. */
const HOST_PORT = /^(?:[A-Za-z0-9_.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export const FetchConfig = lazySchema(() =>
  z.strictObject({
    /**
     * Local servers a WebFetch or an MCP fetch may reach (`localhost:3000`,
     * `192.168.1.20:8080`); a cloud metadata address is never allowed.
     */
    allowLocal: z._default(
      z.array(
        z
          .string()
          .check(
            z.trim(),
            z.regex(
              HOST_PORT,
              'host or host:port, e.g. "localhost:3000" (no scheme, no path)',
            ),
          ),
      ),
      [],
    ),
  }),
);
export type FetchConfig = z.infer<typeof FetchConfig>;

/**
 * Workspace files that came from outside (seed 004 外部输入统一包装): a Read of one is
 * marked untrusted and searched for injection like a web page.
 */
export const UntrustedConfig = lazySchema(() =>
  z.strictObject({
    /** Workspace-relative globs: vendored code, downloads, fetched docs. */
    paths: z._default(z.array(z.string().check(z.minLength(1))), [
      'vendor/**',
      'third_party/**',
      'third-party/**',
      'downloads/**',
      'Downloads/**',
    ]),
  }),
);
export type UntrustedConfig = z.infer<typeof UntrustedConfig>;

export const GateConfig = lazySchema(() =>
  z.strictObject({
    fetch: z.prefault(FetchConfig, {}),
    untrusted: z.prefault(UntrustedConfig, {}),
  }),
);
export type GateConfig = z.infer<typeof GateConfig>;
