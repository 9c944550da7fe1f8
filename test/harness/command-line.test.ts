// Tests the shared command-line reader: operators, quote removal, redirections,
// heredocs, what it reads past, and that its work stays linear
// Pos: test/harness; the readers that use it (command profiles, run strength)
// have their own tests
import { describe, expect, it } from 'vitest';
import {
  readCommandLine,
  texts,
} from '../../policies/evidence/command-line.js';

const shape = (command: string) =>
  readCommandLine(command).segments.map((s) => [
    s.joinedBy,
    texts(s).join(' '),
    s.endedBy,
  ]);

describe('readCommandLine', () => {
  it('splits on every list and pipe operator and says what joins and ends each segment', () => {
    expect(shape('a && b || c; d | e |& f & g\nh')).toEqual([
      ['start', 'a', '&&'],
      ['&&', 'b', '||'],
      ['||', 'c', ';'],
      [';', 'd', '|'],
      ['|', 'e', '|&'],
      ['|&', 'f', '&'],
      ['&', 'g', ';'],
      [';', 'h', 'end'],
    ]);
    expect(shape('npm test &')).toEqual([['start', 'npm test', '&']]);
    expect(shape('npm test &&\n  echo ok')).toEqual([
      ['start', 'npm test', '&&'],
      ['&&', 'echo ok', 'end'],
    ]);
  });

  it('removes quotes and escapes as bash does, and marks what the shell fills in', () => {
    const [segment] = readCommandLine(
      `npm test -- 'rate limit' "a\\"b" c\\ d -t "$X" *.ts ~/x {a,b} A=1`,
    ).segments;
    expect(segment?.words.map((w) => [w.text, w.dynamic])).toEqual([
      ['npm', false],
      ['test', false],
      ['--', false],
      ['rate limit', false],
      ['a"b', false],
      ['c d', false],
      ['-t', false],
      ['$X', true],
      ['*.ts', true],
      ['~/x', true],
      ['{a,b}', true],
      ['A=1', false],
    ]);
    expect(
      readCommandLine('CI=1 "B"=2 C=3 npm test D=4').segments[0]?.words.map(
        (w) => w.assignment,
      ),
    ).toEqual([true, false, false, false, false, false]);
    expect(texts(readCommandLine('npm \\\n test').segments[0]!)).toEqual([
      'npm',
      'test',
    ]);
  });

  it('keeps redirections out of the words, with their file descriptor', () => {
    const [segment] = readCommandLine(
      'npm test 2>&1 >out.log < /dev/null &>> all',
    ).segments;
    expect(texts(segment!)).toEqual(['npm', 'test']);
    expect(segment?.redirects).toEqual([
      { op: '>&', fd: '2', target: '1' },
      { op: '>', target: 'out.log' },
      { op: '<', target: '/dev/null' },
      { op: '&>>', target: 'all' },
    ]);
  });

  it('reads a heredoc body as data, and names every construct it does not follow', () => {
    const line = readCommandLine(
      "cat <<'EOF' > x.sh\nnpm test || true\nEOF\nnpm test",
    );
    expect(line.segments.map((s) => texts(s).join(' '))).toEqual([
      'cat',
      'npm test',
    ]);
    expect(line.unread).toEqual(['a heredoc']);
    expect(readCommandLine('(cd x && npm test) || true').unread).toEqual([
      'a subshell ( … )',
    ]);
    expect(shape('(cd x && npm test) || true')).toEqual([
      ['start', 'cd x', '&&'],
      ['&&', 'npm test', '||'],
      ['||', 'true', 'end'],
    ]);
    expect(readCommandLine('{ npm test; } || true').unread).toEqual([
      'a group { … }',
    ]);
    expect(readCommandLine('echo $(npm test) `id` <(ls)').unread).toEqual([
      'command substitution $( … )',
      'command substitution ` … `',
      'process substitution <( … )',
    ]);
    expect(readCommandLine('f() { true; }; f').unread).toContain(
      'a function definition',
    );
    expect(readCommandLine("echo 'open").unread).toEqual([
      'an unterminated quote',
    ]);
  });

  it('ignores comments, but not a # inside a word', () => {
    expect(shape('npm test # -- rate-limit\necho a#b')).toEqual([
      ['start', 'npm test', ';'],
      [';', 'echo a#b', 'end'],
    ]);
  });
});
