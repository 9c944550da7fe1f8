// hookRecords(hook) → TelemetryRecord[] — one hook call as plain records: a
// span for the call, child spans for the pipeline and loop entries it wrote,
// and one log record per ledger entry (seq, hash, prevHash and the entry
// itself); every attribute passes the same redact() as the ledger
// Pos: src/telemetry, the one shape shared by the spool, the daemon's shipper
// and `ledger verify --otlp`; plain JSON, no OpenTelemetry package loaded
import { randomBytes } from 'node:crypto';
import type { LedgerEntry } from '../../policies/vocabulary/ledger.js';
import { workspaceKey } from '../platform/store/user-state-dir.js';

export type AttributeValue = string | number | boolean | string[];
export type Attributes = Record<string, AttributeValue>;

export interface SpanRecord {
  kind: 'span';
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  startMs: number;
  endMs: number;
  attributes: Attributes;
}

export interface LogRecord {
  kind: 'log';
  traceId: string;
  spanId: string;
  timeMs: number;
  eventName: string;
  /** The ledger entry's canonical line without its mac (already redacted). */
  body: string;
  attributes: Attributes;
}

export type TelemetryRecord = SpanRecord | LogRecord;

export const LEDGER_EVENT = 'wukong.ledger.entry';
/** Attribute names (docs/telemetry.md lists every one). */
export const ATTR = {
  session: 'session.id',
  toolName: 'gen_ai.tool.name',
  toolCallId: 'gen_ai.tool.call.id',
  pid: 'process.pid',
  event: 'wukong.hook.event',
  decision: 'wukong.decision',
  policies: 'wukong.policy.names',
  severities: 'wukong.policy.severities',
  checkpoints: 'wukong.checkpoint',
  answeredBy: 'wukong.hook.answered_by',
  workspace: 'wukong.workspace.key',
  workspacePath: 'wukong.workspace.path',
  runId: 'wukong.ledger.run_id',
  traceId: 'wukong.ledger.trace_id',
  seq: 'wukong.ledger.seq',
  hash: 'wukong.ledger.hash',
  prevHash: 'wukong.ledger.prev_hash',
  type: 'wukong.ledger.type',
  failed: 'error.type',
} as const;

export interface HookCall {
  workspace: string;
  sessionId: string;
  event: string;
  tool?: string;
  toolUseId?: string;
  /** The ledger trace id of the call (a UUID): the span's trace id. */
  traceId: string;
  answeredBy: string;
  startMs: number;
  endMs: number;
  /** The entries the call appended, as written. */
  entries: readonly LedgerEntry[];
  failed?: string;
  redact: (text: string) => string;
}

const hexId = (bytes: number) => randomBytes(bytes).toString('hex');

/** A UUID as an OTel trace id (32 hex digits); anything else, hashed-free: new. */
export const otelTraceId = (uuid: string) => {
  const hex = uuid.replace(/-/g, '').toLowerCase();
  return /^[0-9a-f]{32}$/.test(hex) && !/^0+$/.test(hex) ? hex : hexId(16);
};

/** Every string passes `redact`; arrays element by element. */
export function redactAttributes(
  attributes: Attributes,
  redact: (text: string) => string,
): Attributes {
  const out: Attributes = {};
  for (const [key, value] of Object.entries(attributes))
    out[key] =
      typeof value === 'string'
        ? redact(value)
        : Array.isArray(value)
          ? value.map((v) => redact(v))
          : value;
  return out;
}

interface GateData {
  checkpoint?: string;
  verb?: string;
  findings?: Array<{ id?: string; policy?: string; severity?: string }>;
  authorized?: string[];
  /** The hook's entries nest the decision under `decision`. */
  decision?: GateData;
}

/** The verb of one decision: recorded, or read off its findings. */
function verbOf(data: GateData): string {
  if (data.verb) return data.verb;
  const lifted = new Set(data.authorized ?? []);
  let verb = 'allow';
  for (const f of data.findings ?? []) {
    if (f.severity === 'hard-deny') return 'deny';
    if (f.severity === 'soft-deny' && !lifted.has(f.id ?? '')) verb = 'ask';
  }
  return verb;
}

const RANK: Record<string, number> = { allow: 1, ask: 2, deny: 3 };

