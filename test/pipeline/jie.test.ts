// unit tests of 戒's three checks on the edge cases the golden set does not
// spell out
// Pos: test/pipeline, one assertion per behaviour; whole-pipeline behaviour is
// in test/golden
import { describe, expect, it } from 'vitest';
import { avatars } from '../../policies/pipeline/avatars.js';
import {
  extractContract,
  proseOf,
} from '../../policies/pipeline/jie/contract-extract.js';
import { judgeJie } from '../../policies/pipeline/jie/judge.js';
import type { VerdictFinding } from '../../policies/vocabulary/finding.js';
import {
  isEmptyContent,
  placeholderIn,
} from '../../policies/pipeline/jie/placeholder.js';
import { runSecurityRules } from '../../policies/security/registry.js';
import { defineSecurityRule } from '../../policies/gate/security-rule.js';
import { credentialAssignmentRule } from '../../policies/security/secrets/credential-assignment.js';
import { privateKeyRule } from '../../policies/security/secrets/private-key.js';
import { sensitivePathWriteRule } from '../../policies/security/sensitive-path-write.js';
import type { Submission } from '../../policies/vocabulary/submission.js';
import { judged } from '../model/pipeline.model.js';

const hits = (
  rule: typeof privateKeyRule,
  text: string,
  writtenPaths: string[] = [],
) => rule.check({ text, writtenPaths }).map((h) => h.subject);

describe('contract extraction', () => {
  it('takes an object as is, the last fenced JSON block, or the last bare object of a text', () => {
    expect(extractContract({ a: 1 })).toMatchObject({
      ok: true,
      contract: { a: 1 },
    });
    const fenced =
      'Done.\n```json\n{"summary": "first"}\n```\nthen\n```json\n{"summary": "second {x}"}\n```';
    expect(extractContract(fenced)).toMatchObject({
      ok: true,
      contract: { summary: 'second {x}' },
    });
    expect(
      extractContract(
        'I fixed it. {"summary": "brace } in string", "n": {"k": 1}}',
      ),
    ).toMatchObject({ ok: true, contract: { n: { k: 1 } } });
    expect(extractContract('no json here').ok).toBe(false);
    expect(extractContract('   ')).toMatchObject({
      ok: false,
      reason: 'the output is empty',
    });
  });

  it('reads the prose of an object output string by string', () => {
    expect(proseOf({ a: 'one', b: ['two', { c: 'three' }], n: 4 })).toBe(
      'one\ntwo\nthree',
    );
  });
});

describe('placeholders (内容是否充实)', () => {
  it.each([
    'TODO',
    'tbd',
    'FIXME',
    '...',
    '…',
    'xxx',
    '{...}',
    'see <fill me>',
    'TODO: write this',
    '{task_name}',
    '待补充',
    'lorem ipsum dolor',
    '<your summary here>',
  ])('flags %j', (value) => expect(placeholderIn(value)).toBeDefined());
  it.each([
    'Removed the TODO comments from parser.ts',
    'Maps {id} route params to numbers',
    'Handles <T> generics',
    'x',
    'Fixed an off-by-one in 1...n loops',
  ])('accepts %j', (value) => expect(placeholderIn(value)).toBeUndefined());
  it('calls empty strings, lists and "none" empty, and real content not', () => {
    expect([' ', [], ['', ' '], 'none', '无', null].every(isEmptyContent)).toBe(
      true,
    );
    expect(['a', ['a'], 0, false].some(isEmptyContent)).toBe(false);
  });
});

