// refactorTrack — seed 001's Refactor 轨道: boundaries and behaviour kept at 戒,
// L2 with behaviour-unchanged proof at 定, decision anchors at 慧 (never skipped)
// Pos: policies/pipeline/tracks, one track's rules; the pipeline machine's
// refactor region calls it in its guards, the judges read its row
import { trackPolicy } from './track-policy.js';

export const refactorTrack = trackPolicy({
  track: 'refactor',
  jieFocus: '边界检查 + 行为保持',
  minLevel: 'L2',
  requires: ['behaviour-unchanged'],
  huiDepth: '决策锚点提取',
  skipHui: 'never',
  anchorType: 'D',
  contract: 'full',
});
