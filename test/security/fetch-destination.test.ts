// Tests of where a fetched URL really goes and what the gate says: metadata,
// loopback, link-local and private addresses in every spelling (decimal, hex,
// octal IPv4, mapped and NAT64 IPv6, userinfo, trailing dots, echo-DNS names),
// schemes, gate.fetch.allowLocal, and curl/wget asked for a metadata service
// Pos: test/security, the fetch-destination rules pinned with the real URL
// parser and the real gate
import { describe, expect, it } from 'vitest';
import {
  addressRange,
  parseIPv4,
  parseIPv6,
} from '../../policies/security/fetch/ip-address.js';
import { fetchDestinationPolicy } from '../../policies/security/fetch/fetch-destination-policy.js';
import { urlDestination } from '../../policies/security/fetch/url-destination.js';
import { securityPolicies } from '../../policies/security/gate-policies.js';
import { bashGateContext } from '../../src/harness/gate/prepare-context.js';
import { PolicyRegistry } from '../../src/harness/gate/registry.js';
import { decisionVerb, runGate } from '../../src/harness/gate/run-gate.js';
import { initBashParser } from '../../src/platform/shell/bash-parser.js';

const where = {
  cwd: '/home/user/project',
  workspace: '/home/user/project',
  home: '/home/user',
};

function fetchVerb(url: string, allowLocal: string[] = []) {
  const registry = new PolicyRegistry([fetchDestinationPolicy({ allowLocal })]);
  const decision = runGate(
    'pre-tool',
    { ...where, toolName: 'WebFetch', url },
    { registry, traceId: 't' },
  );
  return { verb: decisionVerb(decision), findings: decision.findings };
}

