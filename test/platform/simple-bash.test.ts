// parseSimpleBash against tree-sitter-bash itself: a differential property over
// generated commands at the subset's edges and random strings, generated
// scripts of many lines (comments, blank lines, indentation, lines that end
// inside a statement), every command line of the corpora, every script the
// deferred fixtures plant, and the fall-back cases one by one
// Pos: test/platform, the proof that the subset parser is exact (the real wasm
// parser is the oracle)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeShell } from '../../policies/security/commands/extract.js';
import { deferredFindings } from '../../policies/security/deferred/deferred-findings.js';
import { parseSimpleBash } from '../../src/platform/shell/simple-bash.js';
import {
  corpusCommandLines,
  firstDifference,
  loadTreeSitter,
  treeSitterTree,
} from './bash-trees.js';

beforeAll(loadTreeSitter);

/** Undefined when the subset declines or agrees with tree-sitter exactly. */
function disagreement(source: string): string | undefined {
  const simple = parseSimpleBash(source);
  if (!simple) return undefined;
  const d = firstDifference(simple, treeSitterTree(source));
  return d && `${JSON.stringify(source)}: ${d}`;
}

const chars = (alphabet: string, max = 6) =>
  fc
    .array(fc.constantFrom(...alphabet), { minLength: 1, maxLength: max })
    .map((a) => a.join(''));

const PLAIN = 'aZz_09./:@%+,=-';

/** Redirections in and just outside the subset. */
const redirection = fc
  .tuple(
    fc.constantFrom('', '', '0', '1', '2', '9', '10'),
    fc.constantFrom('>', '>>', '>&', '<', '&>', '>|', '<&', '<<', '<<<', '>&-'),
    fc.constantFrom('', '', ' ', '  '),
    fc.constantFrom(
      '1',
      '2',
      '/dev/null',
      'out.txt',
      'x',
      '-',
      '"q"',
      '12',
      '$X',
    ),
  )
  .map((parts) => parts.join(''));
const EDGE = '#~*?[]{}!()<>$`\\\'"&;|\t\n^';

/** Words at and just past the subset's edges. */
const piece = fc.oneof(
  { weight: 6, arbitrary: chars(PLAIN) },
  { weight: 2, arbitrary: chars(PLAIN + EDGE, 4) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'if',
      'then',
      'else',
      'elif',
      'fi',
      'case',
      'esac',
      'for',
      'select',
      'while',
      'until',
      'do',
      'done',
      'in',
      'function',
      'time',
      'coproc',
      'declare',
      'typeset',
      'export',
      'readonly',
      'local',
      'unset',
      'unsetenv',
      'test',
      '[',
      '[[',
      ']]',
      ']',
      '{',
      '}',
      '!',
      'echo',
      'git',
      'npm',
      'cd',
      'true',
      '.',
      '..',
      ':',
      '-',
      '--',
      '-f',
      '-eq',
      '-n',
      '-z',
      '=',
      '==',
      '=~',
      '!=',
    ),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '0',
      '1',
      '-1',
      '007',
      '-0',
      '0x1F',
      '0x10',
      '10#ff',
      '2.5',
      '1a',
      '1-2',
      '1e5',
      '-1a',
      '1:2',
      '1,2',
      '1=2',
      '1/2',
      '+1',
      '1_000',
    ),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.constantFrom('A', 'a_1', '_', 'PATH', '1A', 'A-B', 'a.b'),
        fc.constantFrom('=', '+=', '=='),
        fc.constantFrom('', 'b', '1', '-1', 'b=c', "'x y'", '"x"', 'a,b'),
      )
      .map((t) => t.join('')),
  },
  { weight: 3, arbitrary: redirection },
  {
    weight: 3,
    arbitrary: fc
      .string({
        unit: fc.constantFrom(...`abc "$\n#\\!;()*~é中\t`),
        maxLength: 5,
      })
      .map((s) => `'${s.replace(/'/g, '')}'`),
  },
  {
    weight: 3,
    arbitrary: fc
      .string({
        unit: fc.constantFrom(...`abc '#;()*~&|<>{}[]é中\t!$\`\\\n-=`),
        maxLength: 5,
      })
      .map((s) => `"${s.replace(/"/g, '')}"`),
  },
);

