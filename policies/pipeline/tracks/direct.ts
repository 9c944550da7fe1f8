// directTrack — seed 001's Direct 轨道: basic safety and a simplified contract at
// 戒, L1 (citations) enough at 定, 慧 skipped
// Pos: policies/pipeline/tracks, one track's rules; the pipeline machine's
// direct region calls it in its guards (its 慧 has only the SKIP route), the
// judges read its row
import { trackPolicy } from './track-policy.js';

export const directTrack = trackPolicy({
  track: 'direct',
  jieFocus: '基础安全检查',
  minLevel: 'L1',
  requires: [],
  huiDepth: '可跳过',
  skipHui: 'always',
  anchorType: 'D',
  contract: 'simplified',
});
