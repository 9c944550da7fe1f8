// codeEffects — what inline interpreter code does beyond the shell strings it
// runs: file writes (literal path or computed), process spawns and code
// evaluation whose argument is built at run time (a decoded payload included),
// network sends carrying a sensitive file or the whole environment, fork loops
// Pos: policies/security/commands, over code-lexer.ts's literals-vs-code view;
// judged by rules/interpreter-effects.ts; shell strings a call runs are
// interpreter-code.ts's
import { lexCode } from './code-lexer.js';
import type { LexedCode } from './code-lexer.js';

export type CodeEffect =
  | { kind: 'write'; path: string; call: string }
  | { kind: 'computed-write'; call: string }
  | { kind: 'computed-spawn'; call: string }
  | { kind: 'computed-eval'; call: string }
  | {
      kind: 'network-send';
      paths: string[];
      environment: boolean;
      call: string;
    }
  | { kind: 'fork-loop'; call: string };

/** A literal placeholder: `«3»`. */
const LIT = String.raw`«(\d+)»`;

interface Calls {
  /** Calls whose first argument is a path they write. */
  write: RegExp;
  /** Calls writing their second argument (copy, rename, move). */
  writeSecond?: RegExp;
  /** `open(path, mode)`-style calls: a write when the mode says so. */
  open?: RegExp;
  spawn: RegExp;
  evaluate: RegExp;
  network: RegExp;
  environment: RegExp;
  fork: RegExp;
}

