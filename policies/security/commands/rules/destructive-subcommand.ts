// destructiveSubcommandPolicy — a CLI told to delete, destroy, purge, drop,
// uninstall, revoke … its resources (kubectl delete, terraform destroy, helm
// uninstall, aws … delete-*, docker system prune, rclone purge, vault kv
// destroy …), or given a deleting option (--delete, --remove, --purge,
// terraform -destroy), or fed such a verb on stdin: ask
// Pos: policies/security/commands/rules, seed 000 不可逆操作 for every resource CLI
// by its verbs, not by a list of tools; git, rm, find, SQL and HTTP methods
// have their own rules; text programs (echo, grep) are never read for verbs
import { DATA_PROGRAMS, SQL_KEYWORDS } from '../data-programs.js';
import { wordsAreData } from '../data-words.js';
import type { PathContext } from '../../paths/path-place.js';
import type { ShellCommand } from '../shell-command.js';
import { optionText } from '../wrappers.js';
import { DESTRUCTIVE_PAYLOAD } from './api-delete.js';
import { fragment, say, sayDetail } from '../../../vocabulary/messages/say.js';
import { ask, defineCommandPolicy } from './define-command-policy.js';
import { own } from '../../../vocabulary/own.js';

/**
 * Verbs that name an irreversible operation, whole or as a
 * `-`/`_`/`:`-separated part (`delete-rest-api`, `kv:key`, `db:drop`).
 */
const VERB_PART =
  /^(?:delete|deletes|deletefile|deleteall|del|destroy|purge|drop|truncate|flushall|flushdb|wipe|erase|nuke|remove|uninstall|unregister|deregister|revoke|terminate|prune|forget|unsubscribe|invalidate)$/;
/** Verbs that count only as a whole word (`rm`, `rb`, `kill` …): as parts they are too common. The secret-store verbs
 *  overwrite the value services run with; the old one may not come back. */
const VERB_WORD =
  /^(?:rm|rmi|rb|kill|disable|archive|rollback|undeploy|untag|unset|roll|reset|force_reset|force-reset|cleanup|compact|recreate|break-lock|clear|create-invalidation|update-secret|put-secret-value|rotate-secret)$/;
/** Colon tasks whose last part overwrites data (`gitlab:backup:restore`). */
const TASK = /:(?:restore|reset|drop|purge|truncate)$/;
/**
 * Options that delete (`rsync --delete`, `mc mirror --remove`, `terraform apply
 * -destroy`, `kafka-consumer-groups --reset-offsets`).
 */
const OPTION =
  /^(?:--(?:delete|del|delete-[a-z-]+|remove|remove-[a-z-]+|purge|reset-offsets|cleanup|force-delete|delete-destination(?:=true)?)|-destroy)$/;
/** Per tool, verbs that delete in that tool only. */
const TOOL_VERBS: Record<string, RegExp> = {
  rclone: /^(?:sync|move|dedupe)$/,
  deck: /^sync$/,
  splunk: /^clean$/,
  gsutil: /^-d$/,
  // `ssh-add -d`/`-D` take keys out of the user's agent: only the user
  // brings them back (a passphrase, a hardware key's touch).
  'ssh-add': /^-[a-z]*d[a-z]*$/,
};
/**
 * docker rm / rmi remove only with --force; prune and volume rm always lose
 * data.
 */
const CONTAINER_TOOLS = new Set(['docker', 'podman', 'nerdctl']);
const STDIN_VERB =
  /^\s*(?:delete|del|drop|truncate|flushall|flushdb|destroy|purge|remove|disable|shutdown|kill)\b/im;

const positionalsOf = (command: ShellCommand, limit: number) => {
  const out: string[] = [];
  for (const word of command.argv.slice(1)) {
    const text = optionText(word.value);
    if (text.startsWith('-')) continue;
    out.push(text.toLowerCase());
    if (out.length === limit) break;
  }
  return out;
};

const destructiveWord = (word: string) =>
  VERB_WORD.test(word) ||
  TASK.test(word) ||
  word.split(/[-_:]/).some((part) => VERB_PART.test(part));

