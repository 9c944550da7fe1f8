// Tests that redact() masks passwords and tokens given as arguments or in URLs,
// in every common form, keeping the rest of the command intact (so the ledger
// still says what ran), and leaves look-alikes that hold no secret alone
// Pos: test/security; each form is a real command line; the secret is
// generated, never committed. The corpus figure (safe commands changed) is in
// test/security/redact-corpus.test.ts
import { describe, expect, it } from 'vitest';
import { findArgumentCredentials } from '../../policies/security/secrets/argument-credentials.js';
import { redact } from '../../policies/security/secrets/redact.js';
import { ALNUM, fakeToken } from './fake-secrets.js';

/** 16 characters: masked as `Ab12***(16 chars)`. */
const PW = fakeToken('', ALNUM, 16, 41);
const mask = (secret: string) =>
  `${secret.slice(0, 4)}***(${secret.length} chars)`;
const M = mask(PW);

/** [form, command with the secret, the command as redact() must leave it]. */
const FORMS: [string, string, string][] = [
  [
    'postgres URL',
    `psql postgres://app:${PW}@db/app -c 'select 1'`,
    `psql postgres://app:${M}@db/app -c 'select 1'`,
  ],
  [
    'mysql URL',
    `mysqlsh mysql://root:${PW}@db:3306`,
    `mysqlsh mysql://root:${M}@db:3306`,
  ],
  [
    'mongodb+srv URL',
    `mongosh "mongodb+srv://app:${PW}@cluster0.example.net/db"`,
    `mongosh "mongodb+srv://app:${M}@cluster0.example.net/db"`,
  ],
  [
    'redis URL without user',
    `redis-cli -u redis://:${PW}@cache:6379/0 ping`,
    `redis-cli -u redis://:${M}@cache:6379/0 ping`,
  ],
  [
    'amqp URL',
    `export BROKER=amqp://guest:${PW}@mq:5672/`,
    `export BROKER=amqp://guest:${M}@mq:5672/`,
  ],
  [
    'https URL',
    `curl https://deploy:${PW}@example.com/hook`,
    `curl https://deploy:${M}@example.com/hook`,
  ],
  [
    'ftp URL',
    `wget ftp://user:${PW}@ftp.example.com/file.tgz`,
    `wget ftp://user:${M}@ftp.example.com/file.tgz`,
  ],
  [
    'git+https URL',
    `pip install git+https://ci:${PW}@git.example.com/team/lib.git`,
    `pip install git+https://ci:${M}@git.example.com/team/lib.git`,
  ],
  [
    'git clone with a token',
    `git clone https://x-access-token:${PW}@github.com/o/r.git`,
    `git clone https://x-access-token:${M}@github.com/o/r.git`,
  ],
  [
    'JDBC URL password param',
    `java -jar app.jar --url 'jdbc:postgresql://db:5432/app?user=app&password=${PW}&ssl=true'`,
    `java -jar app.jar --url 'jdbc:postgresql://db:5432/app?user=app&password=${M}&ssl=true'`,
  ],
  [
    'JDBC SQL Server ;password=',
    `sqlline -u "jdbc:sqlserver://db;user=sa;password=${PW};encrypt=true"`,
    `sqlline -u "jdbc:sqlserver://db;user=sa;password=${M};encrypt=true"`,
  ],
  [
    '?access_token=',
    `curl "https://api.example.com/v1/items?access_token=${PW}&page=2"`,
    `curl "https://api.example.com/v1/items?access_token=${M}&page=2"`,
  ],
  [
    'mysql -pPW',
    `mysql -h db -u root -p${PW} app`,
    `mysql -h db -u root -p${M} app`,
  ],
  [
    "mysqldump -p'PW'",
    `mysqldump -uroot -p'${PW}' app > dump.sql`,
    `mysqldump -uroot -p'${M}' app > dump.sql`,
  ],
  [
    '--password=PW',
    `pg_dump --password=${PW} app`,
    `pg_dump --password=${M} app`,
  ],
  [
    '--password PW',
    `mytool --password ${PW} --host db`,
    `mytool --password ${M} --host db`,
  ],
  [
    '--db-password "PW"',
    `migrate --db-password "${PW}" up`,
    `migrate --db-password "${M}" up`,
  ],
  [
    '--pass',
    `vpn-cli connect --user me --pass ${PW}`,
    `vpn-cli connect --user me --pass ${M}`,
  ],
  ['--passwd', `tool --passwd=${PW}`, `tool --passwd=${M}`],
  [
    '--token',
    `gh-release upload --token ${PW} v1.0`,
    `gh-release upload --token ${M} v1.0`,
  ],
  ['--api-key', `cli deploy --api-key=${PW}`, `cli deploy --api-key=${M}`],
  ['--secret', `vault-cli put --secret ${PW}`, `vault-cli put --secret ${M}`],
  [
    '--client-secret',
    `az login --service-principal -u app --client-secret ${PW} --tenant t`,
    `az login --service-principal -u app --client-secret ${M} --tenant t`,
  ],
  // gitleaks' curl-auth-user rule masks user and password together.
  [
    'curl -u user:PW',
    `curl -u deploy:${PW} https://ci.example.com/api`,
    `curl -u ${mask(`deploy:${PW}`)} https://ci.example.com/api`,
  ],
  [
    'curl --user=user:PW',
    `curl --user=deploy:${PW} https://ci.example.com/api`,
    `curl --user=${mask(`deploy:${PW}`)} https://ci.example.com/api`,
  ],
  [
    'curl -u :token',
    `curl -u :${PW} https://ci.example.com/api`,
    `curl -u :${M} https://ci.example.com/api`,
  ],
  [
    'PGPASSWORD=',
    `PGPASSWORD=${PW} psql -h db app`,
    `PGPASSWORD=${M} psql -h db app`,
  ],
  [
    'MYSQL_PWD=',
    `MYSQL_PWD=${PW} mysql -u root`,
    `MYSQL_PWD=${M} mysql -u root`,
  ],
  ['*_PASSWORD=', `export DB_PASSWORD=${PW}`, `export DB_PASSWORD=${M}`],
  ['*_TOKEN=', `NPM_TOKEN=${PW} npm publish`, `NPM_TOKEN=${M} npm publish`],
  [
    '*_SECRET=',
    `JWT_SECRET=${PW} node server.js`,
    `JWT_SECRET=${M} node server.js`,
  ],
  ['*_PASS=', `SMTP_PASS=${PW} ./send.sh`, `SMTP_PASS=${M} ./send.sh`],
  [
    'Authorization: Bearer',
    `curl -H "Authorization: Bearer ${PW}" https://api.example.com`,
    `curl -H "Authorization: Bearer ${M}" https://api.example.com`,
  ],
  [
    'Authorization: Basic',
    `curl -H 'Authorization: Basic ${PW}' https://api.example.com`,
    `curl -H 'Authorization: Basic ${M}' https://api.example.com`,
  ],
  [
    'X-API-Key header',
    `curl -H "X-API-Key: ${PW}" https://api.example.com`,
    `curl -H "X-API-Key: ${M}" https://api.example.com`,
  ],
  [
    'Private-Token header',
    `curl --header "PRIVATE-TOKEN: ${PW}" https://gitlab.example.com/api/v4/projects`,
    `curl --header "PRIVATE-TOKEN: ${M}" https://gitlab.example.com/api/v4/projects`,
  ],
  [
    'sshpass -p PW',
    `sshpass -p ${PW} ssh deploy@host uptime`,
    `sshpass -p ${M} ssh deploy@host uptime`,
  ],
  ['sshpass -pPW', `sshpass -p${PW} scp a host:`, `sshpass -p${M} scp a host:`],
  [
    'htpasswd -b',
    `htpasswd -b .htpasswd admin ${PW}`,
    `htpasswd -b .htpasswd admin ${M}`,
  ],
  ['htpasswd -nb', `htpasswd -nbB admin '${PW}'`, `htpasswd -nbB admin '${M}'`],
  [
    'redis-cli -a',
    `redis-cli -h cache -a ${PW} ping`,
    `redis-cli -h cache -a ${M} ping`,
  ],
  [
    'docker login -p',
    `docker login -u me -p ${PW} registry.example.com`,
    `docker login -u me -p ${M} registry.example.com`,
  ],
  [
    'podman login --password',
    `podman login --username me --password ${PW} quay.io`,
    `podman login --username me --password ${M} quay.io`,
  ],
  [
    'mongosh -p',
    `mongosh -u admin -p ${PW} --authenticationDatabase admin`,
    `mongosh -u admin -p ${M} --authenticationDatabase admin`,
  ],
  [
    'ldapsearch -w',
    `ldapsearch -x -D cn=admin,dc=example -w ${PW} -b dc=example`,
    `ldapsearch -x -D cn=admin,dc=example -w ${M} -b dc=example`,
  ],
  [
    'sqlcmd -P',
    `sqlcmd -S db -U sa -P ${PW} -Q "select 1"`,
    `sqlcmd -S db -U sa -P ${M} -Q "select 1"`,
  ],
  [
    'openssl pass:',
    `openssl pkcs12 -export -in c.pem -out c.p12 -passout pass:${PW}`,
    `openssl pkcs12 -export -in c.pem -out c.p12 -passout pass:${M}`,
  ],
  [
    'keytool -storepass',
    `keytool -list -keystore ks.jks -storepass ${PW}`,
    `keytool -list -keystore ks.jks -storepass ${M}`,
  ],
  [
    'smbclient -U user%PW',
    `smbclient //nas/share -U alice%${PW}`,
    `smbclient //nas/share -U alice%${M}`,
  ],
  [
    'zip -P',
    `zip -P ${PW} out.zip secrets.txt`,
    `zip -P ${M} out.zip secrets.txt`,
  ],
  [
    '.netrc on one line',
    `machine github.com login me password ${PW}`,
    `machine github.com login me password ${M}`,
  ],
  [
    '.netrc on several lines',
    `machine api.example.com\n  login me\n  password ${PW}\n`,
    `machine api.example.com\n  login me\n  password ${M}\n`,
  ],
];

