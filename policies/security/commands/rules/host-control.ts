// hostControlPolicy — account and host operations: a second root account
// (useradd -o -u 0, usermod -u 0), administrator groups, passwords removed or
// set (passwd -d, chpasswd), containers given the host (docker run -v /:…,
// ~/.ssh, the docker socket → hard-deny; --privileged, --pid=host → ask),
// killing init or processes found at run time, mounts, cluster outages (kubectl
// scale --replicas=0, drain), disk fills (fallocate -l 500G, yes > f, cat
// /dev/urandom > f), immutable files (chattr +i), world access by ACL or mode
// (setfacl -m o::rwx, install/mkdir -m 777), mv X /dev/null
// Pos: policies/security/commands/rules, one rule family; kill -1, killall and
// systemctl are system-control.ts's, chmod is permissions.ts's
import { placeOf } from '../../paths/path-place.js';
import type { ShellCommand } from '../shell-command.js';
import {
  say,
  sayDetail,
  type SayParams,
} from '../../../vocabulary/messages/say.js';
import type { MessageId } from '../../../vocabulary/messages/message.js';
import { ask, defineCommandPolicy, stop } from './define-command-policy.js';
import type { CommandHit } from './define-command-policy.js';
import { looseModeSaid } from './permissions.js';

const ADMIN_GROUPS =
  /(^|,)(sudo|wheel|admin|root|docker|adm|lxd|disk|shadow)(,|$)/;
const DENY_PLACES = new Set([
  'root',
  'home',
  'system',
  'user-config',
  'device',
  'workspace-ancestor',
]);
const UNBOUNDED_SOURCES = /^\/dev\/(u?random|zero)$/;

const deny = (id: MessageId, params: SayParams = {}): CommandHit => ({
  severity: 'hard-deny',
  ...say(id, params),
  next: stop(sayDetail('command.host.deny.next')),
});
const asking = (id: MessageId, params: SayParams = {}): CommandHit => ({
  severity: 'soft-deny',
  ...say(id, params),
  next: ask(sayDetail('command.confirm-intended.next')),
});

/** A size like 500G, 1T, 2048M at or above one gibibyte. */
function huge(size: string): boolean {
  const m = /^(\d+(?:\.\d+)?)\s*([KMGTPE]?)(i?B?)?$/i.exec(size.trim());
  if (!m) return false;
  const power = ' KMGTPE'.indexOf((m[2] || ' ').toUpperCase());
  return Number(m[1]) * 1024 ** Math.max(power, 0) >= 1024 ** 3;
}

function optionValue(
  args: readonly string[],
  names: readonly string[],
): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    for (const n of names) {
      if (a === n) return args[i + 1];
      // A bundle ending in the letter: `-aG sudo`.
      if (
        !n.startsWith('--') &&
        new RegExp(`^-[a-zA-Z]+${n.slice(1)}$`).test(a)
      )
        return args[i + 1];
      if (n.startsWith('--') && a.startsWith(`${n}=`))
        return a.slice(n.length + 1);
      if (!n.startsWith('--') && a.startsWith(n) && a.length > n.length)
        return a.slice(n.length);
    }
  }
  return undefined;
}

