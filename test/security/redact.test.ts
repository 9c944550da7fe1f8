// unit tests of redaction: masks keep at most 4 characters and say the length,
// a second pass changes nothing, JSON-like data is copied and masked, nothing
// throws
// Pos: test/security; the writers that must call redact() (logs, ledger) test
// their own use of it
import { describe, expect, it } from 'vitest';
import { redact, redactDeep } from '../../policies/security/secrets/redact.js';
import { ALNUM, HEX, fakePem, fakeToken } from './fake-secrets.js';

const PAT = fakeToken('ghp_', ALNUM, 36);
const SLACK = `${fakeToken('xoxb-', '0123456789', 12, 3)}-${fakeToken('', '0123456789', 12, 4)}-${fakeToken('', ALNUM, 24, 5)}`;

describe('redact', () => {
  it('replaces each secret by at most its first 4 characters and its length, leaving the rest intact', () => {
    expect(redact(`push with ${PAT} now`)).toBe(
      'push with ghp_***(40 chars) now',
    );
    expect(redact('DB_PASSWORD=hunter22 # local')).toBe(
      'DB_PASSWORD=hu***(8 chars) # local',
    );
    expect(redact(`slack: ${SLACK}`)).toBe(
      `slack: xoxb***(${SLACK.length} chars)`,
    );
  });

  it('masks a whole private key block, and a truncated one from its header', () => {
    const pem = fakePem('OPENSSH PRIVATE KEY', 8);
    expect(redact(`key:\n${pem}\nend`)).toBe(
      `key:\n----***(${pem.length} chars)\nend`,
    );
    const truncated = redact(
      '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC',
    );
    expect(truncated).toMatch(/^----\*\*\*\(\d+ chars\)$/);
  });

  it('masks secrets in path-bound formats too, since a log line has no path (Kubernetes Secret data)', () => {
    const value = Buffer.from(fakeToken('', ALNUM, 24, 9)).toString('base64');
    const yaml = `apiVersion: v1\nkind: Secret\ndata:\n  password: ${value}\n`;
    expect(redact(yaml)).not.toContain(value);
  });

  it('is stable: redacting a redacted text changes nothing', () => {
    const once = redact(
      `token=${fakeToken('', HEX, 40, 2)} and ${PAT} and password: "s3cr3t-Pa55"`,
    );
    expect(once).not.toBe(
      `token=${fakeToken('', HEX, 40, 2)} and ${PAT} and password: "s3cr3t-Pa55"`,
    );
    expect(redact(once)).toBe(once);
  });

  it('returns text without secrets unchanged, including empty and short strings', () => {
    for (const text of [
      '',
      'ok',
      'npm test passed: 12 tests',
      'const key = config.apiKey;',
      '检查通过',
    ])
      expect(redact(text)).toBe(text);
  });

  it('never throws: a value whose conversion to text fails is masked whole', () => {
    const hostile = {
      toString: () => {
        throw new Error('no');
      },
    } as unknown as string;
    expect(redact(hostile)).toBe('***(0 chars)');
    expect(redact(12345678 as unknown as string)).toBe('12345678');
    const lone = `\ud800 ${PAT} \udc00`;
    expect(redact(lone)).toBe('\ud800 ghp_***(40 chars) \udc00');
  });
});

describe('redactDeep', () => {
  it('copies JSON-like data with every string redacted, keys included, without touching the input', () => {
    const input = {
      cmd: `git push https://${PAT}@github.com/o/r`,
      nested: [
        {
          out: `AWS ${fakeToken('AKIA', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`,
        },
      ],
      n: 3,
      ok: true,
      none: null,
      [PAT]: 1,
    };
    const copy = redactDeep(input);
    expect(copy).toEqual({
      cmd: 'git push https://ghp_***(40 chars)@github.com/o/r',
      nested: [{ out: 'AWS AKIA***(20 chars)' }],
      n: 3,
      ok: true,
      none: null,
      'ghp_***(40 chars)': 1,
    });
    expect(input.cmd).toContain(PAT);
  });

  it('masks a literal value under a credential-named key even when the value alone looks like nothing', () => {
    expect(
      redactDeep({
        password: 'hunter22',
        apiKey: 'abc123xyz',
        token: '${TOKEN}',
        name: 'hunter22',
      }),
    ).toEqual({
      password: 'hu***(8 chars)',
      apiKey: 'ab***(9 chars)',
      token: '${TOKEN}',
      name: 'hunter22',
    });
  });

  it('keeps cycles as cycles, honours toJSON, and survives getters that throw', () => {
    const node: Record<string, unknown> = { note: `x ${PAT}` };
    node['self'] = node;
    const copy = redactDeep(node) as Record<string, unknown>;
    expect(copy['self']).toBe(copy);
    expect(copy['note']).toBe('x ghp_***(40 chars)');
    expect(redactDeep({ when: new Date('2026-11-22T00:00:00Z') })).toEqual({
      when: '2026-11-22T00:00:00.000Z',
    });
    const trap = Object.defineProperty({}, 'boom', {
      enumerable: true,
      get: () => {
        throw new Error('no');
      },
    });
    expect(redactDeep(trap)).toEqual({ boom: '***(unreadable)' });
  });
});
