// trackPolicies — the four track modules by name (feature, fix, refactor,
// direct), and TRACKS in the seed's order
// Pos: policies/pipeline/tracks, the one place that lists the tracks; the
// pipeline machine builds one region per entry
import type { Track } from '../../vocabulary/track.js';
import { directTrack } from './direct.js';
import { featureTrack } from './feature.js';
import { fixTrack } from './fix.js';
import { refactorTrack } from './refactor.js';
import type { TrackPolicy } from './track-policy.js';

export const trackPolicies: Readonly<Record<Track, TrackPolicy>> = {
  feature: featureTrack,
  fix: fixTrack,
  refactor: refactorTrack,
  direct: directTrack,
};

export const TRACKS: readonly Track[] = [
  'feature',
  'fix',
  'refactor',
  'direct',
];
