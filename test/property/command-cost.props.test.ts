// Properties of the command readers' cost: reading and profiling a command
// takes steps linear in its length (k copies of a command cost k times one
// copy, give or take the joins), and a command over the parse limit is judged
// without reading
// Pos: test/property, operation counts through the readers' meters, never time
// (timed unit tests lie on a busy machine)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileCommand } from '../../policies/evidence/command-kind.js';
import type { Meter } from '../../policies/evidence/command-line.js';
import { readCommandLine } from '../../policies/evidence/command-line.js';
import { MAX_SOURCE_LENGTH } from '../../policies/security/commands/extract.js';
import { unparsedSubject } from '../../policies/security/commands/rules/unparsed.js';
import { shortHash } from '../../policies/harness/loop/signature.js';

const pieces = [
  'npm test -- rate-limit',
  'echo ok',
  'true',
  'tail -20',
  'pytest -k "a and b"',
  "grep 'x y' f",
  'cd web',
  'set -o pipefail',
  'A=1 B=2 make check',
  'echo $(date) `id`',
  'cat <<EOF\nnpm test\nEOF',
  '(cd x && go test ./...)',
  '{ cargo test; }',
  'printf "%s\\n" "$HOME"',
  'echo a\\ b # note',
  '! npx vitest run',
];
const operators = [' && ', ' || ', '; ', ' | ', '\n', ' & ', ' |& '];
const command = fc
  .array(
    fc.tuple(
      fc.constantFrom(...pieces),
      fc.constantFrom(...operators),
      fc.string({
        maxLength: 12,
        unit: fc.constantFrom(
          'a',
          'b',
          '-',
          '=',
          ' ',
          '"',
          "'",
          '\\',
          '$',
          '(',
          ')',
          '|',
          '&',
          ';',
          '<',
          '>',
        ),
      }),
    ),
    { minLength: 1, maxLength: 12 },
  )
  .map((parts) =>
    parts.map(([piece, op, noise]) => `${piece} ${noise}${op}`).join(''),
  );

const steps = (run: (meter: Meter) => void) => {
  const meter = { steps: 0 };
  run(meter);
  return meter.steps;
};

describe('command reading stays linear', () => {
  it('k copies of a command take at most k times (the steps of one plus its length): no k² term', () => {
    fc.assert(
      fc.property(command, fc.integer({ min: 2, max: 16 }), (one, k) => {
        // A quote left open in one copy closes in the next and changes how it
        // splits; that costs at most its length again.
        const unit = `${one}\n`;
        const many = unit.repeat(k);
        const read = (text: string) => steps((m) => readCommandLine(text, m));
        const profile = (text: string) =>
          steps((m) => profileCommand(text, undefined, m));
        expect(read(many)).toBeLessThanOrEqual(k * (read(unit) + unit.length));
        expect(profile(many)).toBeLessThanOrEqual(
          k * (profile(unit) + 2 * unit.length),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('the steps are bounded by a small multiple of the length, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), command, (noise, cmd) => {
        const text = `${cmd}${noise}`;
        expect(
          steps((m) => profileCommand(text, undefined, m)),
        ).toBeLessThanOrEqual(4 * text.length + 4);
      }),
      { numRuns: 500 },
    );
  });

  it('2,000 segments cost twice 1,000 (the old reader compared each segment with all earlier ones)', () => {
    const of = (n: number) =>
      Array.from({ length: n }, (_, i) => `npm test -- f${i}`).join(' && ');
    const [a, b] = [of(1_000), of(2_000)].map((c) =>
      steps((m) => profileCommand(c, undefined, m)),
    );
    expect((b as number) / (a as number)).toBeLessThan(2.1);
  });

  it('a command over the parse limit is judged at once, without reading a character', () => {
    const huge = 'npm test && '.repeat(Math.ceil((MAX_SOURCE_LENGTH + 1) / 12));
    expect(steps((m) => profileCommand(huge, undefined, m))).toBe(0);
    expect(profileCommand(huge)).toMatchObject({
      kind: 'run',
      masked: expect.stringMatching(/longer than 65536 characters/),
    });
  });
});

describe('the subject of an unparsed command', () => {
  it('reads only a prefix, and equals collapsing the whole command', () => {
    const blanks = fc.string({
      unit: fc.constantFrom(' ', '\t', '\n', '\u00a0', 'a', 'b', '-'),
      maxLength: 3000,
    });
    fc.assert(
      fc.property(
        blanks,
        fc.integer({ min: 0, max: 5000 }),
        blanks,
        (a, pad, b) => {
          const text = `${a}${' '.repeat(pad)}${b}`;
          expect(unparsedSubject(text)).toBe(
            text.trim().replace(/\s+/g, ' ').slice(0, 400),
          );
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('the loop signature hash of a command', () => {
  /**
   * FNV-1a 64 as first written, in BigInt: the two-halves version must give the
   * same digits.
   */
  const reference = (text: string) => {
    let h = 0xcbf29ce484222325n;
    for (let i = 0; i < text.length; i++) {
      h ^= BigInt(text.charCodeAt(i));
      h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
    }
    return h.toString(16).padStart(16, '0');
  };

  it('is FNV-1a 64 over UTF-16 units, digit for digit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        expect(shortHash(text)).toBe(reference(text));
      }),
      { numRuns: 500 },
    );
    expect(shortHash('')).toBe('cbf29ce484222325');
    expect(shortHash('a')).toBe('af63dc4c8601ec8c');
  });
});
