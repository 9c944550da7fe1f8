// the avatar table checked against seed 000's 配置总表: fields, contracts, tools,
// cost, concurrency, background, aliases
// Pos: test/pipeline, pins the single source of truth so a change to the table
// is a visible, deliberate change
import { describe, expect, it } from 'vitest';
import {
  avatarList,
  avatars,
  resolveAvatar,
  toolFamily,
  toolRight,
} from '../../policies/pipeline/avatars.js';

describe('policies/avatars (seed 000 配置总表)', () => {
  it('has the six avatars with exactly the seed output-contract fields', () => {
    const fields = Object.fromEntries(
      avatarList.map((a) => [a.id, Object.keys(a.outputContract.shape)]),
    );
    expect(fields).toEqual({
      eye: ['files', 'findings', 'summary'],
      ear: ['goal', 'AC', 'constraints', 'questions'],
      nose: ['issues', 'summary', 'recommendation'],
      tongue: ['tests', 'docs', 'results'],
      body: ['files_changed', 'summary', 'tests_run'],
      mind: ['design', 'decisions', 'tradeoffs'],
    });
  });

  it('keeps cost, max concurrency and background rule per the seed', () => {
    expect(
      avatarList.map((a) => [
        a.glyph,
        a.cost,
        a.maxConcurrent.label,
        a.background,
      ]),
    ).toEqual([
      ['眼', 'CHEAP', '10+', 'required'],
      ['耳', 'CHEAP', '10+', 'optional'],
      ['鼻', 'CHEAP', '5+', 'required'],
      ['舌', 'MEDIUM', '2-3', 'optional'],
      ['身', 'EXPENSIVE', '1', 'forbidden'],
      ['意', 'EXPENSIVE', '1', 'forbidden'],
    ]);
  });

  it('validates nested contract shapes: nose severities and tongue result counts', () => {
    const nose = avatars.nose.outputContract;
    expect(
      nose.safeParse({
        issues: [{ severity: 'HIGH', location: 'a.ts:1', description: 'x' }],
        summary: 's',
        recommendation: 'r',
      }).success,
    ).toBe(true);
    expect(
      nose.safeParse({
        issues: [{ severity: 'high', location: 'a.ts:1', description: 'x' }],
        summary: 's',
        recommendation: 'r',
      }).success,
    ).toBe(false);
    expect(
      avatars.tongue.outputContract.safeParse({
        tests: [],
        docs: [],
        results: { passed: 1, failed: 0 },
      }).success,
    ).toBe(false);
  });

  it.each([
    ['eye', 'eye'],
    ['@眼', 'eye'],
    ['眼', 'eye'],
    ['眼分身', 'eye'],
    ['Explorer', 'eye'],
    ['@explorer', 'eye'],
    ['@耳', 'ear'],
    ['analyst', 'ear'],
    ['@鼻', 'nose'],
    ['Reviewer', 'nose'],
    ['@舌', 'tongue'],
    ['@tester', 'tongue'],
    ['@身', 'body'],
    ['@斗战胜佛', 'body'],
    ['斗战胜佛', 'body'],
    ['@impl', 'body'],
    ['implementer', 'body'],
    ['@意', 'mind'],
    ['@architect', 'mind'],
  ])('resolves %s to %s', (alias, id) => {
    expect(resolveAvatar(alias)?.id).toBe(id);
  });

  it('resolves nothing for names that are not avatars', () => {
    for (const name of ['hand', '@', '', 'general-purpose', 'bodyguard'])
      expect(resolveAvatar(name)).toBeUndefined();
  });

  it('gives tool rights from the table: forbidden, allowed, unlisted; MultiEdit is an Edit, Agent is a Task', () => {
    expect(toolFamily('MultiEdit')).toBe('Edit');
    expect(toolFamily('Agent')).toBe('Task');
    expect(
      ['Write', 'Edit', 'MultiEdit', 'Bash', 'Task', 'Agent'].map((t) =>
        toolRight(avatars.eye, t),
      ),
    ).toEqual(Array(6).fill('forbidden'));
    expect(
      ['Glob', 'Grep', 'Read'].map((t) => toolRight(avatars.eye, t)),
    ).toEqual(Array(3).fill('allowed'));
    expect(toolRight(avatars.eye, 'WebFetch')).toBe('unlisted');
    expect(toolRight(avatars.tongue, 'Edit')).toBe('forbidden');
    expect(toolRight(avatars.tongue, 'Bash')).toBe('allowed');
    expect(toolRight(avatars.body, 'WebFetch')).toBe('allowed');
    expect(toolRight(avatars.mind, 'Write')).toBe('allowed');
    expect(avatars.mind.tools.writeOnly?.test('docs/design.md')).toBe(true);
    expect(avatars.mind.tools.writeOnly?.test('src/app.ts')).toBe(false);
  });
});
