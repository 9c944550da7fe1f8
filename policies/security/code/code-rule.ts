// CodeRule, CodeHit, sourceLanguage, isTestSource, linesMatching, firstPerLine
// — the shape of a code-safety rule and its helpers
// Pos: policies/security/code, the contract between the code rules and their
// policy; holds no rule itself
export type SourceLanguage =
  'python' | 'javascript' | 'go' | 'java' | 'ruby' | 'php' | 'other';

export interface CodeHit {
  /** 1-based line of the offending code. */
  line: number;
  /**
   * What was found, in a few words (never the whole line: it may hold data).
   */
  what: string;
}

export interface CodeRule {
  id: string;
  /**
   * Seed 000's level: HIGH blocks until confirmed (soft-deny), MEDIUM is a
   * warning.
   */
  level: 'HIGH' | 'MEDIUM';
  /** Seed wording for the message. */
  seed: string;
  fix: string;
  check(text: string, language: SourceLanguage): CodeHit[];
}

const EXTENSIONS: Record<string, SourceLanguage> = {
  py: 'python',
  pyw: 'python',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  ts: 'javascript',
  tsx: 'javascript',
  mts: 'javascript',
  cts: 'javascript',
  vue: 'javascript',
  svelte: 'javascript',
  go: 'go',
  java: 'java',
  kt: 'java',
  scala: 'java',
  cs: 'java',
  rb: 'ruby',
  php: 'php',
};

export function sourceLanguage(path: string | undefined): SourceLanguage {
  const ext = path?.split('.').pop()?.toLowerCase() ?? '';
  return (
    (Object.hasOwn(EXTENSIONS, ext) ? EXTENSIONS[ext] : undefined) ?? 'other'
  );
}

export function isTestSource(path: string | undefined): boolean {
  if (!path) return false;
  return /(?:^|\/)(?:tests?|__tests__|spec|specs|e2e|fixtures)\/|\.(?:test|spec)\.[a-z0-9]+$|(?:^|\/)test_[^/]+\.py$|_test\.(?:go|py)$/i.test(
    path.replace(/\\/g, '/'),
  );
}

/** Lines matching `pattern`, each reported once. */
export function linesMatching(
  text: string,
  pattern: RegExp,
  what: string | ((m: RegExpExecArray) => string),
): CodeHit[] {
  const hits: CodeHit[] = [];
  text.split('\n').forEach((line, i) => {
    const m = pattern.exec(line);
    if (m)
      hits.push({
        line: i + 1,
        what: typeof what === 'string' ? what : what(m),
      });
  });
  return hits;
}

/**
 * One hit per line, the first rule's wording kept (rules are listed most
 * specific first).
 */
export function firstPerLine(hits: readonly CodeHit[]): CodeHit[] {
  const byLine = new Map<number, CodeHit>();
  for (const hit of hits) if (!byLine.has(hit.line)) byLine.set(hit.line, hit);
  return [...byLine.values()].sort((a, b) => a.line - b.line);
}