function check(
  command: ShellCommand,
  paths: Parameters<typeof placeOf>[1],
): CommandHit[] {
  const args = command.argv.slice(1).map((w) => w.value);
  const where =
    command.workdir !== undefined ? { workdir: command.workdir } : {};
  switch (command.name) {
    case 'useradd':
    case 'adduser':
    case 'usermod': {
      const uid = optionValue(args, ['-u', '--uid']);
      if (uid === '0' || args.includes('-o') || args.includes('--non-unique'))
        return [
          deny(
            uid === '0' ? 'command.host.uid-0' : 'command.host.duplicate-uid',
            { program: command.name },
          ),
        ];
      const groups = optionValue(args, ['-G', '--groups', '-g', '--gid']);
      if (groups && ADMIN_GROUPS.test(groups))
        return [
          deny('command.host.admin-group', { program: command.name, groups }),
        ];
      return command.name === 'usermod'
        ? [asking('command.host.usermod')]
        : [asking('command.host.useradd', { program: command.name })];
    }
    case 'gpasswd':
      return args.some((a) => ADMIN_GROUPS.test(a))
        ? [deny('command.host.gpasswd')]
        : [];
    case 'passwd':
      if (args.some((a) => /^(-d|--delete)$/.test(a)))
        return [deny('command.host.passwd-delete')];
      if (
        args.some(
          (a) => /^-[SLlae]|^--(status|help)/.test(a) && !/^-(d|u)/.test(a),
        ) &&
        !args.includes('-u')
      )
        return [];
      return [asking('command.host.passwd')];
    case 'chpasswd':
    case 'chage':
      return [deny('command.host.chpasswd', { program: command.name })];
    case 'visudo':
      return [deny('command.host.visudo')];
    case 'mount':
    case 'umount': {
      const operands = args.filter((a) => !a.startsWith('-'));
      if (command.name === 'mount' && operands.length === 0) return [];
      return [
        asking(
          args.some((a) => /bind/.test(a))
            ? 'command.host.mount.bind'
            : 'command.host.mount',
          { program: command.name },
        ),
      ];
    }
    case 'kill': {
      if (args.some((a) => a === '-0' || a === '-s0')) return [];
      const targets = command.argv
        .slice(1)
        .filter((w) => !/^-/.test(w.value) || /^-\d+$/.test(w.value) === false);
      if (targets.some((w) => !w.dynamic && w.value === '1'))
        return [deny('command.host.kill-init')];
      if (
        targets.some((w) => w.dynamic && !/^\$!$|^%\d*$/.test(w.value)) &&
        (command.argumentProducers?.length ?? 0) > 0
      )
        return [asking('command.host.kill-run-time')];
      return [];
    }
    case 'docker':
    case 'podman':
    case 'nerdctl': {
      const sub = args.find((a) => !a.startsWith('-'));
      if (sub !== 'run' && sub !== 'create') return [];
      const hits: CommandHit[] = [];
      for (let i = 0; i < args.length; i++) {
        const a = args[i] as string;
        let spec: string | undefined;
        if (a === '-v' || a === '--volume') spec = args[i + 1];
        else if (/^(-v|--volume=)/.test(a))
          spec = a.replace(/^(-v|--volume=)/, '');
        else if (a === '--mount' || a.startsWith('--mount=')) {
          const m = /(?:^|,)(?:source|src)=([^,]+)/.exec(
            a === '--mount' ? (args[i + 1] ?? '') : a,
          );
          spec = m ? `${m[1]}:` : undefined;
        }
        if (spec !== undefined) {
          const source = spec.split(':')[0] ?? '';
          if (!/^[/~.$]/.test(source)) continue;
          const place = placeOf(source.replace(/(.)\/$/, '$1'), paths, where);
          if (/docker\.sock|containerd\.sock|podman\.sock/.test(source))
            hits.push(
              deny('command.host.docker-socket', {
                program: command.name,
                source,
              }),
            );
          else if (
            DENY_PLACES.has(place.kind) ||
            place.secrets ||
            place.sensitive
          )
            hits.push(
              deny('command.host.docker-mount', {
                program: command.name,
                what: place.whatSaid ?? place.what,
              }),
            );
        }
        if (
          a === '--privileged' ||
          /^--(pid|ipc|uts|userns|cgroupns)=host$/.test(a) ||
          /^--cap-add(=|$)(ALL|SYS_ADMIN|SYS_PTRACE)?/.test(a) ||
          /seccomp=unconfined|apparmor=unconfined/.test(a)
        )
          hits.push(
            asking('command.host.docker-privileged', {
              program: command.name,
              option: a,
            }),
          );
      }
      return hits;
    }
    case 'kubectl':
    case 'oc': {
      const sub = args.find((a) => !a.startsWith('-'));
      if (
        sub === 'scale' &&
        args.some((a) => /^--replicas(=|$)0?$/.test(a)) &&
        (optionValue(args, ['--replicas']) ?? '') === '0'
      )
        return [asking('command.host.kubectl-scale')];
      if (sub === 'drain' || sub === 'cordon' || sub === 'taint')
        return [asking('command.host.kubectl-drain', { sub })];
      return [];
    }
    case 'fallocate': {
      const size = optionValue(args, ['-l', '--length']);
      return size && huge(size)
        ? [asking('command.host.fallocate', { size })]
        : [];
    }
    case 'truncate': {
      const size = optionValue(args, ['-s', '--size']);
      return size && huge(size.replace(/^[+<>/%]/, ''))
        ? [asking('command.host.truncate', { size })]
        : [];
    }
    case 'chattr':
      return args.some((a) => /^[+=][a-zA-Z]*[ia]/.test(a))
        ? [asking('command.host.chattr')]
        : [];
    case 'setfacl': {
      const spec = optionValue(args, ['-m', '--modify', '-M', '--set']) ?? '';
      return /(^|,)\s*(o|other)::?[r-]?w|(^|,)\s*(o|other)::?rwx/.test(spec)
        ? [deny('command.host.setfacl', { spec })]
        : [];
    }
    case 'install':
    case 'mkdir':
    case 'mkfifo':
    case 'mknod': {
      const mode = optionValue(args, ['-m', '--mode']);
      const loose = mode ? looseModeSaid(mode) : undefined;
      return loose
        ? [deny('command.host.mode', { program: command.name, loose })]
        : [];
    }
    case 'mv': {
      const last = args.filter((a) => !a.startsWith('-')).at(-1);
      return last &&
        /^\/dev\/(null|zero|random|urandom|stdout|stderr|tty)$/.test(last) &&
        args.filter((a) => !a.startsWith('-')).length >= 2
        ? [deny('command.host.mv-device', { device: last })]
        : [];
    }
    default:
      break;
  }
  // yes > f, cat /dev/urandom > f: an endless stream into a file.
  const endless =
    (command.name === 'yes' && !command.pipeline) ||
    (['cat', 'tail'].includes(command.name) &&
      args.some((a) => UNBOUNDED_SOURCES.test(a)) &&
      !command.pipeline);
  if (
    endless &&
    command.redirects.some(
      (r) =>
        /^(>|>>|>\||&>|&>>)$/.test(r.op) &&
        !/^\/dev\/null$/.test(r.target.value),
    )
  )
    return [asking('command.host.endless', { program: command.name })];
  return [];
}

export const hostControlPolicy = defineCommandPolicy({
  id: 'command.host-control',
  description:
    'accounts, containers given the host, mounts, init, outages, disk fills, immutable and world-open files',
  check(command, { paths }) {
    return check(command, paths);
  },
});
