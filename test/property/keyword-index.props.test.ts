// KeywordIndex's two ways of finding keywords agree: texts up to SHORT_TEXT
// searched keyword by keyword (what a hook redacting a few KB uses) report
// exactly the hits, order and lines of the Aho–Corasick automaton built for
// long texts, on random keyword sets and on gitleaks' own keywords, with texts
// made of keyword pieces, case changes, newlines and non-ASCII
// Pos: test/property, fast-check; both paths of the real class, nothing
// replaced
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanEngine } from '../../policies/security/secrets/engine-rules.js';
import {
  KeywordIndex,
  SHORT_TEXT,
} from '../../policies/security/secrets/keyword-index.js';

/**
 * A scan's result as plain arrays (the index reuses its buffers on the next
 * scan).
 */
function hits(index: KeywordIndex, text: string) {
  const s = index.scan(text);
  return {
    hits: Array.from({ length: s.hitCount }, (_, i) => [
      s.hitKeywords[i],
      s.hitLines[i],
    ]),
    lines: Array.from(s.lineStarts.subarray(0, s.lineCount)),
  };
}

/**
 * An index that has built its automaton (a long text forces it) and one that
 * has not.
 */
function both(keywords: string[]) {
  const automaton = new KeywordIndex(keywords);
  automaton.scan('x'.repeat(SHORT_TEXT + 1));
  return { short: new KeywordIndex(keywords), automaton };
}

/**
 * Text from pieces of the keywords (whole, cut, upper-cased) mixed with noise,
 * newlines and non-ASCII characters.
 */
const textOf = (keywords: string[]) =>
  fc
    .array(
      fc.oneof(
        fc.constantFrom(...keywords),
        fc.constantFrom(...keywords).map((k) => k.toUpperCase()),
        fc
          .constantFrom(...keywords)
          .chain((k) =>
            fc.integer({ min: 0, max: k.length }).map((n) => k.slice(0, n)),
          ),
        fc
          .constantFrom(...keywords)
          .chain((k) =>
            fc.integer({ min: 0, max: k.length }).map((n) => k.slice(n)),
          ),
        fc.constantFrom(
          '\n',
          ' ',
          '_',
          '=',
          'é',
          '€',
          'İ',
          '\u{1F600}',
          'K',
          'ey',
        ),
        fc.string({ maxLength: 6 }),
      ),
      { maxLength: 60 },
    )
    .map((parts) => parts.join(''));

describe('KeywordIndex: keyword by keyword equals the automaton', () => {
  it('on random lower-case keyword sets (prefixes and suffixes of each other included)', () => {
    const keyword = fc.stringMatching(/^[a-z0-9_-]{1,6}$/);
    fc.assert(
      fc.property(
        fc
          .uniqueArray(keyword, { minLength: 1, maxLength: 12 })
          .chain((keywords) =>
            fc.tuple(fc.constant(keywords), textOf(keywords)),
          ),
        ([keywords, text]) => {
          const { short, automaton } = both(keywords);
          expect(hits(short, text)).toEqual(hits(automaton, text));
        },
      ),
      { numRuns: 1500 },
    );
  });

  it("on gitleaks' keywords", () => {
    const keywords = [...scanEngine().index.keywords];
    const { short, automaton } = both(keywords);
    fc.assert(
      fc.property(textOf(keywords), (text) => {
        expect(hits(short, text)).toEqual(hits(automaton, text));
      }),
      { numRuns: 800 },
    );
  });

  it('switches to the automaton for a long text and keeps using it', () => {
    const index = new KeywordIndex(['token']);
    const long = `${'a'.repeat(SHORT_TEXT)} token`;
    expect(hits(index, long).hits).toEqual([[0, 0]]);
    expect(hits(index, 'TOKEN\ntoken').hits).toEqual([
      [0, 0],
      [0, 1],
    ]);
  });
});
