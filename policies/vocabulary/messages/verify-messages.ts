// The words of verification that is not a test run: `ledger verify`'s problems
// (src/platform/ledger/verify.ts, the chain head's ledger-anchor.ts), the OTLP
// export's (src/telemetry/otlp-verify.ts) and VerifyPlan's refusals
// (policies/harness/verify/verify-plan.ts), en and zh
// Pos: policies/vocabulary/messages, data only; the problems keep their English
// `message` / `detail` / `reason` and carry a Said beside it, the command line
// words it in the user's language
export const verifyEn = {
  // ledger verify: an entry's own bytes
  'ledger.verify.hash-mismatch':
    "hash mismatch: the line's content was changed (its hash field says {said}, its content hashes to {actual})",
  'ledger.verify.not-canonical':
    'the line is not in canonical form: its bytes were changed though its content hashes the same',
  // ledger verify: the chain
  'ledger.verify.after': 'seq {seq} ({at})',
  'ledger.verify.start': 'the start of the ledger',
  'ledger.verify.missing-one':
    'seq {seq} follows {before}: 1 entry (seq {first}) missing',
  'ledger.verify.missing-many':
    'seq {seq} follows {before}: {count} entries (seq {first}–{last}) missing',
  'ledger.verify.back-after':
    'seq {seq} repeats or goes back after seq {prev} ({at})',
  'ledger.verify.back-start':
    'seq {seq} repeats or goes back at the start of the ledger',
  'ledger.verify.prev-hash':
    'prevHash does not match the hash of seq {prev} ({at}): the entry it chained to was replaced or removed',
  'ledger.verify.prev-genesis':
    "prevHash of the first entry is not the genesis value: the ledger's first entries were removed",
  // ledger verify: the key and the head
  'ledger.verify.user-dir':
    'the per-user state folder cannot be trusted ({why}): its key and heads may have been replaced',
  'ledger.verify.key-unusable':
    'the ledger key cannot be used: {error}; MACs cannot be checked',
  'ledger.verify.head-unusable': 'the chain head cannot be used: {problem}',
  'ledger.verify.head-not-head':
    '{path} does not end with a ledger head (field `{field}`: {issue})',
  'ledger.verify.head-unreadable': '{path} cannot be read ({error})',
  'ledger.verify.head-no-line': '{path} holds no whole head line',
  'ledger.verify.head-other-key':
    "the chain head was written with another key (id {headKey}; the key now is {key}): ledger.key was replaced, so the head's MAC and older entries' MACs cannot be checked",
  'ledger.verify.head-mac':
    "the chain head's MAC does not match the key: the head was changed outside Wukong",
  'ledger.verify.source-head':
    'the head kept outside the workspace (written {at}, {file})',
  'ledger.verify.source-break':
    'the head as it was when an append at {at} found the ledger ending at seq {seq} ({hash}) instead',
  'ledger.verify.break-unreadable': 'unreadable or its MAC failed',
  'ledger.verify.break-no-head':
    'an append at {at} found no usable head ({why}) with the ledger ending at seq {seq}: what came before that append cannot be checked against a head',
  'ledger.verify.break-key-changed':
    'an append at {at} found a head written with another key: ledger.key was replaced; entries before seq {seq} carry MACs of the earlier key',
  'ledger.verify.breaks-dropped':
    '{count} older breaks were dropped from the head and cannot be checked',
  // ledger verify: lines
  'ledger.verify.torn-sealed':
    'torn line ({bytes} bytes): a writer was killed mid-line; sealed on its own line by seq {seq}',
  'ledger.verify.torn-changed':
    'torn line changed after seq {seq} sealed it (its sha256 differs from the one recorded)',
  'ledger.verify.not-json':
    'the line is not JSON, and no ledger.torn-tail entry accounts for it',
  'ledger.verify.overlong':
    'the line is {bytes} bytes, longer than any entry Wukong writes ({max}); not read',
  'ledger.verify.not-entry': 'not a ledger entry: field `{field}`: {issue}',
  'ledger.verify.rechained':
    "{source} names seq {seq} with hash {hash}; the ledger's seq {entrySeq} hashes {entryHash}: the ledger was re-chained or replaced up to here",
  'ledger.verify.earlier-key':
    'its MAC is not of the current key: written before seq {since}, when another key was in use; it cannot be checked',
  'ledger.verify.forged-mac':
    'its MAC does not match the key: written or re-chained by someone without the key',
  'ledger.verify.no-mac':
    'no MAC, though every entry from seq {since} on carries one: written by someone without the key',
  'ledger.verify.torn-end':
    'torn line at the end of the ledger ({bytes} bytes): a writer was killed mid-line; the next append seals it',
  'ledger.verify.torn-end-open':
    'torn line at the end of the ledger ({bytes} bytes, no newline): a writer was killed mid-line; the next append seals it',
  'ledger.verify.truncated':
    'the ledger ends at seq {last}, but {source} names seq {seq} (hash {hash}): {gone}',
  'ledger.verify.cut': 'entries {first}..{last} cut',
  'ledger.verify.gone': 'no entry with seq {seq} is left',
  'ledger.verify.no-head':
    'no chain head outside the workspace: cut or re-chained entries cannot be told from an intact ledger (the next append writes the head)',
  'ledger.verify.no-key':
    'no ledger key: MACs cannot be checked, so forged entries cannot be told from real ones',
  // ledger verify --otlp
  'otlp.verify.rechained':
    'seq {seq} was exported with two hashes ({first} and {second}): the ledger was rewritten after it was exported',
  'otlp.verify.tampered':
    'seq {seq}: the entry carried does not hash to {hash}',
  'otlp.verify.cut':
    'seq {first}–{last} missing between seq {before} and {after}',
  'otlp.verify.broken-link': "seq {seq}'s prevHash is not seq {prev}'s hash",
  // VerifyPlan's refusals (the text after `why:`)
  'verify-plan.empty': 'the command is empty',
  'verify-plan.not-parsed':
    'the command was not parsed: a verification must be one plain command the shell parser has read',
  'verify-plan.unclean':
    'the command does not parse cleanly ({kinds}); a verification is one plain command',
  'verify-plan.inline-code':
    '{name} runs inline {language} code: a goal or a prompt never becomes code to run; verification runs package scripts only',
  'verify-plan.many':
    'it runs {count} commands; a verification is exactly one command (no &&, ;, | or substitutions)',
  'verify-plan.plumbing':
    'redirections, pipes, background jobs and substitutions are not allowed in a verification',
  'verify-plan.compound':
    'it is more than one simple command; a verification is exactly one command',
  'verify-plan.assignments':
    'environment assignments before the command are not allowed in a verification',
  'verify-plan.wrappers':
    'wrappers ({wrappers}) are not allowed in a verification',
  'verify-plan.not-literal':
    'every word must be literal: no variables, globs or ~',
  'verify-plan.runs-package':
    "`{words}` runs a package that is not one of this project's scripts",
  'verify-plan.not-script':
    '{program} is not a package script: verification runs only package scripts that exist',
  'verify-plan.not-script-allow':
    '{program} is not a package script: verification runs only package scripts that exist or the allow-list ({allow})',
  'verify-plan.no-package':
    'there is no package.json here, so no package script can verify',
  'verify-plan.no-script':
    'package.json has no script "{script}"; scripts: {scripts}',
  'verify-plan.no-scripts': '(none)',
  'verify-plan.not-allowed':
    'script "{script}" is not in loop.verify.scripts ({scripts})',
  'verify-plan.bad-arg':
    'argument {arg} is not a plain word (letters, digits, @ . / : = , + % - _)',
  'verify-plan.alone': '`{program}` alone runs no script',
  'verify-plan.options-first':
    'options before the script ({option}) are not allowed: write `{program} run <script>`',
  'verify-plan.names-none': '`{program} {sub}` names no script',
  'verify-plan.npm-not-run':
    '`npm {sub}` is not a script run (only `npm test` and `npm run <script>` verify)',
  'verify-plan.not-run': '`{program} {sub}` is not a script run',
  'verify-plan.no-sub-script':
    '`{program} {sub}`: package.json has no script "{sub}"',
  'verify-plan.bun-not-run':
    '`bun {sub}` is not a script run (only `bun run <script>` verifies)',
  'verify-plan.not-manager': '{program} is not a package manager',
  'verify-plan.no-command': 'no verify command and no `test` script',
} as const;

