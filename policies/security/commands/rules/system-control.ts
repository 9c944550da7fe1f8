// systemControlPolicy — process and system control: kill -9 -1, killall, pkill,
// shutdown, reboot, halt, systemctl stop, service … stop, launchctl unload,
// iptables -F, nft flush, ufw disable, crontab -r, nginx -s stop, docker stop
// …: ask
// Pos: policies/security/commands/rules, one rule family; stopping what others
// rely on is the user's call
import type { ShellCommand } from '../shell-command.js';
import type { Said } from '../../../vocabulary/messages/said.js';
import { fragment, say, sayDetail } from '../../../vocabulary/messages/say.js';
import { ask, defineCommandPolicy } from './define-command-policy.js';

const SYSTEMCTL =
  /^(?:stop|disable|mask|kill|reboot|poweroff|halt|suspend|hibernate|isolate|rescue|emergency|kexec|soft-reboot)$/;

function why(command: ShellCommand): Said | undefined {
  const words = command.argv.slice(1).map((w) => w.value);
  const lower = words.map((w) => w.toLowerCase());
  const operands = lower.filter((w) => !w.startsWith('-'));
  switch (command.name) {
    case 'kill': {
      // The first dash-word is the signal; after it, `-1` is a target: every
      // process the user may signal.
      let i = 0;
      let signal = false;
      for (; i < words.length; i++) {
        const word = words[i] as string;
        if (word === '--') {
          i++;
          break;
        }
        if (word === '-s' || word === '-n') {
          i++;
          signal = true;
          continue;
        }
        if (word.startsWith('-') && !signal) {
          if (/^-[lL]$/.test(word)) return undefined;
          signal = true;
          continue;
        }
        break;
      }
      const targets = words.slice(i);
      return targets.includes('-1') || targets.includes('0')
        ? fragment('why.system.kill-all', {
            target: targets.includes('-1') ? '-1' : '0',
          })
        : undefined;
    }
    case 'killall':
    case 'pkill':
    case 'killall5':
      return fragment('why.system.killall', { program: command.name });
    case 'shutdown':
    case 'reboot':
    case 'halt':
    case 'poweroff':
      return fragment('why.system.shutdown', { program: command.name });
    case 'init':
    case 'telinit':
      return /^[06sS]$/.test(operands[0] ?? '')
        ? fragment('why.system.run-level', {
            program: command.name,
            level: operands[0] ?? '',
          })
        : undefined;
    case 'systemctl': {
      const verb = operands[0] ?? '';
      return SYSTEMCTL.test(verb)
        ? fragment('why.system.systemctl', { verb })
        : undefined;
    }
    case 'service':
      return /^(?:stop|force-stop)$/.test(operands[1] ?? '')
        ? fragment('why.system.service', {
            name: operands[0] ?? '',
            verb: operands[1] ?? '',
          })
        : undefined;
    case 'launchctl':
      return /^(?:unload|remove|bootout|stop|disable|kill)$/.test(
        operands[0] ?? '',
      )
        ? fragment('why.system.launchctl', { verb: operands[0] ?? '' })
        : undefined;
    case 'iptables':
    case 'ip6tables':
    case 'iptables-legacy':
    case 'iptables-nft':
      return words.some((w) =>
        /^(?:-F|--flush|-X|--delete-chain|-Z)$/.test(w),
      ) ||
        (words.includes('-P') && lower.includes('drop'))
        ? fragment('why.system.iptables', { program: command.name })
        : undefined;
    case 'nft':
      return /^(?:flush|delete)$/.test(operands[0] ?? '')
        ? fragment('why.system.nft', { verb: operands[0] ?? '' })
        : undefined;
    case 'ufw':
      return /^(?:disable|reset|delete)$/.test(operands[0] ?? '')
        ? fragment('why.system.ufw', { verb: operands[0] ?? '' })
        : undefined;
    case 'crontab':
      return words.some((w) => /^-[a-zA-Z]*r/.test(w))
        ? fragment('why.system.crontab')
        : undefined;
    case 'nginx':
      return words.includes('-s') &&
        /^(?:stop|quit)$/.test(lower[words.indexOf('-s') + 1] ?? '')
        ? fragment('why.system.nginx', {
            signal: lower[words.indexOf('-s') + 1] ?? '',
          })
        : undefined;
    case 'apachectl':
    case 'apache2ctl':
    case 'httpd':
      return /^(?:stop|graceful-stop)$/.test(
        lower[lower.indexOf('-k') + 1] ?? operands[0] ?? '',
      )
        ? fragment('why.system.apache', { program: command.name })
        : undefined;
    case 'haproxy':
      return words.some((w) => w === '-sf' || w === '-st')
        ? fragment('why.system.haproxy')
        : undefined;
    case 'docker':
    case 'podman':
      return operands[0] === 'stop' ||
        (operands[0] === 'container' && operands[1] === 'stop')
        ? fragment('why.system.docker-stop', { program: command.name })
        : undefined;
    case 'swapoff':
      return words.includes('-a') ? fragment('why.system.swapoff') : undefined;
    default:
      return undefined;
  }
}

export const systemControlPolicy = defineCommandPolicy({
  id: 'command.system-control',
  description: 'stopping processes, services, the machine or the firewall',
  check(command) {
    const reason = why(command);
    if (!reason) return [];
    return [
      {
        severity: 'soft-deny',
        ...say('command.system-control', {
          reason,
          remote: command.remote
            ? fragment('command.on-remote.paren', { remote: command.remote })
            : '',
        }),
        next: ask(sayDetail('command.system-control.next')),
      },
    ];
  },
});
