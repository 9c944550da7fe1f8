// Turns zod's JIT off in the process that loads it: a one-shot hook parses each
// schema about once, and the JIT's new Function per object schema costs more
// than it saves (nor can a code cache hold it)
// Pos: src/hosts/cli, imported first by hook-entry.ts (zod reads the setting
// when a schema is built); the daemon and the ESM CLI keep the JIT
import { config } from 'zod/v4/core';

config({ jitless: true });
