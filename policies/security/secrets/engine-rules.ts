// EngineRule (a compiled gitleaks rule or a seed marker, with how far from a
// keyword it may look), ScanEngine, scanEngine() — built once, on first use
// Pos: policies/security/secrets, turns rule data into what the scanner runs;
// finds nothing itself
import type { Severity } from '../../vocabulary/severity.js';
import { findCredentialAssignments } from './credential-assignment.js';
import { findPrivateKeyBlocks } from './private-key.js';
import { compileAllowlist, compileRegex } from './allowlist.js';
import type { CompiledAllowlist } from './allowlist.js';
import {
  gitleaksGlobalAllowlist,
  gitleaksRules,
} from './gitleaks-rules.generated.js';
import { KeywordIndex } from './keyword-index.js';
import type { GitleaksRuleData } from './rule-data.js';

/** Lines around a keyword a rule looks at when its match need not contain the keyword, or may span any number of
 *  lines (private keys, Kubernetes secrets). gitleaks looks at the whole ~100
 *  KB chunk; 200 lines holds an 8192-bit
 *  PEM key and keeps the work near the keywords on large inputs. */
export const WIDE_RADIUS = 200;

interface BaseRule {
  id: string;
  severity: Severity;
  keywords: readonly string[];
  /**
   * Lines before and after a keyword hit a match can reach; Infinity: the rule
   * has no keyword and reads everything.
   */
  radius: number;
}

export interface GitleaksEngineRule extends BaseRule {
  kind: 'gitleaks';
  data: GitleaksRuleData;
  /** Global flag and match indices on; null for a path-only rule. */
  regex: RegExp | null;
  path: RegExp | null;
  allowlists: readonly CompiledAllowlist[];
  /**
   * gitleaks drops a generic finding where a specific rule found the same
   * secret.
   */
  generic: boolean;
}

export interface SeedEngineRule extends BaseRule {
  kind: 'seed';
  /** Secret extents inside a region (offsets relative to it). */
  find(region: string): { start: number; end: number }[];
}

export type EngineRule = GitleaksEngineRule | SeedEngineRule;

export interface ScanEngine {
  /** Rule r, made on its first use (what a scan reads). */
  rule(r: number): EngineRule;
  /** Every rule, each made by rule(r) (for tests that read them all). */
  rules: readonly EngineRule[];
  index: KeywordIndex;
  /** For each keyword of the index, the rules it wakes. */
  rulesByKeyword: readonly Int32Array[];
  /** Rules without keywords: they always run, over the whole text. */
  alwaysOn: readonly number[];
  /**
   * Whether every always-on rule is path-only, so text without a keyword hit
   * and without a path has nothing to find.
   */
  alwaysOnNeedsPath: boolean;
  globalAllowlists: readonly CompiledAllowlist[];
}

/**
 * A heuristic finds credential-shaped text (someone should look); every other
 * rule knows a credential's format.
 */
const HEURISTIC = new Set(['generic-api-key', 'seed-credential-assignment']);
const severityOf = (id: string): Severity =>
  HEURISTIC.has(id) ? 'soft-deny' : 'hard-deny';

/**
 * A gitleaks rule whose regexes and allowlists are compiled when the scanner
 * first reads them: a scan runs only the rules a keyword woke, and compiling
 * all ~220 up front cost a hook's first redaction a few milliseconds.
 */
function gitleaksRule(data: GitleaksRuleData): GitleaksEngineRule {
  const local = data.keywordInMatch && data.maxNewlines >= 0;
  let regex: RegExp | null | undefined;
  let path: RegExp | null | undefined;
  let allowlists: readonly CompiledAllowlist[] | undefined;
  return {
    kind: 'gitleaks',
    id: data.id,
    severity: severityOf(data.id),
    keywords: data.keywords,
    radius:
      data.keywords.length === 0
        ? Number.POSITIVE_INFINITY
        : local
          ? data.maxNewlines
          : WIDE_RADIUS,
    data,
    get regex() {
      return regex === undefined
        ? (regex = data.regex
            ? new RegExp(data.regex[0], `${data.regex[1]}gd`)
            : null)
        : regex;
    },
    get path() {
      return path === undefined
        ? (path = data.path ? compileRegex(data.path) : null)
        : path;
    },
    get allowlists() {
      return (allowlists ??= data.allowlists.map(compileAllowlist));
    },
    generic: data.id.includes('generic'),
  };
}

