// A schema built on first use (lazySchema) answers as the schema itself:
// parse results and errors, instanceof, shape and options, composition into
// other schemas, JSON Schema; and the public vocabularies that use it parse as
// before
// Pos: test/harness; the vocabularies' own behaviour is tested with their users
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import * as zm from 'zod/mini';
import { EvidenceRecord } from '../../policies/vocabulary/evidence.js';
import { Finding } from '../../policies/vocabulary/finding.js';
import { lazySchema } from '../../policies/vocabulary/lazy-schema.js';
import { Said } from '../../policies/vocabulary/messages/said.js';
import { ActiveRun, Phase } from '../../policies/vocabulary/run.js';

describe('lazySchema', () => {
  it('builds the schema on first use, once', () => {
    let made = 0;
    const Point = lazySchema(() => {
      made += 1;
      return z.strictObject({ x: z.number(), y: z.number() });
    });
    expect(made).toBe(0);
    expect(Point.parse({ x: 1, y: 2 })).toEqual({ x: 1, y: 2 });
    expect(Point.safeParse({ x: 1 }).success).toBe(false);
    expect(Point.shape.x).toBeInstanceOf(z.ZodNumber);
    expect(made).toBe(1);
  });

  it('answers as the schema: errors, instanceof, options, methods', () => {
    const eager = z.enum(['a', 'b']);
    const lazy = lazySchema(() => z.enum(['a', 'b']));
    expect(lazy).toBeInstanceOf(z.ZodEnum);
    expect(lazy).toBeInstanceOf(z.ZodType);
    expect(lazy.options).toEqual(['a', 'b']);
    expect(lazy.safeParse('c').error?.issues).toEqual(
      eager.safeParse('c').error?.issues,
    );
    expect(lazy.optional().parse(undefined)).toBeUndefined();
    eager.optional();
    expect(Object.keys(lazy)).toEqual(Object.keys(eager));
    expect('parse' in lazy).toBe(true);
  });

  it('composes: inside classic and mini objects, unions, and extended', () => {
    const Inner = lazySchema(() => z.strictObject({ n: z.number().int() }));
    const Outer = z.strictObject({ inner: Inner, list: z.array(Inner) });
    expect(Outer.parse({ inner: { n: 1 }, list: [{ n: 2 }] })).toEqual({
      inner: { n: 1 },
      list: [{ n: 2 }],
    });
    const bad = Outer.safeParse({ inner: { n: 1.5 }, list: [] });
    expect(bad.error?.issues[0]?.path).toEqual(['inner', 'n']);
    expect(Inner.extend({ m: z.string() }).parse({ n: 1, m: 'x' })).toEqual({
      n: 1,
      m: 'x',
    });
    const Mini = zm.strictObject({ inner: Inner });
    expect(zm.safeParse(Mini, { inner: { n: 'x' } }).success).toBe(false);
  });

  it('gives the same JSON Schema as the schema built at once', () => {
    const make = () =>
      z.strictObject({ id: z.string().min(1), tags: z.array(z.string()) });
    expect(z.toJSONSchema(lazySchema(make))).toEqual(z.toJSONSchema(make()));
  });

  it('keeps the recursive Said and the vocabularies parsing as before', () => {
    const said = { id: 'a.b', params: { n: 1, inner: { id: 'c.d' } } };
    expect(Said.parse(said)).toEqual(said);
    expect(Said.safeParse({ id: '' }).success).toBe(false);
    expect(Said.safeParse({ id: 'x', params: { p: { id: 1 } } }).success).toBe(
      false,
    );
    expect(Phase.options).toEqual(['plan', 'execute', 'verify', 'ship']);
    expect(ActiveRun.safeParse({ v: 1 }).success).toBe(false);
    expect(Finding.safeParse({}).success).toBe(false);
    expect(EvidenceRecord.safeParse({}).success).toBe(false);
  });
});
