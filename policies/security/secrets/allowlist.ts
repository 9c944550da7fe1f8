// CompiledAllowlist, compileAllowlist, StopwordSet, pathAllowed (whole file
// skipped), findingAllowed (one finding dropped) — gitleaks' allowlist
// semantics
// Pos: policies/security/secrets, the false-positive filters (regexes on
// secret, match or line; stopwords; paths; AND/OR); decides nothing else
import type { AllowlistData, RegexData } from './rule-data.js';

/** Stopwords indexed by their first three characters: a secret is at most a few hundred characters, so looking up each
 *  of its 3-grams beats both ~1,450 includes() per candidate (which dominated
 *  scans) and a 4 MB automaton built at start-up. */
export class StopwordSet {
  private readonly byPrefix = new Map<string, string[]>();
  private readonly short: string[] = [];

  constructor(words: readonly string[]) {
    for (const word of words) {
      if (word.length < 3) this.short.push(word);
      else {
        const prefix = word.slice(0, 3);
        const list = this.byPrefix.get(prefix);
        if (list) list.push(word);
        else this.byPrefix.set(prefix, [word]);
      }
    }
  }

  /**
   * Whether the secret, lower-cased, contains a stopword (gitleaks:
   * strings.Contains on strings.ToLower).
   */
  containsAny(secret: string): boolean {
    const s = secret.toLowerCase();
    for (let i = 0; i + 3 <= s.length; i++) {
      const list = this.byPrefix.get(s.slice(i, i + 3));
      if (list) for (const word of list) if (s.startsWith(word, i)) return true;
    }
    return this.short.some((word) => s.includes(word));
  }
}

export interface CompiledAllowlist {
  condition: 'OR' | 'AND';
  regexTarget: 'secret' | 'match' | 'line';
  regexes: readonly RegExp[];
  paths: readonly RegExp[];
  stopwords: StopwordSet | null;
}

export const compileRegex = ([source, flags]: RegexData): RegExp =>
  new RegExp(source, flags);

export function compileAllowlist(data: AllowlistData): CompiledAllowlist {
  return {
    condition: data.condition,
    regexTarget: data.regexTarget,
    regexes: data.regexes.map(compileRegex),
    paths: data.paths.map(compileRegex),
    stopwords:
      data.stopwords.length > 0 ? new StopwordSet(data.stopwords) : null,
  };
}

/**
 * gitleaks counts a regex as matching only when it matches something non-empty.
 */
function anyMatch(target: string, regexes: readonly RegExp[]): boolean {
  if (target === '') return false;
  for (const re of regexes) {
    const m = re.exec(target);
    if (m !== null && m[0] !== '') return true;
  }
  return false;
}

const anyPath = (path: string | undefined, list: CompiledAllowlist) =>
  path !== undefined && path !== '' && anyMatch(path, list.paths);

/**
 * Before scanning: an allowlist made of paths alone (or OR-ed with nothing
 * checked later) skips the whole file.
 */
export function pathAllowed(
  path: string | undefined,
  lists: readonly CompiledAllowlist[],
): boolean {
  if (path === undefined || path === '') return false;
  return lists.some((list) => {
    if (list.paths.length === 0) return false;
    if (list.condition === 'AND')
      return (
        list.regexes.length === 0 &&
        list.stopwords === null &&
        anyPath(path, list)
      );
    return anyPath(path, list);
  });
}

export interface FindingView {
  secret: string;
  match: string;
  line: string;
  path: string | undefined;
}

export function findingAllowed(
  finding: FindingView,
  lists: readonly CompiledAllowlist[],
): boolean {
  return lists.some((list) => {
    const target =
      list.regexTarget === 'match'
        ? finding.match
        : list.regexTarget === 'line'
          ? finding.line
          : finding.secret;
    const regexAllowed = anyMatch(target, list.regexes);
    const stopword =
      list.stopwords !== null && list.stopwords.containsAny(finding.secret);
    if (list.condition === 'AND') {
      const checks: boolean[] = [];
      if (list.paths.length > 0) checks.push(anyPath(finding.path, list));
      if (list.regexes.length > 0) checks.push(regexAllowed);
      if (list.stopwords !== null) checks.push(stopword);
      return checks.length > 0 && checks.every(Boolean);
    }
    return regexAllowed || stopword;
  });
}
