// runnablesOf(surface, text) — what a file of a deferred surface would run,
// read by its format's reader
// Pos: policies/security/deferred, the one dispatch over the formats; bounded:
// text past MAX_TEXT is read only as far as MAX_TEXT (the rest is unread and
// said so); keeps nothing between calls (a cache of readings lives in the
// runtime, src/harness/gate/deferred-facts.ts)
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

/** A format's reader; `base`, the reading of the text before an edit. */
type Reader = (text: string, base?: Reading) => Reading;

const READERS: Record<SurfaceFormat, Reader> = {
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
 * What `text` would run. `base`, the reading of the file's text before an
 * edit, lets a reader re-read only what changed (package.json, workflows);
 * the result is the same with or without it.
 */
export function runnablesOf(
  surface: DeferredSurface,
  text: string,
  base?: Reading,
): Reading {
  if (text.length > MAX_TEXT)
    return {
      runnables: [],
      problem: `larger than ${MAX_TEXT} characters, not read`,
    };
  return READERS[surface.format](text, base);
}
