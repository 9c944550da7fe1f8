// Input: nothing
// Output: CommandIO — what a command may touch of its process: cwd, stdout, stderr, stdin
// Pos: src/cli, the seam that lets commands run in-process (tests, the library) and as the binary alike
export interface CommandIO {
  cwd: string;
  out(text: string): void;
  err(text: string): void;
  readStdin(): string;
}
