// wukongCall (a command that runs Wukong's own CLI: `wukong`, `npx wukong`,
// `npm exec wukong`, `node …/wukong.cjs`, `./node_modules/.bin/wukong`) and
// judgeWukongArgs (read-only, writing files the policy then judges, or changing
// Wukong itself), wukongPackageChange (`npm uninstall wukong`, `npm i
// wukong@file:…` …) — the agent may look
// at Wukong, never reconfigure, reinstall, remove, stop or feed it
// Pos: policies/security/self-protection, the CLI's command table seen from the
// gate; keep it in step with src/hosts/cli/main.ts
import { codeSite } from '../commands/code-site.js';
import { programName } from '../commands/program-name.js';
import type { ShellCommand, ShellWord } from '../commands/shell-command.js';
import { optionText } from '../commands/wrappers.js';

import { message, type MessageId } from '../../vocabulary/messages/index.js';
import { own } from '../../vocabulary/own.js';

export interface WukongCall {
  /** The words after the program: `config set hooks.daemon false`. */
  args: ShellWord[];
  /** How it was reached, for messages: `npx wukong`, `node dist/wukong.cjs`. */
  how: string;
}

const isWukongFile = (path: string) =>
  /(?:^|\/)(?:wukong(?:\.c?js|\.mjs)?|dist\/cli\.m?js)$/i.test(path);
/** `wukong`, `@scope/wukong`, with any version, tag, URL or alias after `@`. */
const isWukongPackage = (word: string) =>
  /^(?:@[^/@]+\/)?wukong(?:@.*)?$/is.test(word);
const RUNNER_VALUED = new Set([
  '-p',
  '--package',
  '-c',
  '--call',
  '--registry',
  '--cache',
  '--prefix',
  '--userconfig',
  '-w',
  '--workspace',
  '--filter',
  '-C',
  '--dir',
]);

/**
 * After an `npx`-like runner: the package it runs, when it is Wukong, and the
 * words after it.
 */
function afterRunner(
  words: readonly ShellWord[],
  how: string,
): WukongCall | undefined {
  for (let i = 0; i < words.length; i++) {
    const text = optionText((words[i] as ShellWord).value);
    if (text === '--') continue;
    if (text.startsWith('-')) {
      if (RUNNER_VALUED.has(text)) i++;
      continue;
    }
    return isWukongPackage(text)
      ? {
          args: words
            .slice(i + 1)
            .filter((w, k) => !(k === 0 && w.value === '--')),
          how: `${how} wukong`,
        }
      : undefined;
  }
  return undefined;
}

/** The Wukong CLI call `command` makes, if it makes one. */
export function wukongCall(command: ShellCommand): WukongCall | undefined {
  const argv = command.argv;
  const name = command.name;
  if (name === 'wukong' || name === 'wukong.cjs')
    return { args: argv.slice(1), how: argv[0]?.value ?? 'wukong' };
  if (name === 'npx' || name === 'bunx' || name === 'pnpx')
    return afterRunner(argv.slice(1), name);
  if (['npm', 'pnpm', 'yarn', 'bun'].includes(name)) {
    const verb = argv[1]?.value;
    if (verb === 'exec' || verb === 'x' || verb === 'dlx')
      return afterRunner(argv.slice(2), `${name} ${verb}`);
    if (
      (name === 'pnpm' || name === 'yarn') &&
      verb !== undefined &&
      isWukongPackage(verb)
    )
      return { args: argv.slice(2), how: `${name} wukong` };
    return undefined;
  }
  if (!['node', 'nodejs', 'bun', 'deno'].includes(programName(name)))
    return undefined;
  const site = codeSite(name, argv);
  if (site?.file !== undefined) {
    const file = argv[site.file] as ShellWord;
    if (isWukongFile(file.value))
      return { args: argv.slice(site.file + 1), how: `${name} ${file.value}` };
  }
  return undefined;
}

