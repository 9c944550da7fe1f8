// deviceWritePolicy — writing a block device (dd of=/dev/sda, > /dev/nvme0n1)
// or running disk tools (mkfs, wipefs, fdisk, parted, blkdiscard, diskutil
// eraseDisk …): hard-deny, they destroy whole filesystems
// Pos: policies/security/commands/rules, one rule family; /dev/null and friends
// are harmless and never reach it
import { howSaid } from '../how-said.js';
import { placeOf } from '../../paths/path-place.js';
import { writeTargets } from '../targets.js';
import { say, sayDetail } from '../../../vocabulary/messages/say.js';
import { defineCommandPolicy, stop } from './define-command-policy.js';
import type { CommandHit } from './define-command-policy.js';

const DISK_TOOLS =
  /^(?:mkfs(?:\.\w+)?|mke2fs|mkswap|mkdosfs|newfs(?:_\w+)?|wipefs|fdisk|sfdisk|gdisk|sgdisk|cfdisk|parted|blkdiscard|badblocks|zpool|mdadm)$/;

export const deviceWritePolicy = defineCommandPolicy({
  id: 'command.device-write',
  description: 'writes to disks and filesystem tools',
  check(command, { paths }) {
    const hits: CommandHit[] = [];
    const diskutil =
      command.name === 'diskutil' &&
      /^(?:erase\w*|zerodisk|randomdisk|secureerase|partitiondisk|reformat|apfs)$/i.test(
        command.argv[1]?.value ?? '',
      );
    const hdparm =
      command.name === 'hdparm' &&
      command.argv.some((w) =>
        /^--(?:security-erase|trim-sector-ranges|write-sector)/.test(w.value),
      );
    const readOnly =
      command.name === 'badblocks' &&
      !command.argv.some((w) => /^-[a-zA-Z]*[wn]/.test(w.value));
    if (
      (DISK_TOOLS.test(command.name) &&
        !readOnly &&
        !command.argv
          .slice(1)
          .every((w) => /^-(?:l|-list|h|-help|V|-version)$/.test(w.value))) ||
      diskutil ||
      hdparm
    ) {
      hits.push({
        severity: 'hard-deny',
        ...say('command.device.disk-tool', { program: command.name }),
        next: stop(sayDetail('command.device.disk-tool.next')),
      });
    }
    for (const target of writeTargets(command)) {
      if (target.host) continue;
      const place = placeOf(target.word.value, paths, {
        dynamic: target.word.dynamic,
        ...(command.workdir !== undefined ? { workdir: command.workdir } : {}),
      });
      if (place.kind === 'device')
        hits.push({
          severity: 'hard-deny',
          ...say('command.device.write', {
            how: howSaid(target.how),
            what: place.whatSaid ?? place.what,
          }),
          next: stop(sayDetail('command.device.write.next')),
        });
    }
    return hits;
  },
});
