// Track — the four task tracks of seed 001 (轨道特定验证规则)
// Pos: policies/vocabulary, shared words; what each track requires lives in
// policies/pipeline/tracks.ts, not here
import * as z from 'zod';

export const Track = z.enum(['feature', 'fix', 'refactor', 'direct']);
export type Track = z.infer<typeof Track>;
