// findArgumentCredentials(text) — passwords and tokens given on a command line
// or in a URL (URL userinfo, --password / --token flags, mysql -pPW, curl -u
// user:PW, sshpass -p, redis-cli -a, docker login -p, htpasswd -b, ldap -w,
// auth headers, ?access_token=, .netrc lines, *_PASSWORD= variables), as spans
// of the value only
// Pos: policies/security/secrets, pure; what redact() masks beside the
// scanner's findings so the rest of the command still says what ran. Not a gate
// rule: a password in an argument is masked when written, the gate judges the
// command elsewhere
export interface ArgumentCredential {
  /** Offsets of the value only (quotes excluded). */
  start: number;
  end: number;
  /** Which form found it, for tests and messages. */
  form: string;
}

/**
 * Values that name a secret instead of holding one: `$VAR`, `${VAR}`, `$(cmd)`,
 * `%VAR%`, `<password>`, `{{ x }}`, env:/file:/fd: sources, masks.
 */
const REFERENCE =
  /^(?:\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|\$\{[^}]*\}|\$\(.*\)|`.*`|%[A-Za-z_][A-Za-z0-9_]*%|<[^>]*>|\{\{.*\}\}|\{[A-Za-z_][\w.-]*\}|(?:env|file|fd|stdin):.*|-|\*+|x{3,}|\.{3})$/i;
