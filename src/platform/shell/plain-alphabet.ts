// PLAIN_ALPHABET — the characters of most commands in the plain subset
// (simple-bash.ts): plain words, blanks, quotes, `; & | < >`
// Pos: src/platform/shell, a constant on its own so the launcher can guess,
// without loading the subset's reader, whether a Bash call needs the wasm
// parser. A guess either way: a quoted string in the subset may hold other
// characters (the wasm is then compiled for nothing), and a command of these
// characters may still need it (it is compiled later); never a different tree

/** Word characters, blanks, quotes and the operators `; & | < >`. */
export const PLAIN_ALPHABET = /^[A-Za-z0-9_./:@%+,=\- '"&|;<>]*$/;
