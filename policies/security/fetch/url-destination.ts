// urlDestination(raw) — where a URL a tool fetches or navigates to really goes:
// its scheme, host as the WHATWG parser reads it (userinfo dropped, numeric
// IPv4 normalised, trailing dot ignored), port, and the kind of place (cloud
// metadata, loopback, link-local, private network, public, a local file, a
// scheme the gate does not judge)
// Pos: policies/security/fetch, the URL half of the fetch-destination
// judgement; uses the platform's URL class (pure), never DNS
import { addressRange } from './ip-address.js';
import type { AddressRange } from './ip-address.js';
import {
  fragment,
  saidText,
  type MessageId,
  type Said,
} from '../../vocabulary/messages/index.js';

export type DestinationKind =
  AddressRange | 'file' | 'harmless' | 'other-scheme' | 'unreadable';

export interface Destination {
  raw: string;
  kind: DestinationKind;
  /** Human words for the place, for messages, in English. */
  what: string;
  /** `what` as catalog data, for the user's language. */
  whatSaid: Said;
  scheme?: string;
  /** Lower-cased, brackets and trailing dots removed. */
  host?: string;
  /**
   * The port the request goes to (the scheme's default when none is written).
   */
  port?: number;
  /** Whether the URL writes its port out. */
  explicitPort?: boolean;
  /** For `file:` URLs: the local path they read. */
  path?: string;
}

const DEFAULT_PORT: Record<string, number> = {
  http: 80,
  https: 443,
  ws: 80,
  wss: 443,
  ftp: 21,
};
/** Schemes whose host the gate judges like http's. */
const NETWORK = new Set(['http', 'https', 'ws', 'wss', 'ftp']);

/**
 * Names that always reach this machine: localhost and the public names that
 * resolve to 127.0.0.1, container host aliases.
 */
const LOOPBACK_NAMES =
  /^(?:localhost|localhost\.localdomain|ip6-localhost|ip6-loopback|host\.docker\.internal|gateway\.docker\.internal|host\.containers\.internal|kubernetes\.docker\.internal)$|(?:^|\.)(?:localhost|localtest\.me|lvh\.me|vcap\.me|lacolhost\.com|localh\.st)$/;
const METADATA_NAMES =
  /^(?:metadata|metadata\.google\.internal|metadata\.goog|instance-data|instance-data\.ec2\.internal|metadata\.tencentyun\.com|metadata\.azure\.com)$/;
/**
 * Names of a private network: one label (a search domain or a container's
 * name), mDNS and the reserved internal suffixes.
 */
const PRIVATE_NAMES =
  /^[^.]+$|\.(?:local|lan|internal|intranet|home|home\.arpa|corp|localdomain|svc|cluster\.local)$/;
/**
 * Public DNS services that answer with the address written in the name
 * (`169.254.169.254.nip.io`, `10-0-0-1.sslip.io`).
 */
const ECHO_DNS = /\.(?:nip\.io|sslip\.io|xip\.io|traefik\.me|nip\.direct)$/;

const RANGE_WORDS: Record<AddressRange, MessageId> = {
  metadata: 'range.metadata',
  loopback: 'range.loopback',
  'link-local': 'range.link-local',
  private: 'range.private',
  public: 'range.public',
};

/** `what` in English and as catalog data. */
const words = (
  id: MessageId,
  params: Readonly<Record<string, string | Said>>,
): { what: string; whatSaid: Said } => {
  const whatSaid = fragment(id, params);
  return { what: saidText(whatSaid, 'en'), whatSaid };
};

/**
 * The address an echo-DNS name carries: dotted (`1.2.3.4.nip.io`), dashed
 * (`app-1-2-3-4.sslip.io`) or 8 hex digits.
 */
function echoedAddress(host: string): string | undefined {
  const name = host.replace(ECHO_DNS, '');
  const dotted = /(?:^|\.)((?:\d{1,3}\.){3}\d{1,3})$/.exec(name);
  if (dotted) return dotted[1];
  const dashed = /(?:^|[.-])(\d{1,3}-\d{1,3}-\d{1,3}-\d{1,3})$/.exec(name);
  if (dashed) return dashed[1]!.replaceAll('-', '.');
  const hex = /(?:^|[.-])([0-9a-f]{8})$/.exec(name);
  return hex ? `0x${hex[1]}` : undefined;
}

