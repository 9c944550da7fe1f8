// searchArguments(input, plan) — what the arguments of a tool Wukong has no
// fixed shape for carry: files (absolute, `~/`, `./`, `../`, relative with a
// slash or an extension, anything under a path-named key) with their access,
// URLs (file: URLs become files), shell commands (under
// command/cmd/script/shell/code keys, argv arrays joined), the text written,
// and every string that leaves (for the secret scan); bounded in depth, nodes
// and size, saying so when it stopped
// Pos: policies/security/tool-calls, the one reading of MCP and unknown tools'
// arguments; the hook turns its output into gate subjects, the tool-call policy
// reads its bounds and outgoing strings. Judges nothing
import { urlDestination } from '../fetch/url-destination.js';
import type { Said } from '../../vocabulary/messages/said.js';
import { fragment, saidText } from '../../vocabulary/messages/say.js';

export type Access = 'read' | 'write';

export interface SearchPlan {
  /**
   * The access a file named under `key` gets (from the tool's kind, its name's
   * verbs and the key).
   */
  access(key: string): Access;
  /**
   * When given, only these keys name files (`[]`: none do); otherwise keys and
   * shapes decide. The same for the others.
   */
  pathKeys?: readonly string[];
  urlKeys?: readonly string[];
  commandKeys?: readonly string[];
  contentKeys?: readonly string[];
}

export interface FoundFile {
  path: string;
  access: Access;
  /** Where in tool_input it sits, e.g. `tool_input.files[0].path`. */
  at: string;
}

export interface ArgumentSearch {
  files: FoundFile[];
  urls: Array<{ url: string; at: string }>;
  commands: Array<{ command: string; at: string }>;
  /**
   * Text under content keys (content, text, newText …): what a write puts into
   * its files.
   */
  content: string[];
  /**
   * Strings that leave with the call, for the secret scan; the written content
   * is left out when the call writes files (pre-write scans it).
   */
  outgoing: Array<{ at: string; text: string }>;
  /** Why the search stopped before the end, when it did. */
  truncated?: string;
  /** `truncated` as a catalog fragment, for the user's language. */
  truncatedSaid?: Said;
}

export const LIMITS = {
  depth: 12,
  nodes: 4000,
  chars: 512 * 1024,
  subjects: 64,
  pathLength: 4096,
} as const;

const words = (list: string) => new Set(list.split(' '));
/**
 * Compared after lower-casing and dropping `_` and `-`: `file_path`,
 * `filePath`, `file-path` are one key.
 */
const PATH_KEYS = words(
  'path paths file files filename filenames filepath filepaths dir dirs directory directories folder destination dest target source src from to output out outfile outdir input root cwd workdir workingdirectory location notebookpath oldpath newpath savepath saveto absolutepath relativepath uri',
);
const PATH_KEY_ENDINGS =
  /(?:path|paths|file|files|filename|dir|directory|folder)$/;
const URL_KEYS = words(
  'url urls uri href link links endpoint website baseurl webhookurl',
);
const URL_KEY_ENDINGS = /url$/;
const COMMAND_KEYS = words(
  'command commands cmd cmds cmdline commandline script scripts shell shellcommand bash sh code',
);
const ARGV_KEYS = words('args arguments argv');
const CONTENT_KEYS = words(
  'content contents text data body newstring newtext newsource newcontent sourcecode patch diff replacement value values message',
);

const norm = (key: string) => key.toLowerCase().replace(/[_-]/g, '');
const inList = (list: readonly string[] | undefined, key: string) =>
  list?.some((k) => norm(k) === norm(key)) ?? false;

const isPathKey = (key: string, plan: SearchPlan) =>
  plan.pathKeys
    ? inList(plan.pathKeys, key)
    : PATH_KEYS.has(norm(key)) || PATH_KEY_ENDINGS.test(norm(key));
const isUrlKey = (key: string, plan: SearchPlan) =>
  plan.urlKeys
    ? inList(plan.urlKeys, key)
    : URL_KEYS.has(norm(key)) || URL_KEY_ENDINGS.test(norm(key));
const isCommandKey = (key: string, plan: SearchPlan) =>
  plan.commandKeys
    ? inList(plan.commandKeys, key)
    : COMMAND_KEYS.has(norm(key));
const isContentKey = (key: string, plan: SearchPlan) =>
  plan.contentKeys
    ? inList(plan.contentKeys, key)
    : CONTENT_KEYS.has(norm(key));

const SCHEME_URL = /^[a-z][a-z0-9+.-]*:\/\/\S*$/i;
/**
 * A string that names a file by its shape alone: absolute, home, dot-relative,
 * a drive letter, or a relative name with a slash or an extension.
 */
const PATH_SHAPE =
  /^(?:\/|~(?:\/|$)|\.{1,2}(?:\/|$)|\$\{?HOME\}?(?:\/|$)|[A-Za-z]:[\\/])|^[\w.@+-]+(?:\/[\w.@+ -]+)+\/?$|^[\w@+-][\w.@+-]*\.[A-Za-z][A-Za-z0-9]{0,7}$/;

