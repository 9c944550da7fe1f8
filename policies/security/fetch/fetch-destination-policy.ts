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
import {
  fragment,
  say,
  sayDetail,
  type MessageId,
  type SayParams,
} from '../../vocabulary/messages/index.js';

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
    fragment('fetch.configure', {
      host: `${d.host}${d.explicitPort ? `:${d.port}` : ''}`,
    });
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
        id: MessageId,
        next: Finding['nextAction'],
        params: SayParams = {},
      ) => [
        gateFinding(
          POLICY,
          subject,
          severity,
          say(id, { tool, what: d.whatSaid, ...params }),
          next,
        ),
      ];
      switch (d.kind) {
        case 'public':
        case 'harmless':
        case 'file':
          return [];
        case 'unreadable':
          return finding('hard-deny', 'fetch.unreadable', {
            kind: 'fix-input',
            ...sayDetail('fetch.unreadable.next'),
          });
        case 'other-scheme':
          return finding('soft-deny', 'fetch.other-scheme', {
            kind: 'ask-user',
            ...sayDetail('fetch.confirm.next', { subject }),
          });
        case 'metadata':
          return finding(
            'hard-deny',
            allowed.some((a) => matches(a, d))
              ? 'fetch.metadata-allowed'
              : 'fetch.metadata',
            { kind: 'stop', ...sayDetail('fetch.metadata.next') },
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
        return finding('soft-deny', 'fetch.local-page', {
          kind: 'ask-user',
          ...sayDetail('fetch.local-page.next', {
            subject,
            configure: configure(d),
          }),
        });
      }
      const c = configure(d);
      return d.explicitPort
        ? finding(
            'hard-deny',
            'fetch.local-service-port',
            { kind: 'stop', ...sayDetail(c.id as MessageId, c.params) },
            { port: d.port ?? '' },
          )
        : finding('hard-deny', 'fetch.local-service', {
            kind: 'stop',
            ...sayDetail(c.id as MessageId, c.params),
          });
    },
  });
}
