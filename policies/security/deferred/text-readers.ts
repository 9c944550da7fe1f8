// Readers of the text surfaces: shell scripts (hooks, .envrc), git config,
// .env and .npmrc lines, pyproject.toml, setup.py, Makefile, justfile,
// Jenkinsfile and JetBrains run configurations
// Pos: policies/security/deferred; TOML is read by `smol-toml` (TOML 1.0
// complete, no dependencies, small); INI-like files line by line as git and
// npm read them; a Makefile's rules as GNU make splits them (target line, tab
// recipe, continuation lines); the variables and git keys that run programs
// come from the program table (policies/security/programs)
import { parse as parseToml } from 'smol-toml';
import { envSites } from '../programs/env.js';
import { gitConfigSites } from '../programs/git.js';
import type { Reading, Runnable } from './runnable.js';
import { commandLine, isRecord } from './runnable.js';

const word = (value: string) => ({
  value,
  dynamic: false,
  glob: false,
  tilde: false,
});

/** A shell script without comments and blank lines (what changes its runs). */
export function scriptBody(text: string): string {
  return text
    .split('\n')
    .filter((l) => l.trim() && !/^\s*#/.test(l))
    .join('\n');
}

export const readShell = (text: string): Reading => {
  const body = scriptBody(text);
  return {
    runnables: body
      ? [{ key: 'script', run: body, kind: 'command', auto: true }]
      : [],
  };
};

export const readGitConfig = (text: string): Reading => {
  const out: Runnable[] = [];
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.replace(/(^|\s)[#;].*$/, '').trim();
    const head = /^\[\s*([\w.-]+)(?:\s+"([^"]*)")?\s*\]$/.exec(line);
    if (head) {
      section =
        head[2] !== undefined ? `${head[1]}.${head[2]}` : (head[1] ?? '');
      continue;
    }
    const kv = /^([\w-]+)\s*(?:=\s*(.*))?$/.exec(line);
    if (!kv || !section) continue;
    const key = `${section}.${kv[1]}`;
    const value = (kv[2] ?? 'true').replace(/^"(.*)"$/, '$1');
    const sites = gitConfigSites(key, word(value), 'git config', true);
    if (sites.length === 0) continue;
    const bang = value.trimStart().startsWith('!');
    // A key that only weakens (a remote's URL, sslVerify) runs nothing: it is
    // a trust setting, never shell text to parse.
    const weakens = !sites.some((s) => s.kind !== 'finding');
    const why = sites.find((s) => s.kind === 'finding');
    out.push({
      key,
      run: bang ? value.trimStart().slice(1) : value,
      kind: weakens || /hookspath/i.test(key) ? 'trust' : 'command',
      auto: true,
      ...(weakens && why?.kind === 'finding'
        ? { note: why.why, ...(why.whySaid ? { noteSaid: why.whySaid } : {}) }
        : {}),
    });
  }
  return { runnables: out };
};

export const readDotenv = (text: string): Reading => {
  const out: Runnable[] = [];
  for (const raw of text.split('\n')) {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(
      raw,
    );
    if (!m) continue;
    const [, name = '', value = ''] = m;
    const unquoted = value.replace(/^'(.*)'$/, '$1');
    if (/\$\(|`/.test(value) && !/^'.*'$/.test(value.trim()))
      out.push({ key: name, run: raw.trim(), kind: 'command', auto: true });
    else if (
      envSites([{ name, value: word(unquoted.replace(/^"(.*)"$/, '$1')) }])
        .length
    )
      out.push({ key: name, run: raw.trim(), kind: 'trust', auto: true });
  }
  return { runnables: out };
};

/** npm and yarn settings that run a program or load code. */
const NPMRC_KEYS =
  /^(?:script-shell|node-options|shell|onload-script|git|yarnPath|plugins|nodeLinker|injectEnvironmentFiles|packageExtensions|unsafeHttpWhitelist|ignore-scripts)$/;

export const readNpmrc = (text: string): Reading => {
  const out: Runnable[] = [];
  for (const raw of text.split('\n')) {
    const m = /^\s*([\w@/.:-]+)\s*[=:]\s*(.*)$/.exec(raw);
    if (!m || raw.trim().startsWith('#') || raw.trim().startsWith(';'))
      continue;
    const key = m[1] ?? '';
    if (NPMRC_KEYS.test(key))
      out.push({ key, run: (m[2] ?? '').trim(), kind: 'trust', auto: true });
  }
  // .yarnrc.yml plugin lists span lines: any `path:` under plugins.
  for (const m of text.matchAll(/^\s*-\s*path:\s*(.+)$/gm))
    out.push({
      key: 'plugins',
      run: (m[1] ?? '').trim(),
      kind: 'code',
      auto: true,
    });
  return { runnables: out };
};

function tomlRunnables(doc: Record<string, unknown>): Runnable[] {
  const out: Runnable[] = [];
  const build = isRecord(doc['build-system']) ? doc['build-system'] : {};
  for (const key of ['build-backend', 'backend-path', 'requires'])
    if (build[key] !== undefined)
      out.push({
        key: `build-system.${key}`,
        run: JSON.stringify(build[key]),
        kind: 'code',
        auto: true,
      });
  const tool = isRecord(doc['tool']) ? doc['tool'] : {};
  // Build hooks: hatch's, poetry's build script, pdm's, setuptools' cmdclass,
  // scikit-build's commands.
  const walk = (node: unknown, path: string, depth: number) => {
    if (!isRecord(node) || depth > 6) return;
    for (const [k, v] of Object.entries(node)) {
      const key = `${path}.${k}`;
      if (
        /\.(?:hooks|build\.script|build\.custom-hook|cmdclass|script|custom-hook|setup-script|build-command|before-all|before-build|before-test|test-command)$/.test(
          key,
        )
      )
        out.push({ key, run: JSON.stringify(v), kind: 'code', auto: true });
      else walk(v, key, depth + 1);
    }
  };
  walk(tool, 'tool', 0);
  return out;
}

export const readPyproject = (text: string): Reading => {
  try {
    return {
      runnables: tomlRunnables(parseToml(text) as Record<string, unknown>),
    };
  } catch (error) {
    return {
      runnables: [],
      problem: `not valid TOML (${(error as Error).message.split('\n')[0]?.slice(0, 80)})`,
    };
  }
};

/** Python in setup.py that does more than describe the package. */
const SETUP_EFFECTS =
  /\b(?:os\.system|os\.popen|os\.exec\w*|os\.spawn\w*|subprocess|exec\s*\(|eval\s*\(|compile\s*\(|__import__|urllib|urlopen|requests\.|http\.client|socket|base64|codecs\.decode|marshal|pickle|ctypes|cmdclass|shutil\.rmtree|os\.remove|open\s*\([^)]*['"][wa])/;

/**
 * A top-level call that runs a shell command when setup.py is loaded:
 * `os.system("…")`, `os.popen("…")`, `subprocess.run("…" | ["…", …])`.
 */
const SETUP_SHELL =
  /^(?:[\w.]+\s*=\s*)?(?:os\.(?:system|popen)|subprocess\.(?:run|call|check_call|check_output|Popen|getoutput|getstatusoutput))\s*\(\s*(\[[^\]]*\]|'[^'\n]*'|"[^"\n]*")/;

/** The shell text of a literal argument: a string, or a list of strings. */
function pythonCommand(arg: string): string | undefined {
  if (!arg.startsWith('[')) return arg.slice(1, -1);
  const words = [...arg.matchAll(/'([^'\n]*)'|"([^"\n]*)"/g)].map(
    (m) => m[1] ?? m[2] ?? '',
  );
  return words.length
    ? commandLine(words[0] as string, words.slice(1))
    : undefined;
}

/**
 * setup.py: every line that does more than describe the package (imports
 * alone run nothing). A top-level line runs when pip or setup.py loads the
 * file; its shell command, when it is a literal, is a command the command
 * policies judge (so `os.system("curl … | sh")` is denied, not only asked).
 */
export const readSetupPy = (text: string): Reading => ({
  runnables: text.split('\n').flatMap((raw): Runnable[] => {
    const line = raw.trim();
    if (line.startsWith('#') || /^(?:import|from)\s/.test(line)) return [];
    const top = raw === raw.trimStart();
    const shell = top ? SETUP_SHELL.exec(line) : null;
    const command = shell ? pythonCommand(shell[1] as string) : undefined;
    if (command !== undefined)
      return [
        {
          key: 'setup.py',
          run: command,
          kind: 'command',
          auto: true,
          note: 'runs as soon as pip or setup.py loads the file',
        },
      ];
    return SETUP_EFFECTS.test(line)
      ? [{ key: 'setup.py', run: line, kind: 'code', auto: true }]
      : [];
  }),
});

interface Rule {
  targets: string[];
  prereqs: string[];
  recipe: string[];
}

/** A Makefile's rules in order, and its $(shell …) expansions. */
function makeRules(text: string): {
  rules: Rule[];
  shells: string[];
  goal?: string;
} {
  const lines = text.replace(/\\\n/g, ' ').split('\n');
  const rules: Rule[] = [];
  const shells: string[] = [];
  let goal: string | undefined;
  let current: Rule | undefined;
  for (const line of lines) {
    if (line.startsWith('\t')) {
      if (current) current.recipe.push(line.slice(1).replace(/^[@+-]+/, ''));
      continue;
    }
    if (!line.trim() || line.trim().startsWith('#')) continue;
    for (const m of line.matchAll(/\$\((?:shell)\s+([^)]*)\)|!=\s*(.+)$/g))
      shells.push((m[1] ?? m[2] ?? '').trim());
    const g = /^\s*\.DEFAULT_GOAL\s*:?=\s*(\S+)/.exec(line);
    if (g) goal = g[1];
    const rule =
      /^([^:=#\t][^:=#]*?)\s*::?(?!=)\s*([^=;#]*?)(?:;\s*(.*))?$/.exec(line);
    if (
      rule &&
      !/^\s*(?:export|override|define|ifeq|ifneq|ifdef|ifndef|include|-include)\b/.test(
        line,
      )
    ) {
      current = {
        targets: (rule[1] ?? '').trim().split(/\s+/),
        prereqs: (rule[2] ?? '').trim().split(/\s+/).filter(Boolean),
        recipe: rule[3] ? [rule[3]] : [],
      };
      rules.push(current);
    } else current = undefined;
  }
  return { rules, shells, ...(goal ? { goal } : {}) };
}

export const readMakefile = (text: string): Reading => {
  const { rules, shells, goal } = makeRules(text);
  const first = rules.find((r) =>
    r.targets.some((t) => !t.startsWith('.') && !t.includes('%')),
  );
  const defaultGoal = goal ?? first?.targets[0];
  // The default goal and what it depends on, transitively.
  const auto = new Set<string>();
  const queue = defaultGoal ? [defaultGoal] : [];
  while (queue.length) {
    const t = queue.shift() as string;
    if (auto.has(t)) continue;
    auto.add(t);
    for (const r of rules) if (r.targets.includes(t)) queue.push(...r.prereqs);
  }
  const out: Runnable[] = shells.map((s) => ({
    key: '$(shell)',
    run: s,
    kind: 'command',
    auto: true,
  }));
  for (const r of rules)
    r.recipe.forEach((line) => {
      if (line.trim())
        out.push({
          key: r.targets.join(' '),
          run: line.replace(/\$\$/g, '$'),
          kind: 'command',
          auto: r.targets.some((t) => auto.has(t)),
        });
    });
  return { runnables: out };
};

export const readJustfile = (text: string): Reading => {
  const out: Runnable[] = [];
  let recipe: string | undefined;
  let first: string | undefined;
  let explicitDefault: string | undefined;
  let attributeDefault = false;
  const entries: Array<{ recipe: string; line: string }> = [];
  for (const line of text.split('\n')) {
    if (/^\s*#/.test(line) || !line.trim()) continue;
    if (/^[ \t]+/.test(line) && recipe) {
      entries.push({ recipe, line: line.trim().replace(/^[@-]+/, '') });
      continue;
    }
    if (/^\[.*\bdefault\b.*\]/.test(line)) {
      attributeDefault = true;
      continue;
    }
    const assign = /^(?:export\s+)?[\w-]+\s*:=\s*(.*)$/.exec(line);
    if (assign) {
      for (const m of (assign[1] ?? '').matchAll(/`([^`]*)`/g))
        out.push({
          key: 'assignment',
          run: m[1] ?? '',
          kind: 'command',
          auto: true,
        });
      recipe = undefined;
      continue;
    }
    const r = /^@?([\w-]+)[^:]*:(?!=)\s*(.*)$/.exec(line);
    if (r && !line.startsWith('set ') && !line.startsWith('alias ')) {
      recipe = r[1] ?? '';
      first ??= recipe;
      if (attributeDefault) explicitDefault = recipe;
      attributeDefault = false;
      const deps = (r[2] ?? '').split(/\s+/).filter((d) => /^[\w-]+$/.test(d));
      if (recipe === 'default' && deps[0]) explicitDefault ??= deps[0];
    } else recipe = undefined;
  }
  const defaults = new Set(
    [first, explicitDefault].filter(Boolean) as string[],
  );
  for (const e of entries)
    out.push({
      key: e.recipe,
      run: e.line,
      kind: 'command',
      auto: defaults.has(e.recipe),
    });
  return { runnables: out };
};

export const readJenkinsfile = (text: string): Reading => ({
  runnables: [
    ...text.matchAll(
      /\b(?:sh|bat|powershell|pwsh)\s*\(?\s*(?:script\s*:\s*)?('''[\s\S]*?'''|"""[\s\S]*?"""|'[^'\n]*'|"[^"\n]*")/g,
    ),
  ].map((m) => ({
    key: 'steps',
    run: (m[1] ?? '').replace(/^('''|"""|'|")([\s\S]*)\1$/, '$2'),
    kind: 'command' as const,
    auto: true,
  })),
});

const XML_DECODE: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
  '&#10;': '\n',
};

/**
 * JetBrains run configurations: each option naming a script, program or its
 * parameters (attributes read as XML escapes them).
 */
export const readIdea = (text: string): Reading => {
  const out: Runnable[] = [];
  for (const m of text.matchAll(
    /<option\s+name="([A-Z_]*(?:SCRIPT|COMMAND|PROGRAM|INTERPRETER|PARAMETERS|EXE|PATH)[A-Z_]*)"\s+value="([^"]*)"/g,
  )) {
    const value = (m[2] ?? '').replace(
      /&(?:amp|lt|gt|quot|apos|#10);/g,
      (e) => (Object.hasOwn(XML_DECODE, e) ? XML_DECODE[e] : undefined) ?? e,
    );
    if (!value.trim()) continue;
    const name = m[1] ?? '';
    out.push({
      key: name,
      run: value,
      kind: /SCRIPT_TEXT|COMMAND/.test(name) ? 'command' : 'trust',
      // Started under a familiar name (Run, Build): nobody reads the script.
      auto: true,
    });
  }
  return { runnables: out };
};