const gap = fc.constantFrom(
  ' ',
  ' ',
  ' ',
  '  ',
  '',
  ' ; ',
  ';',
  '; ',
  ' && ',
  '&&',
  ' || ',
  ' | ',
  '|',
  ' & ',
  ';;',
  ' |& ',
  '\n',
  '\t',
  ' # ',
);

const commandLine = fc
  .tuple(
    fc.constantFrom('', '', '', ' ', ';'),
    fc.array(fc.tuple(piece, gap), { minLength: 1, maxLength: 7 }),
    fc.constantFrom('', '', '', ' ', ';', '\n'),
  )
  .map(
    ([lead, parts, tail]) =>
      lead +
      parts.map(([p, g], i) => (i === parts.length - 1 ? p : p + g)).join('') +
      tail,
  );

/** Mostly inside the subset: plain words, quotes, the four operators. */
const subsetLine = fc
  .array(
    fc.tuple(
      fc.oneof(
        { weight: 16, arbitrary: chars('abxyz_./-', 8) },
        { weight: 4, arbitrary: chars(PLAIN, 8) },
        { weight: 2, arbitrary: piece },
        {
          weight: 3,
          arbitrary: fc.constantFrom(
            '2>&1',
            '>/dev/null',
            '2>/dev/null',
            '>> log.txt',
            '1>&2',
            '< in.txt',
            '>&2',
          ),
        },
        {
          weight: 2,
          arbitrary: fc
            .string({ unit: fc.constantFrom(...`ab -'#*é`), maxLength: 6 })
            .map((s) => `"${s}"`),
        },
      ),
      fc.constantFrom(
        ' ',
        ' ',
        ' ',
        ' ',
        ' ',
        '  ',
        ' && ',
        ' || ',
        ' | ',
        '; ',
        ';',
        '|',
        '&&',
      ),
    ),
    { minLength: 1, maxLength: 9 },
  )
  .map((parts) =>
    parts.map(([p, g], i) => (i === parts.length - 1 ? p : p + g)).join(''),
  );

describe('parseSimpleBash: exactly tree-sitter-bash on its subset', () => {
  it('generated commands mostly inside the subset', () => {
    let answered = 0;
    fc.assert(
      fc.property(subsetLine, (source) => {
        if (parseSimpleBash(source)) answered++;
        expect(disagreement(source)).toBeUndefined();
      }),
      { numRuns: 20_000 },
    );
    console.log('subset generator answered', answered, 'of 20000');
    // The generator reaches the subset often, or the property proves nothing.
    expect(answered).toBeGreaterThan(3_000);
  });

  it('generated commands at the edges: any tree it gives is tree-sitter’s', () => {
    fc.assert(
      fc.property(commandLine, (source) => {
        expect(disagreement(source)).toBeUndefined();
      }),
      { numRuns: 20_000 },
    );
  });

  it('random strings over the subset’s characters and its edges', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...(PLAIN + EDGE + ' ')) }),
        (source) => {
          expect(disagreement(source)).toBeUndefined();
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('every command line of the corpora it accepts', () => {
    const corpora = corpusCommandLines();
    const shares: Record<string, string> = {};
    for (const [name, lines] of Object.entries(corpora)) {
      let taken = 0;
      for (const line of lines) {
        expect(disagreement(line)).toBeUndefined();
        if (parseSimpleBash(line)) taken++;
      }
      shares[name] =
        `${taken}/${lines.length} (${((100 * taken) / lines.length).toFixed(1)}%)`;
      expect(lines.length).toBeGreaterThan(50);
    }
    console.log('parseSimpleBash takes', shares);
  });

  it('the extraction reads the same commands from either parser', () => {
    const both = (text: string) =>
      parseSimpleBash(text) ?? treeSitterTree(text);
    let compared = 0;
    for (const line of Object.values(corpusCommandLines()).flat()) {
      if (!parseSimpleBash(line)) continue;
      compared++;
      expect(analyzeShell(line, { parse: both })).toEqual(
        analyzeShell(line, { parse: treeSitterTree }),
      );
    }
    expect(compared).toBeGreaterThan(1_000);
  });
});

