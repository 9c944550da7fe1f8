// packageManagersFamily — npm/npx/pnpm/yarn/pip that run strings or fetched
// code: `npm exec -c`, `npm exec -- CMD`, `npx -c`, `npm explore PKG -- CMD`,
// `--script-shell`/`--node-options`, `pnpm -c exec`, packages run or installed
// from a URL or repository (`npx -y URL`, `pip install git+URL`); NPM_COMMANDS
// and expandNpmArgv (nopt's unique-prefix commands: `npm publ`)
// Pos: policies/security/programs; `npm run X` reading package.json is part B's
// (scripts run indirectly); publishing is rules/publish.ts
import type { ShellWord } from './exec-site.js';
import type { ExecSite, ProgramReader } from './exec-site.js';
import { expandArgv, expandLong } from './option-reader.js';
import { fragment } from '../../vocabulary/messages/say.js';
import { packageConfigSites } from './package-config.js';
import { finding, joined, program, shell, textWord } from './sites.js';

/** npm 11's commands; aliases (i, rm, x …) only match exactly. */
export const NPM_COMMANDS = [
  'access',
  'adduser',
  'audit',
  'bugs',
  'cache',
  'ci',
  'completion',
  'config',
  'dedupe',
  'deprecate',
  'diff',
  'dist-tag',
  'docs',
  'doctor',
  'edit',
  'exec',
  'explain',
  'explore',
  'find-dupes',
  'fund',
  'get',
  'help',
  'help-search',
  'init',
  'install',
  'install-ci-test',
  'install-test',
  'link',
  'll',
  'login',
  'logout',
  'ls',
  'org',
  'outdated',
  'owner',
  'pack',
  'ping',
  'pkg',
  'prefix',
  'profile',
  'prune',
  'publish',
  'query',
  'rebuild',
  'repo',
  'restart',
  'root',
  'run-script',
  'sbom',
  'search',
  'set',
  'shrinkwrap',
  'star',
  'stars',
  'start',
  'stop',
  'team',
  'test',
  'token',
  'undeprecate',
  'uninstall',
  'unpublish',
  'unstar',
  'update',
  'version',
  'view',
  'whoami',
];
const NPM_ALIASES = new Set([
  'i',
  'add',
  'isntall',
  'in',
  'ins',
  'inst',
  'insta',
  'instal',
  'install-clean',
  'ic',
  'it',
  'cit',
  'un',
  'unlink',
  'remove',
  'rm',
  'r',
  'x',
  't',
  'tst',
  'run',
  'rum',
  'urn',
  'up',
  'upgrade',
  'c',
  'ln',
  'list',
  'la',
  'issues',
  'home',
  'v',
  'info',
  'show',
  'view',
  'author',
  'hlep',
  'create',
  'innit',
  'dist-tags',
  'udpate',
  'verison',
  's',
  'se',
  'find',
  'rb',
  'sit',
  'cit',
  'clean-install',
  'clean-install-test',
  'login',
  'add-user',
  'ddp',
  'why',
  'unstar',
]);
const NPM_OPTIONS = [
  'script-shell',
  'node-options',
  'ignore-scripts',
  'call',
  'package',
  'yes',
  'no',
  'global',
  'workspace',
  'workspaces',
  'prefix',
  'registry',
  'tag',
  'access',
  'dry-run',
  'force',
  'save',
  'save-dev',
  'save-exact',
  'legacy-peer-deps',
  'loglevel',
  'silent',
  'parseable',
  'json',
  'long',
  'otp',
  'include',
  'omit',
  'production',
  'audit',
  'fund',
  'editor',
  'git',
  'shell',
  'userconfig',
  'globalconfig',
  'cache',
  'offline',
  'prefer-offline',
  'prefer-online',
  'if-present',
  'foreground-scripts',
];

/** npm's argv with an abbreviated command (`publ`) and long options written out. */
export function expandNpmArgv(argv: readonly ShellWord[]): ShellWord[] {
  const at = argv.findIndex((w, i) => i > 0 && !w.value.startsWith('-'));
  let out = argv as ShellWord[];
  const command = argv[at];
  if (
    command &&
    !command.dynamic &&
    !NPM_COMMANDS.includes(command.value) &&
    !NPM_ALIASES.has(command.value)
  ) {
    const full = expandLong(command.value, {
      long: NPM_COMMANDS,
      abbreviations: true,
    });
    if (full !== command.value)
      out = argv.map((w, i) => (i === at ? { ...w, value: full } : w));
  }
  return expandArgv(out, 1, { long: NPM_OPTIONS, abbreviations: true });
}

