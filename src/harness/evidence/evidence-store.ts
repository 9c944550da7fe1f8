// EvidenceStore — EvidenceRecords under .wukong/evidence/, one JSON file each
// (written atomically, so concurrent hooks never clash)
// Pos: src/harness/evidence, the place local evidence lives; judging what it
// proves is policies/harness/promise and policies/pipeline/ding
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { EvidenceRecord } from '../../../policies/vocabulary/evidence.js';
import {
  redactForDisk,
  writeJsonRedacted,
} from '../../platform/store/redacted-file.js';
import { readRegularText } from '../../platform/store/regular-file.js';

/**
 * A record is a few hundred bytes; a FIFO or a huge file planted among them is
 * skipped, never waited on.
 */
const MAX_RECORD_BYTES = 1024 * 1024;

export class EvidenceStore {
  readonly dir: string;

  constructor(workspace: string) {
    this.dir = join(workspace, '.wukong', 'evidence');
  }

  add(record: Omit<EvidenceRecord, 'id' | 'path'>): EvidenceRecord {
    const id = randomUUID();
    const file = `${record.createdAt.replace(/[:.]/g, '-')}-${id.slice(0, 8)}.json`;
    // A command and its output can hold secrets: the record is redacted before
    // it is checked, written and returned.
    const full = EvidenceRecord.parse(
      redactForDisk({ ...record, id, path: join('.wukong', 'evidence', file) }),
    );
    writeJsonRedacted(join(this.dir, file), full, 1);
    return full;
  }

  /**
   * Every record, oldest first; unreadable files are skipped and named in
   * `skipped`.
   */
  list(): { records: EvidenceRecord[]; skipped: string[] } {
    let names: string[];
    try {
      names = readdirSync(this.dir)
        .filter((n) => n.endsWith('.json'))
        .sort();
    } catch {
      return { records: [], skipped: [] };
    }
    const records: EvidenceRecord[] = [];
    const skipped: string[] = [];
    for (const name of names) {
      const parsed = EvidenceRecord.safeParse(
        (() => {
          try {
            return JSON.parse(
              readRegularText(join(this.dir, name), MAX_RECORD_BYTES),
            );
          } catch {
            return undefined;
          }
        })(),
      );
      if (parsed.success) records.push(parsed.data);
      else skipped.push(name);
    }
    return {
      records: records.sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
      skipped,
    };
  }
}
