// Tests that no raw secret reaches the disk: a scripted Claude Code session
// whose payloads are full of secrets (every argument form, gitleaks samples
// from ../shared/corpora/secrets, a private key, test output stored as
// evidence, a compaction archive), plus `wukong promise set`, `wukong run
// start`, `wukong anchors add` and a `wukong verify --state` run whose evidence
// holds one; then every file under .wukong/ and the per-user folder is read and
// searched for every secret value
// Pos: test/e2e; hooks are answered in-process exactly as `wukong hook` answers
// them (test/harness/hook-harness), the commands run as the built binary;
// nothing is mocked. Also checks that every file writer in src/ is either
// redacted or holds no user data
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { scanSecrets } from '../../policies/security/secrets/scan-secrets.js';
import { userStateDir } from '../../src/platform/store/user-state-dir.js';
import { initBashParser } from '../../src/platform/shell/bash-parser.js';
import { hookHarness } from '../harness/hook-harness.js';
import { ALNUM, fakePem, fakeToken } from '../security/fake-secrets.js';
import { TranscriptBuilder } from '../context/transcript-builder.js';
import { repoRoot, tempWorkspace, wukong } from './cli.js';

/** A distinct 20-character password per form, so a leak names its form. */
const pw = (seed: number) => fakeToken('Pw', ALNUM, 18, 900 + seed);

/**
 * Every argument form of test/security/redact-arguments.test.ts, each with its
 * own secret.
 */
const COMMAND_FORMS = [
  (s: string) => `psql postgres://app:${s}@db/app -c 'select 1'`,
  (s: string) => `mongosh "mongodb+srv://app:${s}@cluster0.example.net/db"`,
  (s: string) => `redis-cli -u redis://:${s}@cache:6379/0 ping`,
  (s: string) => `git clone https://x-access-token:${s}@github.com/o/r.git`,
  (s: string) =>
    `curl "https://api.example.com/v1/items?access_token=${s}&page=2"`,
  (s: string) => `mysql -h db -u root -p${s} app`,
  (s: string) => `pg_dump --password=${s} app`,
  (s: string) => `mytool --password ${s} --host db`,
  (s: string) => `gh-release upload --token ${s} v1.0`,
  (s: string) => `cli deploy --api-key=${s}`,
  (s: string) =>
    `az login --service-principal -u app --client-secret ${s} --tenant t`,
  (s: string) => `curl -u deploy:${s} https://ci.example.com/api`,
  (s: string) => `PGPASSWORD=${s} psql -h db app`,
  (s: string) => `MYSQL_PWD=${s} mysql -u root`,
  (s: string) => `export DB_PASSWORD=${s}`,
  (s: string) => `NPM_TOKEN=${s} npm publish`,
  (s: string) => `curl -H "Authorization: Bearer ${s}" https://api.example.com`,
  (s: string) => `sshpass -p ${s} ssh deploy@host uptime`,
  (s: string) => `htpasswd -b .htpasswd admin ${s}`,
  (s: string) => `redis-cli -h cache -a ${s} ping`,
  (s: string) => `docker login -u me -p ${s} registry.example.com`,
  (s: string) => `ldapsearch -x -D cn=admin,dc=example -w ${s} -b dc=example`,
  (s: string) =>
    `openssl pkcs12 -export -in c.pem -out c.p12 -passout pass:${s}`,
  (s: string) => `smbclient //nas/share -U alice%${s}`,
];

interface Sample {
  rule: string;
  text: string;
  secret: string;
}

/**
 * gitleaks' own true-positive samples, one per rule for every fourth rule: the
 * text and the secret the scanner finds in it.
 */
function corpusSamples(): Sample[] {
  const rows = readFileSync(
    join(repoRoot, '../shared/corpora/secrets/gitleaks-samples.jsonl'),
    'utf8',
  )
    .split('\n')
    .filter(Boolean)
    .map(
      (l) =>
        JSON.parse(l) as {
          rule: string;
          kind: string;
          regexMatchesJs?: boolean;
          text_b64: string;
        },
    );
  const byRule = new Map<string, Sample>();
  for (const row of rows) {
    if (
      row.kind !== 'tp' ||
      byRule.has(row.rule) ||
      row.rule.startsWith('generic')
    )
      continue;
    const text = Buffer.from(row.text_b64, 'base64').toString('utf8');
    if (text.length > 2000) continue;
    const found = scanSecrets(text).find(
      (f) => f.rule === row.rule && f.end - f.start >= 16,
    );
    const secret = found && text.slice(found.start, found.end);
    if (secret && !secret.includes('\n'))
      byRule.set(row.rule, { rule: row.rule, text, secret });
  }
  return [...byRule.values()].filter((_, i) => i % 4 === 0);
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? filesUnder(join(dir, e.name))
      : e.isFile()
        ? [join(dir, e.name)]
        : [],
  );
}