describe('IP addresses in every spelling', () => {
  it.each([
    ['169.254.169.254', '169.254.169.254'],
    ['2852039166', '169.254.169.254'],
    ['0xA9FEA9FE', '169.254.169.254'],
    ['0251.0376.0251.0376', '169.254.169.254'],
    ['169.254.43518', '169.254.169.254'],
    ['0xa9.0xfe.0xa9.0xfe', '169.254.169.254'],
    ['127.1', '127.0.0.1'],
    ['169.254.169.254.', '169.254.169.254'],
  ])('%s is %s', (text, dotted) => {
    expect(parseIPv4(text)).toBe(parseIPv4(dotted));
  });

  it.each([
    '256.1.1.1',
    '1.2.3.4.5',
    '08.1.1.1',
    'example.com',
    '',
    '0x1g',
    '4294967296',
  ])('%j is not an IPv4 address', (text) => {
    expect(parseIPv4(text)).toBeUndefined();
  });

  it('reads IPv6 with compression, an IPv4 tail, brackets and a zone', () => {
    expect(parseIPv6('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6('[::ffff:169.254.169.254]')).toEqual([
      0, 0, 0, 0, 0, 0xffff, 0xa9fe, 0xa9fe,
    ]);
    expect(parseIPv6('fe80::1%eth0')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6('fd00:ec2::254')).toEqual([
      0xfd00, 0xec2, 0, 0, 0, 0, 0, 0x254,
    ]);
    expect(parseIPv6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const bad of [
      '1::2::3',
      '1:2:3',
      'g::1',
      '::ffff:1.2.3',
      '1:2:3:4:5:6:7:8:9',
    ])
      expect(parseIPv6(bad), bad).toBeUndefined();
  });

  it.each([
    ['169.254.169.254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['64:ff9b::169.254.169.254', 'metadata'],
    ['127.0.0.1', 'loopback'],
    ['127.200.3.4', 'loopback'],
    ['0.0.0.0', 'loopback'],
    ['::1', 'loopback'],
    ['::', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['169.254.1.1', 'link-local'],
    ['fe80::abcd', 'link-local'],
    ['10.1.2.3', 'private'],
    ['172.20.0.5', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['fd12:3456::1', 'private'],
    ['8.8.8.8', 'public'],
    ['172.32.0.1', 'public'],
    ['2606:4700::1111', 'public'],
  ])('%s lies in %s', (host, range) => {
    expect(addressRange(host)).toBe(range);
  });
});

describe('urlDestination', () => {
  it.each([
    ['http://169.254.169.254/latest/meta-data/', 'metadata'],
    ['http://2852039166/', 'metadata'],
    ['http://0xA9FEA9FE/', 'metadata'],
    ['http://0251.0376.0251.0376/', 'metadata'],
    ['http://[::ffff:169.254.169.254]/', 'metadata'],
    ['http://[fd00:ec2::254]/latest', 'metadata'],
    ['http://good.com@169.254.169.254/', 'metadata'],
    ['http://good.com:pass@169.254.169.254:80/', 'metadata'],
    ['http://169.254.169.254./', 'metadata'],
    ['http://metadata.google.internal/computeMetadata/v1/', 'metadata'],
    ['http://METADATA.GOOGLE.INTERNAL./', 'metadata'],
    ['http://metadata.goog/', 'metadata'],
    ['http://100.100.100.200/latest/meta-data/', 'metadata'],
    ['http://169.254.169.254.nip.io/', 'metadata'],
    ['http://%31%36%39.254.169.254/', 'metadata'],
    ['169.254.169.254/latest', 'metadata'],
    ['gopher://169.254.169.254:80/_GET', 'metadata'],
    ['http://localhost:3000/', 'loopback'],
    ['localhost:3000', 'loopback'],
    ['http://LOCALHOST./', 'loopback'],
    ['http://app.localhost/', 'loopback'],
    ['http://127.0.0.1:8080/', 'loopback'],
    ['http://[::1]:5173/', 'loopback'],
    ['http://0.0.0.0:9200/', 'loopback'],
    ['http://0/', 'loopback'],
    ['http://127-0-0-1.sslip.io/', 'loopback'],
    ['http://lvh.me:3000/', 'loopback'],
    ['http://host.docker.internal:2375/', 'loopback'],
    ['http://[fe80::1]/', 'link-local'],
    ['http://169.254.10.10/', 'link-local'],
    ['http://192.168.1.1/', 'private'],
    ['http://printer.local/', 'private'],
    ['http://redis:6379/', 'private'],
    ['https://example.com/docs', 'public'],
    ['https://8.8.8.8/', 'public'],
    ['https://user@example.com/', 'public'],
    ['http://example.com\\@169.254.169.254/', 'public'],
    ['file:///etc/passwd', 'file'],
    ['about:blank', 'harmless'],
    ['javascript:alert(1)', 'other-scheme'],
    [
      'data:text/html,<script>fetch("http://169.254.169.254")</script>',
      'other-scheme',
    ],
    ['chrome://settings', 'other-scheme'],
    ['http://', 'unreadable'],
    ['http://[::1', 'unreadable'],
  ])('%s → %s', (url, kind) => {
    expect(urlDestination(url).kind).toBe(kind);
  });

  it('keeps the port the request goes to, written or the scheme default', () => {
    expect(urlDestination('http://localhost:3000/x')).toMatchObject({
      host: 'localhost',
      port: 3000,
      explicitPort: true,
    });
    expect(urlDestination('https://10.0.0.1/')).toMatchObject({
      host: '10.0.0.1',
      port: 443,
      explicitPort: false,
    });
    expect(urlDestination('file:///home/u/a%20b.txt')).toMatchObject({
      kind: 'file',
      path: '/home/u/a b.txt',
    });
  });
});

describe('fetch.destination', () => {
  it.each([
    [
      'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
      'deny',
    ],
    ['http://[::ffff:169.254.169.254]/', 'deny'],
    ['http://good.com@169.254.169.254/', 'deny'],
    ['http://2852039166/', 'deny'],
    ['http://metadata.google.internal/', 'deny'],
    ['http://localhost:3000/', 'deny'],
    ['http://127.0.0.1/', 'deny'],
    ['http://[fe80::1]/', 'deny'],
    ['http://10.0.0.5:6379/', 'deny'],
    ['http://192.168.1.10:2375/containers/json', 'deny'],
    ['http://intranet.corp/wiki', 'ask'],
    ['https://10.0.0.5/', 'ask'],
    ['javascript:alert(1)', 'ask'],
    ['not a url at all', 'deny'],
    ['https://docs.anthropic.com/en/docs', 'allow'],
    ['about:blank', 'allow'],
  ])('%s → %s', (url, verb) => {
    const r = fetchVerb(url);
    expect(r.verb).toBe(verb);
    if (verb !== 'allow')
      expect(r.findings[0]).toMatchObject({
        policy: 'fetch.destination',
        subject: url,
      });
  });

  it('gate.fetch.allowLocal lets named dev servers through, loopback spelled any way, and nothing else', () => {
    const allow = ['localhost:3000', '192.168.1.20:8080', 'devbox.local'];
    expect(fetchVerb('http://localhost:3000/api', allow).verb).toBe('allow');
    expect(fetchVerb('http://127.0.0.1:3000/', allow).verb).toBe('allow');
    expect(fetchVerb('http://[::1]:3000/', allow).verb).toBe('allow');
    expect(fetchVerb('http://localhost:3001/', allow).verb).toBe('deny');
    expect(fetchVerb('http://192.168.1.20:8080/', allow).verb).toBe('allow');
    expect(fetchVerb('http://192.168.1.20:22/', allow).verb).toBe('deny');
    expect(fetchVerb('http://devbox.local:9000/', allow).verb).toBe('allow');
  });

  it('never lets a metadata service through, even when allowLocal names it, and says why', () => {
    const r = fetchVerb('http://169.254.169.254/', [
      '169.254.169.254',
      '169.254.169.254:80',
    ]);
    expect(r.verb).toBe('deny');
    expect(r.findings[0]?.message).toMatch(
      /allowLocal cannot allow a metadata service/,
    );
  });

  it('says nothing without a URL', () => {
    const registry = new PolicyRegistry([fetchDestinationPolicy()]);
    expect(
      runGate(
        'pre-tool',
        { ...where, toolName: 'Bash' },
        { registry, traceId: 't' },
      ).findings,
    ).toEqual([]);
  });
});

describe('command.cloud-metadata', () => {
  const judge = async (command: string) => {
    await initBashParser();
    const decision = runGate('pre-tool', bashGateContext(command, where), {
      registry: new PolicyRegistry(securityPolicies()),
      traceId: 't',
    });
    return {
      verb: decisionVerb(decision),
      policies: decision.findings.map((f) => f.policy),
    };
  };

  it.each([
    'curl http://169.254.169.254/latest/meta-data/iam/security-credentials/',
    'curl -s 169.254.169.254/latest/user-data',
    'wget -qO- http://2852039166/',
    'curl --url=http://[fd00:ec2::254]/latest/meta-data/',
    'curl -H "Metadata-Flavor: Google" http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/token',
    'sudo curl http://100.100.100.200/latest/meta-data/ram/security-credentials/',
  ])('%s → deny', async (command) => {
    const r = await judge(command);
    expect(r.verb).toBe('deny');
    expect(r.policies).toContain('command.cloud-metadata');
  });

  it.each([
    'curl http://localhost:3000/health',
    'curl -s https://example.com',
    'wget https://registry.npmjs.org/zod',
    'echo 169.254.169.254',
  ])('%s is not a metadata fetch', async (command) => {
    expect((await judge(command)).policies).not.toContain(
      'command.cloud-metadata',
    );
  });
});
