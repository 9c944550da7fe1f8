// toolCallPolicy(mcp) — gate policy `tool-call` over an MCP or unknown tool's
// call (GateFacts.toolCall): an unknown MCP tool whose name says it writes,
// deletes, sends or runs commands → ask; a known deleting tool → ask; a known
// writing, fetching or executing tool whose arguments name no file, URL or
// command → hard-deny (the gate cannot see what it does); a secret in what the
// call sends → ask; arguments too large or deep to search → ask
// Pos: policies/security/tool-calls, one rule; the files, URLs and commands the
// arguments name are judged by the path, fetch and command policies on their
// own subjects
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
const SAYS: Partial<Record<ToolVerb, string>> = {
  write: 'writes',
  delete: 'deletes',
  send: 'sends',
  exec: 'runs commands',
};
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

const ask = (detail: string): NextAction => ({ kind: 'ask-user', detail });

export function toolCallPolicy(
  options: { tools?: Readonly<Record<string, McpEntry>> } = {},
): Policy {
  const describeIt = (name: string, example: string) =>
    `confirm with the user, or describe it in wukong.config.json: "mcp": {"tools": {"${name}": ${example}}}`;
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
        message: string,
        next: NextAction,
      ) => findings.push(gateFinding(POLICY, subject, severity, message, next));
      if (call.truncated)
        add(
          name,
          'soft-deny',
          `${name}'s arguments were searched only in part (${call.truncated}): files, URLs or commands past that point were not judged`,
          ask('confirm the call with the user, or split it into smaller calls'),
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
              ? `comes from a shell server (${parsed.server})`
              : `says it ${changing.map((v) => SAYS[v]).join(' and ')}`;
            add(
              name,
              'soft-deny',
              `${name} is an MCP tool Wukong has no entry for, and its name ${says}; what it changes is out of the gate's sight`,
              ask(describeIt(name, '{"does": "write", "paths": ["path"]}')),
            );
          }
          break;
        }
        case 'delete':
          add(
            name,
            'soft-deny',
            `${name} deletes${call.found.files ? '' : ' (no file named in its arguments)'} (seed 000: deletions are confirmed)`,
            ask('confirm the deletion with the user'),
          );
          break;
        case 'write':
          if (call.found.files === 0 && entry.paths?.length !== 0)
            add(
              name,
              'hard-deny',
              `${name} writes, but its arguments name no file the gate can judge`,
              {
                kind: 'fix-input',
                detail: `name the file in ${entry.paths?.join(' or ') || 'a path argument'}`,
              },
            );
          break;
        case 'fetch':
          if (
            call.found.urls === 0 &&
            call.found.files === 0 &&
            entry.urls?.length !== 0
          )
            add(
              name,
              'hard-deny',
              `${name} fetches, but its arguments hold no URL the gate can judge`,
              {
                kind: 'fix-input',
                detail: `give a full http(s) URL in ${entry.urls?.join(' or ') || 'a url argument'}`,
              },
            );
          break;
        case 'exec':
          if (call.found.commands === 0 && entry.commands?.length !== 0)
            add(
              name,
              'hard-deny',
              `${name} runs commands, but its arguments hold no command the gate can judge`,
              {
                kind: 'fix-input',
                detail: `give the command as a string in ${entry.commands?.join(' or ') || 'a command argument'}`,
              },
            );
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
            `${name} would send a ${secret.rule} secret (${secret.match}) in ${sent.at} to the ${parsed.server || 'MCP'} server`,
            ask(
              'send a reference (an environment variable the server reads) instead of the literal secret, or confirm with the user',
            ),
          );
        }
        if (reported >= MAX_SECRETS) break;
      }
      return findings;
    },
  });
}
