// The errors of loading what the user gave or left on disk, worded at the
// edge: viz's user module, `wukong paths`' exports and the path suite, a
// transcript to prune or restore, a verify batch and the pipeline's state,
// package.json's scripts, init's settings and manifest, the throttle state,
// the context forms and archives, the daemon's secret and the sandbox; en and
// zh. Paths, option names, commands, export names and JSON stay as they are
// Pos: policies/vocabulary/messages, data only, merged in message.ts; thrown
// as a SaidError / UsageError's Said (src/platform/errors) like
// store-messages.ts
export const loadErrorEn = {
  'error.at': '{where}: {error}',

  // src/tooling/viz/user-module.ts
  'error.viz.no-esbuild':
    'drawing a TypeScript machine needs esbuild, which is not installed in {dir} or beside Wukong; install it in your project (npm install --save-dev esbuild) and run again',
  'error.viz.bundle': '{file}: cannot bundle the module: {error}',
  'error.viz.load': '{file}: the module failed while loading: {error}',
  'error.viz.no-export':
    '--export {name}: {file} exports no machine by that name; machines it exports: {machines}',
  'error.viz.none': '(none)',
  'error.viz.no-machine':
    '{file} exports no XState machine (an object made by createMachine or setup(...).createMachine); export one, e.g. `export const orderMachine = setup({...}).createMachine({...})`',

  // src/tooling/paths
  'error.paths.no-candidate':
    'no export is named like a machine (…Machine or machine); exports: {exports}. Name it with --export NAME',
  'error.paths.several':
    'several exports look like machines ({candidates}); choose one with --export NAME',
  'error.paths.no-export': 'no export named {name}; exports: {exports}',
  'error.paths.no-model':
    'no path model {model} beside {machine}; exports: {exports}. Export `{model} = { input, events(snapshot), serializeState(snapshot) }` (see examples/order.machine.ts) or name it with --model NAME',
  'error.paths.model': 'pathSuite({name}): {problem}',
  'error.paths.serialize':
    'the model needs serializeState(snapshot) → string (the value plus the context fields guards read)',
  'error.paths.events':
    'the model needs events: (snapshot) => event[] or an array of events, with payloads',
  'error.paths.input-or-inputs':
    'give input or inputs (named inputs), not both',
  'error.paths.inputs':
    'inputs must be an object naming at least one input, e.g. { warn: {...}, enforce: {...} }',
  'error.paths.minimum': 'minimum must be a percentage 0..100, got {minimum}',
  'error.paths.controllable':
    'controllable names actors the machine does not invoke: {unknown}; invoked: {invoked}',
  'error.paths.none': 'none',
  'error.paths.ends':
    'the path ends in {actual}, the model predicted {predicted}',
  'error.paths.low': '{name}: {low} < {minimum}%; never reached:\n  {missing}',
  'error.paths.missing-line': '{line}\n  {more}',
  'error.paths.coverage-missing':
    '{file} is missing: the path suite now reports {tests} tests, states {states}, transitions {transitions}. Regenerate with `npm run viz` (WUKONG_UPDATE_COVERAGE=1).',
  'error.paths.coverage-stale':
    '{file} is stale: the path suite now reports {tests} tests, states {states}, transitions {transitions}. Regenerate with `npm run viz` (WUKONG_UPDATE_COVERAGE=1).',
  'error.paths.traversal':
    "{machine}: the path traversal tried more than {limit} transitions without running out of new abstract states; serializeState must keep only what guards read, bounded (cap counters, drop timestamps and text), or raise the model's limit",

  // src/context: transcripts, forms, archives
  'error.transcript.cannot-read': 'cannot read the transcript {file}: {error}',
  'error.transcript.not-pruned-from':
    '{pruned}: {error} ({original} is not the transcript it was pruned from)',
  'error.transcript.pruning':
    'pruning needs a transcript: pass --transcript FILE',
  'error.transcript.needs':
    '{what} needs a transcript: pass --transcript FILE (none found for this workspace under ~/.claude/projects)',
  'error.transcript.pruning-what': 'pruning',
  'error.transcript.archiving-what': 'archiving',
  'error.context.no-form':
    'no {form} form yet: pass --transcript FILE, or archive a session first ({file} is missing)',
  'error.context.no-archive':
    'no archive matches {wanted}; archives: {archives}',
  'error.context.no-archives':
    'no archive under {dir}; run `wukong context archive` first',

  // src/pipeline: batches and the pipeline's state
  'error.batch.cannot-read': 'cannot read the batch {file}: {error}',
  'error.batch.what': 'batch {file}',
  'error.batch.no-such':
    '--batch {arg}: no such file or folder (give batch JSON files or a folder of them)',
  'error.batch.twice':
    '--batch: two batches are named {name}; batch names must be unique',
  'error.batch.none':
    '--batch: no batch found (a batch file is {name?, outputs: [{avatar, output, files}]})',
  'error.pipeline.cannot-start':
    'new pipeline: the pipeline could not start ({error})',
  'error.pipeline.other-track':
    '{file} holds a {track} pipeline for {avatar}; this submission is {submitted} for {row} (use another --state file)',

  // src/harness/verify/package-scripts.ts
  'error.package.scripts':
    '{file}: "scripts" must be an object of name → command',

  // src/hosts/claude-code/install/init.ts
  'error.init.not-object':
    '{file} is not a valid JSON object ({error}); fix it by hand, Wukong will not overwrite it',
  'error.init.not-json-object': 'not a JSON object',
  'error.init.damaged':
    "{file} is damaged ({problem}); remove Wukong's entries by hand or run `wukong init` again",
  'error.init.no-manifest':
    '{file} not found: Wukong was not installed here with `wukong init` (nothing removed)',

  // src/throttle/throttle-state.ts
  'error.throttle.not-json':
    '{file} is not a throttle state file (invalid JSON: {error}); fix it or delete it to start over',
  'error.throttle.invalid': '{problem}\n  (fix it or delete it to start over)',

  // src/hosts/daemon/secret.ts, src/sandbox/sandbox-host.ts
  'error.daemon.secret-unsafe':
    'the daemon secret is unsafe: {problem}; delete it to have a new one made',
  'error.daemon.secret-not-made':
    'the daemon secret could not be made: {problem}',
  'error.daemon.secret-vanished': 'it vanished',
  'error.sandbox.cannot-run': 'the sandbox cannot run here: {reason}',
  'error.daemon.no-socket':
    'no private folder gives a socket path within {max} bytes ({candidates} are too long and /run/user/<uid> is not usable); hooks are answered in-process',
  'error.context.did-not-run': 'Wukong: {phrase} did not run: {why}',
} as const;

