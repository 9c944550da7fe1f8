// readCommandLine — a shell command line as segments joined by operators (&& ||
// ; | |& & newline), each with its words after quote removal and its
// redirections, plus the constructs it read past without following (subshells,
// substitutions, heredocs)
// Pos: policies/pipeline/ding, the one reader 定's command profiles and the
// promise's run strength share: one pass, linear in the text; not the security
// parser (that is tree-sitter in the gate), so callers refuse what it did not
// follow

export type Operator = 'start' | '&&' | '||' | ';' | '|' | '|&' | '&';

export interface Word {
  /** The word after quote removal. */
  text: string;
  /**
   * The shell changes it before the program sees it: an unquoted `$`,
   * backquote, glob, brace or leading `~`, or a `$` inside double quotes.
   */
  dynamic: boolean;
  /** A `NAME=value` assignment before the command (the name unquoted). */
  assignment: boolean;
}

export interface Redirect {
  /** `>`, `>>`, `<`, `>&`, `&>`, `<<`, `<<<` … */
  op: string;
  /** The file descriptor written right before it (`2` in `2>&1`). */
  fd?: string;
  target: string;
}

export interface Segment {
  words: Word[];
  redirects: Redirect[];
  /** The operator joining it to the segment before (`start` for the first). */
  joinedBy: Operator;
  /**
   * The operator right after it (`end` when none follows: `npm test &` ends
   * with `&`).
   */
  endedBy: Operator | 'end';
}

/**
 * Counts the reader's steps (characters consumed, words and segments made): the
 * property test checks they grow linearly.
 */
export interface Meter {
  steps: number;
}

export interface CommandLine {
  segments: Segment[];
  /**
   * Constructs read past without following what they run: `a subshell ( … )`,
   * `command substitution $( … )`, `a heredoc` …
   */
  unread: string[];
}

const BREAK = new Set([' ', '\t', '\n', ';', '&', '|', '(', ')', '<', '>']);
const GLOB = new Set(['*', '?', '[', '{', '}']);

class Reader {
  readonly segments: Segment[] = [];
  readonly unread = new Set<string>();
  private words: Word[] = [];
  private redirects: Redirect[] = [];
  /** The operator seen since the last segment ended, if any. */
  private lastOp: Operator | undefined;
  /**
   * Every word of the segment so far is an assignment, so the next `A=b` is one
   * too.
   */
  private assigning = true;
  private text = '';
  private started = false;
  private dynamic = false;
  /** Where in `text` quoting first happened, to tell `A=b` from `"A"=b`. */
  private quotedAt = -1;
  private pendingRedirect: { op: string; fd?: string } | undefined;
  private heredocs: string[] = [];
  private i = 0;

  constructor(
    private readonly s: string,
    private readonly meter: Meter | undefined,
  ) {}

  read(): CommandLine {
    const s = this.s;
    while (this.i < s.length) {
      this.tick();
      const ch = s[this.i] as string;
      if (ch === '\\' && s[this.i + 1] === '\n') this.i += 2;
      else if (ch === '\\') this.escaped();
      else if (ch === "'") this.singleQuoted();
      else if (ch === '"') this.doubleQuoted();
      else if (ch === '`') this.backquote();
      else if (ch === '$') this.dollar(false);
      else if (ch === '#' && !this.started) this.comment();
      else if (BREAK.has(ch)) this.operator(ch);
      else {
        if (GLOB.has(ch) || (ch === '~' && !this.started)) this.dynamic = true;
        this.text += ch;
        this.started = true;
        this.i++;
      }
    }
    this.endSegment();
    if (this.pendingRedirect) this.unread.add('a redirection without a target');
    return { segments: this.segments, unread: [...this.unread] };
  }

  private tick(): void {
    if (this.meter) this.meter.steps++;
  }

  private markQuoted(): void {
    if (this.quotedAt < 0) this.quotedAt = this.text.length;
    this.started = true;
  }

  private escaped(): void {
    this.markQuoted();
    this.text += this.s[this.i + 1] ?? '';
    this.i += 2;
  }

  private singleQuoted(): void {
    const end = this.s.indexOf("'", this.i + 1);
    const stop = end < 0 ? this.s.length : end;
    this.markQuoted();
    this.text += this.s.slice(this.i + 1, stop);
    if (end < 0) this.unread.add('an unterminated quote');
    this.i = stop + 1;
  }

