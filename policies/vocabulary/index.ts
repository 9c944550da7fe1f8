// the whole shared vocabulary (DESIGN §3) from one import
// Pos: policies/vocabulary's front door; adds nothing of its own
export * from './action.js';
export * from './anchor.js';
export * from './avatar.js';
export * from './checkpoint.js';
export * from './config.js';
export * from './context-config.js';
export * from './evidence.js';
export * from './finding.js';
export * from './gate.js';
export * from './ledger.js';
export * from './loop.js';
export * from './loop-config.js';
export * from './run.js';
export * from './severity.js';
export * from './submission.js';
export * from './throttle.js';
export * from './track.js';
export * from './undo-config.js';
export * from './verdict.js';