describe('redact() masks credentials given as arguments or in URLs', () => {
  for (const [form, command, expected] of FORMS) {
    it(`${form}: the value masked, the rest of the command intact, a second pass changes nothing`, () => {
      const once = redact(command);
      expect(once).toBe(expected);
      expect(once).not.toContain(PW);
      expect(redact(once)).toBe(once);
    });
  }

  it('masks the secret inside JSON text (a ledger line, a state file) without breaking the JSON', () => {
    const json = JSON.stringify({
      tool_input: {
        command: `mysql -uroot -p${PW} app`,
        env: `PGPASSWORD=${PW}`,
      },
    });
    const out = redact(json);
    expect(out).not.toContain(PW);
    expect(JSON.parse(out)).toEqual({
      tool_input: {
        command: `mysql -uroot -p${M} app`,
        env: `PGPASSWORD=${M}`,
      },
    });
  });

  it('names the form of each finding and gives only the value span', () => {
    const text = `sshpass -p ${PW} ssh h && curl -u u:${PW} x && psql postgres://a:${PW}@db`;
    const found = findArgumentCredentials(text);
    expect(found.map((f) => [f.form, text.slice(f.start, f.end)])).toEqual([
      ['sshpass -p', PW],
      ['curl -u user:password', PW],
      ['url-userinfo', PW],
    ]);
  });
});

