// unit tests of the secret scanner on hand-written cases: keywords, secret
// group, entropy, allowlists, stopwords, paths, rule precedence, seed markers,
// multi-line keys, positions
// Pos: test/security; corpus-wide rates are measured in
// test/security/secrets-corpus.test.ts, speed in `npm run bench`
import { describe, expect, it } from 'vitest';
import { StopwordSet } from '../../policies/security/secrets/allowlist.js';
import { WIDE_RADIUS } from '../../policies/security/secrets/engine-rules.js';
import { shannonEntropy } from '../../policies/security/secrets/entropy.js';
import { KeywordIndex } from '../../policies/security/secrets/keyword-index.js';
import { scanSecrets } from '../../policies/security/secrets/scan-secrets.js';
import type { ScanOptions } from '../../policies/security/secrets/scan-secrets.js';
import { ALNUM, fakePem, fakeToken } from './fake-secrets.js';

const rules = (text: string, options?: ScanOptions) =>
  scanSecrets(text, options).map((f) => f.rule);
const PAT = fakeToken('ghp_', ALNUM, 36);
const AWS_ID = fakeToken('AKIA', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16, 5);
/**
 * The shape of a Facebook access token; its rule's keyword (`facebook`) is not
 * part of the match.
 */
const FB = fakeToken(
  '1234567890123456|',
  'abcdefghijklmnopqrstuvwxyz0123456789',
  30,
  3,
);

describe('shannonEntropy', () => {
  it('is 0 for one repeated symbol, 1 for two equally likely ones, log2(n) for n distinct', () => {
    expect(shannonEntropy('')).toBe(0);
    expect(shannonEntropy('aaaa')).toBe(0);
    expect(shannonEntropy('abab')).toBe(1);
    expect(shannonEntropy('abcdefgh')).toBeCloseTo(3, 10);
  });
});

describe('KeywordIndex', () => {
  it('reports every occurrence, overlapping ones too, case-insensitively, with its line', () => {
    const index = new KeywordIndex(['key', 'apikey', 'ey']);
    const scan = index.scan('x\nAPIKEY and\nmonkey');
    const hits = Array.from(
      { length: scan.hitCount },
      (_, i) =>
        `${index.keywords[scan.hitKeywords[i] as number]}@${scan.hitLines[i]}`,
    );
    expect(hits.sort()).toEqual(['apikey@1', 'ey@1', 'ey@2', 'key@1', 'key@2']);
    expect(Array.from(scan.lineStarts.subarray(0, scan.lineCount))).toEqual([
      0, 2, 13,
    ]);
  });

  it('does not see a keyword across a non-ASCII character and refuses keywords it cannot fold', () => {
    expect(new KeywordIndex(['token']).scan('tok€en a TOKEN').hitCount).toBe(1);
    expect(() => new KeywordIndex(['Token'])).toThrow(/lower-case ASCII/);
  });
});

