// tests that the readers of indirectly run code find the lines that run:
// package.json scripts with their hooks, make recipes with prerequisites and
// variables, bash's brace expansion, and which words are data
// Pos: test/security, pure unit tests of policies/security/commands/
// indirect-scripts.ts, word.ts's braceExpand and data-words.ts; the whole path
// is measured by the adversarial corpus
import { describe, expect, it } from 'vitest';
import {
  makeRecipes,
  makeRun,
  packageScriptLines,
  packageScriptRun,
} from '../../policies/security/commands/indirect-scripts.js';
import {
  braceExpand,
  literalWord,
} from '../../policies/security/commands/word.js';
import { wordsAreData } from '../../policies/security/commands/data-words.js';
import type { ShellCommand } from '../../policies/security/commands/shell-command.js';

const words = (line: string) => line.split(' ').map(literalWord);
const command = (line: string): ShellCommand => {
  const argv = words(line);
  return {
    argv,
    name: argv[0]?.value ?? '',
    text: line,
    redirects: [],
    wrappers: [],
    via: [],
    depth: 0,
    background: false,
    functions: [],
  };
};

describe('package scripts', () => {
  it.each([
    ['npm run x', { file: 'package.json', script: 'x' }],
    ['npm run-script x', { file: 'package.json', script: 'x' }],
    ['npm test', { file: 'package.json', script: 'test' }],
    ['npm t', { file: 'package.json', script: 'test' }],
    ['yarn clean', { file: 'package.json', script: 'clean' }],
    ['pnpm run x', { file: 'package.json', script: 'x' }],
    ['npm --prefix sub run x', { file: 'sub/package.json', script: 'x' }],
    ['npm run x --prefix sub', { file: 'sub/package.json', script: 'x' }],
    ['pnpm -C sub x', { file: 'sub/package.json', script: 'x' }],
    ['npm run', undefined],
    ['yarn add lodash', undefined],
    ['npm install', undefined],
    ['pnpm exec tsc', undefined],
  ])('%s', (line, expected) => {
    const c = command(line);
    expect(packageScriptRun(c.name, c.argv)).toEqual(expected);
  });

  it('reads the script with its pre and post hooks, and nothing from broken JSON', () => {
    const text = JSON.stringify({
      scripts: { prebuild: 'a', build: 'b', postbuild: 'c', other: 'd' },
    });
    expect(packageScriptLines(text, 'build')).toEqual(['a', 'b', 'c']);
    expect(packageScriptLines(text, 'missing')).toBeUndefined();
    expect(packageScriptLines('{', 'build')).toBeUndefined();
    expect(
      packageScriptLines('{"scripts":{"__proto__":"x"}}', 'constructor'),
    ).toBeUndefined();
  });
});

describe('make', () => {
  it('reads -C, -f, targets; a dry run runs nothing', () => {
    const c = command('make -C sub -f build.mk x V=1');
    expect(makeRun(c.name, c.argv)).toEqual({
      files: ['sub/build.mk'],
      fromStdin: false,
      targets: ['x'],
    });
    const n = command('make -n clean');
    expect(makeRun(n.name, n.argv)).toBeUndefined();
  });

  it('runs the first target, prerequisites, variables, $$ and recipe prefixes', () => {
    const text = [
      'DIR := /srv/data',
      '.PHONY: all',
      'all: a b',
      '\t@echo all',
      'a:',
      '\t-rm -rf $(DIR)',
      'b: ; echo inline',
      'c:',
      '\techo $$HOME',
    ].join('\n');
    expect(makeRecipes(text, [])).toEqual([
      'echo all',
      'rm -rf /srv/data',
      'echo inline',
    ]);
    expect(makeRecipes(text, ['c'])).toEqual(['echo $HOME']);
    // An unknown target may come from a pattern rule: every recipe counts.
    expect(makeRecipes(text, ['nope'])).toHaveLength(4);
    expect(makeRecipes('clean:\n\t$(RM) x\n', ['clean'])).toEqual(['rm -f x']);
  });
});

describe('brace expansion', () => {
  it.each([
    ['r{m,}', ['rm', 'r']],
    ['{rm,-rf,/}', ['rm', '-rf', '/']],
    ['a{b,c{d,e}}', ['ab', 'acd', 'ace']],
    ['{1..3}.log', ['1.log', '2.log', '3.log']],
    ['{a..c}', ['a', 'b', 'c']],
    ['x{}', undefined],
    ['{single}', undefined],
    ['HEAD@{1}', undefined],
    ['{1..1000}', 'too-many'],
    ['{a,b}{c,d}{e,f}{g,h}{i,j}{k,l}{m,n}', 'too-many'],
  ])('%s', (value, expected) => {
    expect(braceExpand(value)).toEqual(expected);
  });
});

describe('words that are data', () => {
  it.each([
    ['pytest -k delete', true],
    ['python3 -m pytest -k drop', true],
    ['cargo test delete_user', true],
    ['go test -run TestDrop ./...', true],
    ['npm test -- --grep drop', true],
    ['npm uninstall lodash', true],
    ['poetry remove flask', true],
    ['npm uninstall -g typescript', false],
    ['pip uninstall requests', false],
    ['kubectl delete pod x', false],
    ['cargo run delete', false],
  ])('%s → %s', (line, expected) => {
    expect(wordsAreData(command(line))).toBe(expected);
  });
});

describe('pip uninstall where the command runs', () => {
  const paths = { cwd: '/w', workspace: '/w', home: '/home/u' };
  it.each([
    ['pip uninstall requests', true],
    ['pip3 uninstall -y numpy six', true],
    ['python3 -m pip uninstall -y requests', true],
    ['pip uninstall -y -r requirements.txt', true],
    ['pip --python .venv/bin/python uninstall -y x', true],
    ['uv pip uninstall httpx', true],
    ['pip uninstall --break-system-packages x', false],
    ['pip uninstall --break-sys x', false],
    ['pip uninstall -y pip', false],
    ['pip uninstall -y Setuptools>=60', false],
    ['pip uninstall -y -r /tmp/r.txt', false],
    ['pip uninstall -y -r ../r.txt', false],
    ['pip uninstall --target=/usr/lib/python3 x', false],
    ['pip --python /usr/bin/python3 uninstall x', false],
    ['/usr/bin/pip uninstall x', false],
    ['uv pip uninstall --system httpx', false],
    ['pip install requests', false],
  ])('%s → %s', (line, expected) => {
    const parsed = command(line);
    const name = parsed.name.slice(parsed.name.lastIndexOf('/') + 1);
    expect(wordsAreData({ ...parsed, name }, paths)).toBe(expected);
  });
});
