// fixTrack — seed 001's Fix 轨道: safety and regression risk at 戒, L2 with a
// repro case and a regression run at 定, problem anchors at 慧 (a small fix, one
// file under the small-fix line limit, may skip 慧)
// Pos: policies/pipeline/tracks, one track's rules; the pipeline machine's fix
// region calls it in its guards, the judges read its row
import { trackPolicy } from './track-policy.js';

export const fixTrack = trackPolicy({
  track: 'fix',
  jieFocus: '安全检查 + 回归风险',
  minLevel: 'L2',
  requires: ['repro', 'regression'],
  huiDepth: '问题锚点提取',
  skipHui: 'small-fix',
  anchorType: 'P',
  contract: 'full',
});