const MASKED = /\*\*\*\(\d+/;

/**
 * A value that holds a secret: not empty, not a reference, and not a mask a
 * first pass left (`ab***(9 chars)`, whose unquoted value stops at the
 * parenthesis).
 */
function isSecretAt(text: string, start: number, end: number): boolean {
  const value = text.slice(start, end);
  if (value.endsWith('$') && text[end] === '(') return false; // $(command): the value is computed, not written
  return (
    value.length > 0 &&
    !REFERENCE.test(value) &&
    !MASKED.test(text.slice(start, end + 8))
  );
}

/**
 * Unquoted values stop at whitespace, quotes, backslashes and shell operators
 * (a JSON string's closing quote too).
 */
const VALUE = String.raw`(?:"([^"\n]*)"|'([^'\n]*)'|([^\s"'\\\`;|&<>()]+))`;

function valueSpan(
  match: RegExpExecArray,
  first: number,
): { start: number; end: number } | undefined {
  for (let g = first; g < first + 3; g++) {
    const span = match.indices?.[g];
    if (span && match[g] !== undefined) return { start: span[0], end: span[1] };
  }
  return undefined;
}

interface Rule {
  form: string;
  regex: RegExp;
  /**
   * The capture group where VALUE's three alternatives start; 0: the value is
   * group 1.
   */
  group: number;
  /** A further check where the regex matched. */
  accept?: (text: string, match: RegExpExecArray) => boolean;
  /**
   * Words every match contains, one at least (lower case; looked up in the
   * lower-cased text, or in the text itself when `exactCase`, for a regex
   * without the i flag): the regex runs only where one occurs, as secret
   * scanners do with their rules' keywords. Each must be a necessary condition
   * of a match, never a guess (test/property/argument-credentials).
   */
  keywords: readonly string[];
  exactCase?: boolean;
}

/**
 * Every rule's keywords contain one of these: a text without any of them (most
 * names, ids and commands a hook records) skips every regex at once.
 */
const ANY_KEYWORD = [
  'pass',
  'pwd',
  'token',
  'secret',
  'key',
  'api',
  'sig',
  'auth',
];

const NETRC_CONTEXT =
  /\b(?:machine[ \t]+\S+|default)(?:\s+(?:login|account|port)\s+\S+){0,3}\s+$/;

/**
 * `password` as a .netrc keyword: after `machine host [login user]` or
 * `default`, or alone with its value on a line.
 */
function netrcPlace(text: string, match: RegExpExecArray): boolean {
  if (match.index > 0 && /[\w-]/.test(text[match.index - 1]!)) return false; // --password, db_password: other rules
  const before = text.slice(Math.max(0, match.index - 300), match.index);
  if (NETRC_CONTEXT.test(before)) return true;
  const end = match.index + match[0].length;
  return (
    /(?:^|\n)[ \t]*$/.test(before) &&
    /^[ \t]*(?:\r?\n|$)/.test(text.slice(end, end + 80))
  );
}

/**
 * Starts a word: `-pass` but not `--pass` (the flag rule's) or `x-pass`.
 * Checked after the match, so the scan keeps its fast literal start.
 */
const wordStart = (text: string, match: RegExpExecArray) =>
  match.index === 0 || !/[\w-]/.test(text[match.index - 1]!);

/**
 * A header name right after `//` or `/` is a URL's user
 * (`https://x-access-token:…@`), which url-userinfo reads.
 */
const notInUrl = (text: string, match: RegExpExecArray) =>
  match.index === 0 || text[match.index - 1] !== '/';

const SPECIAL_ENV = new Set([
  'PGPASSWORD',
  'MYSQL_PWD',
  'REDISCLI_AUTH',
  'SSHPASS',
]);
const ENV_SUFFIX =
  /_(?:PASSWORD|PASSWD|PASS|PWD|TOKEN|SECRET|API_KEY|SECRET_KEY|ACCESS_KEY|AUTH)$/;

/**
 * The whole variable name around an upper-case suffix match: `DB_PASSWORD`,
 * `PGPASSWORD`; not `$X_TOKEN` or `foo_TOKEN`.
 */
function envName(text: string, match: RegExpExecArray): boolean {
  let start = match.index;
  while (
    start > 0 &&
    start > match.index - 64 &&
    /[A-Z0-9_]/.test(text[start - 1]!)
  )
    start--;
  if (start > 0 && /[\w$]/.test(text[start - 1]!)) return false;
  const name = text.slice(start, match.index + match[0].indexOf('='));
  return (
    SPECIAL_ENV.has(name) || (/^[A-Z]/.test(name) && ENV_SUFFIX.test(name))
  );
}

/**
 * Flag names ending in a credential word; booleans such as --ask-pass,
 * --no-password, --password-stdin do not match.
 */
const FLAG_WORD = String.raw`(?:password|passwd|passphrase|pass|pwd|token|secret|api[-_]?key|secret[-_]key|client[-_]secret)`;
const NOT_A_VALUE_FLAG = String.raw`(?!(?:ask|no|prompt|use|with|without|skip|require|show|save|store|reset|change|forgot|generate|rotate|read)[-_]${FLAG_WORD}[=\s])`;

/**
 * After `scheme://`: `user:PW@` and a host character (the password runs to the
 * last `@` before the host).
 */
const USERINFO =
  /[^\s:/?#@'"`<>\\]{0,256}:([^\s/?#'"`<>\\]{1,512})@(?=[^\s@/?#'"`<>\\])/dy;
const SCHEME_CHAR = /[A-Za-z0-9+.-]/;

/**
 * scheme://user:PW@host — any scheme (postgres, mysql, mongodb+srv, redis,
 * amqp, https, ftp, git+https, jdbc:…); found from each `://`, not tried at
 * every word.
 */
function urlPasswords(text: string, found: ArgumentCredential[]): void {
  for (
    let at = text.indexOf('://');
    at !== -1;
    at = text.indexOf('://', at + 3)
  ) {
    if (at === 0 || !SCHEME_CHAR.test(text[at - 1]!)) continue;
    USERINFO.lastIndex = at + 3;
    const m = USERINFO.exec(text);
    const span = m?.indices?.[1];
    if (span && isSecretAt(text, span[0], span[1]))
      found.push({ start: span[0], end: span[1], form: 'url-userinfo' });
  }
}

const RULES: Rule[] = [
  // --password=PW, --password PW, --db-password PW, --token …, --api-key …,
  // --client-secret …
  {
    form: 'flag',
    regex: new RegExp(
      String.raw`(?<![\w-])--${NOT_A_VALUE_FLAG}(?:[A-Za-z0-9]+[-_]){0,4}${FLAG_WORD}(?:=|[ \t]+(?!-))${VALUE}`,
      'dgi',
    ),
    group: 1,
    // FLAG_WORD: password, passwd, passphrase, pass, pwd, token, secret,
    // api-key / api_key / apikey, secret-key, client-secret.
    keywords: ['pass', 'pwd', 'token', 'secret', 'key'],
  },
  // openssl -pass pass:PW / -passin / -passout, keytool -storepass PW /
  // -keypass PW, java tools' -password PW.
  {
    form: 'single-dash-flag',
    regex: new RegExp(
      String.raw`-(?:pass|passin|passout|storepass|keypass|srcstorepass|deststorepass|srckeypass|destkeypass|password)[ \t]+(?:pass:)?${VALUE}`,
      'dg',
    ),
    group: 1,
    accept: wordStart,
    keywords: ['pass'],
    exactCase: true,
  },
  // -H 'Authorization: Bearer …' / Basic / token, Proxy-Authorization,
  // X-API-Key:, Private-Token: …
  {
    form: 'auth-header',
    regex: new RegExp(
      String.raw`\b(?:proxy-)?authorization["']?[ \t]*:[ \t]*["']?(?:(?:bearer|basic|token|digest|apikey|api-key|negotiate)[ \t]+)?([^\s"'\\]+)`,
      'dgi',
    ),
    group: 0,
    accept: notInUrl,
    keywords: ['authorization'],
  },
  {
    form: 'key-header',
    regex:
      /\b(?:x-api-key|x-auth-token|x-access-token|private-token|x-vault-token|x-goog-api-key|api-key|apikey)["']?[ \t]*:[ \t]*["']?([^\s"'\\]+)/dgi,
    group: 0,
    accept: notInUrl,
    keywords: ['api-key', 'apikey', 'token'],
  },
  // ?access_token=…&…, JDBC ;password=…; and &password=…
  {
    form: 'query-param',
    regex:
      /[?&;](?:password|passwd|pwd|pass|access_token|refresh_token|id_token|auth_token|token|api_key|apikey|api-key|secret|client_secret|sig|signature|x-amz-signature|x-amz-security-token|x-goog-signature)=([^&#;\s"'\\]+)/dgi,
    group: 0,
    keywords: ['pass', 'pwd', 'token', 'api', 'secret', 'sig'],
  },
  // .netrc: `machine host login user password PW` on one line or several, or
  // `password PW` alone on a line.
  {
    form: 'netrc',
    regex: /password[ \t]+([^\s"'\\]+)/dg,
    group: 0,
    accept: netrcPlace,
    keywords: ['password'],
    exactCase: true,
  },
  // PGPASSWORD=PW, MYSQL_PWD=PW, DB_PASSWORD=, GITHUB_TOKEN=, APP_SECRET=,
  // *_API_KEY=, *_PASS= (shell-style names): anchored on the upper-case suffix
  // (a fast literal scan), the rest of the name checked after it.
  {
    form: 'env-assignment',
    regex: new RegExp(
      String.raw`(?:PASSWORD|PASSWD|PASS|PWD|TOKEN|SECRET|KEY|AUTH)=${VALUE}`,
      'dg',
    ),
    group: 1,
    accept: envName,
    keywords: ['PASS', 'PWD', 'TOKEN', 'SECRET', 'KEY', 'AUTH'],
    exactCase: true,
  },
];

/**
 * Tools whose short options carry a password: which option, and whether its
 * value is glued (`-pPW`) or either.
 */
interface ToolRule {
  tools: RegExp;
  /**
   * Only when this word also appears in the command (`docker login`, not
   * `docker run -p 80:80`).
   */
  requires?: string;
  option: string;
  glued: 'only' | 'either';
}

const TOOL_RULES: ToolRule[] = [
  // mysql's -p takes its value glued only: `mysql -p db` prompts and `db` is
  // the database.
  {
    tools: /^(?:mysql\w*|mariadb(?:-\w+)?|mysqlsh)$/,
    option: '-p',
    glued: 'only',
  },
  { tools: /^sshpass$/, option: '-p', glued: 'either' },
  { tools: /^redis-cli$/, option: '-a', glued: 'either' },
  {
    tools: /^(?:docker|podman|buildah|skopeo|nerdctl|helm|oras|crane)$/,
    requires: 'login',
    option: '-p',
    glued: 'either',
  },
  {
    tools:
      /^(?:mongo|mongosh|mongodump|mongorestore|mongoexport|mongoimport|mongostat|mongotop|mongofiles)$/,
    option: '-p',
    glued: 'either',
  },
  {
    tools:
      /^ldap(?:search|add|modify|delete|whoami|passwd|compare|modrdn|exop)$/,
    option: '-w',
    glued: 'either',
  },
  { tools: /^(?:sqlcmd|bcp|zip|unzip)$/, option: '-P', glued: 'either' },
  { tools: /^(?:7z|7za|7zr)$/, option: '-p', glued: 'only' },
];

/**
 * Tools whose option takes `user:PW` (curl -u, httpie -a) or `user%PW`
 * (smbclient -U): the part after the separator.
 */
const USER_PASS: { tools: RegExp; options: string[]; separator: string }[] = [
  {
    tools: /^curl$/,
    options: ['-u', '--user', '-U', '--proxy-user'],
    separator: ':',
  },
  {
    tools: /^(?:http|https|httpie)$/,
    options: ['-a', '--auth'],
    separator: ':',
  },
  {
    tools: /^(?:smbclient|rpcclient|smbmap)$/,
    options: ['-U', '--user'],
    separator: '%',
  },
  { tools: /^(?:wget)$/, options: ['--user'], separator: ':' },
];

/**
 * A tool's name as a command word (a path before it allowed), followed by a
 * blank.
 */
const TOOL_NAME =
  /(?<![\w.-])(mysql\w*|mariadb(?:-\w+)?|mysqlsh|sshpass|redis-cli|docker|podman|buildah|skopeo|nerdctl|helm|oras|crane|mongo\w*|ldap\w+|sqlcmd|bcp|zip|unzip|7z|7za|7zr|curl|http|https|httpie|smbclient|rpcclient|smbmap|wget|htpasswd)(?=[ \t])/g;
/**
 * Every rule below reads an option word; text without ` -x` or ` --x` has
 * nothing for them.
 */
const OPTION = /[ \t]-[A-Za-z-]/g;
/**
 * A simple command ends at a newline or a shell operator; a long one is cut
 * (argument lists are short).
 */
const SEGMENT_MAX = 4096;
const isSeparator = (c: number) =>
  c === 10 || c === 59 || c === 124 || c === 38; // \n ; | &

interface Token {
  text: string;
  start: number;
  end: number;
}

const isBlank = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

/**
 * Words of a command segment, quotes kept and honoured; a mask `ab***(9 chars)`
 * stays one word.
 */
function words(text: string, base: number): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    while (i < text.length && isBlank(text.charCodeAt(i))) i++;
    if (i >= text.length) break;
    const start = i;
    let quote: string | undefined;
    for (; i < text.length; i++) {
      const c = text[i]!;
      if (quote) {
        if (c === quote) quote = undefined;
      } else if (c === '"' || c === "'") quote = c;
      else if (isBlank(text.charCodeAt(i))) {
        const mask = /^\s\d*\s?chars\)/.exec(text.slice(i, i + 16));
        if (!(mask && text.slice(start, i).includes('***('))) break;
        i += mask[0].length - 1;
      }
    }
    out.push({
      text: text.slice(start, i),
      start: base + start,
      end: base + i,
    });
  }
  return out;
}

/** A word's value without surrounding quotes, as a span. */
function unquoted(
  text: string,
  start: number,
  end: number,
): { start: number; end: number; value: string } {
  const q = text[0];
  if (
    (q === '"' || q === "'") &&
    text.length >= 2 &&
    text[text.length - 1] === q
  )
    return { start: start + 1, end: end - 1, value: text.slice(1, -1) };
  // A closing quote or backtick of the text around the command (Markdown `…`, a
  // JSON string) is not part of the value.
  const last = text[text.length - 1];
  if (
    text.length > 1 &&
    (last === '`' || last === '"' || last === "'") &&
    !text.slice(0, -1).includes(last)
  )
    return { start, end: end - 1, value: text.slice(0, -1) };
  return { start, end, value: text };
}

/**
 * The simple commands holding an option word, each once: found from the
 * options, so a text without any costs one scan.
 */
function* optionSegments(
  text: string,
): Generator<{ start: number; end: number }> {
  let done = -1;
  OPTION.lastIndex = 0;
  for (let m = OPTION.exec(text); m; m = OPTION.exec(text)) {
    if (m.index < done) continue;
    let start = m.index;
    while (
      start > 0 &&
      m.index - start < SEGMENT_MAX &&
      !isSeparator(text.charCodeAt(start - 1))
    )
      start--;
    let end = m.index + 1;
    while (
      end < text.length &&
      end - start < SEGMENT_MAX &&
      !isSeparator(text.charCodeAt(end))
    )
      end++;
    done = end;
    OPTION.lastIndex = end;
    yield { start, end };
  }
}

function toolCredentials(text: string, found: ArgumentCredential[]): void {
  for (const seg of optionSegments(text)) {
    const segment = text.slice(seg.start, seg.end);
    TOOL_NAME.lastIndex = 0;
    for (let m = TOOL_NAME.exec(segment); m; m = TOOL_NAME.exec(segment)) {
      toolSegment(
        text,
        m[1]!,
        segment.slice(m.index + m[0].length),
        seg.start + m.index + m[0].length,
        found,
      );
    }
  }
}

/** The rules of one tool over the words after its name. */
function toolSegment(
  full: string,
  tool: string,
  segment: string,
  from: number,
  found: ArgumentCredential[],
): void {
  const args = words(segment, from);
  const add = (
    w: { start: number; end: number; value: string },
    form: string,
  ) => {
    if (isSecretAt(full, w.start, w.end))
      found.push({ start: w.start, end: w.end, form });
  };
  for (const rule of TOOL_RULES) {
    if (
      !rule.tools.test(tool) ||
      (rule.requires && !args.some((a) => a.text === rule.requires))
    )
      continue;
    args.forEach((a, i) => {
      const next = args[i + 1];
      if (
        a.text === rule.option &&
        rule.glued === 'either' &&
        next &&
        !next.text.startsWith('-')
      )
        add(
          unquoted(next.text, next.start, next.end),
          `${tool} ${rule.option}`,
        );
      else if (
        a.text.startsWith(rule.option) &&
        a.text.length > rule.option.length
      )
        add(
          unquoted(
            a.text.slice(rule.option.length),
            a.start + rule.option.length,
            a.end,
          ),
          `${tool} ${rule.option}`,
        );
    });
  }
  for (const rule of USER_PASS) {
    if (!rule.tools.test(tool)) continue;
    args.forEach((a, i) => {
      // --user=u:PW, -u u:PW, and a short option's glued value -uu:PW.
      const eq = rule.options.find(
        (o) => o.startsWith('--') && a.text.startsWith(`${o}=`),
      );
      const glued = rule.options.find(
        (o) => o.length === 2 && a.text.startsWith(o) && a.text.length > 2,
      );
      const arg = eq
        ? {
            text: a.text.slice(eq.length + 1),
            start: a.start + eq.length + 1,
            end: a.end,
          }
        : glued
          ? { text: a.text.slice(2), start: a.start + 2, end: a.end }
          : rule.options.includes(a.text)
            ? args[i + 1]
            : undefined;
      if (!arg) return;
      const v = unquoted(arg.text, arg.start, arg.end);
      const sep = v.value.indexOf(rule.separator);
      if (sep >= 0)
        add(
          {
            start: v.start + sep + 1,
            end: v.end,
            value: v.value.slice(sep + 1),
          },
          `${tool} ${eq ?? glued ?? a.text} user${rule.separator}password`,
        );
    });
  }
  if (tool === 'htpasswd') {
    // htpasswd -b [-c] file user PASSWORD, htpasswd -nb user PASSWORD: with -b
    // the password is the third positional word (the second with -n); -C and -r
    // take a value of their own.
    let batch = false;
    let noFile = false;
    const positional: Token[] = [];
    for (let i = 0; i < args.length; i++) {
      const a = args[i]!;
      if (/^-[a-zA-Z]+$/.test(a.text)) {
        batch ||= a.text.includes('b');
        noFile ||= a.text.includes('n');
        if (/[Cr]$/.test(a.text)) i++;
      } else if (/^[<>]|^\d?>/.test(a.text))
        break; // a redirection ends the arguments
      else positional.push(a);
    }
    const word = positional[noFile ? 1 : 2];
    if (batch && word)
      add(unquoted(word.text, word.start, word.end), 'htpasswd -b');
  }
}

/**
 * Every credential value given as an argument or in a URL, in text order (spans
 * may overlap; redact() merges them).
 */
export function findArgumentCredentials(text: string): ArgumentCredential[] {
  const found: ArgumentCredential[] = [];
  urlPasswords(text, found);
  const lower = text.toLowerCase();
  // toLowerCase folds A–Z as the i flag does (and a few other letters too,
  // which can only wake a rule for nothing).
  const rules = ANY_KEYWORD.some((k) => lower.includes(k)) ? RULES : [];
  for (const rule of rules) {
    const where = rule.exactCase ? text : lower;
    if (!rule.keywords.some((k) => where.includes(k))) continue;
    rule.regex.lastIndex = 0;
    for (let m = rule.regex.exec(text); m; m = rule.regex.exec(text)) {
      const span =
        rule.group === 0
          ? m.indices?.[1]
            ? { start: m.indices[1][0], end: m.indices[1][1] }
            : undefined
          : valueSpan(m, rule.group);
      if (
        span &&
        (!rule.accept || rule.accept(text, m)) &&
        isSecretAt(text, span.start, span.end)
      )
        found.push({ ...span, form: rule.form });
      if (m[0].length === 0) rule.regex.lastIndex++;
    }
  }
  toolCredentials(text, found);
  return found.sort((a, b) => a.start - b.start || a.end - b.end);
}
