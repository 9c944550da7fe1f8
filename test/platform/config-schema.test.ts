// Tests that wukong.config.json's JSON Schema (generated from the zod schema)
// agrees with the loader: what the loader accepts validates, what it refuses
// does not, and the build ships the same schema `wukong config schema` prints
// Pos: test/platform; Ajv (draft 2020-12) stands in for the user's editor
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { WukongConfig } from '../../policies/vocabulary/config.js';
import { configJsonSchema } from '../../src/platform/config/config-schema.js';

const root = join(import.meta.dirname, '../..');
const validate = new Ajv2020({ strict: false }).compile(configJsonSchema());

describe("wukong.config.json's JSON Schema", () => {
  it.each([
    ['an empty file', {}],
    ['every default written out', WukongConfig.parse({})],
    [
      'a few keys and the $schema line',
      {
        $schema: './node_modules/wukong/dist/wukong.config.schema.json',
        pipeline: { retryLimit: 3 },
        hooks: { stopBlockLimit: 2 },
      },
    ],
  ])('accepts %s, as the loader does', (_, file) => {
    expect(WukongConfig.safeParse(file).success).toBe(true);
    expect(validate(file), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each([
    ['an unknown top-level key', { pipelines: {} }],
    ['a number as a string', { pipeline: { retryLimit: 'three' } }],
    ['an unknown key in a section', { hooks: { stopBlockLimt: 2 } }],
  ])('refuses %s, as the loader does', (_, file) => {
    expect(WukongConfig.safeParse(file).success).toBe(false);
    expect(validate(file)).toBe(false);
  });

  it('is what the build ships and `wukong config schema` prints', () => {
    const printed = execFileSync(
      process.execPath,
      [join(root, 'dist/wukong.cjs'), 'config', 'schema'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(JSON.parse(printed)).toEqual(configJsonSchema());
    const shipped = readFileSync(
      join(root, 'dist/wukong.config.schema.json'),
      'utf8',
    );
    expect(shipped).toBe(printed);
  });
});
