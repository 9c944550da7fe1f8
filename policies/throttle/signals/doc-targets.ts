// extractTargetPaths (the files a prompt names), DocTargetFacts (what the
// runtime read of them on disk), docDeficits (§7.2's 最小自解释结构 checks on those
// facts), docTemplates (the header and README to propose, never to write)
// Pos: policies/throttle, the pure half of the Doc Drift Sentinel; reading the
// files is src/throttle/doc-facts, the rule is rules/r101
/** What the runtime read on disk for one file the prompt names. */
export interface DocTargetFacts {
  /** Workspace-relative path, `/`-separated. */
  path: string;
  /**
   * Its first lines (up to 15), or null when it is not a readable regular file.
   */
  fileHead: string[] | null;
  /** Workspace-relative path of the folder's README.md. */
  readmePath: string;
  /**
   * The README's first lines (up to 3), or null when the folder has no
   * README.md.
   */
  readmeHead: string[] | null;
}

export const FILE_HEAD_LINES = 15;
export const README_HEAD_LINES = 3;

// A path-like token: optional @ (Claude Code's file mention), folders, a name
// with an extension, an optional :line[:col]. Not inside a URL or another word
// (the lookbehind), not followed by more path.
const PATH =
  /(?<![\w./@:-])@?((?:\.{1,2}\/)?(?:[\w.-]+\/)*[\w.-]*\w\.[A-Za-z][A-Za-z0-9]{0,7})(?::\d+(?::\d+)?)?(?![\w/-])/g;

/**
 * The file paths a prompt names, first mention first, at most `limit` of them.
 */
export function extractTargetPaths(prompt: string, limit = 10): string[] {
  const seen = new Set<string>();
  for (const m of prompt.matchAll(PATH)) {
    const path = (m[1] as string).replace(/^\.\//, '');
    if (/^\.+$/.test(path)) continue;
    seen.add(path);
    if (seen.size >= limit) break;
  }
  return [...seen];
}

const COMMENT: Record<string, string> = {
  ts: '//',
  tsx: '//',
  js: '//',
  jsx: '//',
  mjs: '//',
  cjs: '//',
  go: '//',
  rs: '//',
  java: '//',
  kt: '//',
  swift: '//',
  c: '//',
  h: '//',
  cc: '//',
  cpp: '//',
  hpp: '//',
  cs: '//',
  scala: '//',
  dart: '//',
  php: '//',
  py: '#',
  rb: '#',
  sh: '#',
  bash: '#',
  zsh: '#',
  pl: '#',
  r: '#',
  ex: '#',
  exs: '#',
  lua: '--',
  sql: '--',
  hs: '--',
};

const extension = (path: string) =>
  /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase() ?? '';

/**
 * A source file can carry a comment header; data and prose files (json, md, png
 * …) are never judged.
 */
export const isSourcePath = (path: string): boolean =>
  extension(path) in COMMENT;

// Input: / Output: / Pos: and the equivalents §7.2 allows (或等价标记): Chinese
// labels, plural forms, Position.
const MARKER =
  /(?:^|[^\p{L}])(?:input|inputs|output|outputs|pos|position|输入|输出|定位|地位)\s*[:：]/iu;

/**
 * True when the first lines carry at least one positioning marker; a partial
 * header is not reported (宁漏报).
 */
export const hasPositionHeader = (head: readonly string[]): boolean =>
  head.slice(0, FILE_HEAD_LINES).some((line) => MARKER.test(line));

/**
 * "前 3 行非空": the minimal description must be there, in the first three lines. A
 * README whose title is followed by a blank line still describes its folder, so
 * one non-blank line among the first three is enough (宁漏报).
 */
export const readmeDescribes = (head: readonly string[] | null): boolean =>
  head !== null &&
  head.slice(0, README_HEAD_LINES).some((l) => l.trim() !== '');

export interface DocDeficit {
  path: string;
  headerMissing: boolean;
  readmeMissing: boolean;
  readmeAbsent: boolean;
  readmePath: string;
}

/**
 * The named source files that exist and lack a header, or whose folder lacks
 * its description.
 */
export function docDeficits(facts: readonly DocTargetFacts[]): DocDeficit[] {
  return facts
    .filter((f) => f.fileHead !== null && isSourcePath(f.path))
    .map((f) => ({
      path: f.path,
      headerMissing: !hasPositionHeader(f.fileHead ?? []),
      readmeMissing: !readmeDescribes(f.readmeHead),
      readmeAbsent: f.readmeHead === null,
      readmePath: f.readmePath,
    }))
    .filter((d) => d.headerMissing || d.readmeMissing);
}

export interface DocTemplate {
  path: string;
  kind: 'file-header' | 'folder-readme';
  text: string;
}

/**
 * §7.2 generate_templates: text to paste, proposed only (non-blocking: nothing
 * is written for the user).
 */
export function docTemplates(deficit: DocDeficit): DocTemplate[] {
  const out: DocTemplate[] = [];
  if (deficit.headerMissing) {
    const c = COMMENT[extension(deficit.path)] ?? '//';
    out.push({
      path: deficit.path,
      kind: 'file-header',
      text: `${c} Input: <what it depends on: libraries, modules; cite their Pos>\n${c} Output: <what it exports or does>\n${c} Pos: <its place in the folder, and what it is not>\n`,
    });
  }
  if (deficit.readmeMissing) {
    const name = deficit.path.split('/').pop() ?? deficit.path;
    out.push({
      path: deficit.readmePath,
      kind: 'folder-readme',
      text: `<one line: this folder's role and boundary>. (Update me when a file here changes.)\n\n| file | role |\n|---|---|\n| ${name} | <its role> |\n`,
    });
  }
  return out;
}