describe('look-alikes that hold no secret stay as they are', () => {
  const SAFE = [
    'docker run -p 8080:80 nginx',
    'mysql -p app',
    'mysql -u root -p --database app',
    'ansible-playbook --ask-pass site.yml',
    'echo "$TOKEN" | docker login --password-stdin ghcr.io',
    'psql --no-password -h db app',
    'git clone git@github.com:org/repo.git',
    'ssh://git@host.example.com:22/repo.git',
    'curl -u deploy https://ci.example.com',
    'curl -u "$USER:$PASS" https://ci.example.com',
    'mytool --password "$DB_PASSWORD" --host db',
    'mytool --token ${GITHUB_TOKEN}',
    'export DB_PASSWORD=$(cat /run/secrets/db)',
    'curl -H "Authorization: Bearer $TOKEN" https://api.example.com',
    'http://localhost:8080/health?page=2',
    'psql postgres://app@db/app',
    'openssl enc -aes-256-cbc -pass env:ENC_PASS -in a -out b',
    'the password is stored in the vault, not here',
    'npm test -- --password-file test/fixtures/pw.txt',
    'grep -r token src/ | wc -l',
    'sort -u names.txt',
    'ls -la && git push -u origin main',
  ];
  for (const text of SAFE)
    it(JSON.stringify(text), () => expect(redact(text)).toBe(text));
});
