// WordedError: an error whose English is written out where it is raised and
// whose catalog words ride along as data (`said`, worded at the edge by
// errorText like a SaidError's)
// Pos: src/platform/errors, for code the hook launcher loads (the daemon's
// socket path and secret): the launcher must not load the message catalog, so
// nothing here imports it; test/hosts/launcher-words.test.ts ties each English
// text to the catalog's
import type { Said } from '../../../policies/vocabulary/messages/said.js';

export class WordedError extends Error {
  constructor(
    english: string,
    readonly said: Said,
  ) {
    super(english);
    this.name = 'WordedError';
  }
}
