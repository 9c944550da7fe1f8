// The message catalog: message(id, lang, params), the languages and how the
// user's is chosen, and what findings said (say, findingText, nextDetail)
// Pos: policies/vocabulary/messages, re-exports only
export * from './language.js';
export * from './message.js';
export * from './said.js';
export * from './say.js';