  private doubleQuoted(): void {
    const s = this.s;
    this.markQuoted();
    this.i++;
    while (this.i < s.length && s[this.i] !== '"') {
      this.tick();
      const ch = s[this.i] as string;
      if (ch === '\\' && '$`"\\\n'.includes(s[this.i + 1] ?? 'x')) {
        if (s[this.i + 1] !== '\n') this.text += s[this.i + 1];
        this.i += 2;
      } else if (ch === '`') this.backquote();
      else if (ch === '$') this.dollar(true);
      else {
        this.text += ch;
        this.i++;
      }
    }
    if (this.i >= s.length) this.unread.add('an unterminated quote');
    this.i++;
  }

  /**
   * `$name`, `${…}`, `$(…)`, `$((…))`, `$'…'`: filled in by the shell, so the
   * word is dynamic.
   */
  private dollar(quoted: boolean): void {
    const next = this.s[this.i + 1];
    this.dynamic = true;
    this.started = true;
    if (next === '(') {
      this.unread.add('command substitution $( … )');
      this.text += '$(';
      this.i = this.skipBalanced(this.i + 2, '(', ')');
    } else if (next === '{') {
      this.text += '${';
      this.i = this.skipBalanced(this.i + 2, '{', '}');
    } else if (next === "'" && !quoted) {
      this.text += '$';
      this.i++;
      this.singleQuoted();
    } else {
      this.text += '$';
      this.i++;
    }
  }

  private backquote(): void {
    this.unread.add('command substitution ` … `');
    this.dynamic = true;
    this.started = true;
    let j = this.i + 1;
    while (j < this.s.length && this.s[j] !== '`') {
      this.tick();
      j += this.s[j] === '\\' ? 2 : 1;
    }
    this.text += this.s.slice(this.i, Math.min(j + 1, this.s.length));
    this.i = j + 1;
  }

  /**
   * Skips to the bracket closing one opened just before `from`, minding quotes;
   * returns the index after it.
   */
  private skipBalanced(from: number, open: string, close: string): number {
    const s = this.s;
    let depth = 1;
    let j = from;
    let quote: string | null = null;
    for (; j < s.length && depth > 0; j++) {
      this.tick();
      const ch = s[j];
      if (quote) {
        if (ch === '\\' && quote === '"') j++;
        else if (ch === quote) quote = null;
      } else if (ch === '\\') j++;
      else if (ch === "'" || ch === '"') quote = ch;
      else if (ch === open) depth++;
      else if (ch === close) depth--;
    }
    this.text += s.slice(from, Math.min(j, s.length));
    if (depth > 0) this.unread.add('an unterminated expansion');
    return j;
  }

  private comment(): void {
    const end = this.s.indexOf('\n', this.i);
    this.i = end < 0 ? this.s.length : end;
  }

  private operator(ch: string): void {
    const next = this.s[this.i + 1];
    if (ch === ' ' || ch === '\t') {
      this.endWord();
      this.i++;
    } else if (ch === '<' || ch === '>' || (ch === '&' && next === '>'))
      this.redirect();
    else if (ch === '\n') {
      // A newline after `&&`, `||` or `|` continues the list; otherwise it ends
      // a command as `;` does.
      const pending =
        this.started || this.words.length > 0 || this.redirects.length > 0;
      this.join(pending ? ';' : (this.lastOp ?? ';'));
      this.i++;
      this.readHeredocBodies();
    } else if (ch === '(' || ch === ')') {
      this.unread.add(
        ch === '(' && (this.started || this.words.length > 0)
          ? 'a function definition'
          : 'a subshell ( … )',
      );
      this.endSegment();
      if (ch === ')') this.lastOp = undefined;
      this.i++;
    } else if (ch === ';') {
      const caseEnd = next === ';' || next === '&';
      if (caseEnd) this.unread.add('a case statement');
      this.join(';');
      this.i += caseEnd ? 2 : 1;
    } else if (ch === '&') {
      this.join(next === '&' ? '&&' : '&');
      this.i += next === '&' ? 2 : 1;
    } else {
      this.join(next === '|' ? '||' : next === '&' ? '|&' : '|');
      this.i += next === '|' || next === '&' ? 2 : 1;
    }
  }

