// configJsonSchema(): wukong.config.json's JSON Schema (draft 2020-12),
// generated from the zod schema the loader validates with, so editors complete
// and check the same file Wukong reads
// Pos: src/platform/config; `wukong config schema` prints it and the build
// writes it to dist/wukong.config.schema.json. It describes the file's input
// (every key optional, defaults named), not the parsed config
import { toJSONSchema } from 'zod/v4/core';
import { WukongConfig } from '../../../policies/vocabulary/config.js';

export function configJsonSchema(): Record<string, unknown> {
  return {
    ...toJSONSchema(WukongConfig, {
      io: 'input',
      target: 'draft-2020-12',
      unrepresentable: 'any',
    }),
    title: 'wukong.config.json',
    description:
      "Wukong's configuration: every key is optional and defaults to the seeds' values (`wukong config show` prints them).",
  };
}