/** A comment's text: quotes, expansions, operators, unicode, controls. */
const comment = fc
  .string({
    unit: fc.constantFrom(...`ab #'"$\`\\;&|<>()!é中😀\t\r`),
    maxLength: 8,
  })
  .map((s) => `#${s}`);

/** One line of a script: mostly plain, some at the subset's edges. */
const scriptLine = fc.oneof(
  { weight: 10, arbitrary: subsetLine },
  { weight: 2, arbitrary: commandLine.map((l) => l.replace(/\n/g, ' ')) },
  { weight: 3, arbitrary: comment },
  { weight: 3, arbitrary: fc.constant('') },
  {
    weight: 3,
    arbitrary: fc
      .tuple(subsetLine, fc.constantFrom(' ', '  ', ';', '; ', ' ;'), comment)
      .map((t) => t.join('')),
  },
  {
    // A line that ends inside a statement or opens something longer.
    weight: 3,
    arbitrary: fc
      .tuple(
        subsetLine,
        fc.constantFrom(
          ' &&',
          '&&',
          ' ||',
          ' |',
          '|',
          ' \\',
          '\\',
          ' <<EOF',
          " <<'EOF'",
          ' &',
          ';',
          ' ;',
          '  ',
          ' (',
          " 'a",
          ' "a',
        ),
      )
      .map((t) => t.join('')),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'if true; then',
      'then',
      'fi',
      'do',
      'done',
      'for x in a b; do',
      'while true; do',
      'case x in',
      'a)',
      ';;',
      'esac',
      '{',
      '}',
      '(',
      ')',
      'EOF',
      "b'",
      'b"',
      'a=1',
      'export A=1',
      'function f {',
      'f() {',
      '#!/bin/sh',
      '#',
      ';',
      '&&',
    ),
  },
);

/** Scripts of several lines, as a workflow's `run: |` or a hook holds. */
const script = fc
  .tuple(
    fc.constantFrom('', '', '', '\n', ' ', '  ', '\n\n'),
    fc.array(
      fc.tuple(
        fc.constantFrom('', '', '', '', '  ', '    ', ' ', '\t'),
        scriptLine,
      ),
      { minLength: 2, maxLength: 8 },
    ),
    fc.constantFrom('', '\n', '\n', '\n\n', ' \n', '  ', '\n  ', '\r\n'),
  )
  .map(
    ([lead, lines, tail]) =>
      lead + lines.map(([indent, line]) => indent + line).join('\n') + tail,
  );

