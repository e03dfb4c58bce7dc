import { execFile, execFileSync } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { userInfo } from 'node:os';

/** Debian's PostgreSQL server binaries, newest version, if installed. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  const bin = version && join(root, version, 'bin');
  return bin && existsSync(join(bin, 'initdb')) ? bin : undefined;
}

/** A TCP port on 127.0.0.1 that the OS just handed out and nothing listens on, for a server that cannot take port 0. */
async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A throw-away PostgreSQL cluster on a free port, that a fault test may restart without disturbing other suites.
 * As root, the cluster runs as the `postgres` user (PostgreSQL refuses to run as root).
 */
export async function startTemporaryPostgres() {
  const port = await freePort();
  const bin = postgresBinaries();
  if (!bin) throw new Error('PostgreSQL server binaries are not installed');
  const dir = mkdtempSync(join(tmpdir(), 'promodesk-pg-'));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync(
          'su',
          ['postgres', '-s', '/bin/sh', '-c', [join(bin, tool), ...args.map((a) => `'${a}'`)].join(' ')],
          { stdio: 'pipe' },
        )
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
  const ctlArgs = (action: string) => [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    '-l',
    join(dir, 'log'),
    '-w',
    '-m',
    'fast',
    action,
  ];
  const ctl = (action: string) => run('pg_ctl', ctlArgs(action));
  ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Asynchronous, so load keeps flowing while the server goes down and comes back. */
    restart: async () => {
      const command = [join(bin, 'pg_ctl'), ...ctlArgs('restart').map((a) => `'${a}'`)].join(' ');
      await promisify(execFile)(
        asRoot ? 'su' : 'sh',
        asRoot ? ['postgres', '-s', '/bin/sh', '-c', command] : ['-c', command],
      );
    },
    stop: () => {
      ctl('stop');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
