// ResidentCache — what `wukong serve` keeps from one request to the next: each
// workspace's configuration (while its file's text stays the same), the gate
// registry built from it, one ledger appender per ledger folder (its key, the
// chain's end while nobody else appended, the fsync it owes until the answer
// has left), the sandbox probe's status for a minute and the telemetry hub
// Pos: src/hosts/daemon, the server's memory; hook-command.ts uses it when the
// daemon passes it in (CommandIO.resident), an in-process hook never has one.
// Nothing here is trusted without a check that costs a read: the config file is
// read on every request, and the ledger re-reads its end whenever the newest
// file's size is not what it wrote
import type { WukongConfig } from '../../../policies/vocabulary/config.js';
import { defaultRegistry } from '../../harness/gate/default-registry.js';
import type { PolicyRegistry } from '../../harness/gate/registry.js';
import type { LoadedConfig } from '../../platform/config/load-config.js';
import {
  configFromTexts,
  readConfigTexts,
} from '../../platform/config/load-config.js';
import type { ManagedRead } from '../../platform/config/managed-policy.js';
import { readManagedPolicy } from '../../platform/config/managed-policy.js';
import type { Ledger, LedgerOptions } from '../../platform/ledger/ledger.js';
import { openLedger } from '../../platform/ledger/ledger.js';
import { userStateDir } from '../../platform/store/user-state-dir.js';
import type { SandboxStatus } from '../../sandbox/detect.js';
import { sandboxStatus } from '../../sandbox/detect.js';
import type { TelemetryHub } from '../../telemetry/telemetry-hub.js';

/**
 * More workspaces than a server ever sees (it serves one); a bound so a
 * confused client cannot grow it without end.
 */
const MAX_ENTRIES = 64;
/** How long a server believes its sandbox probe. */
const SANDBOX_STATUS_MS = 60_000;

function remember<K, V>(map: Map<K, V>, key: K, value: V): V {
  if (map.size >= MAX_ENTRIES) map.clear();
  map.set(key, value);
  return value;
}

export class ResidentCache {
  private readonly configs = new Map<
    string,
    {
      texts: Array<string | undefined>;
      managed: ManagedRead;
      loaded: LoadedConfig;
    }
  >();
  private readonly registries = new WeakMap<WukongConfig, PolicyRegistry>();
  private readonly ledgers = new Map<string, Ledger>();
  private sandbox: { at: number; status: SandboxStatus } | undefined;

  /**
   * Where hooks answered here hand their telemetry records (exported in the
   * background); absent: they go to the spool.
   */
  constructor(readonly telemetry?: TelemetryHub) {}

  /**
   * loadConfig(workspace), parsed again only when a config file's text changed
   * (parsing it, ~0.2 ms, was the largest single cost of a request after the
   * fsync). A file that fails to parse is never kept: it throws every time.
   */
  config(
    workspace: string,
    env: Readonly<Record<string, string | undefined>> = process.env,
  ): LoadedConfig {
    const texts = readConfigTexts(workspace);
    const managed = readManagedPolicy(env);
    const known = this.configs.get(workspace);
    if (
      known &&
      known.managed.path === managed.path &&
      known.managed.text === managed.text &&
      known.texts.length === texts.length &&
      known.texts.every((t, i) => t === texts[i])
    )
      return known.loaded;
    return remember(this.configs, workspace, {
      texts,
      managed,
      loaded: configFromTexts(workspace, texts, managed),
    }).loaded;
  }

  /**
   * defaultRegistry(config) once per configuration object (policies hold no
   * state between calls).
   */
  registry(config: WukongConfig): PolicyRegistry {
    let registry = this.registries.get(config);
    if (!registry)
      this.registries.set(config, (registry = defaultRegistry(config)));
    return registry;
  }

  /**
   * One appender per ledger folder: it loads the key once and remembers where
   * the chain ends, re-reading the end (and the head outside the workspace)
   * whenever the newest file's size is not the one it left (ledger.ts
   * chainEnd).
   */
  ledger(options: LedgerOptions): Ledger {
    return (
      this.ledgers.get(options.dir) ??
      remember(
        this.ledgers,
        options.dir,
        openLedger({ ...options, fsync: options.fsync ?? 'deferred' }),
      )
    );
  }

  /**
   * sandboxStatus(), remembered for a minute: probing PATH, /proc and the
   * probe's cache file cost ~0.3 ms a call. A bwrap removed meanwhile makes
   * the wrapped command fail (closed); one installed is seen within a minute.
   */
  sandboxStatus(env: NodeJS.ProcessEnv): SandboxStatus {
    const now = Date.now();
    if (this.sandbox && now - this.sandbox.at < SANDBOX_STATUS_MS)
      return this.sandbox.status;
    const status = sandboxStatus({ env, cacheDir: userStateDir(env) });
    this.sandbox = { at: now, status };
    return status;
  }

  /**
   * The fsyncs the kept ledgers owe, now (the server's last act before it
   * exits).
   */
  syncLedgers(): void {
    for (const ledger of this.ledgers.values()) ledger.sync();
  }

  /**
   * The fsyncs the kept ledgers owe, on the thread pool: the server starts them
   * right after an answer has left, so neither this hook nor the next one
   * waits for the disk (ledger.ts `'deferred'`). A refusal goes to `failed`.
   */
  syncLedgersInBackground(failed: (error: unknown) => void): void {
    for (const ledger of this.ledgers.values())
      ledger.syncInBackground().catch(failed);
  }
}
