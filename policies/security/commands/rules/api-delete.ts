// apiDeletePolicy — HTTP requests that delete: curl -X DELETE, http DELETE,
// glab/gh api -X DELETE, a POST or PUT to a path that names a destructive
// action (/_delete_by_query, /doDelete, /_close), a payload asking for a
// deletion ("Action":"DELETE")
// Pos: policies/security/commands/rules, seed 000 不可逆操作 over web APIs; ask.
// Uploading secrets is exfiltration.ts's
import type { ShellCommand } from '../shell-command.js';
import { optionText } from '../wrappers.js';
import type { Said } from '../../../vocabulary/messages/said.js';
import { fragment, say, sayDetail } from '../../../vocabulary/messages/say.js';
import { ask, defineCommandPolicy } from './define-command-policy.js';

const HTTPIE = new Set(['http', 'https', 'xh', 'xhs']);
const METHODS = /^(?:GET|HEAD|OPTIONS|POST|PUT|PATCH|DELETE|PURGE)$/i;
const DESTRUCTIVE_PATH =
  /(?:^|[/_.-])(?:delete|destroy|purge|drop|truncate|wipe|flush|close|shutdown|kill|reset|remove)(?:[^a-z]|$)|dodelete/i;
/**
 * A request body or change batch that asks for a deletion (route53
 * `"Action":"DELETE"`, a GraphQL `mutation { deleteEntity`).
 */
export const DESTRUCTIVE_PAYLOAD =
  /"action"\s*:\s*"(?:delete|destroy|remove)"|mutation\s*\{\s*(?:delete|destroy|remove|drop)\w*/i;

function methodOf(command: ShellCommand): string | undefined {
  const words = command.argv.slice(1).map((w) => optionText(w.value));
  if (HTTPIE.has(command.name))
    return words.find((w) => METHODS.test(w))?.toUpperCase();
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (word === '-X' || word === '--request' || word === '--method')
      return words[i + 1]?.toUpperCase();
    const attached = /^(?:-X|--request=|--method=)(.+)$/.exec(word);
    if (attached) return attached[1]?.toUpperCase();
  }
  if (
    command.name === 'curl' &&
    words.some(
      (w) =>
        /^(?:-d|--data.*|-F|--form.*|--json)$/.test(w) || /^-[dF]./.test(w),
    )
  )
    return 'POST';
  return undefined;
}

const isApiClient = (command: ShellCommand) =>
  command.name === 'curl' ||
  command.name === 'wget' ||
  HTTPIE.has(command.name) ||
  ((command.name === 'glab' || command.name === 'gh') &&
    command.argv[1]?.value === 'api');

export const apiDeletePolicy = defineCommandPolicy({
  id: 'command.api-delete',
  description: 'HTTP requests that delete remote resources',
  check(command) {
    if (!isApiClient(command)) return [];
    const method = methodOf(command);
    const values = command.argv.slice(1).map((w) => w.value);
    const urls = values.filter((v) =>
      /^(?:https?:\/\/|localhost|127\.|:\d|\/)|^[\w.-]+:\d+\//.test(v),
    );
    let reason: Said | undefined;
    if (method === 'DELETE' || method === 'PURGE')
      reason = fragment('why.api.method', { method });
    else if (method && method !== 'GET' && method !== 'HEAD') {
      const path = urls.find((u) =>
        DESTRUCTIVE_PATH.test(
          u.replace(/^\w+:\/\/[^/]+/, '').split('?')[0] ?? '',
        ),
      );
      if (path) reason = fragment('why.api.path', { method, path });
      else if (values.some((v) => DESTRUCTIVE_PAYLOAD.test(v)))
        reason = fragment('why.api.payload', { method });
    } else if (values.some((v) => DESTRUCTIVE_PAYLOAD.test(v)))
      reason = fragment('why.api.payload-plain');
    if (!reason) return [];
    return [
      {
        severity: 'soft-deny',
        ...say('command.api-delete', { program: command.name, reason }),
        next: ask(sayDetail('command.api-delete.next')),
      },
    ];
  },
});
