// DEFERRED_SURFACES and surfaceOf(path) — the table of files and config keys
// that make code run later: what runs, when, and who runs it (issue 19)
// Pos: policies/security/deferred, data only; the readers (runnables.ts) say
// how each format is read, deferred-findings.ts compares before and after
export type SurfaceFormat =
  | 'shell'
  | 'git-config'
  | 'lefthook'
  | 'pre-commit'
  | 'vscode-tasks'
  | 'vscode-settings'
  | 'devcontainer'
  | 'idea'
  | 'dotenv'
  | 'package-json'
  | 'npmrc'
  | 'yarnrc'
  | 'pyproject'
  | 'setup-py'
  | 'makefile'
  | 'justfile'
  | 'github-workflow'
  | 'ci-yaml'
  | 'jenkinsfile'
  | 'mcp-json'
  | 'claude-settings'
  | 'claude-command'
  | 'instructions';

export interface DeferredSurface {
  id: string;
  /** The files, as people name them. */
  files: string;
  /** Tested against the path's `/`-separated tail (case-sensitive). */
  pattern: RegExp;
  format: SurfaceFormat;
  /** What in it runs. */
  what: string;
  /** When it runs. */
  when: string;
  /** Who runs it, with whose rights and secrets. */
  who: string;
}

const tail = (re: string) => new RegExp(`(?:^|/)${re}$`);

