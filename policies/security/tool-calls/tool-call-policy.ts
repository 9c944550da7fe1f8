// toolCallPolicy(mcp) — gate policy `tool-call` over an MCP or unknown tool's
// call (GateFacts.toolCall): an unknown MCP tool whose name says it writes,
// deletes, sends or runs commands → ask; a known deleting tool → ask; a known
// writing, fetching or executing tool whose arguments name no file, URL or
// command → hard-deny (the gate cannot see what it does); a secret in what the
// call sends → ask; arguments too large or deep to search → ask
// Pos: policies/security/tool-calls, one rule; the files, URLs and commands the
// arguments name are judged by the path, fetch and command policies on their
// own subjects
import {
  fragment,
  say,
  sayDetail,
  type MessageId,
  type Said,
  type SayParams,
} from '../../vocabulary/messages/index.js';
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type { Policy } from '../../gate/define-policy.js';
import type { Finding, NextAction } from '../../vocabulary/finding.js';
import { scanSecrets } from '../secrets/scan-secrets.js';
import type { McpEntry } from './mcp-tools.js';
import { mcpToolEntry } from './mcp-tools.js';
import {
  CHANGING_VERBS,
  isMcpTool,
  mcpToolName,
  nameVerbs,
  nameWords,
} from './tool-name.js';
import type { ToolVerb } from './tool-name.js';

const POLICY = 'tool-call';
const SAYS: Partial<Record<ToolVerb, MessageId>> = {
  write: 'tool.verb.write',
  delete: 'tool.verb.delete',
  send: 'tool.verb.send',
  exec: 'tool.verb.exec',
};

/** `a and b and c` (or `or`), each language its own joining word. */
const joined = (
  join: 'tool.and' | 'tool.or',
  parts: ReadonlyArray<string | Said>,
): string | Said =>
  parts
    .slice(1)
    .reduce<string | Said>((a, b) => fragment(join, { a, b }), parts[0] ?? '');

/** The argument names an entry gives, else the catalog's words for one. */
const argumentsOr = (names: readonly string[] | undefined, id: MessageId) =>
  names?.length ? joined('tool.or', names) : fragment(id);
const SHELL_SERVERS = new Set([
  'shell',
  'terminal',
  'bash',
  'zsh',
  'cmd',
  'powershell',
  'exec',
  'command',
  'commands',
  'ssh',
  'sh',
]);
/**
 * Secret findings reported per call: enough to say what leaks, not a wall of
 * text.
 */
const MAX_SECRETS = 3;

const ask = (id: MessageId, params: SayParams = {}): NextAction => ({
  kind: 'ask-user',
  ...sayDetail(id, params),
});

export function toolCallPolicy(
  options: { tools?: Readonly<Record<string, McpEntry>> } = {},
): Policy {
  return definePolicy({
    id: POLICY,
    description:
      'MCP and unknown tools: unknown changing tools, deletions, unjudgeable calls and secrets sent',
    checkpoints: ['pre-tool'],
    evaluate(context): Finding[] {
      const call = context.facts?.toolCall;
      const name = context.toolName;
      if (!call || !name) return [];
      const findings: Finding[] = [];
      const add = (
        subject: string,
        severity: 'hard-deny' | 'soft-deny',
        message: { message: string; said: Said },
        next: NextAction,
      ) => findings.push(gateFinding(POLICY, subject, severity, message, next));
      if (call.truncated)
        add(
          name,
          'soft-deny',
          say('tool.truncated', {
            name,
            why: call.truncatedSaid ?? call.truncated,
          }),
          ask('tool.truncated.next'),
        );
      if (!isMcpTool(name)) return findings;
      const parsed = mcpToolName(name) ?? { server: '', tool: '' };
      const entry = mcpToolEntry(name, options.tools);
      switch (entry.does) {
        case undefined: {
          const verbs = nameVerbs(parsed.tool);
          const changing = CHANGING_VERBS.filter((v) => verbs.has(v));
          const shellServer =
            changing.length === 0 &&
            nameWords(parsed.server).some((w) => SHELL_SERVERS.has(w));
          if (changing.length || shellServer) {
            const says = shellServer
              ? fragment('tool.shell-server', { server: parsed.server })
              : fragment('tool.says', {
                  verbs: joined(
                    'tool.and',
                    changing.flatMap((v) => {
                      const id = SAYS[v];
                      return id ? [fragment(id)] : [];
                    }),
                  ),
                });
            add(
              name,
              'soft-deny',
              say('tool.unknown-mcp', { name, says }),
              ask('tool.describe-it.next', {
                name,
                example: '{"does": "write", "paths": ["path"]}',
              }),
            );
          }
          break;
        }
        case 'delete':
          add(
            name,
            'soft-deny',
            say(call.found.files ? 'tool.deletes' : 'tool.deletes-unnamed', {
              name,
            }),
            ask('tool.deletes.next'),
          );
          break;
        case 'write':
          if (call.found.files === 0 && entry.paths?.length !== 0)
            add(name, 'hard-deny', say('tool.write-no-file', { name }), {
              kind: 'fix-input',
              ...sayDetail('tool.write-no-file.next', {
                where: argumentsOr(entry.paths, 'tool.a-path-argument'),
              }),
            });
          break;
        case 'fetch':
          if (
            call.found.urls === 0 &&
            call.found.files === 0 &&
            entry.urls?.length !== 0
          )
            add(name, 'hard-deny', say('tool.fetch-no-url', { name }), {
              kind: 'fix-input',
              ...sayDetail('tool.fetch-no-url.next', {
                where: argumentsOr(entry.urls, 'tool.a-url-argument'),
              }),
            });
          break;
        case 'exec':
          if (call.found.commands === 0 && entry.commands?.length !== 0)
            add(name, 'hard-deny', say('tool.exec-no-command', { name }), {
              kind: 'fix-input',
              ...sayDetail('tool.exec-no-command.next', {
                where: argumentsOr(entry.commands, 'tool.a-command-argument'),
              }),
            });
          break;
        default:
          break;
      }
      let reported = 0;
      for (const sent of call.outgoing) {
        for (const secret of scanSecrets(sent.text, { anyPath: true })) {
          if (reported++ >= MAX_SECRETS) break;
          add(
            `${name}:${sent.at}`,
            'soft-deny',
            say('tool.sends-secret', {
              name,
              rule: secret.rule,
              match: secret.match,
              at: sent.at,
              server: parsed.server || 'MCP',
            }),
            ask('tool.sends-secret.next'),
          );
        }
        if (reported >= MAX_SECRETS) break;
      }
      return findings;
    },
  });
}
