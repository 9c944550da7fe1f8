// lexCode — a small hand-written lexer per language family (Python, JS/TS,
// Perl, Ruby, PHP) that tells string literals from code from comments: comments
// dropped, each literal replaced by a «n» placeholder whose text is kept apart,
// so call patterns match code only and read their arguments exactly
// Pos: policies/security/commands, under code-effects.ts; not a parser: no
// regex literals, heredocs or nested interpolation beyond marking a literal
// dynamic. No well-kept library lexes all five in one small pure package
// (tree-sitter grammars per language would add ~1 MB of wasm each to the hook)
export interface CodeLiteral {
  value: string;
  /** Interpolation (`f"{x}"`, `${x}`, `"$x"`): the value is not all known. */
  dynamic: boolean;
}

export interface LexedCode {
  /** The code with comments removed and literals replaced by `«n»`. */
  code: string;
  literals: CodeLiteral[];
}

interface Family {
  /** Line comments start with one of these. */
  line: readonly string[];
  block: boolean;
  /** Quote characters that open a literal. */
  quotes: string;
  /** Triple-quoted strings (Python). */
  triple: boolean;
  /** A literal interpolates (`"$x"`, `` `${x}` ``, `f"{x}"`). */
  interpolates: (quote: string, prefix: string, body: string) => boolean;
}

const FAMILIES: Readonly<Record<string, Family>> = {
  python: {
    line: ['#'],
    block: false,
    quotes: `'"`,
    triple: true,
    interpolates: (_q, prefix, body) =>
      /f/i.test(prefix) && /\{[^{]/.test(body),
  },
  node: {
    line: ['//'],
    block: true,
    quotes: `'"\``,
    triple: false,
    interpolates: (q, _p, body) => q === '`' && body.includes('${'),
  },
  perl: {
    line: ['#'],
    block: false,
    quotes: `'"`,
    triple: false,
    interpolates: (q, _p, body) => q === '"' && /[$@][{\w]/.test(body),
  },
  ruby: {
    line: ['#'],
    block: false,
    quotes: `'"`,
    triple: false,
    interpolates: (q, _p, body) => q === '"' && body.includes('#{'),
  },
  php: {
    line: ['//', '#'],
    block: true,
    quotes: `'"`,
    triple: false,
    interpolates: (q, _p, body) => q === '"' && /\$\w/.test(body),
  },
};

export const lexedLanguages = (language: string) => language in FAMILIES;

/** Unescapes the common backslash escapes of a literal body. */
function unescape(body: string, quote: string): string {
  if (quote === "'") return body.replace(/\\(['\\])/g, '$1');
  return body.replace(
    /\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|.)/gs,
    (_, e: string) => {
      if (e.length > 1) return String.fromCharCode(parseInt(e.slice(1), 16));
      return e === 'n' ? '\n' : e === 't' ? '\t' : e === '0' ? '\0' : e;
    },
  );
}

/** `text` lexed as `language`; undefined for a language without a lexer. */
export function lexCode(language: string, text: string): LexedCode | undefined {
  const family = FAMILIES[language];
  if (!family) return undefined;
  const literals: CodeLiteral[] = [];
  let code = '';
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i] as string;
    if (family.block && c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
      code += ' ';
      continue;
    }
    const comment = family.line.find((l) => text.startsWith(l, i));
    // Perl's `$#array` and PHP's `#[Attr]` are not comments.
    if (
      comment &&
      !(comment === '#' && (text[i - 1] === '$' || text[i + 1] === '['))
    ) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? n : end;
      continue;
    }
    if (family.quotes.includes(c)) {
      const prefix = /[A-Za-z]{0,2}$/.exec(code)?.[0] ?? '';
      const triple = family.triple && text.startsWith(c.repeat(3), i);
      const close = triple ? c.repeat(3) : c;
      let j = i + close.length;
      while (j < n && !text.startsWith(close, j)) {
        if (text[j] === '\\' && !/r/i.test(prefix)) j++;
        else if (
          !triple &&
          text[j] === '\n' &&
          c !== '`' &&
          language === 'python'
        )
          break;
        j++;
      }
      const body = text.slice(i + close.length, Math.min(j, n));
      literals.push({
        value: /r/i.test(prefix) ? body : unescape(body, c),
        dynamic: family.interpolates(c, prefix, body),
      });
      code += `«${literals.length - 1}»`;
      i = Math.min(j + close.length, n);
      continue;
    }
    code += c;
    i++;
  }
  return { code, literals };
}