describe('StopwordSet', () => {
  it('finds any stopword inside a secret, case-insensitively, and nothing else', () => {
    const set = new StopwordSet(['admin', 'abc', 'ok']);
    expect(
      ['xxADMINxx', 'zzabc', 'look'].map((s) => set.containsAny(s)),
    ).toEqual([true, true, true]);
    expect(['admi', 'ab-c', 'o k', ''].map((s) => set.containsAny(s))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('scanSecrets: gitleaks rules', () => {
  it('finds a token by its format and reports rule, severity, line, column and the masked secret', () => {
    const [finding, ...rest] = scanSecrets(`# config\n  github = "${PAT}"\n`);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      rule: 'github-pat',
      severity: 'hard-deny',
      line: 2,
      column: 13,
      match: 'ghp_***(40 chars)',
    });
    expect(
      finding &&
        `# config\n  github = "${PAT}"\n`.slice(finding.start, finding.end),
    ).toBe(PAT);
  });

  it('never puts the raw secret in a finding', () => {
    const text = `a=${PAT} b=${AWS_ID} ${fakePem('RSA PRIVATE KEY')} password=hunter22`;
    const findings = scanSecrets(text);
    expect(findings.length).toBeGreaterThanOrEqual(4);
    const serialized = JSON.stringify(findings);
    for (const secret of [PAT, AWS_ID.slice(4), 'hunter22'])
      expect(serialized).not.toContain(secret);
  });

  it('applies a rule only where one of its keywords occurs, case-insensitively, within its reach', () => {
    expect(rules(`value: ${FB}`)).toEqual([]);
    expect(rules(`# FaceBook app\nvalue: ${FB}`)).toEqual([
      'facebook-access-token',
    ]);
    const near = `# facebook\n${'x\n'.repeat(WIDE_RADIUS - 2)}value: ${FB}`;
    const far = `# facebook\n${'x\n'.repeat(WIDE_RADIUS + 5)}value: ${FB}`;
    expect(rules(near)).toEqual(['facebook-access-token']);
    expect(rules(far)).toEqual([]);
  });

  it('reports the secret group, not the whole match', () => {
    const [finding] = scanSecrets('auth_value = "Xq9T3kLm2Vb7Nc1Pw8Rz";');
    expect(finding).toMatchObject({
      rule: 'generic-api-key',
      column: 15,
      match: 'Xq9T***(20 chars)',
    });
  });

  it('drops a secret whose entropy does not exceed the rule threshold', () => {
    expect(rules('auth_value = "Xq9T3kLm2Vb7Nc1Pw8Rz"')).toEqual([
      'generic-api-key',
    ]);
    expect(rules('auth_value = "abababababababab12"')).toEqual([]); // entropy ≈ 1.5 ≤ 3.5
  });

  it("honours a rule's regex allowlist (AWS's documentation keys end in EXAMPLE)", () => {
    expect(rules(AWS_ID)).toEqual(['aws-access-token']);
    expect(rules(`${AWS_ID.slice(0, 13)}EXAMPLE`)).toEqual([]);
  });

  it('honours stopwords: a generic secret containing one is allowed', () => {
    expect(rules('auth_value = "Xq9T3kLm2Vb7Nc1Pw8Rz"')).toEqual([
      'generic-api-key',
    ]);
    expect(rules('auth_value = "Xq9T3kadminLm2Vb7Nc1Pw8Rz"')).toEqual([]);
  });

  it('matches allowlists against the whole match gitleaks reports, prefix included (regexTarget: match)', () => {
    // gitleaks' match for `primary_key = …` starts at `primary`; the scanner
    // rebuilds it after removing the lazy prefix.
    expect(rules('my_key = "Xq9T3kLm2Vb7Nc1Pw8Rz"')).toEqual([
      'generic-api-key',
    ]);
    expect(rules('primary_key = "Xq9T3kLm2Vb7Nc1Pw8Rz"')).toEqual([]);
  });

  it('matches allowlists against the line (regexTarget: line)', () => {
    expect(rules('RUN id=creds=Zq81hT3kLm2Vb7Nc1Pw8')).toEqual([
      'generic-api-key',
    ]);
    expect(
      rules('RUN --mount=type=secret,id=creds=Zq81hT3kLm2Vb7Nc1Pw8'),
    ).toEqual([]);
  });

  it('honours the global allowlist: values that are references, and paths such as lock files and node_modules', () => {
    expect(rules(`creds = "${PAT}"`, { path: 'package-lock.json' })).toEqual(
      [],
    );
    expect(
      rules(`creds = "${PAT}"`, { path: 'node_modules/x/index.js' }),
    ).toEqual([]);
    expect(rules(`creds = "${PAT}"`, { path: 'src/index.js' })).toEqual([
      'github-pat',
    ]);
  });

  it('runs path-bound rules only on their files, or everywhere when asked (anyPath)', () => {
    const tf = 'administrator_login_password = "Xq9T3kLm2V"';
    expect(rules(tf)).toEqual(['seed-credential-assignment']);
    expect(rules(tf, { path: 'infra/main.tf' })).toEqual([
      'hashicorp-tf-password',
    ]);
    expect(rules(tf, { anyPath: true })).toEqual(['hashicorp-tf-password']);
    expect(rules('', { path: 'certs/client.p12' })).toEqual(['pkcs12-file']);
  });

  it('lets a specific rule take precedence over generic-api-key on the same secret', () => {
    expect(rules(`github_token = "${PAT}"`)).toEqual(['github-pat']);
  });

  it('finds a multi-line private key as one secret spanning BEGIN to END, also inside a JSON string', () => {
    const pem = fakePem('RSA PRIVATE KEY', 12);
    const text = `config:\n${pem}\ndone`;
    const [finding, ...rest] = scanSecrets(text);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ rule: 'private-key', line: 2, column: 1 });
    expect(finding && text.slice(finding.start, finding.end)).toBe(pem);
    expect(
      rules(JSON.stringify({ deployKey: fakePem('OPENSSH PRIVATE KEY', 6) })),
    ).toEqual(['private-key']);
  });
});

describe('scanSecrets: seed 000 markers', () => {
  it('reports credential assignments gitleaks lets through (short or low-entropy values) as a soft-deny heuristic', () => {
    const [finding] = scanSecrets('export DB_PASSWORD=hunter22');
    expect(finding).toMatchObject({
      rule: 'seed-credential-assignment',
      severity: 'soft-deny',
      column: 20,
      match: 'hu***(8 chars)',
    });
    expect(
      rules(
        'API_KEY=${API_KEY}\ntoken=$TOKEN\npassword=changeme\nsecret=xxxxxxxxxxxx',
      ),
    ).toEqual([]);
  });

  it('reports a private key header even when the block is truncated, and only once when gitleaks also finds the block', () => {
    expect(rules('-----BEGIN PRIVATE KEY-----\nMIIEvQ…')).toEqual([
      'seed-private-key',
    ]);
    expect(rules(fakePem('EC PRIVATE KEY'))).toEqual(['private-key']);
  });
});