/** Seed 000 §3 隐私保护: `-----BEGIN … PRIVATE KEY-----` blocks and `API_KEY=` / `token=` / `secret=` / `password=` /
 *  `passwd=` with a literal value — the same finders the private-key and
 *  credential-assignment security rules use. */
const seedRules: readonly SeedEngineRule[] = [
  {
    kind: 'seed',
    id: 'seed-private-key',
    severity: severityOf('seed-private-key'),
    keywords: ['-----begin', 'putty-user-key-file-'],
    radius: WIDE_RADIUS,
    find: (region) => findPrivateKeyBlocks(region),
  },
  {
    kind: 'seed',
    id: 'seed-credential-assignment',
    severity: severityOf('seed-credential-assignment'),
    keywords: ['key', 'secret', 'token', 'passwd', 'password', 'pwd'],
    // `password:` then the value on the next line (YAML) is the furthest a
    // match reaches in practice.
    radius: 2,
    find: (region) => findCredentialAssignments(region),
  },
];

function build(): ScanEngine {
  // The keywords come from the rule data; the rules themselves are made when a
  // keyword first wakes one (most texts a hook redacts wake none).
  const ruleKeywords: (readonly string[])[] = [
    ...gitleaksRules.map((data) => data.keywords),
    ...seedRules.map((rule) => rule.keywords),
  ];
  // Rule r is made when a keyword first wakes it: a hook's record that holds
  // `authorized` wakes generic-api-key alone, and making all ~220 rule objects
  // for it cost each cold hook ~250 KB of heap.
  const made: (EngineRule | undefined)[] = [];
  const rule = (r: number): EngineRule =>
    (made[r] ??=
      r < gitleaksRules.length
        ? gitleaksRule(gitleaksRules[r] as GitleaksRuleData)
        : (seedRules[r - gitleaksRules.length] as SeedEngineRule));
  const keywords: string[] = [];
  const position = new Map<string, number>();
  const wakes: number[][] = [];
  const alwaysOn: number[] = [];
  ruleKeywords.forEach((ruleWords, r) => {
    if (ruleWords.length === 0) alwaysOn.push(r);
    for (const keyword of ruleWords) {
      let k = position.get(keyword);
      if (k === undefined) {
        k = keywords.length;
        position.set(keyword, k);
        keywords.push(keyword);
        wakes.push([]);
      }
      (wakes[k] as number[]).push(r);
    }
  });
  let globalAllowlists: readonly CompiledAllowlist[] | undefined;
  return {
    rule,
    get rules() {
      return Array.from(ruleKeywords, (_, r) => rule(r));
    },
    index: new KeywordIndex(keywords),
    rulesByKeyword: wakes.map((w) => Int32Array.from(new Set(w))),
    alwaysOn,
    alwaysOnNeedsPath: alwaysOn.every(
      (r) => r < gitleaksRules.length && gitleaksRules[r]?.regex === null,
    ),
    // Compiled when a finding or a path is first checked against it (~0.8 ms
    // of regexes a text without a keyword never needs).
    get globalAllowlists() {
      return (globalAllowlists ??= [compileAllowlist(gitleaksGlobalAllowlist)]);
    },
  };
}

let built: ScanEngine | undefined;

/**
 * Compiled on first use: importing the module costs nothing until something is
 * scanned.
 */
export function scanEngine(): ScanEngine {
  built ??= build();
  return built;
}