describe('security rules (seed 000 §3)', () => {
  it('finds private key blocks of every kind and never echoes the key', () => {
    const text =
      'ok\n-----BEGIN RSA PRIVATE KEY-----\nMIIEow\n-----END RSA PRIVATE KEY-----\n-----BEGIN PRIVATE KEY-----';
    const found = privateKeyRule.check({ text, writtenPaths: [] });
    expect(found.map((h) => h.subject)).toEqual(['line2', 'line5']);
    expect(found.map((h) => h.message).join()).not.toContain('MIIEow');
    expect(hits(privateKeyRule, '-----BEGIN PUBLIC KEY-----')).toEqual([]);
  });

  it.each([
    ['API_KEY=sk-live-9f8e7d6c5b4a', 'API_KEY'],
    ['export GITHUB_TOKEN=ghp_abcdef123456', 'GITHUB_TOKEN'],
    ['password=hunter2', 'password'],
    ['"client_secret": "abcd1234efgh"', 'client_secret'],
    ['DB_PASSWD="p@ss w0rd"', 'DB_PASSWD'],
  ])('flags a literal credential in %j', (text, key) => {
    const found = credentialAssignmentRule.check({ text, writtenPaths: [] });
    expect(found.map((h) => h.subject)).toEqual([key]);
    expect(found[0]?.message).toMatch(/\*\*\*/);
  });

  it.each([
    'API_KEY=${API_KEY}',
    'token=$TOKEN',
    'password=<your-password>',
    'secret=***',
    'api_key=os.environ["API_KEY"]',
    'token=token',
    'password=get_password()',
    'TOKEN=process.env.TOKEN',
    'api_key=changeme',
    'password=',
    'set the token= flag',
    'secret=your_secret_here',
    'auth_token=auth_token_value',
  ])('does not flag the reference or placeholder %j', (text) => {
    expect(hits(credentialAssignmentRule, text)).toEqual([]);
  });

  it('flags sensitive paths named as written to, in prose, redirections and declared changes', () => {
    expect(
      hits(sensitivePathWriteRule, 'I appended the alias to ~/.bashrc'),
    ).toEqual(['~/.bashrc']);
    expect(hits(sensitivePathWriteRule, '已写入 /etc/hosts')).toEqual([
      '/etc/hosts',
    ]);
    expect(
      hits(sensitivePathWriteRule, 'echo "key" >> $HOME/.ssh/authorized_keys'),
    ).toEqual(['$HOME/.ssh/authorized_keys']);
    expect(
      hits(sensitivePathWriteRule, '', ['/usr/local/bin/tool', 'src/app.ts']),
    ).toEqual(['/usr/local/bin/tool']);
  });

  it('ignores reads, negations, /dev/null and paths that merely contain a system name', () => {
    for (const text of [
      'I read /etc/os-release to find the distro',
      'I did not modify /etc/hosts',
      'npm test 2>/dev/null',
      'updated src/etc/config.ts',
      'edited lib/usr/x.py',
    ]) {
      expect(hits(sensitivePathWriteRule, text), text).toEqual([]);
    }
  });

  it('fails closed: a rule that throws yields a hard-deny REJECT naming it', () => {
    const broken = defineSecurityRule({
      id: 'broken',
      description: 'throws',
      check: () => {
        throw new Error('regex exploded');
      },
    });
    const [finding] = runSecurityRules([broken], {
      text: 'anything',
      writtenPaths: [],
    });
    expect(finding).toMatchObject({
      policy: 'jie.security.rule-failed',
      severity: 'hard-deny',
      verdict: 'REJECT',
      retryable: false,
    });
    expect(finding?.message).toMatch(
      /broken failed \(regex exploded\); failing closed/,
    );
  });
});

describe('judgeJie', () => {
  // Judged as `wukong verify` judges them (facts attached; without them 戒
  // fails closed, tested in jie-unchecked.test.ts); these cases are about the
  // contract and the text rules.
  const checked = (findings: readonly VerdictFinding[]) =>
    findings.filter((f) => f.policy !== 'jie.security.unchecked');
  const sub = (
    output: Submission['output'],
    extra: Partial<Submission> = {},
  ): Submission =>
    judged({
      avatar: 'body',
      track: 'feature',
      output,
      evidence: [],
      ...extra,
    });

  it("REJECTs a missing required field but only notes it on the direct track's simplified contract", () => {
    const output = { summary: 'did it', tests_run: true };
    expect(
      judgeJie({ submission: sub(output), row: avatars.body }).verdict,
    ).toBe('REJECT');
    const direct = judgeJie({
      submission: sub(
        { summary: 'did it', files_changed: ['a.md'] },
        { track: 'direct' },
      ),
      row: avatars.body,
    });
    expect(direct.verdict).toBe('PASS');
    expect(checked(direct.findings).map((f) => f.policy)).toEqual([
      'jie.contract.simplified',
    ]);
  });

  it('RETRYs a format slip and notes extra fields without blocking', () => {
    const r = judgeJie({
      submission: sub({
        files_changed: ['a.ts'],
        summary: 'x',
        tests_run: 'yes',
        notes: 'hi',
      }),
      row: avatars.body,
    });
    expect(r.verdict).toBe('RETRY');
    expect(
      checked(r.findings)
        .map((f) => [f.policy, f.verdict])
        .sort(),
    ).toEqual([
      ['jie.contract.extra-field', 'PASS'],
      ['jie.contract.format', 'RETRY'],
    ]);
  });

  it('reads the contract at the end of a text output and scans the whole text for secrets', () => {
    const text =
      'Connected with password=Sup3rS3cret\n```json\n{"files_changed":["a.ts"],"summary":"done","tests_run":true}\n```';
    const r = judgeJie({ submission: sub(text), row: avatars.body });
    expect(r.verdict).toBe('REJECT');
    expect(r.final).toBe(true);
    expect(checked(r.findings).map((f) => f.policy)).toEqual([
      'jie.security.credential',
    ]);
  });

  it('lets a mind write Markdown but not code, and a tongue write tests and docs but not business code', () => {
    const mind = {
      design: 'd',
      decisions: [{ decision: 'x', rationale: 'y' }],
      tradeoffs: [],
    };
    expect(
      judgeJie({
        submission: sub(mind, { changes: { files: ['docs/adr/0001.md'] } }),
        row: avatars.mind,
      }).verdict,
    ).toBe('PASS');
    const tongue = {
      tests: ['tests/test_cart.py'],
      docs: ['docs/cart.md'],
      results: { passed: 1, failed: 0, skipped: 0 },
    };
    const ok = judgeJie({
      submission: sub(tongue, {
        changes: {
          files: [
            'tests/test_cart.py',
            'src/cart/cart.test.ts',
            'docs/cart.md',
            'spec/x_spec.rb',
          ],
        },
      }),
      row: avatars.tongue,
    });
    expect(ok.verdict).toBe('PASS');
  });
});
