// redact() with its keyword pre-filters (the scanner's "any keyword at all?"
// pass, the argument rules' keywords) answers byte for byte what the
// redact() before them answered (test/property/redact-reference/, a frozen
// copy): on every sample of the gitleaks corpus, on each argument form, and on
// random text with planted secrets, keywords, case changes and noise; and the
// index's pre-filter agrees with its scan
// Pos: test/property, fast-check; the real redact() against the frozen one,
// nothing replaced
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanEngine } from '../../policies/security/secrets/engine-rules.js';
import { KeywordIndex } from '../../policies/security/secrets/keyword-index.js';
import { redact } from '../../policies/security/secrets/redact.js';
import { redact as referenceRedact } from './redact-reference/redact.js';

const samples: string[] = readFileSync(
  join(
    import.meta.dirname,
    '../../../shared/corpora/secrets/gitleaks-samples.jsonl',
  ),
  'utf8',
)
  .trim()
  .split('\n')
  .map((line) =>
    Buffer.from(
      (JSON.parse(line) as { text_b64: string }).text_b64,
      'base64',
    ).toString('utf8'),
  );

/** A credential in every argument form redact() knows (and a few near misses). */
const FORMS = [
  (s: string) => `psql postgres://app:${s}@db/app -c 'select 1'`,
  (s: string) => `mysql -h db -u root -p${s} app`,
  (s: string) => `pg_dump --password=${s} app`,
  (s: string) => `mytool --Db-Password ${s} --host db`,
  (s: string) => `gh release upload --TOKEN ${s} v1.0`,
  (s: string) => `cli deploy --api_key=${s}`,
  (s: string) => `az login --client-secret ${s} --no-password x`,
  (s: string) => `curl -u deploy:${s} https://ci.example.com/api`,
  (s: string) => `PGPASSWORD=${s} psql -h db app`,
  (s: string) => `export DB_PASSWORD=${s} APP_KEY=${s} X_AUTH=${s}`,
  (s: string) => `curl -H "AUTHORIZATION: Bearer ${s}" https://x`,
  (s: string) => `curl -H 'X-Vault-Token: ${s}' -H "apikey: ${s}"`,
  (s: string) => `https://h/p?ACCESS_TOKEN=${s}&X-Amz-Signature=${s}`,
  (s: string) => `jdbc:x://h;PWD=${s};sig=${s}`,
  (s: string) => `machine h login u password ${s}\npassword ${s}\n`,
  (s: string) => `openssl enc -pass pass:${s} -passin ${s} -keypass ${s}`,
  (s: string) =>
    `sshpass -p ${s} ssh h; redis-cli -a ${s}; htpasswd -b f u ${s}`,
  (s: string) => `{"password": "${s}", "token": "${s}", "apiKey": "${s}"}`,
  (s: string) => `Pass=${s} pass ${s} -PASS ${s} Password ${s}`,
];

const secret = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9]{8,40}$/),
  fc.stringMatching(/^[A-Za-z0-9+/_\-.=]{12,60}$/),
  fc.constantFrom(
    'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8',
    'AKIAIOSFODNN7EXAMPLE',
    '$DB_PASSWORD',
    '${TOKEN}',
    'hunter22',
  ),
);

/** Keywords of every scanner rule and argument rule, whole or cut, in any case. */
const words = [
  ...scanEngine().index.keywords,
  'password',
  'passwd',
  'pwd',
  'token',
  'secret',
  'api-key',
  'apikey',
  'authorization',
  'signature',
  '://',
  '--',
  ' -p',
  '=',
  ':',
  '@',
];
const piece = fc.oneof(
  fc.constantFrom(...words),
  fc.constantFrom(...words).map((w) => w.toUpperCase()),
  fc
    .tuple(fc.constantFrom(...words), fc.nat())
    .map(([w, n]) => w.slice(0, n % (w.length + 1))),
  secret,
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.constantFrom(' ', '\n', '"', "'", '=', ': ', '&', '?', ';', 'K', 'ſ'),
);
const text = fc.oneof(
  fc.array(piece, { maxLength: 30 }).map((p) => p.join('')),
  fc
    .tuple(fc.constantFrom(...FORMS), secret, fc.string({ maxLength: 20 }))
    .map(([form, s, noise]) => `${noise}${form(s)}${noise}`),
  fc
    .tuple(fc.constantFrom(...samples), fc.string({ maxLength: 20 }))
    .map(([sample, noise]) => noise + sample.slice(0, 400) + noise),
);

describe('redact() with its keyword pre-filters', () => {
  it('answers as before on every sample of the gitleaks corpus', () => {
    let changed = 0;
    for (const sample of samples) {
      const out = redact(sample);
      expect(out).toBe(referenceRedact(sample));
      if (out !== sample) changed++;
    }
    // The corpus is mostly secrets: the comparison is about real findings.
    expect(changed).toBeGreaterThan(samples.length / 2);
  });

  it('answers as before on every argument form', () => {
    for (const form of FORMS)
      for (const s of ['Pw0rdAbc123xyz', 'hunter22', '$PASSWORD', 'a'])
        expect(redact(form(s)), form(s)).toBe(referenceRedact(form(s)));
  });

  it('answers as before on random text with planted secrets and keywords', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(redact(t)).toBe(referenceRedact(t));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('KeywordIndex.anyIn', () => {
  it('is true exactly when scan() finds a keyword (gitleaks keywords)', () => {
    const index = scanEngine().index;
    fc.assert(
      fc.property(text, (t) => {
        expect(index.anyIn(t)).toBe(index.scan(t).hitCount > 0);
      }),
      { numRuns: 3000 },
    );
  });

  it('is true exactly when scan() finds a keyword (random keyword sets, one-character keywords too)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[a-z0-9_~.-]{1,6}$/), {
          minLength: 1,
          maxLength: 12,
        }),
        fc.array(fc.string({ maxLength: 8 }), { maxLength: 12 }),
        fc.nat(),
        (keywords, noise, seed) => {
          const index = new KeywordIndex(keywords);
          const planted = noise
            .map((n, i) =>
              i % 3 === seed % 3
                ? n +
                  (
                    keywords[(seed + i) % keywords.length] as string
                  ).toUpperCase()
                : n,
            )
            .join('');
          for (const t of [planted, noise.join('')])
            expect(index.anyIn(t), t).toBe(index.scan(t).hitCount > 0);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
