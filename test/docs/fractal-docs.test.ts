// Tests that every folder has a README (a role line, then a table naming each
// file and subfolder) and every source file opens with its role line and a Pos:
// line
// Pos: test/docs, an architecture fitness check on documentation; it reads
// files, it does not judge their prose
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const TOP = [
  'machines',
  'policies',
  'src',
  'test',
  'scripts',
  'examples',
  'visualizations',
  'docs',
];

function folders(dir: string): string[] {
  return [
    dir,
    ...readdirSync(dir).flatMap((name) =>
      statSync(join(dir, name)).isDirectory() ? folders(join(dir, name)) : [],
    ),
  ];
}

const globToRegExp = (glob: string) =>
  new RegExp(
    `^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`,
  );

/** Names (or globs) in the first column of the README's table rows. */
function documentedNames(readme: string): RegExp[] {
  return readme
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .flatMap((line) => (line.split('|')[1] ?? '').split(','))
    .map((cell) => cell.trim().replace(/`/g, '').replace(/\/$/, ''))
    .filter(Boolean)
    .map(globToRegExp);
}

const allFolders = TOP.flatMap((top) => folders(join(root, top)));

describe('fractal docs', () => {
  for (const dir of allFolders) {
    const rel = relative(root, dir);
    it(`${rel}/README.md states its role and names every entry`, () => {
      const readme = readFileSync(join(dir, 'README.md'), 'utf8');
      expect(
        readme.split('\n')[0]?.trim().length,
        'first line states the role',
      ).toBeGreaterThan(10);
      const names = documentedNames(readme);
      const undocumented = readdirSync(dir).filter(
        (entry) => entry !== 'README.md' && !names.some((re) => re.test(entry)),
      );
      expect(undocumented, `entries of ${rel} missing from its README`).toEqual(
        [],
      );
    });
  }

  const sources = allFolders
    .filter((dir) => !relative(root, dir).startsWith('visualizations'))
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => /\.(ts|mjs)$/.test(f))
        .map((f) => join(dir, f)),
    );

  it('finds the source files it checks', () =>
    expect(sources.length).toBeGreaterThan(50));

  for (const file of sources) {
    it(`${relative(root, file)} opens with its role and Pos`, () => {
      const lines = readFileSync(file, 'utf8')
        .split('\n')
        .filter((l, i) => !(i === 0 && l.startsWith('#!')));
      const header = lines.slice(
        0,
        lines.findIndex((l) => !l.startsWith('//')),
      );
      expect(header[0], 'a role line').toMatch(/^\/\/ \S/);
      expect(
        header.some((l) => /^\/\/ Pos: \S/.test(l)),
        'a Pos: line',
      ).toBe(true);
      // The imports say what a file uses; an Input: line restating them drifts.
      expect(
        header.filter((l) => /^\/\/ Input:/.test(l)),
        'no Input: line',
      ).toEqual([]);
    });
  }
});