/** A line of plain commands, inside the subset nearly always. */
const plainLine = fc
  .array(
    fc.tuple(
      fc.oneof(
        { weight: 10, arbitrary: chars('abxyz', 5) },
        { weight: 3, arbitrary: chars('abxyz_./-', 6).map((w) => `a${w}`) },
        {
          weight: 2,
          arbitrary: fc.constantFrom('2>&1', '>/dev/null', '"q r"', "'s t'"),
        },
      ),
      fc.constantFrom(' ', ' ', ' ', ' && ', ' || ', ' | ', '; '),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((parts) =>
    parts.map(([p, g], i) => (i === parts.length - 1 ? p : p + g)).join(''),
  );

/** Scripts mostly inside the subset: plain lines, comments, blank lines. */
const plainScript = fc
  .tuple(
    fc.constantFrom('', '', '\n', ' '),
    fc.array(
      fc.tuple(
        fc.constantFrom('', '', '', '  ', '    '),
        fc.oneof(
          { weight: 12, arbitrary: plainLine },
          { weight: 2, arbitrary: subsetLine },
          {
            weight: 2,
            arbitrary: fc
              .string({ unit: fc.constantFrom(...`ab #'"$;&|é`), maxLength: 6 })
              .map((c) => `#${c}`),
          },
          { weight: 2, arbitrary: fc.constant('') },
          {
            weight: 2,
            arbitrary: fc
              .tuple(plainLine, fc.constantFrom(' # c', ';', '; # c', ' ;'))
              .map((t) => t.join('')),
          },
          { weight: 1, arbitrary: scriptLine },
        ),
      ),
      { minLength: 2, maxLength: 6 },
    ),
    fc.constantFrom('', '\n', '\n', '\n\n', ' \n'),
  )
  .map(
    ([lead, lines, tail]) =>
      lead + lines.map(([indent, line]) => indent + line).join('\n') + tail,
  );

const fixtures = join(import.meta.dirname, '../security/adversarial/deferred');

/**
 * Every command the deferred fixtures plant (each row's file read whole, as a
 * new file), the real workflow's scripts, and the shell scripts node_modules
 * ships: real scripts of many lines.
 */
function plantedScripts(): string[] {
  const out = new Set<string>();
  const plant = (path: string, text: string) => {
    for (const c of deferredFindings(path, null, text))
      if (c.command !== undefined) out.add(c.command);
  };
  for (const file of readdirSync(fixtures)) {
    const text = readFileSync(join(fixtures, file), 'utf8');
    if (file.endsWith('.yml')) plant('.github/workflows/ci.yml', text);
    if (!file.endsWith('.jsonl')) continue;
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      const row = JSON.parse(line) as {
        path: string;
        before: string | null;
        after: string;
      };
      plant(row.path, row.after);
      if (row.before !== null) plant(row.path, row.before);
    }
  }
  const modules = join(import.meta.dirname, '../../node_modules');
  const walk = (dir: string, depth: number): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory() && depth < 6) walk(path, depth + 1);
      else if (e.isFile() && e.name.endsWith('.sh'))
        out.add(readFileSync(path, 'utf8'));
    }
  };
  walk(modules, 0);
  return [...out];
}

describe('parseSimpleBash: scripts of many lines, exactly tree-sitter-bash', () => {
  it('generated scripts mostly inside the subset', () => {
    let answered = 0;
    fc.assert(
      fc.property(plainScript, (source) => {
        if (parseSimpleBash(source)) answered++;
        expect(disagreement(source)).toBeUndefined();
      }),
      { numRuns: 20_000 },
    );
    console.log('plain script generator answered', answered, 'of 20000');
    // The generator reaches the subset often, or the property proves nothing.
    expect(answered).toBeGreaterThan(3_000);
  });

  it('generated scripts at the edges: any tree it gives is tree-sitter’s', () => {
    fc.assert(
      fc.property(script, (source) => {
        expect(disagreement(source)).toBeUndefined();
      }),
      { numRuns: 20_000 },
    );
  });

  it('every script the deferred fixtures plant, and node_modules’ shell scripts', () => {
    const scripts = plantedScripts();
    let taken = 0;
    let lines = 0;
    for (const source of scripts) {
      expect(disagreement(source)).toBeUndefined();
      if (!parseSimpleBash(source)) continue;
      taken++;
      if (source.trim().includes('\n')) lines++;
      expect(
        analyzeShell(source, {
          parse: (t) => parseSimpleBash(t) ?? treeSitterTree(t),
        }),
      ).toEqual(analyzeShell(source, { parse: treeSitterTree }));
    }
    console.log(
      `parseSimpleBash takes ${taken}/${scripts.length} planted scripts, ${lines} of many lines`,
    );
    expect(scripts.length).toBeGreaterThan(100);
    expect(lines).toBeGreaterThan(3);
  });

  it('the extraction reads the same commands from either parser', () => {
    const both = (text: string) =>
      parseSimpleBash(text) ?? treeSitterTree(text);
    fc.assert(
      fc.property(plainScript, (source) => {
        if (!parseSimpleBash(source)) return;
        expect(analyzeShell(source, { parse: both })).toEqual(
          analyzeShell(source, { parse: treeSitterTree }),
        );
      }),
      { numRuns: 3_000 },
    );
  });
});

