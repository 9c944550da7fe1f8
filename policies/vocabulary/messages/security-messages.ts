// The words of the security policies' findings (policies/security: paths,
// self-protection, secrets, fetch, tool calls, code, managed rules, known
// secrets, sensitive writes) and of the tables inside them (where a path
// lands, what a file name holds), en and zh
// Pos: policies/vocabulary/messages, data only; the policies build their
// findings with say() (say.ts), message.ts looks them up
export const securityEn = {
  // Where a path lands (paths/path-place.ts), nested in the findings.
  'place.root': 'the filesystem root',
  'place.home': 'your home directory ({home})',
  'place.workspace-parent': 'the workspace and its parent ({raw} matches ..)',
  'place.workspace': 'the whole workspace ({workspace})',
  'place.workspace-ancestor': '{path}, which holds the workspace',
  'place.repository': "the repository's history ({path})",
  'place.located': '{path} ({what})',
  'place.outside': '{path}, outside the workspace',
  'place.home-parent': '{path} and its parent ({raw} matches ..)',
  'place.temp-root': "{path}, the system's temp directory itself",
  'place.temp': '{path} (temporary files)',
  'place.device': '{path}, a device',
  'place.as-is': '{path}',
  'place.after-cd': '{raw} (after a cd the gate cannot follow)',
  'place.run-time': '{raw} (known only at run time)',
  'place.via-symlink': '{place}, through a symlink',
  // Seed 000's sensitive places (paths/sensitive-paths.ts).
  'location.system-credential': 'a system credential file',
  'location.system': 'a system path',
  'location.sensitive-config': 'sensitive user configuration',
  'location.global-config': 'global user configuration',
  // What a file name announces (paths/sensitive-files.ts).
  'file.env': 'an environment file with secrets',
  'file.credentials': 'a credentials file',
  'file.secrets': 'a secrets file',
  'file.service-account': 'a service-account key',
  'file.key-store': 'a key or certificate store',
  'file.ssh-key': 'an SSH private key',
  'file.cluster-credentials': 'a cluster credentials file',
  // path.workspace-escape
  'path.escape.unknown-place': '{raw}, a path known only at run time',
  'path.escape.write': 'writes {where}: outside the workspace ({workspace})',
  'path.escape.write.next':
    'write inside the workspace (or a temp directory) instead',
  'path.escape.read': 'reads {where}: outside the workspace ({workspace})',
  'path.confirm-read.next': 'confirm reading {raw} with the user',
  // path.sensitive-file
  'path.sensitive-file.write':
    'writes {raw}, {what} (seed 000: sensitive files)',
  'path.sensitive-file.read': 'reads {raw}, {what} (seed 000: sensitive files)',
  'path.sensitive-file.write.next':
    'confirm with the user; keep real secrets out of files the agent writes',
  'path.sensitive-file.read.next':
    'confirm with the user, or read a template (.env.example) instead',
  // path.sensitive-location
  'path.location.write':
    'writes {what}: changing system files or global configuration (seed 000: changing system files, CRITICAL)',
  'path.location.write.next':
    'do not change it; if the change is needed, ask the user to make it themselves',
  'path.location.read':
    'reads {what} (seed 000: sensitive paths → the user must confirm)',
  'path.location.read-secrets':
    'reads {what}, which holds credentials (seed 000: sensitive paths → the user must confirm)',
  'path.location.git':
    'writes {what}: git hooks and config run code and hold history',
  'path.location.git.next': 'confirm the change to .git with the user',
} as const;

export const securityZh: Record<keyof typeof securityEn, string> = {
  'place.root': '文件系统根目录',
  'place.home': '你的主目录（{home}）',
  'place.workspace-parent': '工作区及其上级目录（{raw} 匹配 ..）',
  'place.workspace': '整个工作区（{workspace}）',
  'place.workspace-ancestor': '{path}，它包含工作区',
  'place.repository': '仓库的历史（{path}）',
  'place.located': '{path}（{what}）',
  'place.outside': '{path}，在工作区之外',
  'place.home-parent': '{path} 及其上级目录（{raw} 匹配 ..）',
  'place.temp-root': '{path}，系统临时目录本身',
  'place.temp': '{path}（临时文件）',
  'place.device': '{path}，一个设备',
  'place.as-is': '{path}',
  'place.after-cd': '{raw}（在 gate 无法跟踪的 cd 之后）',
  'place.run-time': '{raw}（运行时才知道）',
  'place.via-symlink': '{place}，经由符号链接',
  'location.system-credential': '系统凭证文件',
  'location.system': '系统路径',
  'location.sensitive-config': '敏感配置',
  'location.global-config': '全局配置',
  'file.env': '含密钥的环境变量文件',
  'file.credentials': '凭证文件',
  'file.secrets': '密钥文件',
  'file.service-account': '服务账号密钥',
  'file.key-store': '密钥或证书库',
  'file.ssh-key': 'SSH 私钥',
  'file.cluster-credentials': '集群凭证文件',
  'path.escape.unknown-place': '{raw}，运行时才知道的路径',
  'path.escape.write': '写入 {where}：在工作区（{workspace}）之外',
  'path.escape.write.next': '改为写在工作区内（或临时目录）',
  'path.escape.read': '读取 {where}：在工作区（{workspace}）之外',
  'path.confirm-read.next': '读取 {raw} 前先与用户确认',
  'path.sensitive-file.write': '写入 {raw}，{what}（seed 000 敏感文件）',
  'path.sensitive-file.read': '读取 {raw}，{what}（seed 000 敏感文件）',
  'path.sensitive-file.write.next':
    '与用户确认；不要把真实密钥写进 agent 写的文件',
  'path.sensitive-file.read.next': '与用户确认，或改读模板（.env.example）',
  'path.location.write':
    '写入 {what}：修改系统文件或全局配置（seed 000 修改系统文件 CRITICAL）',
  'path.location.write.next': '不要修改它；如确需修改，请用户自己动手',
  'path.location.read': '读取 {what}（seed 000 敏感路径 → 必须用户确认）',
  'path.location.read-secrets':
    '读取 {what}，其中有凭证（seed 000 敏感路径 → 必须用户确认）',
  'path.location.git': '写入 {what}：git 钩子和配置会运行代码并保存历史',
  'path.location.git.next': '修改 .git 前先与用户确认',
};
