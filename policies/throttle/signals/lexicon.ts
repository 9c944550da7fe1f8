// the fixed phrase lists the rules read besides the configurable keyword groups
// of §9: negations (§4.2 反例/否定词), file-operation hints (§4.3), R002's redesign
// cues, R003's restructure and scale cues
// Pos: policies/throttle, vocabulary data only; the configurable groups (exec,
// decision, debug, refactor) live in the config
/**
 * §4.2's negations first (verbatim), then the same intent in other words. The
 * second half adds the plain "don't write code" forms and the how-to questions
 * (如何实现 / how to implement): asking how something would be done is planning,
 * which is what Plan mode is for, and so is asking for a plan of the work
 * (规划一下, plan the steps). Each one found lowers R001's confidence by 0.20
 * (§4.3, 可叠加).
 */
export const NEGATIONS: readonly string[] = [
  '伪代码',
  '只写思路',
  '不需要代码',
  '只讨论方案',
  'high level',
  'no code',
  'pseudocode only',
  '不要代码',
  '不要写代码',
  '别写代码',
  '不用写代码',
  '先不写代码',
  '不写代码',
  '先别写',
  '不要实现',
  '先不要实现',
  '先别实现',
  '不用实现',
  '只讲思路',
  '只说思路',
  '只要思路',
  '讲讲思路',
  '给个思路',
  '只讨论',
  '如何实现',
  '怎么实现',
  '怎样实现',
  '实现思路',
  'pseudocode',
  'pseudo code',
  'dont write code',
  'do not write code',
  'without code',
  'without writing code',
  'no implementation',
  'dont implement',
  'do not implement',
  'not implement yet',
  'just discuss',
  'only discuss',
  'just the plan',
  'only the plan',
  'how to implement',
  'how would you implement',
  'how should we implement',
  'how should i implement',
  'how do i implement',
  'how can i implement',
  'how can we implement',
  '规划一下',
  '先规划',
  '帮我规划',
  'plan first',
  'plan the steps',
];

/**
 * §4.3 "+0.10 若 prompt 包含文件操作暗示（如'修改这个文件/patch/apply diff'）". A file path in
 * the prompt counts too.
 */
export const FILE_OPERATION_HINTS: readonly string[] = [
  '修改这个文件',
  '修改文件',
  '改这个文件',
  '这个文件',
  '该文件',
  '文件里',
  '文件中',
  '文件内',
  'patch',
  'apply diff',
  'edit the file',
  'edit this file',
  'modify the file',
  'modify this file',
  'change the file',
  'change this file',
  'this file',
  'in file',
  'in the file',
];

/**
 * R002 (§7.1 "重新选型/架构对比/decision 类词"): asking to choose between options or
 * compare designs.
 */
export const REDESIGN_CUES: readonly string[] = [
  '重新选型',
  '选型',
  '架构对比',
  '方案对比',
  '对比方案',
  '哪个更好',
  '哪个好',
  '选哪个',
  '优缺点',
  '利弊',
  '权衡',
  '比较一下',
  '对比一下',
  '替代方案',
  'compare',
  'comparison',
  'versus',
  'vs',
  'pros and cons',
  'which is better',
  'which one should',
  'which approach',
  'choose between',
  'decide between',
  'decision',
  'alternatives',
  'trade off',
  'should we use',
  'should i use',
  'what are our options',
  'what are the options',
  '有哪些选择',
  '有哪些方案',
];

/**
 * R003 (§7.1 "大规模重构/架构改造类词"): restructuring words beyond the configurable
 * refactor group.
 */
export const RESTRUCTURE_CUES: readonly string[] = [
  '架构改造',
  '改架构',
  '重写',
  '推倒重来',
  'rewrite',
  'overhaul',
  'rearchitect',
  're architect',
];

/** R003: the size of the change asked for (大规模). */
export const SCALE_CUES: readonly string[] = [
  '大规模',
  '整个',
  '全部',
  '所有',
  '全面',
  '彻底',
  '整体',
  '从头',
  'entire',
  'whole',
  'all files',
  'all modules',
  'across the codebase',
  'codebase',
  'large scale',
  'massive',
  'from scratch',
  'everything',
];