/** Package-manager verbs that take packages out (npm's aliases included). */
const REMOVE_VERBS: Record<string, readonly string[]> = {
  npm: ['uninstall', 'un', 'unlink', 'remove', 'rm', 'r'],
  pnpm: ['remove', 'rm', 'uninstall', 'un'],
  yarn: ['remove'],
  bun: ['remove', 'rm'],
};

/** Verbs that install, replace or update the packages they name. */
const INSTALL_VERBS: Record<string, readonly string[]> = {
  npm: [
    'install',
    'i',
    'in',
    'ins',
    'inst',
    'insta',
    'instal',
    'isnt',
    'isnta',
    'isntal',
    'isntall',
    'add',
    'update',
    'up',
    'upgrade',
    'udpate',
    'link',
    'ln',
  ],
  pnpm: ['add', 'install', 'i', 'update', 'up', 'upgrade', 'link', 'ln'],
  yarn: ['add', 'upgrade', 'up', 'link'],
  bun: ['add', 'install', 'i', 'update', 'link'],
};

/** A package.json key that says which Wukong is installed. */
const WUKONG_DEPENDENCY =
  /^(?:dependencies|devDependencies|optionalDependencies|peerDependencies|overrides|resolutions|pnpm\.overrides)\.(?:@[^.]+\/)?wukong$/i;

/**
 * A package manager told to take Wukong out, install another one over it or
 * change which one package.json names (`npm uninstall wukong`, `npm i
 * wukong@file:../x`, `npm pkg set devDependencies.wukong=…`): how it was asked
 * for and what it does, in the catalog.
 */
export function wukongPackageChange(
  input: ShellCommand,
): { how: string; whatId: MessageId } | undefined {
  // `corepack pnpm add …`, `npx npm i …`: the package manager they start.
  const first = input.argv[1]?.value ?? '';
  const command =
    ['corepack', 'npx', 'bunx', 'pnpx'].includes(input.name) &&
    Object.hasOwn(INSTALL_VERBS, first)
      ? { ...input, name: first, argv: input.argv.slice(1) }
      : input;
  const at = command.argv.findIndex(
    (w, i) => i > 0 && !w.value.startsWith('-'),
  );
  const verb = command.argv[at]?.value;
  if (verb === undefined) return undefined;
  const operands = command.argv
    .slice(at + 1)
    .filter((w) => !w.value.startsWith('-'))
    .map((w) => w.value);
  const how = `${command.name} ${verb}`;
  if (
    own(REMOVE_VERBS, command.name)?.includes(verb) &&
    operands.some(isWukongPackage)
  )
    return { how, whatId: 'wukong-cli.remove' };
  if (
    own(INSTALL_VERBS, command.name)?.includes(verb) &&
    operands.some(isWukongPackage)
  )
    return { how, whatId: 'wukong-cli.reinstall' };
  if (
    command.name === 'npm' &&
    verb === 'pkg' &&
    ['set', 'delete'].includes(operands[0] ?? '') &&
    operands.slice(1).some((o) => WUKONG_DEPENDENCY.test(o.split('=')[0] ?? ''))
  )
    return { how: `npm pkg ${operands[0]}`, whatId: 'wukong-cli.reinstall' };
  return undefined;
}

export type WukongVerdict =
  /**
   * Looks only: `check`, `scan`, `ledger verify`, `promise show`, `--help` …
   */
  | { kind: 'read-only' }
  /** Writes only the files it names (`--out`, `--state`): the policy judges those like any other write. */
  | { kind: 'writes'; paths: string[] }
  /** Changes Wukong itself: only the user runs it. */
  | { kind: 'changes'; what: string; whatId: MessageId };

/** Changes Wukong: `what` in English, `whatId` its catalog id. */
const changes = (whatId: MessageId): WukongVerdict => ({
  kind: 'changes',
  what: message(whatId, 'en'),
  whatId,
});

