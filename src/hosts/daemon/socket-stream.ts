// openSocketStream — one Unix-socket connection as plain callbacks (connected,
// data, failed, closed) with write and close: over libuv's pipe handle directly
// when this Node offers it, else over node:net
// Pos: src/hosts/daemon, the hook client's transport only (client.ts decides
// what a reply is). node:net and the stream machinery it loads cost ~2.5 ms of
// a hook's start (measured: the whole hook 2.5 ms faster, alternating runs), so
// the client talks to the handle node:net itself wraps (`pipe_wrap`,
// `stream_wrap`: the same calls lib/net.js makes). Those bindings are internal:
// when they are missing, refused (the permission model) or would print a
// deprecation warning (--pending-deprecation), node:net is used, and a misread
// answer can only fail the proof check, never be believed
import { writeSync } from 'node:fs';
import { getSystemErrorName } from 'node:util';

export interface StreamEvents {
  /**
   * Connected: `stream` is the one openSocketStream returns (or will return).
   */
  connected(stream: SocketStream): void;
  data(chunk: Buffer): void;
  /**
   * A libuv error code name (ECONNREFUSED, ENOENT, …) or a message; `connected`
   * says whether it came after connecting.
   */
  failed(why: string, connected: boolean): void;
  /** The peer ended the connection. */
  closed(): void;
}

export interface SocketStream {
  write(text: string): void;
  /** Closes the connection; no event follows. */
  close(): void;
}

interface PipeHandle {
  readonly fd?: number;
  connect(req: object, path: string): number;
  writeUtf8String(req: object, text: string): number;
  writeBuffer(req: object, bytes: Buffer): number;
  readStart(): number;
  readStop(): number;
  close(cb?: () => void): void;
  onread: (buffer: ArrayBuffer | undefined) => void;
}

interface Bindings {
  Pipe: new (type: number) => PipeHandle;
  PipeConnectWrap: new () => {
    oncomplete?: (status: number) => void;
    address?: string;
  };
  WriteWrap: new () => {
    handle?: PipeHandle;
    oncomplete?: (status: number) => void;
    async?: boolean;
  };
  SOCKET: number;
  state: Int32Array;
  kReadBytesOrError: number;
  kArrayBufferOffset: number;
}

let bindings: Bindings | null | undefined;

function pendingDeprecation(): boolean {
  return (
    process.execArgv.includes('--pending-deprecation') ||
    /--pending-deprecation\b/.test(process.env['NODE_OPTIONS'] ?? '')
  );
}

/**
 * The pipe bindings, or null when this Node does not offer them as lib/net.js
 * uses them.
 */
function pipeBindings(): Bindings | null {
  if (bindings !== undefined) return bindings;
  bindings = null;
  if (pendingDeprecation() || process.env['WUKONG_SOCKET_TRANSPORT'] === 'net')
    return bindings;
  try {
    const binding = (
      process as unknown as { binding(name: string): Record<string, unknown> }
    ).binding;
    const pipe = binding('pipe_wrap') as {
      Pipe?: unknown;
      PipeConnectWrap?: unknown;
      constants?: { SOCKET?: unknown };
    };
    const stream = binding('stream_wrap') as {
      WriteWrap?: unknown;
      streamBaseState?: unknown;
      kReadBytesOrError?: unknown;
      kArrayBufferOffset?: unknown;
    };
    if (
      typeof pipe.Pipe === 'function' &&
      typeof pipe.PipeConnectWrap === 'function' &&
      typeof pipe.constants?.SOCKET === 'number' &&
      typeof stream.WriteWrap === 'function' &&
      stream.streamBaseState instanceof Int32Array &&
      typeof stream.kReadBytesOrError === 'number' &&
      typeof stream.kArrayBufferOffset === 'number'
    ) {
      bindings = {
        Pipe: pipe.Pipe as Bindings['Pipe'],
        PipeConnectWrap: pipe.PipeConnectWrap as Bindings['PipeConnectWrap'],
        WriteWrap: stream.WriteWrap as Bindings['WriteWrap'],
        SOCKET: pipe.constants.SOCKET,
        state: stream.streamBaseState,
        kReadBytesOrError: stream.kReadBytesOrError,
        kArrayBufferOffset: stream.kArrayBufferOffset,
      };
    }
  } catch {
    // process.binding refused (--experimental-permission) or gone: node:net it is
  }
  return bindings;
}

const ignore = () => undefined;

/** libuv's end of stream (UV_EOF). */
const UV_EOF = -4095;

/**
 * A request no longer than this is written to the socket right after connect()
 * (a fresh Unix socket's buffer holds far more).
 */
const EARLY_MAX_BYTES = 64 * 1024;