function containerVerb(command: ShellCommand): string | undefined {
  const [first, second] = positionalsOf(command, 2);
  const options = command.argv.slice(1).map((w) => w.value);
  const forced = options.some(
    (o) => o === '--force' || /^-[a-zA-Z]*f[a-zA-Z]*$/.test(o),
  );
  if (
    (first === 'rm' ||
      first === 'rmi' ||
      (first === 'image' && second === 'rm') ||
      (first === 'container' && second === 'rm')) &&
    forced
  )
    return `${command.name} ${first} --force`;
  if (first === 'kill') return `${command.name} kill`;
  if (first === 'prune' || second === 'prune')
    return `${command.name} ${first === 'prune' ? '' : `${first} `}prune`;
  if (first === 'volume' && (second === 'rm' || second === 'remove'))
    return `${command.name} volume rm`;
  if ((first === 'compose' && second === 'down') || first === 'down')
    return options.some((o) => o === '-v' || o === '--volumes')
      ? `${command.name} compose down --volumes`
      : undefined;
  return undefined;
}

function verbOf(command: ShellCommand, paths: PathContext): string | undefined {
  if (CONTAINER_TOOLS.has(command.name)) return containerVerb(command);
  // Test filters and dependency names are data, not verbs (issue 13).
  if (wordsAreData(command, paths)) return undefined;
  const words = command.argv.slice(1).map((w) => optionText(w.value));
  // A dry run deletes nothing (rsync spells it -n too).
  if (
    words.some(
      (w) =>
        w === '--dry-run' ||
        w === '--dryrun' ||
        (command.name === 'rsync' && /^-[a-zA-Z]*n[a-zA-Z]*$/.test(w)),
    )
  )
    return undefined;
  const tool = own(TOOL_VERBS, command.name);
  if (tool) {
    const hit = words.find((w) => tool.test(w.toLowerCase()));
    if (hit) return `${command.name} ${hit}`;
  }
  const option = words.find((w) => OPTION.test(w.toLowerCase()));
  if (option) return `${command.name} ${option}`;
  if (command.name.split(/[-_]/).some((part) => VERB_PART.test(part)))
    return command.name;
  const positionals = positionalsOf(command, 5);
  const verb = positionals.find(destructiveWord);
  // Turning a feature flag off is undone by turning it on: nothing is lost
  // (vault's `secrets disable` and `auth disable` still are verbs).
  if (
    verb === 'disable' &&
    positionals.some((p) => /^(?:features?|flags?|toggles?)$/.test(p))
  )
    return undefined;
  if (verb !== undefined) return `${command.name} … ${verb}`;
  return words.some((w) => DESTRUCTIVE_PAYLOAD.test(w))
    ? `${command.name} with a payload asking for a deletion`
    : undefined;
}

export const destructiveSubcommandPolicy = defineCommandPolicy({
  id: 'command.destructive-subcommand',
  description: 'resource CLIs told to delete, destroy, purge or uninstall',
  check(command, context) {
    if (
      !command.name ||
      DATA_PROGRAMS.has(command.name) ||
      SQL_KEYWORDS.has(command.name)
    )
      return [];
    if (
      ['curl', 'wget', 'http', 'https', 'xh', 'ssh', 'scp', 'sftp'].includes(
        command.name,
      )
    )
      return [];
    const verb = verbOf(command, context.paths);
    if (verb) {
      return [
        {
          severity: 'soft-deny',
          ...say('command.destructive', {
            verb,
            remote: command.remote
              ? fragment('command.on-remote', { remote: command.remote })
              : '',
          }),
          next: ask(sayDetail('command.destructive.next')),
        },
      ];
    }
    if (command.stdinText !== undefined && STDIN_VERB.test(command.stdinText)) {
      const line = STDIN_VERB.exec(command.stdinText)?.[0]?.trim() ?? '';
      return [
        {
          severity: 'soft-deny',
          ...say('command.destructive.stdin', { line, program: command.name }),
          next: ask(sayDetail('command.destructive.stdin.next')),
        },
      ];
    }
    return [];
  },
});