  private redirect(): void {
    const s = this.s;
    // A word of digits written right before the operator is its file
    // descriptor.
    const fd =
      this.started &&
      this.quotedAt < 0 &&
      !this.dynamic &&
      /^\d+$/.test(this.text)
        ? this.text
        : undefined;
    if (fd !== undefined) this.resetWord();
    else this.endWord();
    let op = s[this.i] as string;
    let j = this.i + 1;
    if (op === '&') {
      op = s[j + 1] === '>' ? '&>>' : '&>';
      j += op.length - 1;
    } else if ((op === '<' || op === '>') && s[j] === '(') {
      this.unread.add(`process substitution ${op}( … )`);
      this.text = `${op}(`;
      this.dynamic = true;
      this.started = true;
      this.i = this.skipBalanced(j + 1, '(', ')');
      return;
    } else if (op === '<' && s[j] === '<') {
      op = s[j + 1] === '<' ? '<<<' : s[j + 1] === '-' ? '<<-' : '<<';
      j += op.length - 1;
    } else if (
      s[j] === '>' ||
      s[j] === '&' ||
      (op === '>' && s[j] === '|') ||
      (op === '<' && s[j] === '>')
    ) {
      op += s[j];
      j++;
    }
    if (op === '<<' || op === '<<-') this.unread.add('a heredoc');
    if (op === '<<<') this.unread.add('a here-string');
    this.pendingRedirect = fd === undefined ? { op } : { op, fd };
    this.i = j;
  }

  /**
   * After a newline, the bodies of the heredocs opened on that line: their text
   * is data, not commands.
   */
  private readHeredocBodies(): void {
    const s = this.s;
    for (const delimiter of this.heredocs) {
      while (this.i < s.length) {
        this.tick();
        const end = s.indexOf('\n', this.i);
        const stop = end < 0 ? s.length : end;
        const line = s.slice(this.i, stop);
        this.i = stop + 1;
        if (line.replace(/^\t+/, '') === delimiter) break;
      }
    }
    this.heredocs = [];
  }

  private resetWord(): void {
    this.text = '';
    this.started = false;
    this.dynamic = false;
    this.quotedAt = -1;
  }

  private endWord(): void {
    if (!this.started) return;
    this.tick();
    const text = this.text;
    if (this.pendingRedirect) {
      if (this.pendingRedirect.op === '<<' || this.pendingRedirect.op === '<<-')
        this.heredocs.push(text);
      this.redirects.push({ ...this.pendingRedirect, target: text });
      this.pendingRedirect = undefined;
    } else if (
      (text === '{' || text === '}') &&
      this.quotedAt < 0 &&
      this.words.length === 0
    ) {
      // `{ npm test; }`: the braces group commands; the commands inside are
      // read as segments, and the operator after the closing brace joins what
      // follows.
      this.unread.add('a group { … }');
      if (text === '}') this.lastOp = undefined;
    } else {
      const eq = text.indexOf('=');
      const assignment =
        this.assigning &&
        eq > 0 &&
        (this.quotedAt < 0 || this.quotedAt > eq) &&
        /^[A-Za-z_][A-Za-z0-9_]*$/.test(text.slice(0, eq));
      this.assigning = assignment;
      this.words.push({ text, dynamic: this.dynamic, assignment });
    }
    this.resetWord();
  }

  /**
   * Ends the current segment, if it has anything, joined to the one before by
   * the operator seen since.
   */
  private endSegment(): void {
    this.endWord();
    if (this.words.length || this.redirects.length) {
      this.tick();
      this.segments.push({
        words: this.words,
        redirects: this.redirects,
        joinedBy: this.segments.length ? (this.lastOp ?? ';') : 'start',
        endedBy: 'end',
      });
      this.lastOp = undefined;
    }
    this.words = [];
    this.redirects = [];
    this.assigning = true;
  }

  /**
   * An operator: ends the segment and marks what follows the one before (the
   * first operator after a segment wins).
   */
  private join(op: Operator): void {
    this.endSegment();
    const last = this.segments[this.segments.length - 1];
    if (last && last.endedBy === 'end') last.endedBy = op;
    this.lastOp ??= op;
  }
}

/** Reads `command` in one pass; the work is linear in its length. */
export function readCommandLine(command: string, meter?: Meter): CommandLine {
  return new Reader(command, meter).read();
}

/** The words of a segment as plain strings. */
export const texts = (segment: Segment): string[] =>
  segment.words.map((w) => w.text);