const valueOf = (
  args: readonly string[],
  ...names: string[]
): string | undefined => {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    for (const name of names) {
      if (arg === name) return args[i + 1] ?? '';
      if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
    }
  }
  return undefined;
};
const has = (args: readonly string[], ...names: string[]) =>
  args.some((a) => names.includes(a));
const writes = (...paths: Array<string | undefined>): WukongVerdict => ({
  kind: 'writes',
  paths: paths.filter((p): p is string => p !== undefined),
});
const HELP = ['--help', '-h', 'help'];

/**
 * What the Wukong CLI does with `args` (src/hosts/cli/main.ts and each
 * command's help). Anything unknown changes Wukong: fail closed.
 */
export function judgeWukongArgs(args: readonly string[]): WukongVerdict {
  const [sub, ...rest] = args;
  if (
    sub === undefined ||
    HELP.includes(sub) ||
    sub === '--version' ||
    sub === '-v'
  )
    return { kind: 'read-only' };
  // Only right after the command: every command prints its help for it, while
  // `promise clear --help` still clears.
  if (HELP.includes(rest[0] ?? '')) return { kind: 'read-only' };
  const verb = rest[0];
  switch (sub) {
    case 'check':
    case 'scan':
    case 'audit':
    case 'doctor':
    case 'verify-plan':
      return { kind: 'read-only' };
    case 'verify':
      return writes(valueOf(rest, '--state'));
    case 'ledger':
      return verb === 'tail' || verb === 'verify' || verb === 'replay'
        ? { kind: 'read-only' }
        : changes('wukong-cli.ledger');
    case 'promise':
      return verb === 'show'
        ? { kind: 'read-only' }
        : changes('wukong-cli.promise');
    case 'config':
      return ['get', 'show', 'keys', 'schema'].includes(verb ?? '')
        ? { kind: 'read-only' }
        : changes('wukong-cli.config');
    case 'run':
      return verb === 'show' || verb === 'list'
        ? { kind: 'read-only' }
        : changes('wukong-cli.run');
    case 'authorize':
      return has(rest, '--list')
        ? { kind: 'read-only' }
        : changes('wukong-cli.authorize');
    case 'resume':
      return has(rest, '--status')
        ? { kind: 'read-only' }
        : changes('wukong-cli.resume');
    case 'anchors':
      return verb === 'list' || verb === 'show' || verb === 'search'
        ? { kind: 'read-only' }
        : changes('wukong-cli.anchors');
    case 'context':
      if (verb === 'status') return { kind: 'read-only' };
      if (verb === 'restore') return writes(valueOf(rest, '--out'));
      return changes('wukong-cli.context');
    case 'throttle':
      if (has(rest, '--mute', '--unmute'))
        return changes('wukong-cli.throttle-mute');
      return has(rest, '--status', '--no-persist')
        ? { kind: 'read-only' }
        : changes('wukong-cli.throttle');
    case 'viz':
      if (has(rest, '--check')) return { kind: 'read-only' };
      if (
        valueOf(rest, '--ledger') !== undefined &&
        valueOf(rest, '--out') === undefined
      )
        return changes('wukong-cli.viz');
      return writes(valueOf(rest, '--out') ?? 'visualizations');
    case 'paths':
      return writes(valueOf(rest, '--out'), valueOf(rest, '--report'));
    case 'init':
    case 'uninstall':
      return has(rest, '--dry-run')
        ? { kind: 'read-only' }
        : changes('wukong-cli.init');
    case 'serve':
      return has(rest, '--status') && !has(rest, '--stop')
        ? { kind: 'read-only' }
        : changes(
            has(rest, '--stop')
              ? 'wukong-cli.serve-stop'
              : 'wukong-cli.serve-start',
          );
    case 'undo':
      // The CLI refuses --list/--status with an ID, --path or --clean.
      return has(rest, '--list', '--status')
        ? { kind: 'read-only' }
        : changes('wukong-cli.undo');
    case 'hook':
      return changes('wukong-cli.hook');
    default:
      return changes('wukong-cli.unknown');
  }
}
