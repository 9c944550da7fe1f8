// openEditor(editor, file, env) — runs the user's $VISUAL / $EDITOR on one file
// and waits: the setting's words are the program and its options (`code -w`,
// `vim -u NONE`), the file is the last argument; no shell is involved
// Pos: src/platform/config, the one process `wukong config edit` starts; kept
// apart so the child_process allow-list names it alone
import { spawnSync } from 'node:child_process';

export interface EditorRun {
  ok: boolean;
  /**
   * Why it failed, for the message: "exited with 1", "failed: spawn nano
   * ENOENT".
   */
  why?: string;
}

export function openEditor(
  editor: string,
  file: string,
  env: Record<string, string | undefined>,
): EditorRun {
  const words = editor.trim().split(/\s+/).filter(Boolean);
  const program = words[0];
  if (program === undefined) return { ok: false, why: 'is empty' };
  const run = spawnSync(program, [...words.slice(1), file], {
    stdio: 'inherit',
    env: env as NodeJS.ProcessEnv,
  });
  if (run.error) return { ok: false, why: `failed: ${run.error.message}` };
  if (run.status !== 0)
    return { ok: false, why: `exited with ${run.status ?? run.signal}` };
  return { ok: true };
}
