// The pipeline's words (seed 001's 戒→定→慧→识): 慧's hand-back, backtrack,
// skip and rule-patch texts, 戒's finding texts, the batch report and 识's
// memory lines, en and zh side by side; zh as the seed writes it, en plain
// English, the gates and avatars keep their names in both
// Pos: policies/vocabulary/messages, data only; the pipeline policies render
// with it through message.ts in the language their input names
const PAIRS = {
  // The pipeline machine's hand-back notices (seed 001 第 2 次失败, 回溯 2 次)
  'pipeline.hand-back.root-cause': [
    'failure {n} of {limit}: state the root cause of the repeated failure in the next output before fixing it again; the next failure at the limit escalates to the user',
    '第 {n} 次失败: 先分析根本原因，再修复 (上限 {limit}；下一次失败达到上限将升级给用户)',
  ],
  'pipeline.hand-back.backtrack-warning': [
    'backtrack {n} of {limit} for this output: {log}; one more escalates to the user',
    '回溯 {n} 次: 警告，详细分析 (上限 {limit}: {log}；再回溯一次将升级给用户)',
  ],
  // 慧: skip conditions (seed 001 跳过慧关的条件)
  'hui.skip.direct': [
    'a simple task on Track D (Direct)',
    'Track D (Direct) 的简单任务',
  ],
  'hui.skip.exploration': [
    "the {glyph} avatar's exploration/analysis output (not implementation)",
    '{glyph}分身的探索/分析输出 (非实现类)',
  ],
  'hui.skip.fast': [
    'the user explicitly asked for speed',
    '用户明确要求快速完成',
  ],
  'hui.skip.small-fix': [
    'a single-file change under {lines} lines',
    '单文件、少于 {lines} 行的小修改',
  ],
  // 慧: backtracks (seed 001 回溯规则)
  'hui.backtrack.evidence-leak': [
    'the evidence run `{command}` shows: {message}',
    '证据命令 `{command}` 显示: {message}',
  ],
  'hui.backtrack.security': [
    '慧 found {count} security issue(s) in the evidence that 戒 did not check',
    '慧发现证据中有 {count} 个戒关未检查的安全问题 (漏检)',
  ],
  'hui.backtrack.security.next': [
    '戒 re-checks with these findings; the output must be redone without them',
    '戒关带着这些问题重新检查；输出必须去掉它们后重做',
  ],
  'hui.backtrack.undeclared-files': [
    'files_changed omits {files}, which the change set contains',
    'files_changed 漏列了变更集中的 {files}',
  ],
  'hui.backtrack.tests-run-unproven': [
    'tests_run is true, but no test command is in the evidence',
    'tests_run 为 true，但证据中没有测试命令',
  ],
  'hui.backtrack.failed-but-passed': [
    'results report {failed} failed, but every test run in the evidence passed',
    'results 报告 {failed} 个失败，但证据中的测试全部通过',
  ],
  'hui.backtrack.passed-unproven': [
    'results report {passed} passed, but no test command is in the evidence',
    'results 报告 {passed} 个通过，但证据中没有测试命令',
  ],
  'hui.backtrack.contract-contradicts': [
    'the contract contradicts the evidence: {problem}',
    'Contract 违规: 与证据矛盾 — {problem}',
  ],
  'hui.backtrack.contract-contradicts.next': [
    'redo the output so that every field states what the evidence shows',
    '重做输出，使每个字段与证据一致',
  ],
  'hui.backtrack.contract': [
    '慧 found the contract contradicting the evidence: {problems}',
    '慧发现 Contract 与证据矛盾: {problems}',
  ],
  'hui.backtrack.contract.next': [
    '戒 re-checks the contract with these findings',
    '戒关带着这些问题重新检查 Contract',
  ],
  'hui.backtrack.reports-failure': [
    'it exited 0 but its output reports a failure ({failure})',
    '退出码为 0，但输出报告了失败 ({failure})',
  ],
  'hui.backtrack.ran-nothing': [
    'it exited 0 but ran no tests',
    '退出码为 0，但没有运行任何测试',
  ],
  'hui.backtrack.unreliable': [
    'the evidence `{command}` is unreliable: {why}',
    '证据 `{command}` 不可靠: {why}',
  ],
  'hui.backtrack.unreliable.next': [
    '定 re-checks without it; rerun `{command}` and submit the real result',
    '定关不再采信它重新检查；重新运行 `{command}` 并提交真实结果',
  ],
  'hui.backtrack.regression-is-repro': [
    'the regression run is the repro run itself: no test shows that existing behaviour still works',
    '回归测试就是复现测试本身: 没有测试证明原有行为仍然正常',
  ],
  'hui.backtrack.skipped-tests': [
    '`{command}` skipped tests ({skipped}): their scenarios were not exercised',
    '`{command}` 跳过了测试 ({skipped}): 这些场景未被覆盖',
  ],
  'hui.backtrack.tester-skipped': [
    'the tester reports {count} skipped test(s): their scenarios were not exercised',
    '舌分身报告跳过 {count} 个测试: 这些场景未被覆盖',
  ],
  'hui.backtrack.missing-scenario': [
    '慧 found a missing test scenario: {scenario}',
    '慧发现缺失的测试场景: {scenario}',
  ],
  'hui.backtrack.missing-scenario.next': [
    '定 re-checks and waits for a passing run of the missing scenario',
    '定关重新检查，等待缺失场景的通过记录',
  ],
  // 慧: FEEDBACK and rule patches (seed 001 规则补丁)
  'hui.feedback.rule-conflict': [
    '"{condition}" allows skipping 慧, but the {track} track never skips it',
    '"{condition}" 允许跳过慧关，但 {track} 轨道不可跳过 (规则冲突)',
  ],
  'hui.feedback.rule-conflict.next': [
    'decide which rule wins and record it',
    '决定哪条规则优先并记录下来',
  ],
  'hui.patch.rule-conflict.rule': [
    'the skip condition "{condition}" does not apply to {track}',
    '跳过慧关的条件 "{condition}" 不适用于 {track} (不可跳过)',
  ],
  'hui.patch.rule-conflict.reason': [
    'rule conflict: the skip condition held on a track that never skips 慧',
    '规则冲突: 跳过条件在不可跳过慧关的轨道上成立',
  ],
  'hui.feedback.efficiency': [
    '`{key}` passed {n} times in one submission: a cache opportunity',
    '`{key}` 在一次提交中通过了 {n} 次: 可以缓存 (效率问题)',
  ],
  'hui.feedback.efficiency.next': [
    'reuse a passing result instead of rerunning the same check',
    '复用已通过的结果，不要重复运行同一检查',
  ],
  'hui.patch.efficiency.rule': [
    'reuse the passing result of `{key}` within one submission',
    '一次提交内复用 `{key}` 的通过结果',
  ],
  'hui.patch.efficiency.reason': [
    'efficiency: ran {n} times with the same result',
    '效率问题: 以相同结果运行了 {n} 次',
  ],
  'hui.feedback.repeated-problem': [
    '{policy} came up {count} times in this pipeline',
    '{policy} 在本次流水线中出现 {count} 次 (重复问题)',
  ],
  'hui.feedback.repeated-problem.next': [
    'check {policy} before submitting',
    '提交前先检查 {policy}',
  ],
  'hui.patch.repeated-problem.rule': [
    'check "{policy}" before handing the output over',
    '交付输出前检查 "{policy}"',
  ],
  'hui.patch.repeated-problem.reason': [
    'repeated problem: occurred {count} times',
    '重复问题: 出现 {count} 次',
  ],
  'hui.feedback.boundary-unclear': [
    "the {avatar} avatar's row neither allows nor forbids {tool}",
    '{avatar} 分身的职责表既未允许也未禁止 {tool} (边界模糊)',
  ],
  'hui.feedback.boundary-unclear.next': [
    'decide whether {avatar} may use {tool}',
    '决定 {avatar} 是否可以使用 {tool}',
  ],
  'hui.patch.boundary-unclear.rule': [
    'list {tool} as allowed or forbidden for {avatar}',
    '把 {tool} 列入 {avatar} 的允许或禁止清单',
  ],
  'hui.patch.boundary-unclear.reason': [
    'unclear boundary: the tool was used and the table is silent',
    '边界模糊: 使用了该工具而职责表没有规定',
  ],
  // 识: rule patch proposals from repeated anchors (识写入门槛: 重复 ≥ 3)
  'shi.patch.problem.rule': [
    'check for "{title}" before 定 (seen {repeat} times)',
    '定关之前检查 "{title}" (已出现 {repeat} 次)',
  ],
  'shi.patch.decision.rule': [
    'make "{title}" the default (decided {repeat} times)',
    '将 "{title}" 设为默认 (已决定 {repeat} 次)',
  ],
  'shi.patch.reason': [
    '[{id}] came up in {repeat} tasks (repeated ≥ {threshold})',
    '[{id}] 在 {repeat} 个任务中出现 (重复 ≥ {threshold})',
  ],
  // 识: the anchor file the store writes after a PASS
  'shi.memory.alternatives': [
    'not recorded by the pipeline (see the task)',
    '流水线未记录 (见任务)',
  ],
  'shi.memory.why': ['extracted by 慧 from {source}', '慧从 {source} 中提取'],
  'shi.memory.impact': [
    '{track} work by {avatar}: {task}',
    '{avatar} 的 {track} 任务: {task}',
  ],
  'shi.memory.passed': ['`{command}` passed 定', '`{command}` 通过定关'],
  'shi.memory.no-commands': [
    'passed 戒 and 定 (no command evidence)',
    '通过戒关和定关 (无命令证据)',
  ],
  'shi.memory.rollback': [
    'mark it obsolete: `wukong anchors obsolete ID --reason …`',
    '标记为过时: `wukong anchors obsolete ID --reason …`',
  ],
  // 戒: the contract (seed 000 检查清单 1, seed 001 Contract 完整性)
  'jie.contract.empty': ['the output is empty', '输出为空'],
  'jie.contract.no-json': [
    'the output does not end with its contract as a JSON object',
    '输出没有以 JSON 对象形式的 Contract 结尾',
  ],
  'jie.contract.unreadable': ['{reason}', '{reason} (Contract 缺失)'],
  'jie.contract.unreadable.next': [
    'redo the output ending with the {title} contract JSON: {{fields}}',
    '重做输出，以{title}的 Contract JSON 结尾: {{fields}}',
  ],
  'jie.contract.missing-field': [
    'the {title} contract requires `{field}`, and the output has none',
    '{title}的 Contract 要求 `{field}`，输出中没有 (Contract 缺失)',
  ],
  'jie.contract.missing-field.next': [
    'redo the output with `{field}` filled in (contract fields: {fields})',
    '重做输出并填写 `{field}` (Contract 字段: {fields})',
  ],
  'jie.contract.simplified': [
    "`{field}` is missing; the direct track's simplified contract allows it",
    '缺少 `{field}`；Direct 轨道的简化 Contract 允许 (可简化)',
  ],
  'jie.contract.simplified.next': [
    'add `{field}` when the task is not trivial',
    '任务不简单时补充 `{field}`',
  ],
  'jie.contract.filled': [
    "`{field}` is missing and was filled as empty; a fix's contract need only be basically complete",
    '缺少 `{field}`，已按空值填充；Fix 的 Contract 只需基本完整 (Contract 基本完整)',
  ],
  'jie.contract.filled.next': ['add `{field}` next time', '下次补充 `{field}`'],
  'jie.contract.non-key-missing': [
    '`{field}` is missing (filled as empty for this check); a {track} contract skips no field',
    '缺少 `{field}` (本次检查按空值填充)；{track} 的 Contract 不可省略字段 (格式不规范: 警告 + 要求补充)',
  ],
  'jie.contract.non-key-missing.next': [
    'resubmit with `{field}` filled in (contract fields: {fields})',
    '补充 `{field}` 后重新提交 (Contract 字段: {fields})',
  ],
  'jie.contract.extra-field': [
    '`{field}` is not part of the {title} contract',
    '`{field}` 不属于{title}的 Contract',
  ],
  'jie.contract.extra-field.next': [
    'keep to the contract fields: {fields}',
    '只使用 Contract 字段: {fields}',
  ],
  'jie.contract.format': [
    '`{where}`: {issue}',
    '`{where}`: {issue} (格式不规范)',
  ],
  'jie.contract.format.next': [
    'correct `{where}` to match the contract and resubmit',
    '按 Contract 修正 `{where}` 后重新提交',
  ],
  'jie.contract.placeholder': [
    '`{where}` holds placeholder content ({marker})',
    '`{where}` 是占位内容 ({marker})',
  ],
  'jie.contract.placeholder.next': [
    'redo the output with real content in `{where}`',
    '重做输出，在 `{where}` 中填写真实内容',
  ],
  'jie.contract.location': [
    '`{where}` should be `path:line`, got {value}',
    '`{where}` 应为 `路径:行号`，实际为 {value}',
  ],
  'jie.contract.location.next': [
    'give `{where}` as file path and line, e.g. src/app.ts:42',
    '`{where}` 写成文件路径加行号，例如 src/app.ts:42',
  ],
  'jie.contract.empty-group': [
    '{names} is empty: the output does not say what was done',
    '{names} 为空: 输出没有说明做了什么',
  ],
  'jie.contract.empty-group.next': [
    'redo the output with {names} filled in',
    '重做输出并填写 {names}',
  ],
  'jie.contract.or': [' or ', ' 或 '],
  // 戒: the Do/Don't boundary (seed 000 职责表)
  'jie.boundary.forbidden-tool': [
    'the {title} ({glyph}) used {tool}, which its row forbids',
    '{title} ({glyph}) 使用了职责表禁止的 {tool}',
  ],
  'jie.boundary.forbidden-tool.next': [
    'redo without {tool}; work that needs {tool} belongs to an avatar allowed to use it',
    '不用 {tool} 重做；需要 {tool} 的工作交给允许使用它的分身',
  ],
  'jie.boundary.unlisted-tool': [
    'the {title} used {tool}, which its row neither allows nor forbids',
    '{title} 使用了 {tool}，职责表既未允许也未禁止 (边界模糊)',
  ],
  'jie.boundary.unlisted-tool.next': [
    'decide whether {avatar} may use {tool}',
    '决定 {avatar} 是否可以使用 {tool}',
  ],
  'jie.boundary.ran-commands': [
    "the {title} ({glyph}) ran {count} command(s) ({shown}); running commands is on its Don't list",
    "{title} ({glyph}) 执行了 {count} 条命令 ({shown})；执行命令在它的 Don't 清单上",
  ],
  'jie.boundary.ran-commands.next': [
    'redo the analysis with citations (path:line) only; commands belong to the tester (👅 @tester) or the body (⚔️ @impl)',
    '只用引用 (路径:行号) 重做分析；命令交给舌 (👅 @tester) 或身 (⚔️ @impl)',
  ],
  'jie.boundary.rule.nothing': ['changes no files', '不修改任何文件'],
  'jie.boundary.rule.docs': ['writes Markdown only', '只写 Markdown'],
  'jie.boundary.rule.tests-and-docs': [
    'changes tests and docs, never business code',
    '只改测试和文档，不改业务代码',
  ],
  'jie.boundary.out-of-role': [
    'the {title} ({glyph}) {rule}, but changed {shown}',
    '{title} ({glyph}) {rule}，却修改了 {shown}',
  ],
  'jie.boundary.out-of-role.next': [
    'revert those changes and hand the change to the body (⚔️ @impl)',
    '撤销这些修改，把修改交给身 (⚔️ @impl)',
  ],
  'jie.boundary.skipped-tests': [
    'the Implementer reports tests_run: false on a {track} task',
    'Implementer 在 {track} 任务中报告 tests_run: false (跳过测试)',
  ],
  'jie.boundary.skipped-tests.next': [
    'run the tests, then redo the output with tests_run: true and the command as evidence',
    '先运行测试，再以 tests_run: true 重做输出，并附上命令作为证据',
  ],
  // 戒: security (seed 000 安全检查, 违规处理)
  'jie.security.final': [
    '{detail}; 戒 rejects this output for good (a security violation is not retryable)',
    '{detail}；戒关永久拒绝此输出 (安全违规, 不可重试)',
  ],
  'jie.security.confirmed': [
    '{finding} (confirmed by a person)',
    '{finding} (已由人确认)',
  ],
  'jie.security.confirm': [
    '⚠️ needs confirmation: {finding}',
    '⚠️ 需确认: {finding}',
  ],
  'jie.security.confirm.next': [
    "{detail}; a person confirms with `wukong verify … --confirm '{id}'`",
    "{detail}；由人用 `wukong verify … --confirm '{id}'` 确认",
  ],
  'jie.security.confirm-backup.next': [
    "{detail}; a person confirms with `wukong verify … --confirm '{id}'` (and keeps a backup)",
    "{detail}；由人用 `wukong verify … --confirm '{id}'` 确认 (并保留备份)",
  ],
  'jie.security.split.next': [
    'split the change into batches of at most 10 files',
    '把修改拆成每批最多 10 个文件 (分批执行)',
  ],
  'jie.security.unparsed': [
    '⚠️ needs confirmation: {what} was added after the commands were parsed, so the command rules did not judge it; 戒 fails closed',
    '⚠️ 需确认: {what} 在命令解析之后才加入，命令规则没有判断它；戒关按拒绝处理',
  ],
  'jie.security.unparsed.next': [
    'resubmit through `wukong verify` (or judgedSubmission from wukong/pipeline), which parses every evidence command; at the retry limit a person decides',
    '通过 `wukong verify` (或 wukong/pipeline 的 judgedSubmission) 重新提交，它会解析每条证据命令；达到重试上限时由人决定',
  ],
  'jie.security.rule-failed': [
    'security policy {name} failed on {what}; failing closed',
    '安全策略 {name} 在 {what} 上运行失败；按拒绝处理',
  ],
  'jie.security.rule-failed.next': [
    'report the failure; the output cannot pass until the policy runs',
    '报告该故障；策略能运行之前输出不能通过',
  ],
  'jie.security.unsafe-code.next': [
    '{fix} (reject, require a safe way)',
    '{fix} (拒绝，要求安全方式)',
  ],
  'jie.security.mass-change': [
    'the output changes {count} files at once; seed 000 splits changes over {limit} files into batches',
    '输出一次修改了 {count} 个文件；超过 {limit} 个文件的修改要分批 (大规模变更 → 分批执行)',
  ],
  'jie.security.mass-change.next': [
    'resubmit the work as batches of at most {limit} files, each verified before the next (`wukong verify --batch`)',
    '拆成每批最多 {limit} 个文件重新提交，每批验证后再进行下一批 (`wukong verify --batch`)',
  ],
  'jie.security.no-facts': [
    "⚠️ needs confirmation: {commands} command(s) and {paths} path(s) were not looked up, so the hook's command and path rules did not judge them; 戒 fails closed",
    '⚠️ 需确认: {commands} 条命令和 {paths} 个路径没有查证，hook 的命令和路径规则没有判断它们；戒关按拒绝处理',
  ],
  'jie.security.no-facts.next': [
    'run the submission through `wukong verify`, or attach the facts with judgedSubmission (wukong/pipeline), which parse every command and resolve every path; at the retry limit a person decides',
    '通过 `wukong verify` 提交，或用 judgedSubmission (wukong/pipeline) 附上事实，它们会解析每条命令、解析每个路径；达到重试上限时由人决定',
  ],
  // 戒: the track's focus (seed 001 轨道)
  'jie.track.refactor-says-feature': [
    'a refactor changes no behaviour, and this one says "{said}"',
    '重构不改变行为，而这次输出写着 "{said}" (禁止功能变更)',
  ],
  'jie.track.refactor-lists-criteria': [
    'a refactor changes no behaviour, yet it lists {count} acceptance criteria for new behaviour',
    '重构不改变行为，却列出了 {count} 条新行为的验收标准 (禁止功能变更)',
  ],
  'jie.track.refactor-adds-feature.next': [
    'split the work: submit the behaviour-preserving refactor on the refactor track and the new behaviour as a feature',
    '拆分工作: 保持行为的重构走 refactor 轨道，新行为作为 feature 提交',
  ],
  'jie.track.performance-note-missing': [
    'this refactor is about performance ("{topic}") and neither states the performance before and after nor submits a benchmark run',
    '这次重构涉及性能 ("{topic}")，却既没有说明前后性能，也没有提交基准测试 (性能不退化)',
  ],
  'jie.track.performance-note-missing.next': [
    'run a benchmark (e.g. `npm run bench`) before and after, add the run as evidence and state the figures in the output',
    '在修改前后各运行一次基准测试 (如 `npm run bench`)，把运行记录作为证据并在输出中写明数据',
  ],
  'jie.track.callers-noted': [
    'the fix changes code that {count} other file(s) call ({shown}); a regression run is submitted',
    '修复改动了被 {count} 个其他文件调用的代码 ({shown})；已提交回归测试',
  ],
  'jie.track.callers-noted.next': [
    'make sure the regression run covers those callers',
    '确认回归测试覆盖这些调用方',
  ],
  'jie.track.regression-risk': [
    'regression risk: the fix changes code that {count} other file(s) call ({shown}), and no regression run is submitted',
    '回归风险: 修复改动了被 {count} 个其他文件调用的代码 ({shown})，且没有提交回归测试',
  ],
  'jie.track.regression-risk.next': [
    'run the tests of the callers ({shown}) and add the run with purpose: "regression"',
    '运行这些调用方的测试 ({shown})，并以 purpose: "regression" 加入证据',
  ],
  // 定: what the evidence proves (seed 001 证据等级)
  'ding.failed': [
    '`{command}` exited {code}{tail}',
    '`{command}` 退出码 {code}{tail}',
  ],
  'ding.failed.next': [
    'fix the cause, rerun `{command}` and add the new run as evidence',
    '修复原因，重新运行 `{command}`，并把新的运行作为证据加入',
  ],
  'ding.speculation.quoted': ['speculation ({quotes})', '推测 ({quotes})'],
  'ding.speculation.claims': ['claims', '声明'],
  'ding.speculation': [
    'the evidence is only {said}: nothing was run or cited (L0)',
    '证据只有{said}: 没有运行也没有引用任何东西 (L0 推测)',
  ],
  'ding.speculation.next': [
    'verify: run the tests or build and submit each command with its exit code, or cite the code (path:line)',
    '去验证: 运行测试或构建，提交每条命令及其退出码，或引用代码 (路径:行号)',
  ],
  'ding.level-too-low': [
    'the evidence reaches {level}; this task needs {required}',
    '证据只达到 {level}；此任务需要 {required}',
  ],
  'ding.level-too-low.integration': [
    'run an integration or end-to-end command and add it with scope: "integration"',
    '运行集成或端到端命令，并以 scope: "integration" 加入',
  ],
  'ding.level-too-low.local': [
    'run a local verification command (tests, build or typecheck) and add it with its exit code',
    '运行本地验证命令 (测试、构建或类型检查) 并附上退出码',
  ],
  'ding.speculation-noted': [
    'the output still speculates ({quotes})',
    '输出仍有推测 ({quotes})',
  ],
  'ding.speculation-noted.next': [
    'state what the evidence shows instead of what should happen',
    '写证据显示了什么，而不是应该会怎样',
  ],
  'ding.no-tests-skipped': [
    '`{command}` exited 0 but its summary shows no test ran ({skipped} skipped)',
    '`{command}` 退出码为 0，但摘要显示没有测试运行 (跳过 {skipped} 个)',
  ],
  'ding.no-tests-summary': [
    '`{command}` exited 0 but its output shows no test summary, so nothing proves tests ran',
    '`{command}` 退出码为 0，但输出没有测试摘要，无法证明测试运行过',
  ],
  'ding.no-tests.next': [
    'rerun `{command}` so it runs the tests and submit its output with the runner\'s summary line (e.g. "Tests  6 passed (6)")',
    '重新运行 `{command}`，让它真正运行测试，并提交带有测试摘要行的输出 (例如 "Tests  6 passed (6)")',
  ],
  'ding.unreliable': [
    'the run of `{command}` is unreliable: {reason}',
    '`{command}` 的运行不可靠: {reason}',
  ],
  'ding.unreliable.next': [
    'rerun `{command}` and submit its real exit code and output',
    '重新运行 `{command}`，提交真实的退出码和输出',
  ],
  'ding.no-verification': [
    '`{command}` does not count as verification: {reason}',
    '`{command}` 不算验证: {reason}',
  ],
  'ding.no-verification.next': [
    'submit the check itself, unmasked, with its own exit code',
    '提交检查本身 (不加掩盖) 及其自己的退出码',
  ],
  'ding.missing-scenario.next': [
    'add a test for the missing scenario, run it, and add the passing run as evidence',
    '为缺失的场景添加测试并运行，把通过的运行作为证据加入',
  ],
  'ding.acceptance-missing': [
    'a {track} needs its acceptance criteria, and the submission lists none',
    '{track} 需要验收标准，而提交中一条也没有',
  ],
  'ding.acceptance-missing.next': [
    'list the acceptance criteria in `acceptance` and mark the command covering each with `covers`',
    '在 `acceptance` 中列出验收标准，并用 `covers` 标明覆盖每条标准的命令',
  ],
  'ding.cannot-prove': [
    '`{command}` is a {kind} command: it cannot prove {ids} (only a test, typecheck or build run covers an acceptance criterion)',
    '`{command}` 是 {kind} 命令: 不能证明 {ids} (只有测试、类型检查或构建能覆盖验收标准)',
  ],
  'ding.cannot-prove.next': [
    'run a test for {ids} and mark that run with covers',
    '为 {ids} 运行测试，并用 covers 标明',
  ],
  'ding.acceptance-uncovered': [
    'no passing command covers {ids}',
    '没有通过的命令覆盖 {ids}',
  ],
  'ding.acceptance-uncovered.next': [
    'run a test for {ids} and add it with covers: [{list}]',
    '为 {ids} 运行测试，并以 covers: [{list}] 加入',
  ],
  'ding.purpose.repro': [
    'a repro case (purpose: "repro") that reproduced the bug and now passes',
    '复现用例 (purpose: "repro")，曾复现缺陷且现在通过',
  ],
  'ding.purpose.regression': [
    'a regression run (purpose: "regression") showing existing behaviour still works',
    '回归测试 (purpose: "regression")，证明原有行为仍然正常',
  ],
  'ding.purpose.behaviour-unchanged': [
    'a behaviour-unchanged run (purpose: "behaviour-unchanged") with the same results before and after',
    '行为不变的运行 (purpose: "behaviour-unchanged")，前后结果相同',
  ],
  'ding.purpose-missing': [
    'a {track} needs {what}; none passed',
    '{track} 需要{what}；没有通过的记录',
  ],
  'ding.purpose-missing.next': ['add {what}', '补充{what}'],
  // The hand-over to the user (seed 001 升级给用户)
  'escalation.summary.user-stop': [
    'stopped by the user; handing over to the user',
    '用户停止了流水线；升级给用户',
  ],
  'escalation.summary.retry-limit': [
    'the retry limit was reached after {runs} gate runs; handing over to the user',
    '{runs} 次关卡运行后达到重试上限；升级给用户',
  ],
  'escalation.summary.backtrack-limit': [
    'the backtrack limit was reached after {runs} gate runs; handing over to the user',
    '{runs} 次关卡运行后达到回溯上限；升级给用户',
  ],
  'escalation.summary.redo-limit': [
    'the redo limit was reached after {runs} gate runs; handing over to the user',
    '{runs} 次关卡运行后达到重做上限；升级给用户',
  ],
  'escalation.user-stopped': [
    'the user stopped the pipeline',
    '用户停止了流水线',
  ],
  'escalation.recurred': [
    '{policy} recurred {n} times',
    '{policy} 反复出现 {n} 次',
  ],
  'escalation.nothing-recorded': [
    'no blocking finding was recorded',
    '没有记录到阻断性问题',
  ],
  'escalation.suggestion.review': [
    'review the attempts below with the user and agree on the next step',
    '与用户一起查看下面的尝试记录，商定下一步',
  ],
  'escalation.cause.security': [
    'the output keeps exposing credentials or touching sensitive paths',
    '输出反复暴露凭证或触碰敏感路径',
  ],
  'escalation.suggestion.security': [
    'remove the secret or sensitive write at its source; rotate what leaked',
    '从源头去掉密钥或敏感写入；轮换已泄露的凭证',
  ],
  'escalation.cause.boundary': [
    'the task asks this avatar for work its row forbids',
    '任务要求该分身做职责表禁止的工作',
  ],
  'escalation.suggestion.boundary': [
    'delegate the work to the avatar whose row allows it',
    '把工作委派给职责表允许的分身',
  ],
  'escalation.cause.contract': [
    'the avatar does not produce its output contract',
    '分身没有产出它的输出 Contract',
  ],
  'escalation.suggestion.contract': [
    'give the avatar its contract verbatim and ask it to end with that JSON',
    '把 Contract 原样交给分身，要求它以该 JSON 结尾',
  ],
  'escalation.cause.test-failed': [
    'the same tests keep failing: the change does not fix what they check',
    '同样的测试反复失败: 修改没有修好它们检查的问题',
  ],
  'escalation.suggestion.test-failed': [
    'read the failing assertion, find the root cause, and decide with the user whether the test or the code is wrong',
    '阅读失败的断言，找到根本原因，与用户一起判断是测试错还是代码错',
  ],
  'escalation.cause.build-failed': ['the build keeps breaking', '构建反复失败'],
  'escalation.suggestion.build-failed': [
    'fix the first compiler error before anything else; check toolchain versions',
    '先修第一个编译错误；检查工具链版本',
  ],
  'escalation.cause.typecheck-failed': [
    'type errors persist across attempts',
    '类型错误在多次尝试中持续存在',
  ],
  'escalation.suggestion.typecheck-failed': [
    'fix the reported types at their declaration, not at each call site',
    '在声明处修正报告的类型，而不是在每个调用处',
  ],
  'escalation.cause.acceptance': [
    'the acceptance criteria are not tied to passing tests',
    '验收标准没有对应通过的测试',
  ],
  'escalation.suggestion.acceptance': [
    'write one test per criterion and mark it with covers',
    '每条标准写一个测试，并用 covers 标明',
  ],
  'escalation.cause.repro': [
    'there is no reproduction of the bug',
    '没有缺陷的复现',
  ],
  'escalation.suggestion.repro': [
    'write a failing test that reproduces the bug before fixing it',
    '修复前先写一个能复现缺陷的失败测试',
  ],
  'escalation.cause.regression': [
    'nothing shows existing behaviour still works',
    '没有证据表明原有行为仍然正常',
  ],
  'escalation.suggestion.regression': [
    'run the existing test suite as a regression run',
    '把现有测试套件作为回归测试运行',
  ],
  'escalation.cause.behaviour': [
    'nothing shows behaviour is unchanged',
    '没有证据表明行为不变',
  ],
  'escalation.suggestion.behaviour': [
    'run the same tests before and after the refactor',
    '重构前后运行同样的测试',
  ],
  'escalation.cause.speculation': [
    'the avatar claims instead of verifying',
    '分身只做声明而不验证',
  ],
  'escalation.suggestion.speculation': [
    'require a command with its exit code for every claim',
    '每个声明都要求附上命令及退出码',
  ],
  'escalation.cause.level-too-low': [
    'the avatar is not running verification',
    '分身没有运行验证',
  ],
  'escalation.suggestion.level-too-low': [
    'require a local command with its exit code',
    '要求附上本地命令及退出码',
  ],
  'escalation.cause.unreliable': [
    'reported results do not match the command output',
    '报告的结果与命令输出不符',
  ],
  'escalation.suggestion.unreliable': [
    'rerun the commands and submit their real output and exit code',
    '重新运行命令，提交真实的输出和退出码',
  ],
  'escalation.cause.missing-scenario': [
    'a scenario stays untested',
    '有场景一直没有测试',
  ],
  'escalation.suggestion.missing-scenario': [
    'add and run a test for the missing scenario',
    '为缺失的场景添加并运行测试',
  ],
  'escalation.cause.evidence-security': [
    'the evidence shows security problems the output hides',
    '证据显示了输出隐瞒的安全问题',
  ],
  'escalation.suggestion.evidence-security': [
    'fix the leak in the code under test',
    '修复被测代码中的泄露',
  ],
  'escalation.cause.contract-evidence': [
    'the contract and the evidence disagree',
    'Contract 与证据不一致',
  ],
  'escalation.suggestion.contract-evidence': [
    'make the contract state what the evidence shows',
    '让 Contract 写明证据所显示的内容',
  ],
  'escalation.cause.ding': ['verification keeps failing', '验证反复失败'],
  'escalation.suggestion.ding': [
    'look at the failing command output together with the user',
    '与用户一起查看失败命令的输出',
  ],
  // The batch report (seed 001 并行验证规则)
  'batch.title': ['## Batch verification', '## 批次验证'],
  'batch.head': [
    '| Batch | Attempt | Status | Details |',
    '| 批次 | 尝试 | 状态 | 详情 |',
  ],
  'batch.passed': ['quick 戒 + quick 定 passed', '快速戒关 + 快速定关通过'],
  'batch.not-checked': [
    '{count} batch(es) not checked: a failed batch stops the run',
    '{count} 个批次未检查: 批次验证失败后不继续下一批次',
  ],
  'batch.final': [
    '## Final verification (all three gates)',
    '## 最终验证 (完整三关)',
  ],
  'batch.empty': [
    'batch {batch} reported no outputs',
    '批次 {batch} 没有报告任何输出',
  ],
  'batch.empty.next': [
    "rerun batch {batch} and report every avatar's output",
    '重新运行批次 {batch}，并报告每个分身的输出',
  ],
  'batch.unknown-avatar': [
    'output {n} names an unknown avatar {avatar}',
    '第 {n} 个输出的分身 {avatar} 不存在',
  ],
  'batch.unknown-avatar.next': [
    'name one of the six avatars',
    '使用六个分身之一',
  ],
  'batch.contract-missing': [
    "the {title}'s output in batch {batch} lacks {missing}",
    '批次 {batch} 中{title}的输出缺少 {missing} (快速戒关: Contract 存在性)',
  ],
  'batch.contract-missing.next': [
    'have the {title} end with its contract: {{fields}}',
    '让{title}以它的 Contract 结尾: {{fields}}',
  ],
  'batch.file-missing': [
    '{path} does not exist',
    '{path} 不存在 (快速定关: 文件存在)',
  ],
  'batch.file-missing.next': [
    'create {path} or remove it from the batch',
    '创建 {path}，或把它从批次中移除',
  ],
  'batch.syntax-error': [
    '{path} does not parse{detail}',
    '{path} 无法解析{detail} (快速定关: 语法检查)',
  ],
  'batch.syntax-error.next': [
    'fix the syntax of {path} and rerun the batch',
    '修正 {path} 的语法后重新运行该批次',
  ],
} as const satisfies Record<string, readonly [string, string]>;

type PipelineId = keyof typeof PAIRS;

const side = (i: 0 | 1) =>
  Object.fromEntries(
    Object.entries(PAIRS).map(([id, texts]) => [id, texts[i]]),
  ) as Record<PipelineId, string>;

export const pipelineEn = side(0);
export const pipelineZh = side(1);