const LANGUAGES: Readonly<Record<string, Calls>> = {
  python: {
    write:
      /\.(write_text|write_bytes|touch|symlink_to|hardlink_to)\s*\(|\b(os\.(?:truncate|symlink|link|mkfifo|chmod|chown)|io\.open)\s*\(/g,
    writeSecond:
      /\b(shutil\.(?:copy\w*|move)|os\.(?:rename|replace|symlink|link))\s*\(/g,
    open: /(?<![\w.])open\s*\(/g,
    spawn:
      /\b(os\.(?:system|popen|exec\w*|spawn\w*|posix_spawn\w*)|subprocess\.\w+|pty\.spawn|commands\.getoutput|asyncio\.create_subprocess_\w+)\s*\(/g,
    evaluate:
      /(?<![\w.])(exec|eval|compile|__import__\(«\d+»\)\.system)\s*\(|\b(marshal\.loads|pickle\.loads)\s*\(/g,
    network:
      /\b(requests\.\w+|urllib\.request\.\w+|urlopen|http\.client\.\w+|HTTPS?Connection|socket\.\w+|create_connection|\.send(?:all)?|smtplib\.\w+|ftplib\.\w+|httpx\.\w+|aiohttp\.\w+)\s*\(/,
    environment:
      /\bos\.environ\b(?!\s*(?:\[|\.get\b|\.setdefault\b|\.pop\b))|\bos\.getenv\s*\(\s*\)/,
    fork: /\bos\.fork\s*\(|\bmultiprocessing\.Process\s*\(|\bsubprocess\.\w+\s*\(/,
  },
  node: {
    write:
      /\b(?:fs\.|fsp\.|promises\.)?(writeFile|writeFileSync|appendFile|appendFileSync|createWriteStream|truncate|truncateSync|symlink|symlinkSync|chmod|chmodSync|chown|chownSync|Deno\.writeTextFile|Deno\.writeTextFileSync|Deno\.writeFile|Deno\.writeFileSync|Bun\.write)\s*\(/g,
    writeSecond:
      /\b(copyFile|copyFileSync|cp|cpSync|rename|renameSync|link|linkSync)\s*\(/g,
    spawn:
      /(?:\b(execSync|spawnSync|spawn|execFile|execFileSync|fork|execa|execaSync|Deno\.run|Bun\.spawn|Bun\.spawnSync)|(?:child_process|cp|\)|proc)\.(exec)|(?<![\w.])(exec))\s*\(/g,
    evaluate:
      /(?<![\w.])(eval|Function|setTimeout|setInterval)\s*\(|\bnew\s+(Function)\s*\(|\bvm\.(run\w*|compileFunction)\s*\(/g,
    network:
      /(?<![\w.])(fetch|axios(?:\.\w+)?|XMLHttpRequest|WebSocket)\s*\(|\b(https?\.(?:request|get)|net\.(?:connect|createConnection)|tls\.connect|dgram\.\w+)\s*\(/,
    environment: /\bprocess\.env\b(?!\s*(?:\.|\[))|\bDeno\.env\.toObject\s*\(/,
    fork: /\b(?:fork|spawn|spawnSync|execSync|exec)\s*\(|\bnew\s+Worker\s*\(/,
  },
  perl: {
    write: /\b(unlink|truncate|symlink|link|chmod|chown|rename)\b\s*\(?/g,
    open: /\bopen\s*\(?/g,
    spawn: /\b(system|exec)\b\s*\(?|\bqx\s*[({[]/g,
    evaluate: /\b(eval)\b\s*\(?(?!\s*\{)/g,
    network:
      /\b(IO::Socket\w*(?:::\w+)*|LWP::\w+|HTTP::Tiny|Net::\w+|socket)\b/,
    environment: /%ENV\b/,
    fork: /\bfork\b/,
  },
  ruby: {
    write:
      /\b(File\.(?:write|binwrite|truncate|symlink|link|chmod|chown)|IO\.write|FileUtils\.(?:touch|chmod\w*|chown\w*))\s*\(?/g,
    writeSecond:
      /\b(FileUtils\.(?:cp\w*|mv|copy\w*|move|ln\w*|install))\s*\(?/g,
    open: /\b(?:File|IO)\.open\s*\(?/g,
    spawn:
      /(?<![\w.])(system|exec|spawn)\s*\(?|\b(IO\.popen|Open3\.\w+|Process\.spawn|%x)\s*\(?/g,
    evaluate: /(?<![\w.])(eval|instance_eval|class_eval|module_eval)\s*\(?/g,
    network:
      /\b(Net::HTTP\w*(?:::\w+)*|TCPSocket|UDPSocket|URI\.open|open-uri|Faraday|HTTParty|RestClient|Socket\.\w+)\b/,
    environment:
      /\bENV\.(?:to_h|to_a|inspect|each|map|select|keys|values)\b|\bENV\b(?!\s*\[|\.fetch)/,
    fork: /\b(?:fork|Process\.fork|spawn|system)\b/,
  },
  php: {
    write:
      /\b(file_put_contents|touch|symlink|link|chmod|chown|ftruncate)\s*\(/g,
    writeSecond: /\b(copy|rename|move_uploaded_file)\s*\(/g,
    open: /\bfopen\s*\(/g,
    spawn:
      /\b(shell_exec|exec|system|passthru|popen|proc_open|pcntl_exec)\s*\(/g,
    evaluate: /(?<![\w>])(eval|assert|create_function)\s*\(/g,
    network:
      /\b(curl_exec|curl_init|fsockopen|stream_socket_client|socket_\w+|file_get_contents\s*\(\s*«\d+»\s*,\s*(?:false|0)\s*,|mail)\s*\(/,
    environment: /\bgetenv\s*\(\s*\)|\$_ENV\b|\$_SERVER\b/,
    fork: /\bpcntl_fork\s*\(/,
  },
};

/** An unbounded loop: while True / while(1) / for(;;) / loop do / fork while 1. */
const ENDLESS =
  /\bwhile\s*\(?\s*(?:True|true|1)\s*\)?|\bfor\s*\(\s*;\s*;\s*\)|\bloop\s*(?:do\b|\{)|\buntil\s*\(?\s*(?:false|0)\s*\)?|\bfork\s+while\s+1|\bwhile\s*\(\s*!\s*0\s*\)/;

/** The literal index of the argument starting at `at`, or undefined when it is computed. */
function literalArgument(lexed: LexedCode, at: number): number | undefined {
  const m = new RegExp(
    String.raw`^\s*\(?\s*\[?\s*` + LIT + String.raw`\s*(?:[,)\]\n;]|$)`,
  ).exec(lexed.code.slice(at, at + 40));
  if (!m) return undefined;
  const literal = lexed.literals[Number(m[1])];
  return literal && !literal.dynamic ? Number(m[1]) : undefined;
}

/** Whether the argument at `at` is only literals (lists of them included) up to its closing parenthesis. */
function allLiteral(lexed: LexedCode, at: number): boolean {
  const rest = lexed.code.slice(at, at + 400);
  const m = /^\s*\(?([^()]*)\)?/.exec(rest);
  const inner = (m?.[1] ?? '').split(/\)|;|\n/)[0] ?? '';
  if (!/«\d+»/.test(inner)) return false;
  const bare = inner.replace(/«(\d+)»/g, (_, d: string) =>
    lexed.literals[Number(d)]?.dynamic ? 'X' : '',
  );
  return /^[\s,[\]]*(?:(?:shell|check|text|capture_output|cwd|env|stdout|stderr|encoding|timeout|universal_newlines)\s*=\s*[\w.]+[\s,]*)*\]?\s*$/.test(
    bare,
  );
}

const path = (value: string) =>
  /^(?:\/|~|\.\.?\/|\$HOME|\$\{HOME\})/.test(value) ||
  /^\.[\w.-]+$/.test(value) ||
  /^[\w.-]+\.[\w]+$/.test(value);

/** The argument after the first comma following `at`, as a literal index. */
function secondArgument(lexed: LexedCode, at: number): number | undefined {
  const rest = lexed.code.slice(at, at + 300);
  const comma = rest.indexOf(',');
  if (comma < 0) return undefined;
  return literalArgument(lexed, at + comma + 1);
}

export function codeEffects(language: string, text: string): CodeEffect[] {
  const calls = LANGUAGES[language];
  const lexed = lexCode(language, text);
  if (!calls || !lexed) return [];
  const effects: CodeEffect[] = [];
  const { code, literals } = lexed;
  const value = (i: number) => literals[i]?.value ?? '';
  for (const m of code.matchAll(calls.write)) {
    const at = (m.index ?? 0) + m[0].length;
    const name = m[0].replace(/\s*\(?$/, '');
    const arg = literalArgument(lexed, at - 1);
    // pathlib: `Path('/x').write_text(…)` names its path before the call.
    const before = /Path\s*\(\s*«(\d+)»\s*\)\s*$/.exec(
      code.slice(Math.max(0, (m.index ?? 0) - 60), m.index),
    );
    if (before)
      effects.push({
        kind: 'write',
        path: value(Number(before[1])),
        call: name,
      });
    else if (arg !== undefined)
      effects.push({ kind: 'write', path: value(arg), call: name });
    else if (language !== 'perl' || /\(/.test(m[0]))
      effects.push({ kind: 'computed-write', call: name });
  }
  for (const m of calls.writeSecond ? code.matchAll(calls.writeSecond) : []) {
    const at = (m.index ?? 0) + m[0].length - 1;
    const arg = secondArgument(lexed, at);
    const name = m[0].replace(/\s*\(?$/, '');
    if (arg !== undefined)
      effects.push({ kind: 'write', path: value(arg), call: name });
    else effects.push({ kind: 'computed-write', call: name });
  }
  for (const m of calls.open ? code.matchAll(calls.open) : []) {
    const at = (m.index ?? 0) + m[0].length;
    const args =
      code.slice(at, at + 300).split(/\)\s*(?:[.;:\n]|as\b|or\b|\|\|)/)[0] ??
      '';
    const lits = [...args.matchAll(/«(\d+)»/g)].map((x) => Number(x[1]));
    if (language === 'perl') {
      // open(F, ">/etc/x") or open(F, '>', '/etc/x'); `<` and none read.
      const first = lits[0] === undefined ? '' : value(lits[0]);
      const mode = /^\s*(\+?[>]{1,2}|\+<)\s*(.*)$/s.exec(first);
      if (mode) {
        const target = mode[2] || (lits[1] === undefined ? '' : value(lits[1]));
        if (target) effects.push({ kind: 'write', path: target, call: 'open' });
        else effects.push({ kind: 'computed-write', call: 'open' });
      }
      continue;
    }
    const first = /^\s*«(\d+)»/.exec(args);
    const modeIndex = lits.find(
      (i, k) => (first ? k > 0 : true) && /^[rwaxbt+U]{1,4}$/.test(value(i)),
    );
    const mode = modeIndex === undefined ? '' : value(modeIndex);
    if (!/[wax+]/.test(mode)) continue;
    if (first && !literals[Number(first[1])]?.dynamic)
      effects.push({
        kind: 'write',
        path: value(Number(first[1])),
        call: 'open',
      });
    else effects.push({ kind: 'computed-write', call: 'open' });
  }
  for (const m of code.matchAll(calls.spawn)) {
    const at = (m.index ?? 0) + m[0].length - (m[0].endsWith('(') ? 1 : 0);
    const name = m[0].replace(/\s*[({[]?$/, '');
    if (!allLiteral(lexed, at))
      effects.push({ kind: 'computed-spawn', call: name });
  }
  for (const m of code.matchAll(calls.evaluate)) {
    const at = (m.index ?? 0) + m[0].length - (m[0].endsWith('(') ? 1 : 0);
    const name = m[0].replace(/\s*\(?$/, '');
    if (
      /^set(Timeout|Interval)$/.test(name) &&
      !/^\s*\(\s*«/.test(code.slice(at))
    )
      continue;
    if (!allLiteral(lexed, at))
      effects.push({ kind: 'computed-eval', call: name });
  }
  const network = calls.network.exec(code);
  if (network) {
    const paths = literals
      .filter((l) => !l.dynamic && path(l.value))
      .map((l) => l.value);
    const environment = calls.environment.test(code);
    if (paths.length > 0 || environment)
      effects.push({
        kind: 'network-send',
        paths,
        environment,
        call: network[0].replace(/\s*\($/, ''),
      });
  }
  if (ENDLESS.test(code) && calls.fork.test(code))
    effects.push({
      kind: 'fork-loop',
      call: calls.fork.exec(code)?.[0] ?? 'fork',
    });
  return effects;
}
