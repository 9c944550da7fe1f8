// Why a test run does not prove what the promised run proves, en and zh: what
// the shell does around the test, where it ran, what an added or dropped option
// does (policies/evidence/run-strength.ts), and what each test runner's
// weakening option does (test-runners.ts keeps these ids in its tables)
// Pos: policies/vocabulary/messages, data only; passed as the `why` fragment
// of proof.weaker / proof.weak (deferred-messages.ts)
export const strengthEn = {
  // why a test run is weaker than the promised one (policies/evidence/run-strength.ts)
  'strength.pm.if-present':
    'lets the package manager succeed without running anything when the script is missing',
  'strength.pm.ignore-scripts': 'skips the pre- and post-scripts',
  'strength.the-workspace-root': 'the workspace root',
  'strength.prefix': 'runs {words} first, which can change what the test does',
  'strength.another-command': 'another command',
  'strength.after-end':
    "runs {after} after the test, so the exit code reported is not the test's",
  'strength.after-and':
    "goes on after the test with {next}, so the output is not the test's alone",
  'strength.after-or': '{next} turns a failing test into success',
  'strength.background':
    'runs the test in the background (`&`), so its exit code is lost',
  'strength.pipe-no-pipefail':
    "pipes the test into {after} without `set -o pipefail`, so the exit code is the last command's, not the test's",
  'strength.pipe-filter':
    'pipes the test into {stage}, which can change its output (only tail, head, grep, tee and cat may follow)',
  'strength.pipe-goes-on':
    "goes on after the test's pipe, so the exit code reported is not the test's",
  'strength.too-long':
    'is longer than {limit} characters, so Wukong does not read it',
  'strength.unread': 'uses {what}, which Wukong does not follow',
  'strength.bang': '`!` inverts the exit code',
  'strength.from-pipe': 'feeds the test from a pipe',
  'strength.opaque-args':
    'changes the arguments of the promised {promised}; Wukong does not know how {program} reads them, so only the promised ones count',
  'strength.added-weak': 'added {option}, which {why}',
  'strength.changed-filter':
    'changed {before} to {after}, which can narrow the promised {promised}',
  'strength.added-filter-option':
    'added {option}, which narrows the promised {promised}',
  'strength.added-module':
    'added {option}, which loads code into the test run that can print its own summary or choose the exit code',
  'strength.added-unknown':
    'added {option}, which Wukong does not know to keep every promised test running ({runner})',
  'strength.dropped': 'dropped {what} from the promised {promised}',
  'strength.dropped-positionals':
    'dropped {what} from the promised {promised}, and without it {runner} runs its default selection, not everything',
  'strength.added-filter':
    'added the filter {filter}, which narrows the promised {promised}',
  'strength.not-selected':
    'does not select {lost} as the promised {promised} does (its filter {filter} narrows it)',
  'strength.launcher-options':
    'passes {options} to the package manager itself (before `--`), which Wukong does not know to be harmless',
  'strength.sets-env': 'sets {assignment}, which can change what runs',
  'strength.dynamic': 'uses {what}, which the shell fills in when it runs',
  'strength.relative-cd':
    'moves with a relative `cd` from {place}, so Wukong cannot tell where it ran; use an absolute path',
  'strength.unknown-dir': 'a directory Wukong cannot work out',
  'strength.ran-elsewhere':
    'ran in {dir}, not where the promise runs ({promised})',
  'strength.uses-weak': 'uses {option}, which {why}',
  // what a test runner's option does to a run (policies/evidence/test-runners.ts weakening)
  'strength.weak.passes-when-no-test-runs': 'passes when no test runs',
  'strength.weak.rewrites-failing-snapshots-so-they-pass':
    'rewrites failing snapshots so they pass',
  'strength.weak.retries-a-failing-test-until-it-passes':
    'retries a failing test until it passes',
  'strength.weak.runs-only-the-tests-affected-by-changed-files':
    'runs only the tests affected by changed files',
  'strength.weak.runs-only-one-project': 'runs only one project',
  'strength.weak.runs-only-one-shard-of-the-tests':
    'runs only one shard of the tests',
  'strength.weak.leaves-test-files-out': 'leaves test files out',
  'strength.weak.lets-only-in-a-test-file-narrow-the-run':
    'lets `.only` in a test file narrow the run',
  'strength.weak.ignores-unhandled-errors-that-would-fail-the-run':
    'ignores unhandled errors that would fail the run',
  'strength.weak.runs-the-tests-of-another-root':
    'runs the tests of another root',
  'strength.weak.scans-another-folder-for-tests':
    'scans another folder for tests',
  'strength.weak.reads-another-configuration': 'reads another configuration',
  'strength.weak.reads-reports-instead-of-running-tests':
    'reads reports instead of running tests',
  'strength.weak.starts-without-running-tests': 'starts without running tests',
  'strength.weak.lists-tags-instead-of-running-tests':
    'lists tags instead of running tests',
  'strength.weak.runs-only-the-tests-of-changed-files':
    'runs only the tests of changed files',
  'strength.weak.runs-only-the-tests-of-the-last-commit':
    'runs only the tests of the last commit',
  'strength.weak.runs-only-the-tests-related-to-some-files':
    'runs only the tests related to some files',
  'strength.weak.runs-only-the-tests-that-failed-last-time':
    'runs only the tests that failed last time',
  'strength.weak.runs-only-some-projects': 'runs only some projects',
  'strength.weak.leaves-projects-out': 'leaves projects out',
  'strength.weak.looks-for-tests-elsewhere': 'looks for tests elsewhere',
  'strength.weak.changes-which-files-are-tests':
    'changes which files are tests',
  'strength.weak.lists-tests-instead-of-running-them':
    'lists tests instead of running them',
  'strength.weak.inverts-the-name-filter': 'inverts the name filter',
  'strength.weak.lets-uncaught-errors-through': 'lets uncaught errors through',
  'strength.weak.reports-tests-without-running-them':
    'reports tests without running them',
  'strength.weak.lists-files-instead-of-running-tests':
    'lists files instead of running tests',
  'strength.weak.stops-at-a-failure-and-resumes-from-it-next-time':
    'stops at a failure and resumes from it next time',
  'strength.weak.skips-the-first-failing-test': 'skips the first failing test',
  'strength.weak.leaves-tests-out': 'leaves tests out',
  'strength.weak.leaves-test-paths-out': 'leaves test paths out',
  'strength.weak.collects-tests-without-running-them':
    'collects tests without running them',
  'strength.weak.loads-or-disables-plugins': 'loads or disables plugins',
  'strength.weak.overrides-the-configuration': 'overrides the configuration',
  'strength.weak.runs-from-another-root': 'runs from another root',
  'strength.weak.skips-the-conftest-py-files': 'skips the conftest.py files',
  'strength.weak.runs-on-when-test-files-fail-to-import':
    'runs on when test files fail to import',
  'strength.weak.changes-which-conftest-py-files-load':
    'changes which conftest.py files load',
  'strength.weak.skips-tests-by-name': 'skips tests by name',
  'strength.weak.lets-tests-skip-their-long-parts-testing-short':
    'lets tests skip their long parts (testing.Short)',
  'strength.weak.changes-the-go-vet-checks-that-run-first':
    'changes the go vet checks that run first',
  'strength.weak.runs-the-test-binary-through-another-program':
    'runs the test binary through another program',
  'strength.weak.compiles-the-test-binary-without-running-it':
    'compiles the test binary without running it',
  'strength.weak.hands-the-rest-to-the-test-binary':
    'hands the rest to the test binary',
  'strength.weak.matches-the-name-filter-exactly':
    'matches the name filter exactly',
  'strength.weak.runs-only-the-ignored-tests': 'runs only the ignored tests',
  'strength.weak.compiles-the-tests-without-running-them':
    'compiles the tests without running them',
  'strength.weak.leaves-packages-out': 'leaves packages out',
  'strength.weak.runs-only-some-test-targets': 'runs only some test targets',
  'strength.weak.runs-only-the-doc-tests': 'runs only the doc tests',
  'strength.weak.leaves-the-doc-tests-out': 'leaves the doc tests out',
  'strength.weak.runs-only-the-tests-marked-only':
    'runs only the tests marked `only`',
  'strength.weak.leaves-tests-out-by-name': 'leaves tests out by name',
  'strength.weak.runs-the-todo-tests-instead': 'runs the todo tests instead',
} as const;

