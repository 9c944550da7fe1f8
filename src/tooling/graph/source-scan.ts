// codeOnly(text) — the text with comments and string contents blanked (offsets
// and newlines kept)
// Pos: src/tooling/viz, the lexical step shared by the guard-link scan and
// `wukong paths`' export scan; a scanner for our own conventions, not a parser
/**
 * Replaces comments and string contents by spaces, keeping offsets, so brace
 * matching and identifier scans see code only.
 */
export function codeOnly(text: string): string {
  const out = text.split('');
  let i = 0;
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  while (i < text.length) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      blank(i + 1, j);
      i = j + 1;
    } else i += 1;
  }
  return out.join('');
}
