// systemControlPolicy — process and system control: kill -9 -1, killall, pkill,
// shutdown, reboot, halt, systemctl stop, service … stop, launchctl unload,
// iptables -F, nft flush, ufw disable, crontab -r, nginx -s stop, docker stop
// …: ask
// Pos: policies/security/commands/rules, one rule family; stopping what others
// rely on is the user's call
import type { ShellCommand } from '../shell-command.js';
import { fragment, say, sayDetail } from '../../../vocabulary/messages/say.js';
import { ask, defineCommandPolicy } from './define-command-policy.js';

const SYSTEMCTL =
  /^(?:stop|disable|mask|kill|reboot|poweroff|halt|suspend|hibernate|isolate|rescue|emergency|kexec|soft-reboot)$/;

function why(command: ShellCommand): string | undefined {
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
        ? `kill ${targets.includes('-1') ? '-1' : '0'} signals every process you own`
        : undefined;
    }
    case 'killall':
    case 'pkill':
    case 'killall5':
      return `${command.name} kills every process matching a name`;
    case 'shutdown':
    case 'reboot':
    case 'halt':
    case 'poweroff':
      return `${command.name} stops the machine`;
    case 'init':
    case 'telinit':
      return /^[06sS]$/.test(operands[0] ?? '')
        ? `${command.name} ${operands[0]} changes the run level`
        : undefined;
    case 'systemctl': {
      const verb = operands[0] ?? '';
      return SYSTEMCTL.test(verb)
        ? `systemctl ${verb} stops or disables services`
        : undefined;
    }
    case 'service':
      return /^(?:stop|force-stop)$/.test(operands[1] ?? '')
        ? `service ${operands[0]} ${operands[1]} stops a service`
        : undefined;
    case 'launchctl':
      return /^(?:unload|remove|bootout|stop|disable|kill)$/.test(
        operands[0] ?? '',
      )
        ? `launchctl ${operands[0]} stops a service`
        : undefined;
    case 'iptables':
    case 'ip6tables':
    case 'iptables-legacy':
    case 'iptables-nft':
      return words.some((w) =>
        /^(?:-F|--flush|-X|--delete-chain|-Z)$/.test(w),
      ) ||
        (words.includes('-P') && lower.includes('drop'))
        ? `${command.name} flushes or locks down the firewall`
        : undefined;
    case 'nft':
      return /^(?:flush|delete)$/.test(operands[0] ?? '')
        ? `nft ${operands[0]} removes firewall rules`
        : undefined;
    case 'ufw':
      return /^(?:disable|reset|delete)$/.test(operands[0] ?? '')
        ? `ufw ${operands[0]} changes the firewall`
        : undefined;
    case 'crontab':
      return words.some((w) => /^-[a-zA-Z]*r/.test(w))
        ? 'crontab -r deletes every scheduled job'
        : undefined;
    case 'nginx':
      return words.includes('-s') &&
        /^(?:stop|quit)$/.test(lower[words.indexOf('-s') + 1] ?? '')
        ? `nginx -s ${lower[words.indexOf('-s') + 1]} stops the web server`
        : undefined;
    case 'apachectl':
    case 'apache2ctl':
    case 'httpd':
      return /^(?:stop|graceful-stop)$/.test(
        lower[lower.indexOf('-k') + 1] ?? operands[0] ?? '',
      )
        ? `${command.name} stops the web server`
        : undefined;
    case 'haproxy':
      return words.some((w) => w === '-sf' || w === '-st')
        ? 'haproxy -sf/-st stops the running haproxy processes'
        : undefined;
    case 'docker':
    case 'podman':
      return operands[0] === 'stop' ||
        (operands[0] === 'container' && operands[1] === 'stop')
        ? `${command.name} stop stops running containers`
        : undefined;
    case 'swapoff':
      return words.includes('-a') ? 'swapoff -a disables all swap' : undefined;
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
