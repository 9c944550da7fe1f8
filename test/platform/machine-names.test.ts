// MACHINE_NAMES, the plain list the ledger's recorders check names against,
// names exactly the machines of machineCatalog, in its order
// Pos: test/platform, the two lists compared; nothing mocked
import { describe, expect, it } from 'vitest';
import { machineCatalog } from '../../machines/index.js';
import { MACHINE_NAMES } from '../../machines/machine-names.js';

describe('MACHINE_NAMES', () => {
  it("is the catalog's names, in its order", () => {
    expect([...MACHINE_NAMES]).toEqual(
      machineCatalog.map((entry) => entry.name),
    );
  });
});
