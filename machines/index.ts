// machineCatalog — each machine with its name and source file, for `wukong viz`
// and the coverage suites
// Pos: machines' front door; adds no behaviour
import type { AnyStateMachine } from 'xstate';
import { anchorMachine } from './anchor.machine.js';
import { batchMachine } from './batch.machine.js';
import { checkpointMachine } from './checkpoint.machine.js';
import { contextMachine } from './context.machine.js';
import { loopMachine } from './loop.machine.js';
import { pipelineMachine } from './pipeline.machine.js';
import { throttleMachine } from './throttle.machine.js';
import { stopGuardMachine } from './stop-guard.machine.js';

export interface CatalogEntry {
  name: string;
  machine: AnyStateMachine;
  source: string;
}

export const machineCatalog: readonly CatalogEntry[] = [
  {
    name: 'pipeline',
    machine: pipelineMachine,
    source: 'machines/pipeline.machine.ts',
  },
  { name: 'batch', machine: batchMachine, source: 'machines/batch.machine.ts' },
  {
    name: 'throttle',
    machine: throttleMachine,
    source: 'machines/throttle.machine.ts',
  },
  {
    name: 'stop-guard',
    machine: stopGuardMachine,
    source: 'machines/stop-guard.machine.ts',
  },
  {
    name: 'context',
    machine: contextMachine,
    source: 'machines/context.machine.ts',
  },
  {
    name: 'anchor',
    machine: anchorMachine,
    source: 'machines/anchor.machine.ts',
  },
  { name: 'loop', machine: loopMachine, source: 'machines/loop.machine.ts' },
  {
    name: 'checkpoint',
    machine: checkpointMachine,
    source: 'machines/checkpoint.machine.ts',
  },
];

export { anchorMachine, createAnchorLifecycle } from './anchor.machine.js';
export { batchMachine, createBatch } from './batch.machine.js';
export {
  checkpointMachine,
  createCheckpointWatch,
} from './checkpoint.machine.js';
export { contextMachine, createContextTracker } from './context.machine.js';
export { createLoop, loopMachine, STOP_STATES } from './loop.machine.js';
export { createPipeline, pipelineMachine } from './pipeline.machine.js';
export { createThrottle, throttleMachine } from './throttle.machine.js';
export { stopGuardMachine } from './stop-guard.machine.js';
