// colourOn(io) and paint(on, hue, text) — ANSI colour for human output, only on
// a terminal and never when NO_COLOR is set (https://no-color.org)
// Pos: src/hosts/cli, the one place that decides whether output is coloured;
// --json output and anything piped stay plain
import type { CommandIO } from './io.js';

/**
 * Colour only when stdout is a terminal, NO_COLOR is unset or empty, and TERM
 * is not "dumb". An io that does not say (tests, the daemon) is not a terminal.
 */
export function colourOn(io: CommandIO): boolean {
  const noColour = io.env['NO_COLOR'];
  if (noColour !== undefined && noColour !== '') return false;
  if (io.env['TERM'] === 'dumb') return false;
  return io.stdoutIsTTY?.() === true;
}

const HUE = { red: 31, green: 32, yellow: 33, dim: 2 } as const;
export type Hue = keyof typeof HUE;

export const paint = (on: boolean, hue: Hue, text: string): string =>
  on ? `\x1b[${HUE[hue]}m${text}\x1b[0m` : text;
