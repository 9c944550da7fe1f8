// fetchDestinationPolicy({ allowLocal }) — gate policy `fetch.destination` over
// the URL a tool fetches or navigates to (GateContext.url: WebFetch, MCP fetch
// and browser tools): cloud metadata, loopback and link-local → hard-deny; a
// private network → ask on web ports, hard-deny on a service port; a scheme it
// does not judge → ask; an unreadable URL → hard-deny. `gate.fetch.allowLocal`
// names local dev servers that pass; it never opens a metadata service
// Pos: policies/security/fetch, one rule; where a URL goes is
// url-destination.ts. file: URLs are not judged here: the hook turns them into
// path subjects for the path policies
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type { Policy } from '../../gate/define-policy.js';
import type { Finding } from '../../vocabulary/finding.js';
import { hostRange, urlDestination } from './url-destination.js';
import type { Destination } from './url-destination.js';

export interface FetchPolicyOptions {
  /**
   * `host[:port]` of local servers the agent may fetch (`localhost:3000`); a
   * loopback name matches every loopback spelling.
   */
  allowLocal?: readonly string[];
}

const POLICY = 'fetch.destination';
const WEB_PORTS = new Set([80, 443]);

interface Allowed {
  host: string;
  loopback: boolean;
  port?: number;
}

function allowedEntries(entries: readonly string[]): Allowed[] {
  return entries.flatMap((entry) => {
    const d = urlDestination(`http://${entry.trim()}`);
    if (!d.host) return [];
    return [
      {
        host: d.host,
        loopback: hostRange(d.host) === 'loopback',
        ...(d.explicitPort && d.port !== undefined ? { port: d.port } : {}),
      },
    ];
  });
}

const matches = (a: Allowed, d: Destination) =>
  (a.host === d.host || (a.loopback && d.kind === 'loopback')) &&
  (a.port === undefined || a.port === d.port);

export function fetchDestinationPolicy(
  options: FetchPolicyOptions = {},
): Policy {
  const allowed = allowedEntries(options.allowLocal ?? []);
  const configure = (d: Destination) =>
    `add "${d.host}${d.explicitPort ? `:${d.port}` : ''}" to gate.fetch.allowLocal in wukong.config.json if it is a local server the agent may use`;
  return definePolicy({
    id: POLICY,
    description:
      'fetches of cloud metadata, loopback, link-local and private-network addresses',
    checkpoints: ['pre-tool'],
    evaluate(context): Finding[] {
      if (context.url === undefined) return [];
      const d = urlDestination(context.url);
      const subject = context.url.trim().slice(0, 300);
      const tool = context.toolName ?? 'the tool';
      const finding = (
        severity: 'hard-deny' | 'soft-deny',
        message: string,
        next: Finding['nextAction'],
      ) => [gateFinding(POLICY, subject, severity, `${tool} ${message}`, next)];
      switch (d.kind) {
        case 'public':
        case 'harmless':
        case 'file':
          return [];
        case 'unreadable':
          return finding('hard-deny', `would fetch ${d.what}`, {
            kind: 'fix-input',
            detail: 'give a full http(s) URL',
          });
        case 'other-scheme':
          return finding('soft-deny', `would open ${d.what}`, {
            kind: 'ask-user',
            detail: `confirm ${subject} with the user`,
          });
        case 'metadata':
          return finding(
            'hard-deny',
            `would fetch ${d.what}: an agent never needs it, and it is the first target of a stolen-credentials attack${allowed.some((a) => matches(a, d)) ? ' (gate.fetch.allowLocal cannot allow a metadata service)' : ''}`,
            {
              kind: 'stop',
              detail:
                'do not fetch it; if the task needs instance information, ask the user for it',
            },
          );
        default:
          break;
      }
      if (allowed.some((a) => matches(a, d))) return [];
      if (
        d.kind === 'private' &&
        (d.scheme === 'http' || d.scheme === 'https') &&
        d.port !== undefined &&
        WEB_PORTS.has(d.port)
      ) {
        return finding(
          'soft-deny',
          `would fetch ${d.what}: a page on the local network`,
          {
            kind: 'ask-user',
            detail: `confirm fetching ${subject} with the user, or ${configure(d)}`,
          },
        );
      }
      return finding(
        'hard-deny',
        `would fetch ${d.what}${d.explicitPort ? ` port ${d.port}` : ''}: local services (databases, admin consoles, dev servers, the Docker API) trust whoever reaches them`,
        {
          kind: 'stop',
          detail: configure(d),
        },
      );
    },
  });
}
