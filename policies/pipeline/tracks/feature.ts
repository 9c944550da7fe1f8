// featureTrack — seed 001's Feature 轨道: a full contract at 戒, L2 with every
// acceptance criterion covered by a passing test at 定, the full 内观 at 慧 (never
// skipped)
// Pos: policies/pipeline/tracks, one track's rules; the pipeline machine's
// feature region calls it in its guards, the judges read its row
import { trackPolicy } from './track-policy.js';

export const featureTrack = trackPolicy({
  track: 'feature',
  jieFocus: 'Contract 完整',
  minLevel: 'L2',
  requires: ['acceptance-covered'],
  huiDepth: '完整内观',
  skipHui: 'never',
  anchorType: 'D',
  contract: 'full',
});
