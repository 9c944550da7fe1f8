// exfiltrationPolicy — sensitive files or the environment sent off the machine:
// curl -d @.env, scp ~/.ssh/id_rsa host:, cat ~/.aws/credentials | nc …, env |
// curl -d @- …, curl -d "$(cat .env)" …: hard-deny (seed 000 暴露敏感信息 CRITICAL)
// Pos: policies/security/commands/rules, one rule family; reading such files
// locally is sensitive-read.ts's ask
import { placeOf } from '../../paths/path-place.js';
import type { PathContext } from '../../paths/path-place.js';
import { sensitiveFileId } from '../../paths/sensitive-files.js';
import { sensitiveTarget } from '../../paths/sensitive-paths.js';
import { SENDERS } from '../network-programs.js';
import type { ShellCommand } from '../shell-command.js';
import { readTargets } from '../targets.js';
import { fragment, say, sayDetail } from '../../../vocabulary/messages/say.js';
import type { Said, SaidParam } from '../../../vocabulary/messages/said.js';
import { ask, defineCommandPolicy, stop } from './define-command-policy.js';
import type { ShellWord } from '../shell-command.js';
import type { CommandHit } from './define-command-policy.js';

/**
 * What secret `command` reads (a sensitive file, credentials, or the whole
 * environment), if any.
 */
export function secretRead(
  command: ShellCommand,
  paths: PathContext,
  uploadsOnly = false,
): Said | undefined {
  if (!uploadsOnly) {
    if (['env', 'printenv'].includes(command.name) && command.argv.length === 1)
      return fragment('command.code.sent-environment');
    if (command.name === 'set' && command.argv.length === 1)
      return fragment('command.code.sent-environment');
    if (command.name === 'export' && command.argv[1]?.value === '-p')
      return fragment('command.code.sent-environment');
  }
  if (
    command.name === 'gh' &&
    command.argv[1]?.value === 'gist' &&
    command.argv[2]?.value === 'create'
  ) {
    for (const w of command.argv.slice(3)) {
      if (w.value.startsWith('-')) continue;
      const place = placeOf(w.value, paths, {
        dynamic: w.dynamic,
        ...(command.workdir !== undefined ? { workdir: command.workdir } : {}),
      });
      if (place.sensitive || place.secrets)
        return fragment('command.code.sent-file', {
          path: place.raw,
          what: place.sensitiveSaid ?? place.whatSaid ?? place.what,
        });
    }
  }
  const base = command.name === 'tar' ? tarDirectory(command) : undefined;
  for (const target of readTargets(command)) {
    if (uploadsOnly && !target.upload) continue;
    if (target.word.glob && !target.word.dynamic) {
      const glob = globName(target.word.value);
      if (glob)
        return fragment('why.secret.glob', {
          word: target.word.value,
          glob,
        });
    }
    if (base !== undefined && !/^[/~$]/.test(target.word.value)) {
      const place = placeOf(`${base}/${target.word.value}`, paths, {});
      if (place.sensitive || place.secrets)
        return fragment('command.code.sent-file', {
          path: `${base}/${target.word.value}`,
          what: place.sensitiveSaid ?? place.whatSaid ?? place.what,
        });
    }
    if (/^\/proc\/(?:self|\d+|\*)\/environ$/.test(target.word.value))
      return fragment('why.secret.proc-environ', {
        path: target.word.value,
      });
    if (command.remote) {
      const id = sensitiveFileId(target.word.value);
      const kind = id
        ? fragment(id)
        : sensitiveTarget(target.word.value)?.secrets
          ? fragment('why.secret.credentials')
          : undefined;
      if (kind)
        return fragment('command.code.sent-file', {
          path: target.word.value,
          what: kind,
        });
      continue;
    }
    const place = placeOf(target.word.value, paths, {
      dynamic: target.word.dynamic,
      ...(command.workdir !== undefined ? { workdir: command.workdir } : {}),
    });
    if (place.absolute?.endsWith('.pub')) continue;
    if (place.sensitive || place.secrets)
      return fragment('command.code.sent-file', {
        path: place.raw,
        what: place.sensitiveSaid ?? place.whatSaid ?? place.what,
      });
  }
  return undefined;
}

/** Names of variables that hold secrets by convention. */
const SECRET_NAME =
  /\$\{?([A-Za-z0-9_]*(?:SECRET|TOKEN|PASSWORD|PASSWD|API_?KEY|ACCESS_KEY|PRIVATE_KEY|CREDENTIAL)[A-Za-z0-9_]*)\}?/i;

/** The secret-named variable a command's words expand or name (`printenv AWS_SECRET_ACCESS_KEY`). */
function secretVariable(command: ShellCommand): string | undefined {
  for (const w of command.argv.slice(1)) {
    const m = SECRET_NAME.exec(w.dynamic ? w.value : `$${w.value}`);
    if (m && (w.dynamic || command.name === 'printenv')) return m[1];
  }
  return undefined;
}

/** Files whose names announce secrets, for matching globs (`.en?`, `id_*`). */
const SECRET_NAMES = [
  '.env',
  'id_rsa',
  'id_ed25519',
  'id_ecdsa',
  '.netrc',
  '.npmrc',
  '.pypirc',
  '.pgpass',
  'credentials',
  '.git-credentials',
  'shadow',
  '.bash_history',
  '.zsh_history',
];

