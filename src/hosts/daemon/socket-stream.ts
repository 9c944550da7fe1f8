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
  connect(req: object, path: string): number;
  writeUtf8String(req: object, text: string): number;
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

function openPipe(b: Bindings, path: string, on: StreamEvents): SocketStream {
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
  const self: SocketStream = {
    write(text) {
      if (!open) return;
      const w = new b.WriteWrap();
      w.handle = handle;
      w.async = false;
      w.oncomplete = (status) => {
        if (status < 0) fail(status);
      };
      const e = handle.writeUtf8String(w, text);
      if (e < 0) queueMicrotask(() => fail(e));
    },
    close,
  };
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
  req.oncomplete = (status) => {
    if (!open) return;
    if (status < 0) return fail(status);
    connected = true;
    const err = handle.readStart();
    if (err < 0) return fail(err);
    on.connected(self);
  };
  const err = handle.connect(req, path);
  if (err < 0) queueMicrotask(() => fail(err));
  return self;
}

async function openNet(path: string, on: StreamEvents): Promise<SocketStream> {
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
 * after this returns. `net` forces node:net.
 */
export async function openSocketStream(
  path: string,
  on: StreamEvents,
  transport: 'auto' | 'net' = 'auto',
): Promise<SocketStream> {
  const b = transport === 'auto' ? pipeBindings() : null;
  return b ? openPipe(b, path, on) : openNet(path, on);
}

/** Which transport this process uses (for tests and `WUKONG_TRACE_STARTUP`). */
export const socketTransport = (): 'pipe' | 'net' =>
  pipeBindings() ? 'pipe' : 'net';
