// claudeProjectDir and latestTranscript — where Claude Code keeps a workspace's
// session transcripts, and the newest of them
// Pos: src/context, used only when a command is not told which transcript to
// read (hooks always are: they get transcript_path)
import { readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * ~/.claude/projects/<cwd with every non-alphanumeric character as "-"> (or
 * under $CLAUDE_CONFIG_DIR).
 */
export function claudeProjectDir(
  workspace: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const base = env['CLAUDE_CONFIG_DIR'] ?? join(homedir(), '.claude');
  return join(base, 'projects', workspace.replace(/[^A-Za-z0-9]/g, '-'));
}

export function latestTranscript(
  workspace: string,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const dir = claudeProjectDir(workspace, env);
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.jsonl'));
  } catch {
    return undefined;
  }
  return names
    .map((n) => ({ path: join(dir, n), mtime: statSync(join(dir, n)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime)[0]?.path;
}
