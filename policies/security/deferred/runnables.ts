// runnablesOf(surface, text) — what a file of a deferred surface would run,
// read by its format's reader
// Pos: policies/security/deferred, the one dispatch over the formats; bounded:
// text past MAX_TEXT is read only as far as MAX_TEXT (the rest is unread and
// said so)
import {
  readCiYaml,
  readGithubWorkflow,
  readLefthook,
  readPreCommit,
} from './yaml-readers.js';
import {
  readClaudeSettings,
  readDevcontainer,
  readMcpJson,
  readPackageJson,
  readVscodeSettings,
  readVscodeTasks,
} from './json-readers.js';
import { readClaudeCommand, readInstructions } from './prose-readers.js';
import type { Reading } from './runnable.js';
import type { DeferredSurface, SurfaceFormat } from './surfaces.js';
import {
  readDotenv,
  readGitConfig,
  readIdea,
  readJenkinsfile,
  readJustfile,
  readMakefile,
  readNpmrc,
  readPyproject,
  readSetupPy,
  readShell,
} from './text-readers.js';

/** 2 MB: far past any hand-written config; a larger file is asked about. */
export const MAX_TEXT = 2_000_000;

const READERS: Record<SurfaceFormat, (text: string) => Reading> = {
  shell: readShell,
  'git-config': readGitConfig,
  lefthook: readLefthook,
  'pre-commit': readPreCommit,
  'vscode-tasks': readVscodeTasks,
  'vscode-settings': readVscodeSettings,
  devcontainer: readDevcontainer,
  idea: readIdea,
  dotenv: readDotenv,
  'package-json': readPackageJson,
  npmrc: readNpmrc,
  yarnrc: readNpmrc,
  pyproject: readPyproject,
  'setup-py': readSetupPy,
  makefile: readMakefile,
  justfile: readJustfile,
  'github-workflow': readGithubWorkflow,
  'ci-yaml': readCiYaml,
  jenkinsfile: readJenkinsfile,
  'mcp-json': readMcpJson,
  'claude-settings': readClaudeSettings,
  'claude-command': readClaudeCommand,
  instructions: readInstructions,
};

/**
 * The last readings, by format and text: the runtime reads a file to find the
 * commands to parse and the policy reads it again to judge, and a Write
 * compares the same before-text each time. A cache of a pure function: the
 * result is the same with it or without it.
 */
const recent: Array<{ format: string; text: string; reading: Reading }> = [];
const RECENT = 4;

export function runnablesOf(surface: DeferredSurface, text: string): Reading {
  if (text.length > MAX_TEXT)
    return {
      runnables: [],
      problem: `larger than ${MAX_TEXT} characters, not read`,
    };
  const hit = recent.find(
    (r) => r.format === surface.format && r.text === text,
  );
  if (hit) return hit.reading;
  const reading = READERS[surface.format](text);
  recent.unshift({ format: surface.format, text, reading });
  if (recent.length > RECENT) recent.pop();
  return reading;
}