export const DEFERRED_SURFACES: readonly DeferredSurface[] = [
  {
    id: 'git-hook',
    files: '.git/hooks/*, .githooks/*, .hooks/* (core.hooksPath targets)',
    pattern: tail('(?:\\.git/hooks|\\.githooks|\\.hooks|githooks)/[^/]+'),
    format: 'shell',
    what: 'the hook script',
    when: 'on the next git commit, merge, checkout or push',
    who: 'the user, with their shell and credentials',
  },
  {
    id: 'git-config',
    files:
      '.git/config, .gitconfig (core.hooksPath, core.fsmonitor, aliases, filters …)',
    pattern: tail('(?:\\.git/config|\\.gitconfig|\\.gitmodules)'),
    format: 'git-config',
    what: 'programs named by config keys (hooksPath, fsmonitor, sshCommand, pager, editor, `!` aliases, filters, textconv, credential helpers)',
    when: 'on the next git command that reads the key',
    who: 'the user, with their credentials',
  },
  {
    id: 'husky',
    files: '.husky/*',
    pattern: tail('\\.husky/(?:_/)?[^/]+'),
    format: 'shell',
    what: 'the hook script',
    when: 'on the next git commit or push once husky is installed',
    who: 'every developer of the repository',
  },
  {
    id: 'lefthook',
    files: 'lefthook.yml, .lefthook.yml, lefthook-local.yml',
    pattern: tail('\\.?lefthook(?:-local)?\\.ya?ml'),
    format: 'lefthook',
    what: 'each hook command (`run`, script runners)',
    when: 'on the next git commit or push',
    who: 'every developer of the repository',
  },
  {
    id: 'pre-commit',
    files: '.pre-commit-config.yaml',
    pattern: tail('\\.pre-commit-config\\.ya?ml'),
    format: 'pre-commit',
    what: 'local hook entries, and the code of each hook repository at its rev',
    when: 'on the next git commit once pre-commit is installed, and in CI',
    who: 'every developer and CI',
  },
  {
    id: 'vscode-tasks',
    files: '.vscode/tasks.json (runOn: folderOpen)',
    pattern: tail('\\.vscode/tasks\\.json'),
    format: 'vscode-tasks',
    what: 'a task’s command and arguments',
    when: 'when the folder is opened (runOn: folderOpen); others when run',
    who: 'whoever opens the folder in VS Code or Cursor',
  },
  {
    id: 'vscode-settings',
    files: '.vscode/settings.json, *.code-workspace',
    pattern: tail('(?:\\.vscode/settings\\.json|[^/]+\\.code-workspace)'),
    format: 'vscode-settings',
    what: 'terminal shells, arguments and environment; interpreter, linter, formatter and language-server paths',
    when: 'when the folder is opened or a terminal, linter or server starts',
    who: 'whoever opens the folder in VS Code or Cursor',
  },
  {
    id: 'devcontainer',
    files: '.devcontainer/devcontainer.json, .devcontainer.json',
    pattern: tail(
      '(?:\\.devcontainer/(?:[^/]+/)?devcontainer\\.json|\\.devcontainer\\.json)',
    ),
    format: 'devcontainer',
    what: 'initializeCommand (on the host), onCreate/updateContent/postCreate/postStart/postAttach commands, container run arguments',
    when: 'when the dev container is built, started or attached',
    who: 'whoever opens the repository in a dev container or Codespace',
  },
  {
    id: 'idea',
    files: '.idea/runConfigurations/*.xml, .idea/workspace.xml',
    pattern: tail(
      '\\.idea/(?:runConfigurations/[^/]+\\.xml|workspace\\.xml|[^/]+\\.xml)',
    ),
    format: 'idea',
    what: 'run configurations’ scripts, programs and before-launch tasks',
    when: 'when the configuration is run (or at startup when it is a startup task)',
    who: 'whoever opens the project in a JetBrains IDE',
  },
  {
    id: 'envrc',
    files: '.envrc',
    pattern: tail('\\.envrc'),
    format: 'shell',
    what: 'the whole file, as shell',
    when: 'when a shell enters the folder (direnv, once allowed)',
    who: 'the user, in their shell',
  },
  {
    id: 'dotenv',
    files: '.env, .env.* (sourced by shells, direnv dotenv, compose)',
    pattern: tail('\\.env(?:\\.[A-Za-z0-9_.-]+)?'),
    format: 'dotenv',
    what: 'command substitutions, and variables that make programs load code (NODE_OPTIONS, LD_PRELOAD, BASH_ENV …)',
    when: 'when a tool loads or a shell sources the file',
    who: 'the user, their tools and CI',
  },
  {
    id: 'package-json',
    files:
      'package.json (preinstall, install, postinstall, prepare, prepublish*, prepack …)',
    pattern: tail('package\\.json'),
    format: 'package-json',
    what: 'lifecycle scripts; other scripts when run',
    when: 'on the next npm/yarn/pnpm install or publish',
    who: 'the user, every developer, and CI with its secrets',
  },
  {
    id: 'npmrc',
    files:
      '.npmrc, .yarnrc, .yarnrc.yml (script-shell, node-options, yarnPath)',
    pattern: tail('\\.(?:npmrc|yarnrc(?:\\.yml)?)'),
    format: 'npmrc',
    what: 'the shell scripts run with, Node options, the package manager binary itself',
    when: 'on every npm or yarn command',
    who: 'the user, every developer, and CI',
  },
  {
    id: 'pyproject',
    files: 'pyproject.toml (build-system, build hooks)',
    pattern: tail('pyproject\\.toml'),
    format: 'pyproject',
    what: 'the build backend and its requirements, in-tree backends and build hooks',
    when: 'on the next pip install or build',
    who: 'the user, every developer, and CI',
  },
  {
    id: 'setup-py',
    files: 'setup.py',
    pattern: tail('setup\\.py'),
    format: 'setup-py',
    what: 'the whole file, as Python',
    when: 'on the next pip install or build',
    who: 'the user, every developer, and CI',
  },
  {
    id: 'makefile',
    files: 'Makefile, GNUmakefile, *.mk (default target, $(shell …))',
    pattern: tail('(?:[Mm]akefile|GNUmakefile|[^/]+\\.mk)'),
    format: 'makefile',
    what: 'the default target’s recipe and $(shell …) at parse time; other targets when named',
    when: 'on the next plain `make`',
    who: 'the user, every developer, and CI',
  },
  {
    id: 'justfile',
    files: 'justfile, .justfile',
    pattern: tail('\\.?[Jj]ustfile'),
    format: 'justfile',
    what: 'the default recipe and backtick assignments; other recipes when named',
    when: 'on the next plain `just`',
    who: 'the user and every developer',
  },
  {
    id: 'github-workflow',
    files: '.github/workflows/*.yml, .github/actions/*/action.yml',
    pattern: tail('\\.github/(?:workflows/[^/]+|actions/.+/action)\\.ya?ml'),
    format: 'github-workflow',
    what: 'run steps, actions used (third-party code), github-script code, triggers such as pull_request_target',
    when: 'on the next push, pull request or schedule',
    who: 'GitHub Actions, with the repository’s token and secrets',
  },
  {
    id: 'ci',
    files:
      '.gitlab-ci.yml, .circleci/config.yml, .travis.yml, azure-pipelines.yml, bitbucket-pipelines.yml, .drone.yml, .buildkite/*.yml, .woodpecker*',
    pattern: tail(
      '(?:\\.gitlab-ci\\.ya?ml|\\.gitlab/ci/[^/]+\\.ya?ml|\\.circleci/config\\.ya?ml|\\.travis\\.ya?ml|azure-pipelines\\.ya?ml|bitbucket-pipelines\\.ya?ml|\\.drone\\.ya?ml|\\.buildkite/[^/]+\\.ya?ml|\\.woodpecker(?:\\.ya?ml|/[^/]+\\.ya?ml)|appveyor\\.ya?ml|cloudbuild\\.ya?ml)',
    ),
    format: 'ci-yaml',
    what: 'script, run and command entries; remote includes',
    when: 'on the next push or merge request',
    who: 'the CI runner, with the project’s secrets',
  },
  {
    id: 'jenkinsfile',
    files: 'Jenkinsfile',
    pattern: tail('Jenkinsfile(?:\\.[^/]+)?'),
    format: 'jenkinsfile',
    what: 'sh, bat and powershell steps',
    when: 'on the next build',
    who: 'the Jenkins agent, with its credentials',
  },
  {
    id: 'mcp-json',
    files: '.mcp.json, .cursor/mcp.json, .vscode/mcp.json',
    pattern: tail(
      '(?:\\.mcp\\.json|\\.cursor/mcp\\.json|\\.vscode/mcp\\.json|\\.gemini/settings\\.json)',
    ),
    format: 'mcp-json',
    what: 'each MCP server: its command and arguments, or the remote URL whose tools it offers',
    when: 'at the start of every agent session in the project (once approved)',
    who: 'every future agent session, with the user’s rights',
  },
  {
    id: 'claude-settings',
    files:
      '.claude/settings.json, .claude/settings.local.json, ~/.claude/settings.json, ~/.claude.json',
    pattern: tail(
      '(?:\\.claude/settings(?:\\.local)?\\.json|\\.claude\\.json|managed-settings\\.json)',
    ),
    format: 'claude-settings',
    what: 'hook commands, status line and credential helpers, mcpServers, permissions that let commands run unasked, API base URLs',
    when: 'on every tool call or session event of every future session',
    who: 'Claude Code, with the user’s rights',
  },
  {
    id: 'claude-command',
    files:
      '.claude/commands/*.md, .claude/agents/*.md, .claude/skills/*/SKILL.md',
    pattern: tail('\\.claude/(?:commands|agents|skills)/.+\\.md'),
    format: 'claude-command',
    what: '`!` shell lines, allowed tools and hooks in the front matter, and the prompt itself',
    when: 'when a session invokes the command, agent or skill',
    who: 'future agent sessions, with the user’s rights',
  },
  {
    id: 'instructions',
    files:
      'CLAUDE.md, CLAUDE.local.md, AGENTS.md, GEMINI.md, .cursorrules, .cursor/rules/*, .windsurfrules, .clinerules, .github/copilot-instructions.md',
    pattern: tail(
      '(?:CLAUDE(?:\\.local)?\\.md|AGENTS\\.md|GEMINI\\.md|\\.cursorrules|\\.cursor/rules/[^/]+|\\.windsurfrules|\\.clinerules(?:/[^/]+)?|\\.github/copilot-instructions\\.md|\\.github/instructions/[^/]+\\.md|CONVENTIONS\\.md)',
    ),
    format: 'instructions',
    what: 'instructions every future session reads as the user’s',
    when: 'at the start of every agent session in the project',
    who: 'every future agent session',
  },
];

/** The surface a path is, or undefined; `.sample` hooks never run. */
export function surfaceOf(path: string): DeferredSurface | undefined {
  const p = path.replace(/\\/g, '/');
  if (/\.git\/hooks\/[^/]+\.sample$/.test(p)) return undefined;
  return DEFERRED_SURFACES.find((s) => s.pattern.test(p));
}