describe('a session full of secrets leaves none on disk', () => {
  const ws = tempWorkspace();
  const secrets = new Map<string, string>();
  const forms = COMMAND_FORMS.map((form, i) => {
    const secret = pw(i);
    secrets.set(secret, `command form ${form('…')}`);
    return form(secret);
  });
  const samples = corpusSamples();
  for (const s of samples)
    secrets.set(s.secret, `gitleaks sample of ${s.rule}`);
  const pem = fakePem('RSA PRIVATE KEY', 10, 77);
  const pemBody = pem.split('\n')[3]!;
  secrets.set(pemBody, 'a private key line');
  const testSecret = fakeToken('ghp_', ALNUM, 36, 501);
  secrets.set(testSecret, 'a GitHub token in test output stored as evidence');
  const stateSecret = pw(99);
  secrets.set(
    stateSecret,
    'a password in the evidence of a `wukong verify --state` run',
  );

  beforeAll(async () => {
    await initBashParser();
    writeFileSync(
      join(ws, 'package.json'),
      JSON.stringify({ scripts: { test: 'vitest run', build: 'tsc' } }),
    );
    const env = { CLAUDE_PROJECT_DIR: ws };
    // The CLI's own writers: a promise whose criterion carries a password, a
    // run whose objective names one, an anchor.
    expect(
      wukong(
        [
          'promise',
          'set',
          '--objective',
          `ship the db fix (${forms[0]})`,
          '--ac',
          `db reachable :: PGPASSWORD=${pw(1)} npm test`,
        ],
        { cwd: ws, env },
      ).code,
    ).toBe(0);
    expect(
      wukong(
        [
          'run',
          'start',
          '--objective',
          `rotate the token ${samples[0]!.secret}`,
          '--mode',
          'quick',
        ],
        { cwd: ws, env },
      ).code,
    ).toBe(0);
    const draft = join(ws, 'anchor.json');
    writeFileSync(
      draft,
      JSON.stringify({
        type: 'D',
        title: 'db access',
        decision: `connect with ${forms[0]}`,
        alternatives: 'none',
        why: `because ${forms[6]}`,
        impact: 'all services',
        verification: 'npm test',
        rollback: 'revert',
        repeat: 2,
        keywords: ['db'],
        selfCheck: {
          affectsFuture: true,
          referenceValue: true,
          preventsRepeat: true,
        },
      }),
    );
    const anchored = wukong(['anchors', 'add', draft], { cwd: ws, env });
    expect(anchored.code, anchored.stderr).toBe(0);

    const h = hookHarness(ws);
    await h.send('SessionStart', {
      source: 'startup',
      model: 'claude-opus-4-6',
    });
    await h.send('UserPromptSubmit', {
      prompt: `please run these:\n${forms.join('\n')}\nand use ${samples.map((s) => s.text).join(' ')}`,
    });
    for (const command of forms) {
      await h.pre('Bash', { command, description: 'run it' });
      await h.post(
        'Bash',
        { command },
        {
          stdout: `+ ${command}\n${samples[forms.indexOf(command) % samples.length]!.text}\nok`,
          stderr: '',
          interrupted: false,
        },
      );
    }
    // Test output with a token, stored as evidence (its command carries a
    // password too).
    await h.pre('Bash', { command: `DB_PASSWORD=${pw(2)} npm test` });
    await h.post(
      'Bash',
      { command: `DB_PASSWORD=${pw(2)} npm test` },
      {
        stdout: `using token ${testSecret}\n Tests 3 passed (3)`,
        stderr: '',
        interrupted: false,
      },
    );
    await h.pre('Bash', { command: 'npm test' });
    await h.fail(
      'Bash',
      { command: 'npm test' },
      `Error: Exit code 1\nAuthorization: Bearer ${testSecret}\nFAIL test/db.test.ts`,
    );
    await h.pre('Write', {
      file_path: join(ws, 'deploy', 'id_rsa'),
      content: pem,
    });
    await h.pre('Read', { file_path: join(ws, '.env') });
    await h.post(
      'Read',
      { file_path: join(ws, '.env') },
      {
        type: 'text',
        file: {
          filePath: join(ws, '.env'),
          content: samples.map((s) => s.text).join('\n'),
        },
      },
    );
    // A compaction: the transcript holds every command, its output and the key;
    // the Ruyi archive is made from it.
    const t = new TranscriptBuilder(h.session, ws);
    t.user(`connect with ${forms[0]} and ${forms[5]}`);
    for (const [i, command] of forms.entries())
      t.step(
        [
          {
            name: 'Bash',
            input: { command },
            output: `${command}\n${samples[i % samples.length]!.text}`,
          },
        ],
        `running ${command}`,
      );
    t.step([
      {
        name: 'Write',
        input: { file_path: 'deploy/id_rsa', content: pem },
        output: 'written',
      },
    ]);
    const transcript = join(ws, 'transcript.jsonl');
    writeFileSync(
      transcript,
      `${t.lines.map((l) => JSON.stringify(l)).join('\n')}\n`,
    );
    await h.send('PreCompact', {
      trigger: 'auto',
      transcript_path: transcript,
    });
    await h.send('SessionStart', {
      source: 'compact',
      transcript_path: transcript,
    });
    await h.send('Stop', { stop_hook_active: false });
    await h.send('SessionEnd', { reason: 'other' });

    // `wukong verify --state`: the persisted pipeline holds the submission,
    // whose evidence holds a password.
    const submission = JSON.parse(
      readFileSync(join(repoRoot, 'examples/feature-pass.json'), 'utf8'),
    );
    submission.evidence[0].command = `DB_PASSWORD=${stateSecret} npx vitest run test/auth/rate-limit.test.ts`;
    submission.evidence[0].output = `connecting with --password ${stateSecret}\n${submission.evidence[0].output}`;
    mkdirSync(join(ws, 'tmp'), { recursive: true });
    writeFileSync(
      join(ws, 'tmp', 'submission.json'),
      JSON.stringify(submission),
    );
    const verified = wukong(
      [
        'verify',
        join(ws, 'tmp', 'submission.json'),
        '--state',
        join(ws, '.wukong', 'pipeline-state.json'),
        '--json',
      ],
      { cwd: ws, env },
    );
    expect(verified.stderr).toBe('');
    expect(existsSync(join(ws, '.wukong', 'pipeline-state.json'))).toBe(true);
  }, 120_000);

  it('wrote the files a session writes: ledger, run state, evidence, promise, run, anchors, context archive, pipeline state, key and head', () => {
    const written = filesUnder(join(ws, '.wukong')).map((f) => relative(ws, f));
    for (const expected of [
      /^\.wukong\/ledger\/\d{4}-\d{2}-\d{2}\.jsonl$/,
      /^\.wukong\/runs\/sess-1\/state\.json$/,
      /^\.wukong\/evidence\/.+\.json$/,
      /^\.wukong\/promise\.json$/,
      /^\.wukong\/work\//,
      /^\.wukong\/context\/anchors\.json$/,
      /^\.wukong\/context\/sessions\/.+\/expanded\.md$/,
      /^\.wukong\/context\/current\/compact\.md$/,
      /^\.wukong\/pipeline-state\.json$/,
    ]) {
      expect(
        written.some((f) => expected.test(f)),
        `${expected} among ${written.join(', ')}`,
      ).toBe(true);
    }
    const state = filesUnder(userStateDir()).map((f) =>
      relative(userStateDir(), f),
    );
    expect(state).toEqual(
      expect.arrayContaining([
        'ledger.key',
        expect.stringMatching(/^workspaces\/[0-9a-f]{16}\/ledger-head\.jsonl$/),
      ]),
    );
    expect(wukong(['ledger', 'verify'], { cwd: ws }).code).toBe(0);
  });

  it('no file under .wukong/ or the per-user folder holds any raw secret value, in its content or its name', () => {
    expect(secrets.size).toBeGreaterThan(COMMAND_FORMS.length + 10);
    const files = [
      ...filesUnder(join(ws, '.wukong')),
      ...filesUnder(userStateDir()),
    ];
    expect(files.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'latin1') + readFileSync(file, 'utf8');
      for (const [secret, what] of secrets) {
        const escaped = JSON.stringify(secret).slice(1, -1);
        if (
          text.includes(secret) ||
          text.includes(escaped) ||
          file.includes(secret)
        )
          leaks.push(`${relative(ws, file)}: ${what}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('still records what ran: the ledger names each command with only its secret masked', () => {
    const ledger = filesUnder(join(ws, '.wukong', 'ledger'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('');
    expect(ledger).toContain('psql postgres://app:');
    expect(ledger).toContain('docker login -u me -p ');
    expect(ledger).toMatch(
      /sshpass -p Pw\w\w\*\*\*\(20 chars\) ssh deploy@host uptime/,
    );
  });
});

describe('every file writer in src/ redacts user data, or holds none', () => {
  /**
   * Writers that may write without redaction, and why. A new writer must either
   * redact or be added here with its reason.
   */
  const UNREDACTED: Record<string, string> = {
    'src/platform/store/atomic-file.ts': 'the primitive itself',
    'src/platform/store/redacted-file.ts': 'writes what it has just redacted',
    'src/platform/store/file-lock.ts': 'a lock file: pid, host, token, time',
    'src/platform/ledger/ledger.ts':
      'ledger lines: data goes through the required redactor first',
    'src/platform/ledger/ledger-anchor.ts':
      'the head: seqs, hashes, MACs, file names, times',
    'src/platform/ledger/ledger-key.ts': 'the key: random bytes',
    'src/context/archive.ts':
      "forms redacted before the loop that writes them; templates and the DCP config are Wukong's own",
    'src/context/anchor-store.ts':
      'anchors redacted before the Markdown and index are made from them',
    'src/harness/runs/run-registry.ts':
      'active.json holds a run id only; runs go through writeJsonRedacted',
    'src/hosts/daemon/server.ts': 'the pid file: pid, build id, time',
    'src/hosts/cli/viz-command.ts':
      'diagrams of the machines; the ledger view is made from redacted ledger lines',
    'src/hosts/cli/paths-command.ts':
      'a generated test file at a path the user names',
    'src/tooling/paths/path-suite.ts':
      'generated path tests at a path the user names',
    'src/hosts/cli/context-command.ts':
      '--out: the user asked for the report at that path; the workspace copy is redacted',
    'src/context/prune-file.ts':
      '--out: the pruned transcript the user asked for, which must stay a faithful transcript',
    'src/hosts/claude-code/install/init.ts':
      '.claude/settings.json and avatar files from templates',
    'src/hosts/cli/config-command.ts':
      "wukong.config.json: the user's own settings, as the user typed them in a terminal",
    'src/hosts/daemon/secret.ts':
      'the daemon secret: random bytes, mode 600 in a private folder outside the workspace',
    'src/hosts/cli/hook-code-cache.ts':
      'a build step: V8 code cache bytes and a scratch workspace of its own',
    'src/hosts/cli/launcher-code-cache.ts':
      "a build step: V8 code cache bytes, a stand-in server's socket and a secret in a scratch folder of its own",
    'src/hosts/cli/launcher-cache.ts':
      'fd 2 only: which launcher cache was used, when WUKONG_TRACE_STARTUP=1',
    'src/hosts/daemon/socket-stream.ts':
      "the hook's request line to its server's socket (no file): what node:net would send, written as soon as the socket connects",
    'src/hosts/cli/launcher.ts':
      'fd 1 and 2 only: the hook answer a verified server gave, printed as process.stdout would',
    'src/harness/gate/authorization-store.ts':
      "grants: policy names and the globs the user typed in a terminal; an approved ask's subject is redacted first",
    'src/harness/loop/resume-request.ts':
      'a resume request: a time, who, and the guidance the user typed in a terminal',
    'src/harness/promise/state-witness.ts':
      'the witness: promise ids, session folder names, times, workspace-relative paths',
    'src/sandbox/detect.ts':
      "the sandbox probe's cache: boot id, uid, bwrap path, bwrap's stderr",
    'src/hosts/cli/sandbox-command.ts': "the proxy's pid file: a pid",
    'src/telemetry/spool.ts':
      'telemetry records whose every attribute and body passed redactSecrets (telemetry-records.ts), drop counts, the last export outcome',
    'src/sandbox/workspace-profile.ts':
      "an empty config.worktree in a linked worktree's git dir (so it can be mounted read-only)",
  };

  it('is on the list of reviewed writers when it writes without redaction', () => {
    const sources = filesUnder(join(repoRoot, 'src')).filter((f) =>
      f.endsWith('.ts'),
    );
    const writers = sources
      .filter((f) =>
        /\b(?:writeFileAtomic|writeFileSync|appendFileSync|writeSync|createWriteStream)\s*\(/.test(
          readFileSync(f, 'utf8'),
        ),
      )
      .map((f) => relative(repoRoot, f));
    expect(writers.filter((w) => !(w in UNREDACTED))).toEqual([]);
    expect(
      Object.keys(UNREDACTED)
        .filter(
          (w) =>
            !writers.includes(w) &&
            statSync(join(repoRoot, w), { throwIfNoEntry: false }) !==
              undefined,
        )
        .filter((w) => !w.startsWith('src/platform/store/redacted')),
    ).toEqual([]);
  });
});