/** A package spec that names code outside the registry. */
const REMOTE_SPEC =
  /^(?:https?:|git\+|git:|github:|gitlab:|bitbucket:|gist:|file:|ssh:)|^[\w.-]+\/[\w.-]+(?:#.*)?$|\.t(?:ar\.)?gz$/;

function npmSites(tool: string, argv: readonly ShellWord[]): ExecSite[] {
  const args = argv.slice(1);
  const sites: ExecSite[] = packageConfigSites(tool, args);
  for (let i = 0; i < args.length; i++) {
    const w = args[i]?.value ?? '';
    const m = /^--(script-shell|node-options|git|editor|shell)(?:=(.*))?$/.exec(
      w,
    );
    if (m)
      sites.push(
        finding(
          `${tool} --${m[1]}`,
          'soft-deny',
          fragment('prog.npm-shell'),
          m[2] ?? args[i + 1]?.value,
        ),
      );
  }
  const dd = args.findIndex((w) => w.value === '--');
  const before = dd < 0 ? args : args.slice(0, dd);
  const call = before.findIndex(
    (w) =>
      w.value === '-c' || w.value === '--call' || w.value.startsWith('--call='),
  );
  if (call >= 0) {
    const w = before[call] as ShellWord;
    const value = w.value.startsWith('--call=')
      ? textWord(w.value.slice(7), w)
      : before[call + 1];
    if (value) sites.push(shell(`${tool} -c`, value));
  }
  const command = before.find((w) => !w.value.startsWith('-'))?.value;
  if (
    tool === 'npm' &&
    (command === 'exec' || command === 'x') &&
    dd >= 0 &&
    args.length > dd + 1
  )
    sites.push(program('npm exec --', args.slice(dd + 1)));
  if (
    tool === 'npm' &&
    command === 'explore' &&
    dd >= 0 &&
    args.length > dd + 1
  )
    sites.push(shell('npm explore --', joined(args.slice(dd + 1))));
  const runsPackage =
    tool === 'npx' ||
    (tool === 'npm' && (command === 'exec' || command === 'x'));
  if (runsPackage && call < 0) {
    const pkgFlag = args.findIndex(
      (w) => w.value === '--package' || w.value === '-p',
    );
    const spec =
      pkgFlag >= 0
        ? args[pkgFlag + 1]?.value
        : args.find(
            (w, i) =>
              !w.value.startsWith('-') &&
              (tool === 'npx' || i > 0) &&
              w.value !== 'exec' &&
              w.value !== 'x',
          )?.value;
    if (spec && REMOTE_SPEC.test(spec) && !/^[@.]/.test(spec))
      sites.push(
        finding(
          `${tool} ${spec}`,
          'soft-deny',
          fragment('prog.remote-package'),
          spec,
        ),
      );
  }
  if (tool === 'npm' && ['install', 'i', 'add'].includes(command ?? ''))
    for (const w of args)
      if (
        !w.value.startsWith('-') &&
        /^(?:https?:|git\+|git:|github:|gist:)/.test(w.value)
      )
        sites.push(
          finding(
            `npm install ${w.value}`,
            'soft-deny',
            fragment('prog.npm-remote-install'),
            w.value,
          ),
        );
  return sites;
}

function pnpmSites(tool: string, argv: readonly ShellWord[]): ExecSite[] {
  const args = argv.slice(1);
  const sites: ExecSite[] = packageConfigSites(tool, args);
  const c = args.findIndex(
    (w) => w.value === '-c' || w.value === '--shell-mode',
  );
  const exec = args.findIndex((w) => w.value === 'exec' || w.value === 'dlx');
  if (c >= 0 && exec >= 0 && args[exec + 1])
    sites.push(
      shell(
        `${tool} -c ${args[exec]?.value}`,
        joined(args.slice(exec + 1).filter((w) => w.value !== '-c')),
      ),
    );
  if (args[0]?.value === 'dlx' && args[1] && REMOTE_SPEC.test(args[1].value))
    sites.push(
      finding(
        `${tool} dlx`,
        'soft-deny',
        fragment('prog.remote-package'),
        args[1].value,
      ),
    );
  return sites;
}

function pipSites(tool: string, argv: readonly ShellWord[]): ExecSite[] {
  const args = argv.slice(1);
  const sites: ExecSite[] = packageConfigSites(tool, args);
  if (!args.some((w) => w.value === 'install')) {
    const editor = args.findIndex((w) => w.value === '--editor');
    if (editor >= 0 && args[editor + 1])
      sites.push(
        shell(`${tool} config --editor`, args[editor + 1] as ShellWord),
      );
    return sites;
  }
  for (const w of args)
    if (
      !w.value.startsWith('-') &&
      /^(?:git\+|hg\+|svn\+|bzr\+|https?:|ftp:)|@\s*(?:git\+|https?:)/.test(
        w.value,
      )
    )
      sites.push(
        finding(
          `${tool} install ${w.value}`,
          'soft-deny',
          fragment('prog.pip-remote-install'),
          w.value,
        ),
      );
  return sites;
}

export const packageManagersFamily = {
  readers: {
    npm: (argv) => npmSites('npm', argv),
    npx: (argv) => npmSites('npx', argv),
    pnpm: (argv) => pnpmSites('pnpm', argv),
    yarn: (argv) => pnpmSites('yarn', argv),
    pip: (argv) => pipSites('pip', argv),
    gem: (argv) => packageConfigSites('gem', argv.slice(1)),
    pip3: (argv) => pipSites('pip3', argv),
    uv: (argv) =>
      argv[1]?.value === 'pip' ? pipSites('uv pip', argv.slice(1)) : [],
    pipx: (argv) =>
      argv[1]?.value === 'run' || argv[1]?.value === 'install'
        ? pipSites('pipx', [
            argv[0] as ShellWord,
            textWord('install'),
            ...argv.slice(2),
          ])
        : [],
  } satisfies Record<string, ProgramReader>,
};
