// Input: every machine of this folder
// Output: machineCatalog — each machine with its name and source file, for `wukong viz` and the coverage suites
// Pos: machines' front door; adds no behaviour
import type { AnyStateMachine } from 'xstate';
import { batchMachine } from './batch.machine.js';
import { pipelineMachine } from './pipeline.machine.js';
import { throttleMachine } from './throttle.machine.js';

export interface CatalogEntry {
  name: string;
  machine: AnyStateMachine;
  source: string;
}

export const machineCatalog: readonly CatalogEntry[] = [
  { name: 'pipeline', machine: pipelineMachine, source: 'machines/pipeline.machine.ts' },
  { name: 'batch', machine: batchMachine, source: 'machines/batch.machine.ts' },
  { name: 'throttle', machine: throttleMachine, source: 'machines/throttle.machine.ts' },
];

export { batchMachine, createBatch } from './batch.machine.js';
export { createPipeline, pipelineMachine } from './pipeline.machine.js';
export { createThrottle, throttleMachine } from './throttle.machine.js';
