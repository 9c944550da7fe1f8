// AvatarId, SeedTool, Cost, BackgroundRule — the words of seed 000's avatar
// table
// Pos: policies/vocabulary, shared words; the table itself (rows, contracts,
// aliases) is policies/pipeline/avatars.ts
import * as z from 'zod';

/** The six avatars (六根): eye 眼, ear 耳, nose 鼻, tongue 舌, body 身, mind 意. */
export const AvatarId = z.enum([
  'eye',
  'ear',
  'nose',
  'tongue',
  'body',
  'mind',
]);
export type AvatarId = z.infer<typeof AvatarId>;

/** The tools seed 000 names in its allowed / forbidden columns. Host tools map onto these
 *  (MultiEdit and NotebookEdit are Edit, Agent is Task) in
 *  policies/pipeline/avatars.ts. */
export const SeedTool = z.enum([
  'Read',
  'Write',
  'Edit',
  'Bash',
  'Glob',
  'Grep',
  'Task',
]);
export type SeedTool = z.infer<typeof SeedTool>;

export const Cost = z.enum(['CHEAP', 'MEDIUM', 'EXPENSIVE']);
export type Cost = z.infer<typeof Cost>;

/** Seed 000's BG column: 必须 required, 可选 optional, 禁止 forbidden. */
export const BackgroundRule = z.enum(['required', 'optional', 'forbidden']);
export type BackgroundRule = z.infer<typeof BackgroundRule>;
