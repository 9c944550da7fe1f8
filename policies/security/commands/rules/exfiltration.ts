// exfiltrationPolicy — sensitive files or the environment sent off the machine:
// curl -d @.env, scp ~/.ssh/id_rsa host:, cat ~/.aws/credentials | nc …, env |
// curl -d @- …, curl -d "$(cat .env)" …: hard-deny (seed 000 暴露敏感信息 CRITICAL)
// Pos: policies/security/commands/rules, one rule family; reading such files
// locally is sensitive-read.ts's ask
import { placeOf } from '../../paths/path-place.js';
import type { PathContext } from '../../paths/path-place.js';
import { sensitiveFile } from '../../paths/sensitive-files.js';
import { sensitiveTarget } from '../../paths/sensitive-paths.js';
import { SENDERS } from '../network-programs.js';
import type { ShellCommand } from '../shell-command.js';
import { readTargets } from '../targets.js';
import { defineCommandPolicy, stop } from './define-command-policy.js';
import type { CommandHit } from './define-command-policy.js';

/**
 * What secret `command` reads (a sensitive file, credentials, or the whole
 * environment), if any.
 */
export function secretRead(
  command: ShellCommand,
  paths: PathContext,
  uploadsOnly = false,
): string | undefined {
  if (!uploadsOnly) {
    if (['env', 'printenv'].includes(command.name) && command.argv.length === 1)
      return 'the environment (every secret in it)';
    if (command.name === 'set' && command.argv.length === 1)
      return 'the environment (every secret in it)';
    if (command.name === 'export' && command.argv[1]?.value === '-p')
      return 'the environment (every secret in it)';
  }
  for (const target of readTargets(command)) {
    if (uploadsOnly && !target.upload) continue;
    if (/^\/proc\/(?:self|\d+|\*)\/environ$/.test(target.word.value))
      return `${target.word.value} (a process environment)`;
    if (command.remote) {
      const kind =
        sensitiveFile(target.word.value) ??
        (sensitiveTarget(target.word.value)?.secrets
          ? 'credentials'
          : undefined);
      if (kind) return `${target.word.value} (${kind})`;
      continue;
    }
    const place = placeOf(target.word.value, paths, {
      dynamic: target.word.dynamic,
      ...(command.workdir !== undefined ? { workdir: command.workdir } : {}),
    });
    if (place.absolute?.endsWith('.pub')) continue;
    if (place.sensitive || place.secrets)
      return `${place.raw} (${place.sensitive ?? place.what})`;
  }
  return undefined;
}

const isSender = (command: ShellCommand) =>
  SENDERS.has(command.name) &&
  !(command.name === 'gh' && command.argv[1]?.value !== 'gist');

export const exfiltrationPolicy = defineCommandPolicy({
  id: 'command.exfiltration',
  description: 'secrets and sensitive files sent over the network',
  checkScript({ analysis, paths }) {
    const hits: CommandHit[] = [];
    const flag = (command: ShellCommand, what: string, how: string) =>
      hits.push({
        subject: command.text,
        severity: 'hard-deny',
        message: `${how} sends ${what} off the machine (seed 000 暴露敏感信息 CRITICAL)`,
        next: stop(
          'do not send it; if a service needs a credential, let the user configure it',
        ),
      });
    const commands = analysis.commands;
    for (const command of commands) {
      if (!isSender(command)) continue;
      const direct = secretRead(command, paths, true);
      if (direct) flag(command, direct, command.name);
      for (const index of command.argumentProducers ?? []) {
        const producer = commands[index];
        const what = producer && secretRead(producer, paths);
        if (what)
          flag(command, what, `${command.name} with $(${producer.name} …)`);
      }
      if (command.pipeline && command.pipeline.stage > 0) {
        for (const producer of commands) {
          if (
            producer.pipeline?.id !== command.pipeline.id ||
            producer.pipeline.stage >= command.pipeline.stage
          )
            continue;
          const what = secretRead(producer, paths);
          if (what) flag(command, what, `${producer.name} | ${command.name}`);
        }
      }
    }
    return hits;
  },
});