/** Shell words joined so that bash reads them back as the same argv. */
export function shellJoin(argv: readonly string[]): string {
  return argv
    .map((a) =>
      /^[A-Za-z0-9_/.,:=@%+-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`,
    )
    .join(' ');
}

const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string');

export function searchArguments(
  input: unknown,
  plan: SearchPlan,
): ArgumentSearch {
  const out: ArgumentSearch = {
    files: [],
    urls: [],
    commands: [],
    content: [],
    outgoing: [],
  };
  const contentAt = new Set<string>();
  let nodes = 0;
  let chars = 0;
  const stop = (why: Said) => {
    if (out.truncated !== undefined) return;
    out.truncated = saidText(why, 'en');
    out.truncatedSaid = why;
  };
  const subjects = () =>
    out.files.length + out.urls.length + out.commands.length;
  const addSubject = (push: () => void) => {
    if (subjects() >= LIMITS.subjects)
      stop(fragment('tool.stop.subjects', { limit: LIMITS.subjects }));
    else push();
  };

  const addFile = (path: string, key: string, at: string) => {
    if (path.length > LIMITS.pathLength || /[\n\r\0]/.test(path)) return;
    if (
      !out.files.some((f) => f.path === path && f.access === plan.access(key))
    )
      addSubject(() => out.files.push({ path, access: plan.access(key), at }));
  };
  const addUrl = (url: string, key: string, at: string) => {
    const d = urlDestination(url);
    if (d.kind === 'file' && d.path) return addFile(d.path, key, at);
    if (!out.urls.some((u) => u.url === url))
      addSubject(() => out.urls.push({ url, at }));
  };
  const addCommand = (command: string, at: string) => {
    if (command.trim() && !out.commands.some((c) => c.command === command))
      addSubject(() => out.commands.push({ command, at }));
  };

  const visitString = (
    text: string,
    key: string,
    at: string,
    depth: number,
  ) => {
    chars += text.length;
    if (chars > LIMITS.chars)
      return stop(fragment('tool.stop.chars', { limit: LIMITS.chars }));
    out.outgoing.push({ at, text });
    if (isContentKey(key, plan)) {
      out.content.push(text);
      contentAt.add(at);
    }
    const line = text.trim();
    if (isCommandKey(key, plan)) return addCommand(text, at);
    // Stringified JSON is read as the arguments it holds.
    if (/^[[{][\s\S]*[\]}]$/.test(line) && line.length < 64 * 1024) {
      try {
        return visit(JSON.parse(line), key, `${at}(json)`, depth + 1);
      } catch {
        // not JSON after all: a plain string
      }
    }
    // Under a URL key a host without a scheme counts (`localhost:3000/x`); a
    // bare number or a relative path does not.
    if (
      isUrlKey(key, plan) &&
      /^[^\s/?#]+[.:]|^localhost(?:$|[/:])/i.test(line) &&
      !/\s/.test(line)
    )
      return addUrl(line, key, at);
    if (!plan.urlKeys && SCHEME_URL.test(line)) return addUrl(line, key, at);
    if (
      plan.pathKeys
        ? isPathKey(key, plan)
        : isPathKey(key, plan) || PATH_SHAPE.test(line)
    ) {
      if (line && !/[\n\r]/.test(line) && !SCHEME_URL.test(line))
        addFile(line, key, at);
    }
  };

  function visit(value: unknown, key: string, at: string, depth: number): void {
    if (out.truncated) return;
    if (++nodes > LIMITS.nodes)
      return stop(fragment('tool.stop.nodes', { limit: LIMITS.nodes }));
    if (depth > LIMITS.depth)
      return stop(fragment('tool.stop.depth', { limit: LIMITS.depth }));
    if (typeof value === 'string') return visitString(value, key, at, depth);
    if (Array.isArray(value)) {
      // An argv under a command key runs as one command: ["rm", "-rf", "~"].
      if (isCommandKey(key, plan) && isStringArray(value)) {
        value.forEach((v, i) => visitString(v, '', `${at}[${i}]`, depth + 1));
        return addCommand(shellJoin(value), at);
      }
      value.forEach((v, i) => visit(v, key, `${at}[${i}]`, depth + 1));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const entries = Object.entries(value as Record<string, unknown>);
    // {command: "rm", args: ["-rf", "~"]} runs `rm -rf ~`.
    const command = entries.find(
      ([k, v]) => isCommandKey(k, plan) && typeof v === 'string',
    );
    const argv = entries.find(
      ([k, v]) => ARGV_KEYS.has(norm(k)) && isStringArray(v),
    );
    if (command && argv)
      addCommand(
        shellJoin([command[1] as string, ...(argv[1] as string[])]),
        `${at}.${command[0]}`,
      );
    for (const [k, v] of entries) {
      // A key can itself name a file: {"/etc/hosts": "…"}.
      if (!plan.pathKeys && /^(?:\/|~\/)/.test(k))
        addFile(k, key, `${at}.${k}`);
      if (command && argv && k === command[0])
        visitString(v as string, '', `${at}.${k}`, depth + 1);
      else visit(v, k, `${at}.${k}`, depth + 1);
    }
  }

  visit(input, '', 'tool_input', 0);
  if (out.files.some((f) => f.access === 'write'))
    out.outgoing = out.outgoing.filter((o) => !contentAt.has(o.at));
  return out;
}
