// While the embedded station runs it holds DATA_DIR (one process per PGlite folder), so a command
// such as `selah create-admin` cannot open the database itself. The station listens on a Unix
// socket in DATA_DIR, owner-only, and runs the command there; the command's lines and questions
// pass through it to the terminal that ran it. One JSON object a line each way:
//
//   client → station  {"type":"run","command":"create-admin","args":[…],"cwd":"/…","tty":true}
//                     {"type":"answer","text":"…"}             (to an "ask"; null when none)
//   station → client  {"type":"out"|"err","line":"…"}  {"type":"ask","question":"…"}  {"type":"exit","code":0}
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import type { CliCommand, CliIo, Log, ModuleContext } from './module.ts';

export const SOCKET_FILE_NAME = 'selah.sock';
export const controlSocketPath = (dataDir: string) => path.join(dataDir, SOCKET_FILE_NAME);

/** A Unix socket's path fits in 107 bytes; node cuts a longer one short (a socket somewhere else), so it is refused. */
const MAX_SOCKET_PATH = 107;
const fits = (file: string) => Buffer.byteLength(file) <= MAX_SOCKET_PATH;

type ToStation = { type: 'run'; command: string; args: string[]; cwd: string; tty: boolean } | { type: 'answer'; text: string | null };
type ToClient = { type: 'out' | 'err'; line: string } | { type: 'ask'; question: string } | { type: 'exit'; code: number };

export interface ControlSocket {
  close(): Promise<void>;
}

/** Listens on DATA_DIR/selah.sock (mode 0600) and runs `commands` with the station's context. */
export async function listenControlSocket(opts: {
  dataDir: string;
  commands: Record<string, CliCommand>;
  ctx: ModuleContext;
  log: Log;
}): Promise<ControlSocket> {
  const file = controlSocketPath(opts.dataDir);
  if (!fits(file)) throw new Error(`${file} is longer than a socket's path may be (${MAX_SOCKET_PATH} bytes)`);
  // The station holds DATA_DIR's lock, so a socket file here was left by a process that died.
  fs.rmSync(file, { force: true });
  const connections = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
    socket.on('error', () => undefined);
    serve(socket, opts).catch((err: unknown) => opts.log.warn(`A command on the control socket failed: ${String(err)}`));
  });
  // Created owner-only: no moment in which another user could connect.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(file, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } finally {
    process.umask(umask);
  }
  fs.chmodSync(file, 0o600);
  return {
    close: async () => {
      for (const socket of connections) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(file, { force: true });
    },
  };
}

async function serve(socket: net.Socket, opts: { commands: Record<string, CliCommand>; ctx: ModuleContext; log: Log }): Promise<void> {
  const send = (message: ToClient) => {
    if (!socket.destroyed) socket.write(`${JSON.stringify(message)}\n`);
  };
  const lines = readline.createInterface({ input: socket, crlfDelay: Infinity });
  const incoming = lines[Symbol.asyncIterator]();
  const next = async (): Promise<ToStation | null> => {
    const { value, done } = await incoming.next();
    if (done) return null;
    try {
      return JSON.parse(value as string) as ToStation;
    } catch {
      return null;
    }
  };
  const request = await next();
  if (!request || request.type !== 'run') return void socket.end();
  const command = opts.commands[request.command];
  if (!command) {
    send({ type: 'err', line: `The running station does not take "${request.command}".` });
    send({ type: 'exit', code: 2 });
    return void socket.end();
  }
  const io: CliIo = {
    cwd: typeof request.cwd === 'string' ? request.cwd : '/',
    out: (line) => send({ type: 'out', line }),
    err: (line) => send({ type: 'err', line }),
    async ask(question) {
      if (!request.tty) return null;
      send({ type: 'ask', question });
      const answer = await next();
      return answer?.type === 'answer' ? answer.text : null;
    },
  };
  opts.log.info(`Running "${request.command}" for the control socket`);
  let code = 1;
  try {
    code = (await command.run(opts.ctx, Array.isArray(request.args) ? request.args.map(String) : [], io)) ?? 0;
  } catch (err) {
    io.err(err instanceof Error ? err.message : String(err));
  }
  send({ type: 'exit', code });
  socket.end();
}

/**
 * Runs a command in the station that holds DATA_DIR, through its socket. Answers the command's exit
 * code, or null when no station listens there (then the caller reports the folder as in use).
 */
export async function runOverSocket(
  dataDir: string,
  command: string,
  args: string[],
  io: CliIo & { tty: boolean },
): Promise<number | null> {
  if (!fits(controlSocketPath(dataDir))) return null;
  const socket = net.connect(controlSocketPath(dataDir));
  const connected = await new Promise<boolean>((resolve) => {
    socket.once('connect', () => resolve(true));
    socket.once('error', () => resolve(false));
  });
  if (!connected) return null;
  const send = (message: ToStation) => socket.write(`${JSON.stringify(message)}\n`);
  send({ type: 'run', command, args, cwd: io.cwd, tty: io.tty });
  const lines = readline.createInterface({ input: socket, crlfDelay: Infinity });
  let code = 1;
  try {
    for await (const line of lines) {
      const message = JSON.parse(line) as ToClient;
      if (message.type === 'out') io.out(message.line);
      else if (message.type === 'err') io.err(message.line);
      else if (message.type === 'ask') send({ type: 'answer', text: await io.ask(message.question) });
      else if (message.type === 'exit') code = message.code;
    }
  } catch (err) {
    io.err(`The connection to the running station failed: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    socket.destroy();
  }
  return code;
}

/** The terminal's side of a command: stdout, stderr and questions on stdin when it is a terminal. */
export function terminalIo(cwd: string): CliIo & { tty: boolean } {
  const tty = !!process.stdin.isTTY;
  return {
    cwd,
    tty,
    out: (line) => console.info(line),
    err: (line) => console.error(line),
    async ask(question) {
      if (!tty) return null;
      const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
      try {
        return await new Promise<string>((resolve) => rl.question(question, resolve));
      } finally {
        rl.close();
      }
    },
  };
}
