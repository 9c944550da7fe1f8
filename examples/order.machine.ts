// orderMachine (a shop order: a cart, a card charged by an invoked promise,
// retries bounded by an `always` guard over context, packing ‖ labelling in
// parallel) and orderModel (its path model: input, events per state, abstract
// state)
// Pos: examples, a user's machine as `wukong paths examples/order.machine.ts`
// expects to find it: the machine and, beside it, `<name>Model`; not part of
// Wukong itself
import { assign, fromPromise, setup } from 'xstate';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';

export interface OrderItem {
  sku: string;
  qty: number;
}

export interface OrderContext {
  items: OrderItem[];
  attempts: number;
  maxAttempts: number;
  receipt: string | null;
}

export type OrderEvent =
  | { type: 'ADD_ITEM'; sku: string; qty: number }
  | { type: 'REMOVE_ITEM'; sku: string }
  | { type: 'CHECKOUT' }
  | { type: 'RETRY' }
  | { type: 'CANCEL' }
  | { type: 'PACKED' }
  | { type: 'LABEL_PRINTED' };

const units = (items: OrderItem[]) =>
  items.reduce((sum, item) => sum + item.qty, 0);

export const orderMachine = setup({
  types: {
    context: {} as OrderContext,
    events: {} as OrderEvent,
    input: {} as { maxAttempts?: number },
  },
  actors: {
    // A real shop calls its payment provider here; tests swap it for a promise
    // they settle.
    chargeCard: fromPromise<{ receipt: string }, { units: number }>(
      async ({ input }) => ({ receipt: `R-${input.units}` }),
    ),
  },
  guards: {
    cartNotEmpty: ({ context }) => context.items.length > 0,
    attemptsExhausted: ({ context }) => context.attempts >= context.maxAttempts,
  },
  actions: {
    addItem: assign(({ context, event }) => {
      if (event.type !== 'ADD_ITEM') return {};
      const rest = context.items.filter((i) => i.sku !== event.sku);
      const had = context.items.find((i) => i.sku === event.sku)?.qty ?? 0;
      return { items: [...rest, { sku: event.sku, qty: had + event.qty }] };
    }),
    removeItem: assign(({ context, event }) =>
      event.type === 'REMOVE_ITEM'
        ? { items: context.items.filter((i) => i.sku !== event.sku) }
        : {},
    ),
    countAttempt: assign(({ context }) => ({ attempts: context.attempts + 1 })),
  },
}).createMachine({
  id: 'order',
  context: ({ input }) => ({
    items: [],
    attempts: 0,
    maxAttempts: input.maxAttempts ?? 3,
    receipt: null,
  }),
  initial: 'shopping',
  states: {
    shopping: {
      on: {
        ADD_ITEM: { actions: 'addItem' },
        REMOVE_ITEM: { actions: 'removeItem' },
        CHECKOUT: { guard: 'cartNotEmpty', target: 'paying' },
        CANCEL: 'cancelled',
      },
    },
    paying: {
      invoke: {
        id: 'charge',
        src: 'chargeCard',
        input: ({ context }) => ({ units: units(context.items) }),
        onDone: {
          target: 'fulfilling',
          actions: assign({ receipt: ({ event }) => event.output.receipt }),
        },
        onError: { target: 'paymentFailed', actions: 'countAttempt' },
      },
    },
    paymentFailed: {
      always: { guard: 'attemptsExhausted', target: 'cancelled' },
      on: { RETRY: 'paying', CANCEL: 'cancelled' },
    },
    fulfilling: {
      type: 'parallel',
      states: {
        packing: {
          initial: 'waiting',
          states: {
            waiting: { on: { PACKED: 'packed' } },
            packed: { type: 'final' },
          },
        },
        labelling: {
          initial: 'printing',
          states: {
            printing: { on: { LABEL_PRINTED: 'printed' } },
            printed: { type: 'final' },
          },
        },
      },
      onDone: 'shipped',
    },
    shipped: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

/**
 * The path model (`wukong paths` looks for `<name>Model` beside
 * `<name>Machine`): the events worth trying in each state, with payloads, and
 * the abstract state — the value plus what the guards read (is the cart empty,
 * how many attempts), never the cart's contents, or the state space would not
 * end.
 */
export const orderModel = {
  input: { maxAttempts: 2 },
  events: (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    if (snapshot.matches('shopping')) {
      return [
        { type: 'ADD_ITEM', sku: 'tea', qty: 2 },
        { type: 'REMOVE_ITEM', sku: 'tea' },
        { type: 'CHECKOUT' },
        { type: 'CANCEL' },
      ];
    }
    if (snapshot.matches('paying')) {
      return [
        { type: 'xstate.done.actor.charge', output: { receipt: 'R-2' } },
        { type: 'xstate.error.actor.charge', error: 'card declined' },
      ];
    }
    if (snapshot.matches('paymentFailed'))
      return [{ type: 'RETRY' }, { type: 'CANCEL' }];
    if (snapshot.matches('fulfilling'))
      return [{ type: 'PACKED' }, { type: 'LABEL_PRINTED' }];
    return [];
  },
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as OrderContext;
    return JSON.stringify({
      v: snapshot.value,
      cart: c.items.length > 0,
      attempts: c.attempts,
    });
  },
};
