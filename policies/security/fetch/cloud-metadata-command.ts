// cloudMetadataCommandPolicy — command rule `command.cloud-metadata`: curl,
// wget and the other fetchers asked for a cloud metadata service
// (169.254.169.254 in any spelling, fd00:ec2::254, metadata.google.internal …)
// → hard-deny; the credentials it hands out are the machine's
// Pos: policies/security/fetch, the Bash side of fetch-destination-policy.ts;
// only metadata is refused here, since `curl localhost:3000` is routine
// development
import { say, sayDetail } from '../../vocabulary/messages/say.js';
import { FETCHERS, SENDERS } from '../commands/network-programs.js';
import {
  defineCommandPolicy,
  stop,
} from '../commands/rules/define-command-policy.js';
import { urlDestination } from './url-destination.js';

/**
 * A word that could be a URL or a host: no spaces, not an option, a dot, a
 * colon or digits in it.
 */
const URLISH = /^(?![-@])[^\s]*[.:\d][^\s]*$/;

export const cloudMetadataCommandPolicy = defineCommandPolicy({
  id: 'command.cloud-metadata',
  description: 'network programs asked for a cloud metadata service',
  check(command) {
    if (!FETCHERS.has(command.name) && !SENDERS.has(command.name)) return [];
    for (const word of command.argv.slice(1)) {
      const value = word.value.replace(/^--?[\w-]+=/, ''); // --url=http://…
      if (word.dynamic || !URLISH.test(value)) continue;
      const d = urlDestination(value);
      if (d.kind !== 'metadata') continue;
      return [
        {
          severity: 'hard-deny',
          ...say('command.cloud-metadata', {
            program: command.name,
            what: d.whatSaid,
          }),
          next: stop(sayDetail('command.cloud-metadata.next')),
        },
      ];
    }
    return [];
  },
});
