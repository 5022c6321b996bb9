import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A real Icecast (Debian's icecast2) on loopback, for the tests and the fan-out bench. */
export interface IcecastServer {
  port: number;
  pid: number;
  sourcePassword: string;
  adminPassword: string;
  /** Icecast's access log: one line per finished request (sources included). */
  accessLog(): string;
  /** `icecast://source:PASS@127.0.0.1:PORT/stream` for a mount. */
  sourceUrl(mount: string): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

/** Icecast refuses to run as root; as root it drops to its Debian user (or nobody) after binding. */
function changeOwner(dir: string): string {
  if (process.getuid?.() !== 0) return '';
  const has = (db: string, name: string) => {
    try {
      execFileSync('getent', [db, name], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  const [user, group] = has('passwd', 'icecast2') && has('group', 'icecast') ? ['icecast2', 'icecast'] : ['nobody', 'nogroup'];
  execFileSync('chown', ['-R', `${user}:${group}`, dir]);
  return `<changeowner><user>${user}</user><group>${group}</group></changeowner>`;
}

export interface IcecastStartOptions {
  /** A given port (to start Icecast again where it was); a free one otherwise. */
  port?: number;
  clients?: number;
  burstBytes?: number;
  /** A command to run icecast2 under, such as `taskset -c 0`. */
  prefix?: string[];
}

export async function startIcecast(opts: IcecastStartOptions = {}): Promise<IcecastServer> {
  const port = opts.port ?? (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-icecast-'));
  fs.chmodSync(dir, 0o755);
  fs.mkdirSync(path.join(dir, 'log'));
  const sourcePassword = `source-${port}`;
  const adminPassword = `admin-${port}`;
  const owner = changeOwner(dir);
  const config = `<icecast>
  <location>loopback</location><admin>selah@localhost</admin><hostname>127.0.0.1</hostname>
  <limits>
    <clients>${opts.clients ?? 100}</clients><sources>4</sources><queue-size>524288</queue-size>
    <client-timeout>30</client-timeout><header-timeout>15</header-timeout><source-timeout>10</source-timeout>
    <burst-on-connect>1</burst-on-connect><burst-size>${opts.burstBytes ?? 65535}</burst-size>
  </limits>
  <authentication>
    <source-password>${sourcePassword}</source-password>
    <admin-user>admin</admin-user><admin-password>${adminPassword}</admin-password>
  </authentication>
  <listen-socket><port>${port}</port><bind-address>127.0.0.1</bind-address></listen-socket>
  <fileserve>1</fileserve>
  <paths>
    <basedir>${dir}</basedir><logdir>${dir}/log</logdir>
    <webroot>/usr/share/icecast2/web</webroot><adminroot>/usr/share/icecast2/admin</adminroot>
  </paths>
  <logging><accesslog>access.log</accesslog><errorlog>error.log</errorlog><loglevel>2</loglevel></logging>
  <security><chroot>0</chroot>${owner}</security>
</icecast>
`;
  const file = path.join(dir, 'icecast.xml');
  fs.writeFileSync(file, config);
  const command = [...(opts.prefix ?? []), '/usr/bin/icecast2', '-c', file];
  const child: ChildProcess = spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    const up = await fetch(`http://127.0.0.1:${port}/status-json.xsl`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) {
      return {
        port,
        pid: child.pid!,
        sourcePassword,
        adminPassword,
        accessLog: () => fs.readFileSync(path.join(dir, 'log/access.log'), 'utf8'),
        sourceUrl: (mount) => `icecast://source:${sourcePassword}@127.0.0.1:${port}${mount}`,
        stop,
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const log = fs.existsSync(path.join(dir, 'log/error.log')) ? fs.readFileSync(path.join(dir, 'log/error.log'), 'utf8') : '';
  await stop();
  throw new Error(`Icecast did not start on port ${port}: ${stderr}${log.slice(-2000)}`);
}
