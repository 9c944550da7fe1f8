// remoteCodePolicy — code fetched from the network and run unseen: curl … | sh,
// bash <(curl …), eval "$(wget -qO- …)", python <(curl …), and curl -o x.sh …
// && bash x.sh: hard-deny
// Pos: policies/security/commands/rules, one rule family; other unseen code is
// dynamic-code.ts's ask
import { codeSite } from '../code-site.js';
import { FETCHERS } from '../network-programs.js';
import { programName } from '../program-name.js';
import type { ShellCommand } from '../shell-command.js';
import { writeTargets } from '../targets.js';
import { say, sayDetail } from '../../../vocabulary/messages/say.js';
import { defineCommandPolicy, stop } from './define-command-policy.js';
import type { CommandHit } from './define-command-policy.js';

const fetcherAmong = (
  indices: readonly number[],
  commands: readonly ShellCommand[],
) =>
  indices
    .map((i) => commands[i])
    .find(
      (c): c is ShellCommand =>
        c !== undefined &&
        FETCHERS.has(c.name) &&
        !(c.name === 'openssl' && c.argv[1]?.value !== 's_client'),
    );

const bare = (path: string) => path.replace(/^\.\//, '');

export const remoteCodePolicy = defineCommandPolicy({
  id: 'command.remote-code',
  description: 'network content piped or fed into a shell or interpreter',
  checkScript({ analysis }) {
    const hits: CommandHit[] = [];
    const downloads = new Map<string, string>();
    analysis.commands.forEach((command) => {
      const fed =
        command.code?.producers ??
        ((command.name === 'source' || command.name === '.') &&
        command.argumentProducers
          ? command.argumentProducers
          : undefined);
      if (fed) {
        const fetcher = fetcherAmong(fed, analysis.commands);
        if (fetcher) {
          hits.push({
            subject: command.text,
            severity: 'hard-deny',
            ...say('command.remote-code.pipe', {
              program: command.name,
              language: command.code?.language ?? 'shell',
              fetcher: fetcher.text.slice(0, 80),
            }),
            next: stop(sayDetail('command.remote-code.pipe.next')),
          });
        }
      }
      if (FETCHERS.has(command.name)) {
        for (const target of writeTargets(command))
          if (!target.word.dynamic)
            downloads.set(bare(target.word.value), command.text);
        if (command.name === 'wget' && writeTargets(command).length === 0) {
          const url = command.argv
            .slice(1)
            .find((w) => /^https?:\/\//.test(w.value))?.value;
          const file = url?.split('?')[0]?.split('/').pop();
          if (file) downloads.set(file, command.text);
        }
        return;
      }
      const head = command.argv[0] ? bare(command.argv[0].value) : '';
      const site = codeSite(command.name, command.argv);
      const file =
        site?.file === undefined
          ? undefined
          : bare(command.argv[site.file]?.value ?? '');
      const sourced =
        (command.name === 'source' || command.name === '.') && command.argv[1]
          ? bare(command.argv[1].value)
          : undefined;
      const ran = [head, file, sourced].find(
        (f) => f !== undefined && downloads.has(f),
      );
      if (ran !== undefined) {
        hits.push({
          subject: command.text,
          severity: 'hard-deny',
          ...say('command.remote-code.downloaded', {
            file: ran,
            fetcher: programName(downloads.get(ran)?.split(' ')[0] ?? 'curl'),
          }),
          next: stop(sayDetail('command.remote-code.downloaded.next')),
        });
      }
    });
    return hits;
  },
});
