// A process and its descendants, read from /proc (Linux): resident memory and CPU time, summed.
import fs from 'node:fs';

export interface ProcInfo {
  pid: number;
  /** The program (argv[0]'s base name) and the start of its command line. */
  program: string;
  command: string;
  rssBytes: number;
  cpuTicks: number;
}

const TICKS_PER_S = 100;

function read(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null; // the process has just exited
  }
}

function childrenOf(pid: number): number[] {
  const tasks = (() => {
    try {
      return fs.readdirSync(`/proc/${pid}/task`);
    } catch {
      return [];
    }
  })();
  return tasks.flatMap((tid) => (read(`/proc/${pid}/task/${tid}/children`) ?? '').trim().split(/\s+/).filter(Boolean).map(Number));
}

function info(pid: number): ProcInfo | null {
  const stat = read(`/proc/${pid}/stat`);
  const status = read(`/proc/${pid}/status`);
  const cmdline = read(`/proc/${pid}/cmdline`);
  if (!stat || !status) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const argv = (cmdline ?? '').split('\0').filter(Boolean);
  // Up to the script node runs after its flags (memory.ts finds the station by it).
  const command = argv.join(' ').slice(0, 100);
  return {
    pid,
    program: (argv[0] ?? '').split('/').pop() ?? '',
    command,
    rssBytes: rssKb * 1024,
    cpuTicks: Number(fields[11]) + Number(fields[12]),
  };
}

/** `root` and every process below it. */
export function processTree(root: number): ProcInfo[] {
  const out: ProcInfo[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift()!;
    const p = info(pid);
    if (!p) continue;
    out.push(p);
    queue.push(...childrenOf(pid));
  }
  return out;
}

export const sumRss = (tree: ProcInfo[]) => tree.reduce((s, p) => s + p.rssBytes, 0);
export const sumCpuSeconds = (tree: ProcInfo[]) => tree.reduce((s, p) => s + p.cpuTicks, 0) / TICKS_PER_S;

/** Share of one core the tree used over `ms` (1.0 = one core busy). */
export async function treeCpu(root: number, ms: number): Promise<number> {
  const before = sumCpuSeconds(processTree(root));
  await new Promise((r) => setTimeout(r, ms));
  return (sumCpuSeconds(processTree(root)) - before) / (ms / 1000);
}

/** Resident MB of the mappings in /proc/pid/smaps whose name matches (e.g. a native library). */
export function mappedRss(pid: number): Map<string, number> {
  const byName = new Map<string, number>();
  let name = '';
  for (const line of (read(`/proc/${pid}/smaps`) ?? '').split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) name = head[1] || '[anonymous]';
    else if (line.startsWith('Rss:')) byName.set(name, (byName.get(name) ?? 0) + Number(line.split(/\s+/)[1]) * 1024);
  }
  return byName;
}

/** Resident bytes of the WebAssembly memories (PGlite's): the anonymous read-write mappings of exactly their sizes. */
export function wasmRss(pid: number, sizes: number[]): number {
  let total = 0;
  let wasm = false;
  for (const line of (read(`/proc/${pid}/smaps`) ?? '').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) wasm = !head[4] && head[3] === 'rw-p' && sizes.includes(Number(BigInt(`0x${head[2]}`) - BigInt(`0x${head[1]}`)));
    else if (wasm && line.startsWith('Rss:')) total += Number(line.split(/\s+/)[1]) * 1024;
  }
  return total;
}

export const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
