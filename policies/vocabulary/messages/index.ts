// The message catalog: message(id, lang, params), the languages and how the
// user's is chosen
// Pos: policies/vocabulary/messages, re-exports only
export * from './language.js';
export * from './message.js';
