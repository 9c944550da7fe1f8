// GitleaksRuleData, AllowlistData, RegexData — the shape of gitleaks' rules
// once translated to JS (the generated module's type)
// Pos: policies/security/secrets, the contract between scripts/gitleaks (which
// writes the data) and the scanner (which runs it); holds no rule

/** A JS RegExp as data: `[source, flags]`. */
export type RegexData = readonly [source: string, flags: string];

/** One gitleaks `[[rules.allowlists]]` (or the global `[allowlist]`). */
export interface AllowlistData {
  /**
   * OR: any regex or stopword allows; AND: every kind of check present must
   * allow (paths included).
   */
  condition: 'OR' | 'AND';
  /**
   * What the regexes look at: the secret (default), the whole match, or the
   * line.
   */
  regexTarget: 'secret' | 'match' | 'line';
  regexes: readonly RegexData[];
  paths: readonly RegexData[];
  /** Lower-cased; a secret containing one is allowed. */
  stopwords: readonly string[];
}

export interface GitleaksRuleData {
  id: string;
  /**
   * The rule's pattern in JS (lazy `[\w.-]{0,50}?` prefix removed); null for a
   * path-only rule.
   */
  regex: RegexData | null;
  /** Lower-cased; the rule runs only where one occurs. Empty: always runs. */
  keywords: readonly string[];
  /** Shannon entropy the secret must exceed; 0 for none. */
  entropy: number;
  /**
   * Capture group holding the secret; 0: the first non-empty group, or the
   * whole match when there is none.
   */
  secretGroup: number;
  /** The rule applies only to files whose path matches. */
  path: RegexData | null;
  allowlists: readonly AllowlistData[];
  /**
   * Word characters (`[\w.-]`) the removed prefix could have taken before the
   * match: gitleaks' match starts up to this far back.
   */
  prefix: number;
  /**
   * Every match contains one of the keywords, so only text near a keyword needs
   * the regex.
   */
  keywordInMatch: boolean;
  /** Most newlines one match can hold; -1 when unbounded. */
  maxNewlines: number;
}