export const loadErrorZh: Readonly<Record<keyof typeof loadErrorEn, string>> = {
  'error.at': '{where}: {error}',

  'error.viz.no-esbuild':
    '绘制 TypeScript 状态机需要 esbuild, 但 {dir} 和 Wukong 旁边都没有安装; 请在你的项目中安装 (npm install --save-dev esbuild) 后再运行',
  'error.viz.bundle': '{file}: 无法打包该模块: {error}',
  'error.viz.load': '{file}: 模块加载时失败: {error}',
  'error.viz.no-export':
    '--export {name}: {file} 没有导出这个名字的状态机; 它导出的状态机: {machines}',
  'error.viz.none': '(无)',
  'error.viz.no-machine':
    '{file} 没有导出 XState 状态机 (由 createMachine 或 setup(...).createMachine 生成的对象); 请导出一个, 例如 `export const orderMachine = setup({...}).createMachine({...})`',

  'error.paths.no-candidate':
    '没有名字像状态机的导出 (…Machine 或 machine); 导出: {exports}。请用 --export NAME 指定',
  'error.paths.several':
    '有几个导出看起来都像状态机 ({candidates}); 请用 --export NAME 选一个',
  'error.paths.no-export': '没有名为 {name} 的导出; 导出: {exports}',
  'error.paths.no-model':
    '{machine} 旁边没有路径模型 {model}; 导出: {exports}。请导出 `{model} = { input, events(snapshot), serializeState(snapshot) }` (见 examples/order.machine.ts), 或用 --model NAME 指定',
  'error.paths.model': 'pathSuite({name}): {problem}',
  'error.paths.serialize':
    '模型需要 serializeState(snapshot) → string (状态值加上守卫读取的 context 字段)',
  'error.paths.events':
    '模型需要 events: (snapshot) => event[] 或一个事件数组, 带上负载',
  'error.paths.input-or-inputs':
    '给出 input 或 inputs (具名输入), 不要两个都给',
  'error.paths.inputs':
    'inputs 必须是一个对象, 至少命名一个输入, 例如 { warn: {...}, enforce: {...} }',
  'error.paths.minimum': 'minimum 必须是 0..100 的百分比, 收到的是 {minimum}',
  'error.paths.controllable':
    'controllable 命名了状态机没有调用的 actor: {unknown}; 调用的有: {invoked}',
  'error.paths.none': '无',
  'error.paths.ends': '路径结束于 {actual}, 模型预测的是 {predicted}',
  'error.paths.low': '{name}: {low} < {minimum}%; 从未到达:\n  {missing}',
  'error.paths.missing-line': '{line}\n  {more}',
  'error.paths.coverage-missing':
    '{file} 缺失: 路径套件现在报告 {tests} 个测试, 状态 {states}, 转换 {transitions}。请用 `npm run viz` (WUKONG_UPDATE_COVERAGE=1) 重新生成。',
  'error.paths.coverage-stale':
    '{file} 已过时: 路径套件现在报告 {tests} 个测试, 状态 {states}, 转换 {transitions}。请用 `npm run viz` (WUKONG_UPDATE_COVERAGE=1) 重新生成。',
  'error.paths.traversal':
    '{machine}: 路径遍历尝试了超过 {limit} 次转换, 仍在产生新的抽象状态; serializeState 只能保留守卫读取的、有界的内容 (给计数器设上限, 去掉时间戳和文字), 或提高模型的 limit',

  'error.transcript.cannot-read': '无法读取对话记录 {file}: {error}',
  'error.transcript.not-pruned-from':
    '{pruned}: {error} ({original} 不是它被修剪前的对话记录)',
  'error.transcript.pruning': '修剪需要对话记录: 请传入 --transcript FILE',
  'error.transcript.needs':
    '{what}需要对话记录: 请传入 --transcript FILE (在 ~/.claude/projects 下没有找到这个工作区的)',
  'error.transcript.pruning-what': '修剪',
  'error.transcript.archiving-what': '存档',
  'error.context.no-form':
    '还没有 {form} 形态: 请传入 --transcript FILE, 或先存档一个会话 ({file} 不存在)',
  'error.context.no-archive': '没有与 {wanted} 匹配的存档; 存档: {archives}',
  'error.context.no-archives':
    '{dir} 下没有存档; 请先运行 `wukong context archive`',

  'error.batch.cannot-read': '无法读取批次 {file}: {error}',
  'error.batch.what': '批次 {file}',
  'error.batch.no-such':
    '--batch {arg}: 没有这个文件或文件夹 (请给出批次 JSON 文件, 或装有它们的文件夹)',
  'error.batch.twice': '--batch: 有两个批次都叫 {name}; 批次名必须唯一',
  'error.batch.none':
    '--batch: 没有找到批次 (批次文件的格式是 {name?, outputs: [{avatar, output, files}]})',
  'error.pipeline.cannot-start': '新流水线: 流水线无法启动 ({error})',
  'error.pipeline.other-track':
    '{file} 存的是 {avatar} 的 {track} 流水线; 这次提交是 {row} 的 {submitted} (请换一个 --state 文件)',

  'error.package.scripts': '{file}: "scripts" 必须是 名字 → 命令 的对象',

  'error.init.not-object':
    '{file} 不是有效的 JSON 对象 ({error}); 请手工修复, Wukong 不会覆盖它',
  'error.init.not-json-object': '不是 JSON 对象',
  'error.init.damaged':
    '{file} 已损坏 ({problem}); 请手工删除 Wukong 的条目, 或再次运行 `wukong init`',
  'error.init.no-manifest':
    '没有找到 {file}: Wukong 不是用 `wukong init` 安装在这里的 (什么也没有删除)',

  'error.throttle.not-json':
    '{file} 不是节流状态文件 (无效的 JSON: {error}); 请修复或删除它以重新开始',
  'error.throttle.invalid': '{problem}\n  (请修复或删除它以重新开始)',

  'error.daemon.secret-unsafe':
    '守护进程的密钥不安全: {problem}; 删除它, 会重新生成一个',
  'error.daemon.secret-not-made': '无法生成守护进程的密钥: {problem}',
  'error.daemon.secret-vanished': '它消失了',
  'error.sandbox.cannot-run': '沙箱无法在这里运行: {reason}',
  'error.daemon.no-socket':
    '没有私有文件夹能给出 {max} 字节以内的套接字路径 ({candidates} 太长, /run/user/<uid> 不可用); hook 在进程内应答',
  'error.context.did-not-run': 'Wukong: {phrase} 没有运行: {why}',
};
