// guardLinks(source, sourcePath, guardNames, storedResults?) — for each guard,
// the policy file that decides it (a repository-relative path), how it was
// found, and the guard's line in the machine
// Pos: src/tooling/viz, a reader of our own machine sources for the viz page;
// it scans the setup({ guards }) block and the imports, it does not type-check
// or run anything
import { dirname, join, normalize } from 'node:path';
import { codeOnly } from '../graph/source-scan.js';

export interface GuardLink {
  guard: string;
  /**
   * Repository-relative path of the file that implements the decision: a policy
   * when one was found, else the machine itself.
   */
  file: string;
  /**
   * 1-based line of the guard in the machine source (0 when the source does not
   * define it in setup()).
   */
  line: number;
  /**
   * `calls`: the guard calls a function imported from policies/; `stored`: it
   * reads a result the named policy stored in context; `machine`: the rule is
   * the guard itself.
   */
  how: 'calls' | 'stored' | 'machine';
  /** The imported functions the guard calls, when `how` is `calls`. */
  via: string[];
}

/** The offset just past the bracket closing the one at `open`. */
function closing(code: string, open: number): number {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const c = code[i];
    if (c === '{' || c === '(' || c === '[') depth += 1;
    else if (c === '}' || c === ')' || c === ']') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return code.length;
}

/** Local name → module specifier, for every named or default import. */
function imports(code: string, text: string): Map<string, string> {
  const out = new Map<string, string>();
  const re =
    /import\s+(?!type\s)(?:(\w+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*(['"])/g;
  for (let m = re.exec(code); m; m = re.exec(code)) {
    const quote = m[3] as string;
    const start = m.index + m[0].length;
    const spec = text.slice(start, text.indexOf(quote, start));
    if (m[1]) out.set(m[1], spec);
    for (const part of (m[2] ?? '').split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      const local = name
        .split(/\s+as\s+/)
        .pop()!
        .trim();
      out.set(local, spec);
    }
  }
  return out;
}

/**
 * The top-level entries of an object literal body: name and the text of its
 * value.
 */
function entries(
  code: string,
  from: number,
  to: number,
): Array<{ name: string; at: number; body: string }> {
  const out: Array<{ name: string; at: number; body: string }> = [];
  let i = from;
  while (i < to) {
    const m = /^\s*,?\s*([A-Za-z_$][\w$]*)\s*[:(]/.exec(code.slice(i, to));
    if (!m) break;
    const at = i + m[0].indexOf(m[1] as string);
    let j = i + m[0].length;
    // Scan the value to the next comma at depth 0.
    let depth = 0;
    while (j < to) {
      const c = code[j];
      if (c === '{' || c === '(' || c === '[') depth += 1;
      else if (c === '}' || c === ')' || c === ']') depth -= 1;
      else if (c === ',' && depth === 0) break;
      j += 1;
    }
    out.push({
      name: m[1] as string,
      at,
      body: code.slice(i + m[0].length - 1, j),
    });
    i = j + 1;
  }
  return out;
}

const identifiers = (body: string) =>
  new Set(body.match(/(?<![.\w$])[A-Za-z_$][\w$]*/g) ?? []);

/**
 * Top-level `const name = …` / `function name(…) {…}` definitions, so a guard
 * calling a local helper is followed through it. A definition ends where the
 * next top-level line begins (column 0, not a closing bracket): helpers written
 * on consecutive lines must not lend each other their calls.
 */
function localDefinitions(code: string): Map<string, string> {
  const out = new Map<string, string>();
  const re = /^(?:export\s+)?(?:const|function)\s+([A-Za-z_$][\w$]*)/gm;
  const nextTopLevel = /\n(?=[^\s}\])])/g;
  for (let m = re.exec(code); m; m = re.exec(code)) {
    nextTopLevel.lastIndex = m.index + m[0].length;
    const end = nextTopLevel.exec(code)?.index ?? code.length;
    out.set(m[1] as string, code.slice(m.index, end));
  }
  return out;
}

/**
 * Imported names a body uses, following local helpers (refusedAs → refusal →
 * refusalOf) until nothing new turns up.
 */
function reach(
  body: string,
  locals: Map<string, string>,
  imported: Map<string, string>,
  used: Set<string>,
  invoked: Set<string>,
  seen = new Set<string>(),
): void {
  for (const id of identifiers(body)) {
    if (imported.has(id)) {
      used.add(id);
      if (
        new RegExp(`(?<![.\\w$])${id.replace(/\$/g, '\\$')}\\s*\\(`).test(body)
      )
        invoked.add(id);
    }
    const local = locals.get(id);
    if (local && !seen.has(id)) {
      seen.add(id);
      reach(local, locals, imported, used, invoked, seen);
    }
  }
}

const lineAt = (text: string, offset: number) =>
  text.slice(0, offset).split('\n').length;

/**
 * A module specifier relative to the machine file, as a repository path, `.js`
 * read as the `.ts` it is compiled from.
 */
const resolveSpecifier = (sourcePath: string, spec: string) =>
  normalize(join(dirname(sourcePath), spec))
    .replace(/\\/g, '/')
    .replace(/\.js$/, '.ts');

export function guardLinks(
  source: string,
  sourcePath: string,
  guardNames: readonly string[],
  storedResults: Readonly<Record<string, string>> = {},
): GuardLink[] {
  const code = codeOnly(source);
  const imported = imports(code, source);
  const locals = localDefinitions(code);
  const block = /\bguards\s*:\s*\{/.exec(code);
  const defined = new Map<string, { at: number; body: string }>();
  if (block) {
    const open = block.index + block[0].length - 1;
    for (const e of entries(code, open + 1, closing(code, open) - 1))
      defined.set(e.name, e);
  }
  return guardNames.map((guard): GuardLink => {
    const def = defined.get(guard);
    const line = def ? lineAt(source, def.at) : 0;
    const used = new Set<string>();
    const invoked = new Set<string>();
    if (def) reach(def.body, locals, imported, used, invoked);
    const policyCalls = [...used]
      .filter((id) =>
        resolveSpecifier(sourcePath, imported.get(id)!).startsWith('policies/'),
      )
      .sort();
    // The file of a function the guard calls decides it; a table it merely
    // indexes (VIOLATIONS[kind]) only helps.
    const deciding =
      policyCalls.find((id) => invoked.has(id)) ?? policyCalls[0];
    if (deciding) {
      return {
        guard,
        file: resolveSpecifier(sourcePath, imported.get(deciding)!),
        line,
        how: 'calls',
        via: policyCalls,
      };
    }
    const stored = storedResults[guard];
    if (stored) return { guard, file: stored, line, how: 'stored', via: [] };
    return { guard, file: sourcePath, line, how: 'machine', via: [] };
  });
}
