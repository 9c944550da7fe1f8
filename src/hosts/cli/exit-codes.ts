// EXIT — the exit codes every wukong command shares: 0 ok, 1 a finding, 2 bad
// usage, 3 refused or denied, 70 internal error
// Pos: src/hosts/cli, the one scheme docs/cli.md tabulates; `wukong hook` is
// outside it (Claude Code reads its exit 0 and JSON, nothing else)

export const EXIT = {
  /** Done: allowed, accepted, passed, written, nothing found. */
  ok: 0,
  /**
   * A finding to look at: ask, secrets found, stale, unproven, below --min.
   */
  finding: 1,
  /** Bad usage: unknown command or option, missing or malformed argument. */
  usage: 2,
  /**
   * Refused: a hard deny, a refused plan, or a step that is the user's to take
   * from a terminal.
   */
  refused: 3,
  /** Internal error (EX_SOFTWARE of sysexits.h): a bug, not the input. */
  internal: 70,
} as const;