/** What the gate decisions of one call said: the strongest verb and why. */
function decisionOf(entries: readonly LedgerEntry[]) {
  let verb = 'none';
  const policies: string[] = [];
  const severities: string[] = [];
  const checkpoints: string[] = [];
  for (const entry of entries) {
    if (entry.type !== 'gate.decision' && entry.type !== 'stop.decision')
      continue;
    const outer = (entry.data ?? {}) as GateData;
    const data = { checkpoint: outer.checkpoint, ...(outer.decision ?? outer) };
    const said = verbOf(data);
    if ((RANK[said] ?? 0) > (RANK[verb] ?? 0)) verb = said;
    if (data.checkpoint && !checkpoints.includes(data.checkpoint))
      checkpoints.push(data.checkpoint);
    for (const finding of data.findings ?? []) {
      if (finding.policy) policies.push(finding.policy);
      if (finding.severity) severities.push(finding.severity);
    }
  }
  return { verb, policies, severities, checkpoints };
}

/** A child span's name for an entry of a pipeline run or a loop round. */
function childSpanName(entry: LedgerEntry): string | undefined {
  const machine = (entry.data as { machine?: unknown } | undefined)?.machine;
  if (entry.type.startsWith('machine.') && typeof machine === 'string')
    return machine === 'pipeline' || machine.includes('loop')
      ? `wukong.${machine} ${entry.type}`
      : undefined;
  if (entry.type.startsWith('loop.')) return `wukong.loop ${entry.type}`;
  if (entry.type.startsWith('pipeline.'))
    return `wukong.pipeline ${entry.type}`;
  return undefined;
}

/** The entry as the ledger wrote it, minus its mac (a per-user secret's MAC). */
export function entryBody(entry: LedgerEntry): string {
  const { mac: _mac, ...rest } = entry;
  void _mac;
  return JSON.stringify(rest);
}

export function hookRecords(call: HookCall): TelemetryRecord[] {
  const traceId = otelTraceId(call.traceId);
  const spanId = hexId(8);
  const workspace = workspaceKey(call.workspace);
  const decision = decisionOf(call.entries);
  const common: Attributes = {
    [ATTR.session]: call.sessionId,
    [ATTR.workspace]: workspace,
    [ATTR.runId]: call.sessionId,
  };
  const span: SpanRecord = {
    kind: 'span',
    traceId,
    spanId,
    name: `wukong.hook ${call.event}`,
    startMs: call.startMs,
    endMs: call.endMs,
    attributes: redactAttributes(
      {
        ...common,
        [ATTR.event]: call.event,
        ...(call.tool ? { [ATTR.toolName]: call.tool } : {}),
        ...(call.toolUseId ? { [ATTR.toolCallId]: call.toolUseId } : {}),
        [ATTR.decision]: decision.verb,
        [ATTR.policies]: decision.policies,
        [ATTR.severities]: decision.severities,
        [ATTR.checkpoints]: decision.checkpoints,
        [ATTR.answeredBy]: call.answeredBy,
        [ATTR.workspacePath]: call.workspace,
        [ATTR.traceId]: call.traceId,
        [ATTR.pid]: process.pid,
        ...(call.failed ? { [ATTR.failed]: 'wukong.hook.failed' } : {}),
      },
      call.redact,
    ),
  };
  const records: TelemetryRecord[] = [span];
  for (const entry of call.entries) {
    const at = Date.parse(entry.ts);
    const timeMs = Number.isFinite(at) ? at : call.endMs;
    const child = childSpanName(entry);
    let logSpan = spanId;
    if (child) {
      logSpan = hexId(8);
      records.push({
        kind: 'span',
        traceId,
        spanId: logSpan,
        parentSpanId: spanId,
        name: child,
        startMs: timeMs,
        endMs: timeMs,
        attributes: redactAttributes(
          {
            ...common,
            [ATTR.type]: entry.type,
            [ATTR.seq]: entry.seq,
            [ATTR.traceId]: entry.traceId,
          },
          call.redact,
        ),
      });
    }
    records.push({
      kind: 'log',
      traceId,
      spanId: logSpan,
      timeMs,
      eventName: LEDGER_EVENT,
      body: call.redact(entryBody(entry)),
      attributes: redactAttributes(
        {
          ...common,
          [ATTR.seq]: entry.seq,
          [ATTR.hash]: entry.hash,
          [ATTR.prevHash]: entry.prevHash,
          [ATTR.type]: entry.type,
          [ATTR.traceId]: entry.traceId,
        },
        call.redact,
      ),
    });
  }
  return records;
}