/** The secret file name a glob word's last part would match. */
function globName(word: string): string | undefined {
  const last = word.split('/').pop() ?? '';
  if (!/[*?[]/.test(last) || /^\*?$/.test(last)) return undefined;
  const re = new RegExp(
    `^${last
      .replace(/[.+^${}()|\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  );
  return SECRET_NAMES.find((name) => re.test(name));
}

/** `tar -C DIR` / `--directory=DIR`: the folder its operands are read from. */
function tarDirectory(command: ShellCommand): string | undefined {
  const args = command.argv.slice(1);
  for (let i = 0; i < args.length; i++) {
    const a = args[i]?.value ?? '';
    if (a === '-C' || a === '--directory') return args[i + 1]?.value;
    if (a.startsWith('--directory=')) return a.slice(12);
    if (/^-[A-Za-z]*C$/.test(a)) return args[i + 1]?.value;
  }
  return undefined;
}

/**
 * What secret a command feeding a sender produces: secretRead's, the shell
 * history, a secret-named variable printed.
 */
function sentSecret(
  command: ShellCommand,
  paths: PathContext,
): Said | undefined {
  const read = secretRead(command, paths);
  if (read) return read;
  if (
    command.name === 'history' ||
    (command.name === 'fc' && command.argv.some((w) => w.value === '-l'))
  )
    return fragment('why.secret.history');
  const named = secretVariable(command);
  if (named && ['printenv', 'echo', 'printf', 'env'].includes(command.name))
    return fragment('why.secret.variable', { name: named });
  return undefined;
}

const isSender = (command: ShellCommand) =>
  SENDERS.has(command.name) &&
  !(command.name === 'gh' && command.argv[1]?.value !== 'gist');

/** tar/zip/7z of `.` (or the whole workspace) written to stdout. */
function archivesWorkspace(command: ShellCommand): boolean {
  if (!['tar', 'zip', '7z', 'cpio', 'git'].includes(command.name)) return false;
  const a = command.argv.slice(1).map((w) => w.value);
  if (command.name === 'git') return a[0] === 'archive' || a[0] === 'bundle';
  return a.some((v) => v === '.' || v === './' || v === '*');
}

export const exfiltrationPolicy = defineCommandPolicy({
  id: 'command.exfiltration',
  description: 'secrets and sensitive files sent over the network',
  checkScript({ analysis, paths }) {
    const hits: CommandHit[] = [];
    const flag = (command: ShellCommand, what: SaidParam, how: SaidParam) =>
      hits.push({
        subject: command.text,
        severity: 'hard-deny',
        ...say('command.exfiltration.send', { how, what }),
        next: stop(sayDetail('command.exfiltration.send.next')),
      });
    const commands = analysis.commands;
    const asking = (command: ShellCommand, said: ReturnType<typeof say>) =>
      hits.push({
        subject: command.text,
        severity: 'soft-deny',
        ...said,
        next: ask(sayDetail('command.exfiltration.ask.next')),
      });
    // `ln -s ~/.ssh/id_rsa notes.txt`: uploading the link uploads the key.
    const links = new Map<string, string>();
    // `git remote add x URL`: a push to x sends the repository there.
    const added = new Set<string>();
    for (const command of commands) {
      if (
        command.name === 'ln' &&
        command.argv.some((w) => /^-[a-zA-Z]*s/.test(w.value))
      ) {
        const ops = command.argv
          .slice(1)
          .filter((w) => !w.value.startsWith('-'));
        if (ops.length === 2)
          links.set(
            (ops[1] as ShellWord).value.replace(/^\.\//, ''),
            (ops[0] as ShellWord).value,
          );
      }
      const a = command.argv.map((w) => w.value);
      if (
        command.name === 'git' &&
        a.includes('remote') &&
        a[a.indexOf('remote') + 1] === 'add'
      ) {
        const ops = a
          .slice(a.indexOf('remote') + 2)
          .filter((v) => !v.startsWith('-'));
        if (ops[0]) added.add(ops[0]);
      }
      if (command.name === 'git' && a.includes('push')) {
        const ops = a
          .slice(a.indexOf('push') + 1)
          .filter((v) => !v.startsWith('-'));
        if (ops[0] && added.has(ops[0]))
          asking(
            command,
            say('command.exfiltration.new-remote', { remote: ops[0] }),
          );
      }
    }
    for (const command of commands) {
      if (!isSender(command)) continue;
      const direct = secretRead(command, paths, true);
      if (direct) flag(command, direct, command.name);
      for (const target of readTargets(command)) {
        const link = target.upload
          ? links.get(target.word.value.replace(/^\.\//, ''))
          : undefined;
        if (link === undefined) continue;
        const place = placeOf(link, paths, {});
        if (place.sensitive || place.secrets)
          flag(
            command,
            fragment('command.exfiltration.link', {
              link,
              what:
                place.sensitiveSaid ??
                place.sensitive ??
                place.whatSaid ??
                place.what,
              word: target.word.value,
            }),
            command.name,
          );
      }
      const variable = secretVariable(command);
      if (variable)
        asking(
          command,
          say('command.exfiltration.variable', {
            program: command.name,
            variable,
          }),
        );
      for (const index of command.argumentProducers ?? []) {
        const producer = commands[index];
        const what = producer && sentSecret(producer, paths);
        if (what)
          flag(
            command,
            what,
            fragment('command.exfiltration.via-substitution', {
              program: command.name,
              producer: producer.name,
            }),
          );
      }
      if (command.pipeline && command.pipeline.stage > 0) {
        for (const producer of commands) {
          if (
            producer.pipeline?.id !== command.pipeline.id ||
            producer.pipeline.stage >= command.pipeline.stage
          )
            continue;
          const what = sentSecret(producer, paths);
          if (what)
            flag(
              command,
              what,
              fragment('command.exfiltration.via-pipe', {
                producer: producer.name,
                program: command.name,
              }),
            );
          else if (archivesWorkspace(producer))
            asking(
              command,
              say('command.exfiltration.archive', {
                producer: producer.name,
                program: command.name,
              }),
            );
        }
      }
    }
    return hits;
  },
});
