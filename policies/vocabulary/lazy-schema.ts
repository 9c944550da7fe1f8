// lazySchema(make): a schema built on its first use, the same object to every
// caller afterwards
// Pos: policies/vocabulary, a helper of the schema modules; pure. A classic
// zod schema gives each instance dozens of closures: building the ~100 of the
// vocabularies, stores and policies when the hook bundle loads cost a cold hook
// milliseconds and a scavenge or two, for the few a PreToolUse parses with
import type * as z from 'zod';

/**
 * A stand-in that builds the schema on its first property access and forwards
 * everything to it from then on: parse, safeParse, shape, options, extend,
 * `instanceof` (zod's traits), `z.infer` (the type is the schema's own). A
 * schema inside another one (an object's field, a union's option) is reached
 * through the stand-in when the outer one parses, so the outer one may be lazy
 * too.
 */
export function lazySchema<T extends z.core.$ZodType>(make: () => T): T {
  let real: T | undefined;
  const schema = (): T => (real ??= make());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const found = Reflect.getOwnPropertyDescriptor(schema(), key);
      // The stand-in's own target has none of these properties: a proxy may
      // not call one non-configurable that its target lacks.
      return found && { ...found, configurable: true };
    },
    defineProperty: (_, key, descriptor) =>
      Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