describe('parseSimpleBash: what it answers', () => {
  it.each([
    'npm test -- --run',
    'git status',
    'ls -la src',
    'cd pkg && npx vitest run',
    "grep -rn 'foo' src",
    'git commit -m "fix the parser"',
    'CI=1 npm test',
    'a | b && c | d || e; f',
    'git log --oneline -5',
    './scripts/x.sh a=b',
    'npm run build;',
    'cargo test 2>&1 | tail -20',
    'git log --oneline -5 2>/dev/null || echo none',
    'make 2>&1 >/dev/null && make install 2>&1',
    'a | b 2>&1 | c',
    'grep -rn foo src > out.txt',
    'ls # x',
    'ls\npwd',
    ' ls',
    'ls ',
    'npm ci\nnpm test\n',
    '#build\npython --version\n\n  python -m pip --version # why\n',
    'a; # c\nb',
    '# only a comment',
  ])('%j', (source) => {
    expect(parseSimpleBash(source)).toBeDefined();
    expect(disagreement(source)).toBeUndefined();
  });

  it('keeps comments where they stand and no node for a line break', () => {
    const root = parseSimpleBash('# a\nx y\n\nz # b\n');
    expect(root?.text).toBe('# a\nx y\n\nz # b\n');
    expect(root?.children.map((c) => `${c.type} ${c.text}`)).toEqual([
      'comment # a',
      'command x y',
      'command z',
      'comment # b',
    ]);
  });

  it('builds the shape tree-sitter does for a list of pipelines', () => {
    const root = parseSimpleBash('a | b && c');
    expect(root?.children.map((c) => c.type)).toEqual(['list']);
    expect(root?.children[0]?.children.map((c) => c.type)).toEqual([
      'pipeline',
      '&&',
      'command',
    ]);
  });
});

describe('parseSimpleBash: falls back on anything outside the subset', () => {
  it.each([
    ['a reserved word in command position', 'if true; then x; fi'],
    ['a declaration', 'export A=1'],
    ['a test command', '[ -f x ]'],
    ['an assignment alone', 'A=1'],
    ['a tilde', 'ls ~'],
    ['a glob', 'ls *.ts'],
    ['a brace', 'echo {a,b}'],
    ['an expansion', 'echo $HOME'],
    ['an expansion in double quotes', 'echo "$HOME"'],
    ['a backquote', 'echo `id`'],
    ['a backslash', 'echo a\\ b'],
    ['a redirection to a descriptor by name', 'ls >&x'],
    ['a subshell', '(ls)'],
    ['a background job', 'sleep 1 &'],
    ['a negation', '! ls'],
    ['a tab', 'ls\tsrc'],
    ['a line ending in &&', 'a &&\nb'],
    ['a line ending in a pipe', 'a |\nb'],
    ['a comment after &&', 'a && # c\nb'],
    ['a line continuation', 'a \\\nb'],
    ['a quote over lines', "echo 'a\nb'"],
    ['a CR before the line break', 'a\r\nb'],
    ['a control character in a comment', 'a # \t\nb'],
    ['a separator alone on a line', 'a\n;b'],
    ['a word holding #', 'a#b'],
    ['only line breaks', '\n\n'],
    ['a concatenation', 'echo a"b"'],
    ['a word that starts like a number', 'sleep 0.5'],
    ['an empty command', ''],
    ['only a separator', ';'],
    ['a case terminator', 'a;;'],
    ['a long pipeline before a list', 'a | b | c && d'],
    ['four piped commands and a redirection', 'a | b | c | d 2>x'],
    ['a redirection of descriptor 0', 'a 0<in.txt'],
    ['a redirection before the command name', '2>/dev/null a'],
    ['a word after a redirection', 'a 2>&1 b'],
    ['a lone dash before a redirection', 'a - 2>&1'],
    ['a redirection to a quoted name', 'a > "out.txt"'],
    ['a here-document', "cat <<'EOF'\nx\nEOF"],
    ['a here-string', 'cat <<< x'],
    ['both streams at once', 'a &> log'],
    ['a redirection glued to a word', 'a b>c'],
    ['a pipe of stderr', 'a |& b'],
    ['an unterminated quote', "echo 'abc"],
    ['a history expansion in double quotes', 'echo "hi!"'],
    ['a line break in quotes', "echo 'a\nb'"],
    ['a very long command', `echo ${'a'.repeat(20_000)}`],
  ])('%s: %j', (_why, source) => {
    expect(parseSimpleBash(source)).toBeUndefined();
  });
});