/**
 * Writes `text` to the just-connected socket `fd` at once (write(2), which a
 * non-blocking socket never waits in): what of it is still to send, as text or
 * bytes. A Unix socket connects within connect() itself, so the request is in
 * the server's socket with the connection and the server wakes once for both
 * (measured: the client's wait for its first loop turn is gone, ~0.3-0.9 ms);
 * a socket that did not connect refuses the write (ENOTCONN, ECONNREFUSED) and
 * the connect callback reports why.
 */
function writeEarly(
  fd: number | undefined,
  text: string,
): string | Buffer | undefined {
  if (typeof fd !== 'number' || fd < 0 || text.length > EARLY_MAX_BYTES)
    return text;
  try {
    const n = writeSync(fd, text);
    const bytes = Buffer.byteLength(text);
    if (n >= bytes) return undefined;
    return Buffer.from(text, 'utf8').subarray(n);
  } catch {
    return text; // nothing was written
  }
}

function openPipe(
  b: Bindings,
  path: string,
  on: StreamEvents,
  first?: string,
): SocketStream {
  const handle = new b.Pipe(b.SOCKET);
  let open = true;
  let connected = false;
  const close = () => {
    if (!open) return;
    open = false;
    handle.onread = ignore; // the binding accepts only a function here (node aborts on anything else)
    handle.close();
  };
  const fail = (code: number) => {
    if (!open) return;
    const why = (() => {
      try {
        return getSystemErrorName(code);
      } catch {
        return `error ${code}`;
      }
    })();
    close();
    on.failed(why, connected);
  };
  const send = (data: string | Buffer) => {
    if (!open) return;
    const w = new b.WriteWrap();
    w.handle = handle;
    w.async = false;
    w.oncomplete = (status) => {
      if (status < 0) fail(status);
    };
    const e =
      typeof data === 'string'
        ? handle.writeUtf8String(w, data)
        : handle.writeBuffer(w, data);
    if (e < 0) queueMicrotask(() => fail(e));
  };
  const self: SocketStream = { write: send, close };
  handle.onread = (buffer) => {
    if (!open) return;
    const n = b.state[b.kReadBytesOrError]!;
    if (n === UV_EOF) {
      close();
      on.closed();
    } else if (n < 0) fail(n);
    else if (n > 0 && buffer)
      on.data(Buffer.from(buffer, b.state[b.kArrayBufferOffset]!, n));
  };
  const req = new b.PipeConnectWrap();
  req.address = path;
  let rest: string | Buffer | undefined;
  req.oncomplete = (status) => {
    if (!open) return;
    if (status < 0) return fail(status);
    connected = true;
    const err = handle.readStart();
    if (err < 0) return fail(err);
    if (rest !== undefined) send(rest);
    on.connected(self);
  };
  const err = handle.connect(req, path);
  if (err < 0) queueMicrotask(() => fail(err));
  else if (first !== undefined) rest = writeEarly(handle.fd, first);
  return self;
}

async function openNet(
  path: string,
  on: StreamEvents,
  first?: string,
): Promise<SocketStream> {
  const { createConnection } = await import('node:net');
  let open = true;
  let connected = false;
  const conn = createConnection(path);
  const self: SocketStream = {
    write: (text) => {
      if (open) conn.write(text);
    },
    close: () => {
      open = false;
      conn.destroy();
    },
  };
  if (first !== undefined) conn.write(first); // sent once connected
  conn.on('connect', () => {
    connected = true;
    if (open) on.connected(self);
  });
  conn.on('data', (chunk: Buffer) => open && on.data(chunk));
  conn.on('error', (error: NodeJS.ErrnoException) => {
    if (!open) return;
    open = false;
    conn.destroy();
    on.failed(error.code ?? error.message, connected);
  });
  conn.on('close', () => {
    if (!open) return;
    open = false;
    on.closed();
  });
  return self;
}

/**
 * Connects to the Unix socket at `path`; every event arrives asynchronously,
 * after this returns. `net` forces node:net. `first` is sent before anything
 * else, as soon as the connection exists (over the pipe handle, within this
 * call when connect() succeeded at once, as a Unix socket's does).
 */
export async function openSocketStream(
  path: string,
  on: StreamEvents,
  transport: 'auto' | 'net' = 'auto',
  first?: string,
): Promise<SocketStream> {
  const b = transport === 'auto' ? pipeBindings() : null;
  return b ? openPipe(b, path, on, first) : openNet(path, on, first);
}

/** Which transport this process uses (for tests and `WUKONG_TRACE_STARTUP`). */
export const socketTransport = (): 'pipe' | 'net' =>
  pipeBindings() ? 'pipe' : 'net';
