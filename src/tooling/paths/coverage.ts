// Coverage — which state nodes and transitions (`always` included) a set of
// runs visited, against the machine's universe
// Pos: src/tooling/paths, measurement only; fed by the replay's inspect hook,
// reported by the suites that must reach 100%
import type {
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  InspectionEvent,
} from 'xstate';
import {
  allStateNodes,
  allTransitions,
  transitionKey,
} from '../graph/transitions.js';

export interface CoverageReport {
  machine: string;
  states: {
    covered: number;
    total: number;
    percent: number;
    missing: string[];
  };
  transitions: {
    covered: number;
    total: number;
    percent: number;
    missing: string[];
  };
}

const percent = (a: number, b: number) =>
  b === 0 ? 100 : Math.round((1000 * a) / b) / 10;

export class Coverage {
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();
  private readonly universe: { states: string[]; transitions: string[] };

  /**
   * `scope` narrows the universe to the state nodes it accepts and the
   * transitions between them (a region of a machine another suite covers
   * elsewhere, e.g. one track of the pipeline); every run is still observed.
   */
  constructor(
    readonly machine: AnyStateMachine,
    scope?: (stateId: string) => boolean,
  ) {
    const inScope = scope ?? (() => true);
    this.universe = {
      states: allStateNodes(machine)
        .map((n) => n.id)
        .filter(inScope),
      transitions: allTransitions(machine)
        .filter(
          (t) =>
            inScope(t.source.id) &&
            (t.target ?? []).every((n: AnyStateNode) => inScope(n.id)),
        )
        .map(transitionKey),
    };
  }

  /**
   * Hook for createActor({ inspect }): microsteps name the transitions taken
   * and every node entered, transient ones too.
   */
  observe(event: InspectionEvent, actor: unknown): void {
    if (event.actorRef !== actor) return;
    if (event.type === '@xstate.microstep') {
      for (const t of (
        event as unknown as { _transitions: AnyTransitionDefinition[] }
      )._transitions)
        this.transitions.add(transitionKey(t));
    }
    if (
      event.type === '@xstate.microstep' ||
      event.type === '@xstate.snapshot'
    ) {
      const nodes =
        (event.snapshot as unknown as { _nodes?: AnyStateNode[] })._nodes ?? [];
      for (const n of nodes) this.states.add(n.id);
    }
  }

  report(): CoverageReport {
    const missingStates = this.universe.states.filter(
      (s) => !this.states.has(s),
    );
    const missingTransitions = this.universe.transitions.filter(
      (t) => !this.transitions.has(t),
    );
    const coveredS = this.universe.states.length - missingStates.length;
    const coveredT =
      this.universe.transitions.length - missingTransitions.length;
    return {
      machine: this.machine.id,
      states: {
        covered: coveredS,
        total: this.universe.states.length,
        percent: percent(coveredS, this.universe.states.length),
        missing: missingStates,
      },
      transitions: {
        covered: coveredT,
        total: this.universe.transitions.length,
        percent: percent(coveredT, this.universe.transitions.length),
        missing: missingTransitions,
      },
    };
  }
}

export function formatCoverage(label: string, report: CoverageReport): string {
  const miss = [...report.states.missing, ...report.transitions.missing];
  return `[coverage] ${report.machine} ${label}: states ${report.states.covered}/${report.states.total} (${report.states.percent}%), transitions ${report.transitions.covered}/${report.transitions.total} (${report.transitions.percent}%)${miss.length ? `; missing: ${miss.join(' | ')}` : ''}`;
}