/** The kind of place a host (as the URL parser left it) is. */
export function hostRange(rawHost: string): AddressRange {
  const host = rawHost.toLowerCase().replace(/\.+$/, '');
  const literal = addressRange(host);
  if (literal) return literal;
  if (METADATA_NAMES.test(host)) return 'metadata';
  if (LOOPBACK_NAMES.test(host)) return 'loopback';
  if (ECHO_DNS.test(host)) {
    const echoed = echoedAddress(host);
    return (echoed && addressRange(echoed)) || 'private';
  }
  return PRIVATE_NAMES.test(host) ? 'private' : 'public';
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const BARE_SCHEMES = new Set([
  'about',
  'data',
  'javascript',
  'vbscript',
  'mailto',
  'blob',
  'file',
  'view-source',
  'chrome',
  'chrome-extension',
  'edge',
  'tel',
]);

/**
 * The text as a URL: `localhost:3000/x`, `//host/x` and
 * `169.254.169.254/latest` read the way a browser bar or an MCP server would,
 * as http.
 */
function asUrl(raw: string): URL | undefined {
  const text = raw.trim();
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  const spelled =
    text.includes('://') || (scheme !== undefined && BARE_SCHEMES.has(scheme))
      ? text
      : `http://${text.replace(/^\/\//, '')}`;
  try {
    return new URL(spelled);
  } catch {
    return undefined;
  }
}

export function urlDestination(raw: string): Destination {
  const url = asUrl(raw);
  if (!url)
    return {
      raw,
      kind: 'unreadable',
      ...words('url.unreadable', { raw: JSON.stringify(raw.slice(0, 200)) }),
    };
  const scheme = url.protocol.replace(/:$/, '');
  if (scheme === 'file') {
    const host = url.hostname.toLowerCase();
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      path = url.pathname;
    }
    if (host && host !== 'localhost')
      return {
        raw,
        kind: 'other-scheme',
        scheme,
        host,
        ...words('url.remote-file', { url: url.href.slice(0, 200) }),
      };
    return {
      raw,
      kind: 'file',
      scheme,
      path,
      ...words('url.local-file', { path }),
    };
  }
  if (
    scheme === 'about' ||
    (scheme === 'data' && !/^data:[^,]*html/i.test(url.href))
  )
    return {
      raw,
      kind: 'harmless',
      scheme,
      ...words('url.harmless', { scheme }),
    };
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.+$/, '');
  const explicitPort = url.port !== '';
  const port = explicitPort ? Number(url.port) : DEFAULT_PORT[scheme];
  const range = host ? hostRange(host) : undefined;
  const at = host ? `${url.hostname}${explicitPort ? `:${url.port}` : ''}` : '';
  if (!NETWORK.has(scheme)) {
    // gopher:, dict:, ldap:, javascript: … reach what they name in ways the
    // gate does not follow; a local host still decides. A one-label name
    // (`chrome://settings`) is a page of the program there, not a host of the
    // private network.
    if (
      range &&
      range !== 'public' &&
      (range !== 'private' || addressRange(host))
    )
      return {
        raw,
        kind: range,
        scheme,
        host,
        ...(port !== undefined ? { port } : {}),
        explicitPort,
        ...words('url.range-through', {
          at,
          range: fragment(RANGE_WORDS[range]),
          scheme,
        }),
      };
    return {
      raw,
      kind: 'other-scheme',
      scheme,
      ...(host ? { host } : {}),
      ...words('url.other-scheme', { scheme }),
    };
  }
  if (!host || !range)
    return {
      raw,
      kind: 'unreadable',
      scheme,
      ...words('url.no-host', { raw: JSON.stringify(raw.slice(0, 200)) }),
    };
  return {
    raw,
    kind: range,
    scheme,
    host,
    ...(port !== undefined ? { port } : {}),
    explicitPort,
    ...words('url.range', { at, range: fragment(RANGE_WORDS[range]) }),
  };
}
