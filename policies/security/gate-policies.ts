// commandPolicies, pathPolicies and securityPolicies() — the command, path and
// self-protection part of the default gate registry
// Pos: policies/security, the one list the runtime registers (`new
// PolicyRegistry(securityPolicies())`); adds no rule of its own
import type { Policy } from '../gate/define-policy.js';
import { apiDeletePolicy } from './commands/rules/api-delete.js';
import { dataWipePolicy } from './commands/rules/data-wipe.js';
import { deleteFilesPolicy } from './commands/rules/delete-files.js';
import { destructiveSubcommandPolicy } from './commands/rules/destructive-subcommand.js';
import { deviceWritePolicy } from './commands/rules/device-write.js';
import { dynamicCodePolicy } from './commands/rules/dynamic-code.js';
import { exfiltrationPolicy } from './commands/rules/exfiltration.js';
import { forkBombPolicy } from './commands/rules/fork-bomb.js';
import { gitHistoryPolicy } from './commands/rules/git-history.js';
import { hostControlPolicy } from './commands/rules/host-control.js';
import { inlineCodePolicy } from './commands/rules/inline-code.js';
import { interpreterEffectsPolicy } from './commands/rules/interpreter-effects.js';
import { massChangePolicy } from './commands/rules/mass-change.js';
import { permissionsPolicy } from './commands/rules/permissions.js';
import { privilegePolicy } from './commands/rules/privilege.js';
import { programExecPolicy } from './commands/rules/program-exec.js';
import { publishPolicy } from './commands/rules/publish.js';
import { remoteCodePolicy } from './commands/rules/remote-code.js';
import { reverseShellPolicy } from './commands/rules/reverse-shell.js';
import { sensitiveReadPolicy } from './commands/rules/sensitive-read.js';
import { sqlPolicy } from './commands/rules/sql.js';
import { systemControlPolicy } from './commands/rules/system-control.js';
import { systemWritePolicy } from './commands/rules/system-write.js';
import { unparsedCommandPolicy } from './commands/rules/unparsed.js';
import { cloudMetadataCommandPolicy } from './fetch/cloud-metadata-command.js';
import { sensitiveFilePolicy } from './paths/sensitive-file.js';
import { sensitiveLocationPolicy } from './paths/sensitive-location.js';
import { workspaceEscapePolicy } from './paths/workspace-escape.js';
import { selfProtectionPolicy } from './self-protection/self-protection-policy.js';

/**
 * Hard-deny families first (seed 000 危险命令, 修改系统文件, 暴露敏感信息), then the soft-deny
 * ones (不可逆操作, 大规模变更).
 */
export const commandPolicies: readonly Policy[] = [
  unparsedCommandPolicy,
  privilegePolicy,
  deleteFilesPolicy,
  permissionsPolicy,
  systemWritePolicy,
  deviceWritePolicy,
  forkBombPolicy,
  remoteCodePolicy,
  reverseShellPolicy,
  exfiltrationPolicy,
  cloudMetadataCommandPolicy,
  inlineCodePolicy,
  programExecPolicy,
  interpreterEffectsPolicy,
  hostControlPolicy,
  dynamicCodePolicy,
  gitHistoryPolicy,
  sqlPolicy,
  destructiveSubcommandPolicy,
  apiDeletePolicy,
  publishPolicy,
  dataWipePolicy,
  systemControlPolicy,
  sensitiveReadPolicy,
  massChangePolicy,
];

export const pathPolicies: readonly Policy[] = [
  sensitiveLocationPolicy,
  sensitiveFilePolicy,
  workspaceEscapePolicy,
];

/**
 * The command and path policies and self-protection (over both), fresh array
 * each call, for a PolicyRegistry.
 */
export function securityPolicies(): Policy[] {
  return [...commandPolicies, ...pathPolicies, selfProtectionPolicy];
}
