// MACHINE_NAMES — the names machineCatalog (./index.ts) gives its machines, as
// a plain list that loads no machine
// Pos: machines, for code that only checks a name (the ledger's recorders, on
// every hook's path); test/unit/machine-names.test.ts keeps it equal to the
// catalog
export const MACHINE_NAMES = [
  'pipeline',
  'batch',
  'throttle',
  'stop-guard',
  'context',
  'anchor',
  'loop',
  'checkpoint',
] as const;