export const verifyZh: Record<keyof typeof verifyEn, string> = {
  'ledger.verify.hash-mismatch':
    '哈希不符：这一行的内容被改过（它的 hash 字段是 {said}，内容的哈希是 {actual}）',
  'ledger.verify.not-canonical':
    '这一行不是规范格式：内容的哈希虽然相同，字节却被改过',
  'ledger.verify.after': 'seq {seq}（{at}）',
  'ledger.verify.start': '账本开头',
  'ledger.verify.missing-one':
    'seq {seq} 接在 {before} 之后：缺了 1 条（seq {first}）',
  'ledger.verify.missing-many':
    'seq {seq} 接在 {before} 之后：缺了 {count} 条（seq {first}–{last}）',
  'ledger.verify.back-after': 'seq {seq} 在 seq {prev}（{at}）之后重复或倒退',
  'ledger.verify.back-start': 'seq {seq} 在账本开头重复或倒退',
  'ledger.verify.prev-hash':
    'prevHash 与 seq {prev}（{at}）的哈希不符：它所链接的条目被替换或删除了',
  'ledger.verify.prev-genesis':
    '第一条的 prevHash 不是创世值：账本开头的条目被删除了',
  'ledger.verify.user-dir':
    '用户状态文件夹不可信（{why}）：其中的密钥和链头可能已被替换',
  'ledger.verify.key-unusable': '账本密钥无法使用：{error}；无法检查 MAC',
  'ledger.verify.head-unusable': '链头无法使用：{problem}',
  'ledger.verify.head-not-head':
    '{path} 的结尾不是账本链头（字段 `{field}`：{issue}）',
  'ledger.verify.head-unreadable': '{path} 无法读取（{error}）',
  'ledger.verify.head-no-line': '{path} 中没有完整的链头行',
  'ledger.verify.head-other-key':
    '链头是用另一个密钥写的（id {headKey}；现在的密钥是 {key}）：ledger.key 被替换了，因此无法检查链头的 MAC 和较早条目的 MAC',
  'ledger.verify.head-mac': '链头的 MAC 与密钥不符：链头在 Wukong 之外被改过',
  'ledger.verify.source-head': '保存在工作区之外的链头（写于 {at}，{file}）',
  'ledger.verify.source-break':
    '当时的链头：{at} 的一次追加发现账本结束于 seq {seq}（{hash}）而不是链头所记',
  'ledger.verify.break-unreadable': '无法读取或 MAC 校验失败',
  'ledger.verify.break-no-head':
    '{at} 的一次追加没有找到可用的链头（{why}），账本结束于 seq {seq}：那次追加之前的内容无法用链头核对',
  'ledger.verify.break-key-changed':
    '{at} 的一次追加发现链头是用另一个密钥写的：ledger.key 被替换了；seq {seq} 之前的条目带的是旧密钥的 MAC',
  'ledger.verify.breaks-dropped': '链头中丢弃了 {count} 个较早的断点，无法检查',
  'ledger.verify.torn-sealed':
    '残行（{bytes} 字节）：写入者在写到一半时被杀；已由 seq {seq} 单独封存',
  'ledger.verify.torn-changed':
    '残行在 seq {seq} 封存之后被改过（它的 sha256 与记录的不同）',
  'ledger.verify.not-json':
    '这一行不是 JSON，也没有 ledger.torn-tail 条目说明它',
  'ledger.verify.overlong':
    '这一行有 {bytes} 字节，比 Wukong 写的任何条目都长（{max}）；未读取',
  'ledger.verify.not-entry': '不是账本条目：字段 `{field}`：{issue}',
  'ledger.verify.rechained':
    '{source} 记的是 seq {seq}，哈希 {hash}；账本的 seq {entrySeq} 哈希为 {entryHash}：账本到这里为止被重新链接或替换了',
  'ledger.verify.earlier-key':
    '它的 MAC 不是当前密钥的：写于 seq {since} 之前，当时用的是另一个密钥；无法检查',
  'ledger.verify.forged-mac':
    '它的 MAC 与密钥不符：由没有密钥的人写入或重新链接',
  'ledger.verify.no-mac':
    '没有 MAC，而从 seq {since} 起每一条都有：由没有密钥的人写入',
  'ledger.verify.torn-end':
    '账本末尾的残行（{bytes} 字节）：写入者在写到一半时被杀；下一次追加会封存它',
  'ledger.verify.torn-end-open':
    '账本末尾的残行（{bytes} 字节，没有换行）：写入者在写到一半时被杀；下一次追加会封存它',
  'ledger.verify.truncated':
    '账本结束于 seq {last}，但{source}记到了 seq {seq}（哈希 {hash}）：{gone}',
  'ledger.verify.cut': '第 {first}..{last} 条被截掉',
  'ledger.verify.gone': '已没有 seq {seq} 的条目',
  'ledger.verify.no-head':
    '工作区之外没有链头：被截掉或重新链接的条目无法与完好的账本区分（下一次追加会写入链头）',
  'ledger.verify.no-key':
    '没有账本密钥：无法检查 MAC，因此伪造的条目无法与真实的区分',
  'otlp.verify.rechained':
    'seq {seq} 以两个哈希导出过（{first} 和 {second}）：账本在导出之后被改写了',
  'otlp.verify.tampered': 'seq {seq}：携带的条目哈希不是 {hash}',
  'otlp.verify.cut': 'seq {before} 与 {after} 之间缺了 seq {first}–{last}',
  'otlp.verify.broken-link': 'seq {seq} 的 prevHash 不是 seq {prev} 的哈希',
  'verify-plan.empty': '命令是空的',
  'verify-plan.not-parsed':
    '命令未被解析：验证必须是 shell 解析器读过的一条普通命令',
  'verify-plan.unclean': '命令解析不干净（{kinds}）；验证是一条普通命令',
  'verify-plan.inline-code':
    '{name} 运行内联的 {language} 代码：目标或提示词永远不会变成要运行的代码；验证只运行 package 脚本',
  'verify-plan.many':
    '它运行 {count} 条命令；验证恰好是一条命令（不能有 &&、;、| 或替换）',
  'verify-plan.plumbing': '验证中不允许重定向、管道、后台任务和替换',
  'verify-plan.compound': '它不止一条简单命令；验证恰好是一条命令',
  'verify-plan.assignments': '验证中不允许在命令前设置环境变量',
  'verify-plan.wrappers': '验证中不允许包装命令（{wrappers}）',
  'verify-plan.not-literal': '每个词都必须是字面量：不能有变量、通配符或 ~',
  'verify-plan.runs-package': '`{words}` 运行的包不是本项目的脚本',
  'verify-plan.not-script':
    '{program} 不是 package 脚本：验证只运行已存在的 package 脚本',
  'verify-plan.not-script-allow':
    '{program} 不是 package 脚本：验证只运行已存在的 package 脚本或允许列表中的命令（{allow}）',
  'verify-plan.no-package':
    '这里没有 package.json，因此没有 package 脚本可以验证',
  'verify-plan.no-script':
    'package.json 中没有脚本 "{script}"；现有脚本：{scripts}',
  'verify-plan.no-scripts': '（无）',
  'verify-plan.not-allowed':
    '脚本 "{script}" 不在 loop.verify.scripts 中（{scripts}）',
  'verify-plan.bad-arg':
    '参数 {arg} 不是普通的词（字母、数字、@ . / : = , + % - _）',
  'verify-plan.alone': '只有 `{program}` 不会运行任何脚本',
  'verify-plan.options-first':
    '脚本之前不允许有选项（{option}）：请写 `{program} run <script>`',
  'verify-plan.names-none': '`{program} {sub}` 没有指明脚本',
  'verify-plan.npm-not-run':
    '`npm {sub}` 不是运行脚本（只有 `npm test` 和 `npm run <script>` 能验证）',
  'verify-plan.not-run': '`{program} {sub}` 不是运行脚本',
  'verify-plan.no-sub-script':
    '`{program} {sub}`：package.json 中没有脚本 "{sub}"',
  'verify-plan.bun-not-run':
    '`bun {sub}` 不是运行脚本（只有 `bun run <script>` 能验证）',
  'verify-plan.not-manager': '{program} 不是包管理器',
  'verify-plan.no-command': '没有验证命令，也没有 `test` 脚本',
};