export const strengthZh: Record<keyof typeof strengthEn, string> = {
  'strength.pm.if-present': '脚本不存在时让包管理器什么都不运行也算成功',
  'strength.pm.ignore-scripts': '跳过 pre 和 post 脚本',
  'strength.the-workspace-root': '工作区根目录',
  'strength.prefix': '先运行 {words}，这可能改变测试的行为',
  'strength.another-command': '另一条命令',
  'strength.after-end': '在测试之后运行 {after}，所以报告的退出码不是测试的',
  'strength.after-and': '测试之后又接着 {next}，所以输出不只是测试的',
  'strength.after-or': '{next} 把失败的测试变成成功',
  'strength.background': '在后台运行测试（`&`），它的退出码丢失了',
  'strength.pipe-no-pipefail':
    '没有 `set -o pipefail` 就把测试管道给 {after}，所以退出码是最后一条命令的，不是测试的',
  'strength.pipe-filter':
    '把测试管道给 {stage}，这可能改变它的输出（后面只允许 tail、head、grep、tee 和 cat）',
  'strength.pipe-goes-on': '测试的管道之后还有命令，所以报告的退出码不是测试的',
  'strength.too-long': '超过 {limit} 个字符，Wukong 不读它',
  'strength.unread': '用了 {what}，Wukong 不跟进它',
  'strength.bang': '`!` 反转了退出码',
  'strength.from-pipe': '用管道给测试输入',
  'strength.opaque-args':
    '改了承诺的 {promised} 的参数；Wukong 不知道 {program} 怎样读这些参数，所以只认承诺的那些',
  'strength.added-weak': '加了 {option}：{why}',
  'strength.changed-filter':
    '把 {before} 改成了 {after}，这可能缩小承诺的 {promised}',
  'strength.added-filter-option': '加了 {option}，它缩小了承诺的 {promised}',
  'strength.added-module':
    '加了 {option}，它往测试运行里加载代码，这些代码能打印自己的汇总或决定退出码',
  'strength.added-unknown':
    '加了 {option}，Wukong 不知道它是否会让每个承诺的测试都照常运行（{runner}）',
  'strength.dropped': '从承诺的 {promised} 中去掉了 {what}',
  'strength.dropped-positionals':
    '从承诺的 {promised} 中去掉了 {what}，没有它 {runner} 只运行默认选择，而不是全部',
  'strength.added-filter': '加了过滤 {filter}，它缩小了承诺的 {promised}',
  'strength.not-selected':
    '没有像承诺的 {promised} 那样选中 {lost}（它的过滤 {filter} 缩小了范围）',
  'strength.launcher-options':
    '把 {options} 传给包管理器本身（在 `--` 之前），Wukong 不知道这是否无害',
  'strength.sets-env': '设置了 {assignment}，这可能改变运行的内容',
  'strength.dynamic': '用了 {what}，它由 shell 在运行时填入',
  'strength.relative-cd':
    '从 {place} 用相对 `cd` 切换目录，Wukong 无法判断它在哪里运行；请用绝对路径',
  'strength.unknown-dir': 'Wukong 推断不出的目录',
  'strength.ran-elsewhere': '在 {dir} 运行，而不是承诺运行的地方（{promised}）',
  'strength.uses-weak': '用了 {option}：{why}',
  'strength.weak.passes-when-no-test-runs': '没有任何测试运行时也算通过',
  'strength.weak.rewrites-failing-snapshots-so-they-pass':
    '改写失败的快照让它们通过',
  'strength.weak.retries-a-failing-test-until-it-passes':
    '重试失败的测试直到通过',
  'strength.weak.runs-only-the-tests-affected-by-changed-files':
    '只运行受改动文件影响的测试',
  'strength.weak.runs-only-one-project': '只运行一个项目',
  'strength.weak.runs-only-one-shard-of-the-tests': '只运行测试的一个分片',
  'strength.weak.leaves-test-files-out': '漏掉一些测试文件',
  'strength.weak.lets-only-in-a-test-file-narrow-the-run':
    '让测试文件里的 `.only` 缩小运行范围',
  'strength.weak.ignores-unhandled-errors-that-would-fail-the-run':
    '忽略本会让运行失败的未处理错误',
  'strength.weak.runs-the-tests-of-another-root': '运行另一个根目录的测试',
  'strength.weak.scans-another-folder-for-tests': '到另一个文件夹找测试',
  'strength.weak.reads-another-configuration': '读取另一份配置',
  'strength.weak.reads-reports-instead-of-running-tests':
    '读取报告而不运行测试',
  'strength.weak.starts-without-running-tests': '启动但不运行测试',
  'strength.weak.lists-tags-instead-of-running-tests': '列出标签而不运行测试',
  'strength.weak.runs-only-the-tests-of-changed-files': '只运行改动文件的测试',
  'strength.weak.runs-only-the-tests-of-the-last-commit':
    '只运行上一次提交的测试',
  'strength.weak.runs-only-the-tests-related-to-some-files':
    '只运行与某些文件相关的测试',
  'strength.weak.runs-only-the-tests-that-failed-last-time':
    '只运行上次失败的测试',
  'strength.weak.runs-only-some-projects': '只运行部分项目',
  'strength.weak.leaves-projects-out': '漏掉一些项目',
  'strength.weak.looks-for-tests-elsewhere': '到别处找测试',
  'strength.weak.changes-which-files-are-tests': '改变哪些文件算测试',
  'strength.weak.lists-tests-instead-of-running-them': '列出测试而不运行它们',
  'strength.weak.inverts-the-name-filter': '反转名称过滤',
  'strength.weak.lets-uncaught-errors-through': '放过未捕获的错误',
  'strength.weak.reports-tests-without-running-them': '报告测试而不运行它们',
  'strength.weak.lists-files-instead-of-running-tests': '列出文件而不运行测试',
  'strength.weak.stops-at-a-failure-and-resumes-from-it-next-time':
    '遇到失败就停下，下次从那里继续',
  'strength.weak.skips-the-first-failing-test': '跳过第一个失败的测试',
  'strength.weak.leaves-tests-out': '漏掉一些测试',
  'strength.weak.leaves-test-paths-out': '漏掉一些测试路径',
  'strength.weak.collects-tests-without-running-them': '收集测试而不运行它们',
  'strength.weak.loads-or-disables-plugins': '加载或禁用插件',
  'strength.weak.overrides-the-configuration': '覆盖配置',
  'strength.weak.runs-from-another-root': '从另一个根目录运行',
  'strength.weak.skips-the-conftest-py-files': '跳过 conftest.py 文件',
  'strength.weak.runs-on-when-test-files-fail-to-import':
    '测试文件导入失败时仍继续运行',
  'strength.weak.changes-which-conftest-py-files-load':
    '改变加载哪些 conftest.py 文件',
  'strength.weak.skips-tests-by-name': '按名称跳过测试',
  'strength.weak.lets-tests-skip-their-long-parts-testing-short':
    '让测试跳过耗时的部分（testing.Short）',
  'strength.weak.changes-the-go-vet-checks-that-run-first':
    '改变先运行的 go vet 检查',
  'strength.weak.runs-the-test-binary-through-another-program':
    '通过另一个程序运行测试二进制',
  'strength.weak.compiles-the-test-binary-without-running-it':
    '编译测试二进制但不运行',
  'strength.weak.hands-the-rest-to-the-test-binary': '把其余参数交给测试二进制',
  'strength.weak.matches-the-name-filter-exactly': '按名称过滤精确匹配',
  'strength.weak.runs-only-the-ignored-tests': '只运行被忽略的测试',
  'strength.weak.compiles-the-tests-without-running-them': '编译测试但不运行',
  'strength.weak.leaves-packages-out': '漏掉一些包',
  'strength.weak.runs-only-some-test-targets': '只运行部分测试目标',
  'strength.weak.runs-only-the-doc-tests': '只运行文档测试',
  'strength.weak.leaves-the-doc-tests-out': '漏掉文档测试',
  'strength.weak.runs-only-the-tests-marked-only': '只运行标记为 `only` 的测试',
  'strength.weak.leaves-tests-out-by-name': '按名称漏掉一些测试',
  'strength.weak.runs-the-todo-tests-instead': '改为运行 todo 测试',
};
