// Where an idle station's resident memory is, read from /proc (Linux): smaps_rollup's totals, and
// smaps grouped by what is mapped (the node binary split into its code, ICU's data and the rest,
// PGlite's WebAssembly memory, the malloc heap, other anonymous memory, libraries).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export interface Rollup {
  rss: number;
  pss: number;
  anonymous: number;
  fileBacked: number;
}

const kb = (text: string, field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;

/** /proc/pid/smaps_rollup: RSS, PSS, anonymous, and file-backed (RSS less anonymous and shared memory). */
export function rollup(pid: number): Rollup {
  const text = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const rss = kb(text, 'Rss');
  const anonymous = kb(text, 'Anonymous');
  return { rss, pss: kb(text, 'Pss'), anonymous, fileBacked: rss - anonymous - kb(text, 'Shmem_Pmd_Mapped') };
}

interface Mapping {
  start: bigint;
  end: bigint;
  perms: string;
  name: string;
  rss: number;
}

function mappings(pid: number): Mapping[] {
  const out: Mapping[] = [];
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) out.push({ start: BigInt(`0x${head[1]}`), end: BigInt(`0x${head[2]}`), perms: head[3]!, name: head[4] ?? '', rss: 0 });
    else if (line.startsWith('Rss:')) out.at(-1)!.rss += Number(line.split(/\s+/)[1]) * 1024;
  }
  return out;
}

/** Resident bytes of [start, end) in the process, from /proc/pid/pagemap's "present" bit (readable for one's own processes). */
function residentIn(pid: number, start: bigint, end: bigint): number {
  const page = 4096n;
  const first = start / page;
  const count = Number((end + page - 1n) / page - first);
  const fd = fs.openSync(`/proc/${pid}/pagemap`, 'r');
  try {
    const buf = Buffer.alloc(count * 8);
    fs.readSync(fd, buf, 0, buf.length, Number(first * 8n));
    let present = 0;
    for (let i = 0; i < count; i++) if (buf.readBigUInt64LE(i * 8) & (1n << 63n)) present++;
    return present * 4096;
  } finally {
    fs.closeSync(fd);
  }
}

/** Where ICU's data (the `icudt*_dat` symbol) sits in the node binary, when it is built in. */
function icuRange(binary: string): { start: bigint; end: bigint } | null {
  try {
    const symbols = execFileSync('nm', ['-D', '-S', binary], { encoding: 'utf8', maxBuffer: 64 << 20 });
    const m = /^([0-9a-f]+) ([0-9a-f]+) R icudt\d+_dat$/m.exec(symbols);
    return m ? { start: BigInt(`0x${m[1]}`), end: BigInt(`0x${m[1]}`) + BigInt(`0x${m[2]}`) } : null;
  } catch {
    return null; // no nm, or a stripped binary
  }
}

/** The process's mappings as they are now, with the resident part of ICU's data. */
export function readMaps(pid: number) {
  const binary = fs.realpathSync(`/proc/${pid}/exe`);
  const icu = icuRange(binary);
  return { maps: mappings(pid), binary, icu, icuResident: icu ? residentIn(pid, icu.start, icu.end) : 0 };
}

/** The resident memory of `readMaps` by kind of mapping (bytes). `wasmSizes`: PGlite's WebAssembly memories' byte lengths. */
export function breakdown({ maps, binary, icu, icuResident }: ReturnType<typeof readMaps>, wasmSizes: number[]): Array<[string, number]> {
  const sum = (f: (m: Mapping) => boolean) => maps.filter(f).reduce((s, m) => s + m.rss, 0);
  const isWasm = (m: Mapping) => !m.name && m.perms === 'rw-p' && wasmSizes.includes(Number(m.end - m.start));
  const ofBinary = (m: Mapping) => m.name === binary;
  const binaryCode = sum((m) => ofBinary(m) && m.perms.includes('x'));
  const binaryAll = sum(ofBinary);
  const nodeModules = sum((m) => m.name.includes('node_modules'));
  const libraries = sum((m) => /\.so(\.|$)/.test(m.name) && !m.name.includes('node_modules'));
  const otherFiles = sum((m) => m.name.startsWith('/') && !ofBinary(m) && !m.name.includes('node_modules') && !/\.so(\.|$)/.test(m.name));
  const wasm = sum(isWasm);
  const malloc = sum((m) => m.name === '[heap]');
  const stacks = sum((m) => m.name.startsWith('[stack'));
  const anonymous = sum((m) => !m.name && !isWasm(m));
  const rest = sum((m) => m.name.startsWith('[') && m.name !== '[heap]' && !m.name.startsWith('[stack'));
  return [
    ['node binary: code', binaryCode],
    [`node binary: ICU data${icu ? ` (${(Number(icu.end - icu.start) / 2 ** 20) | 0} MB in the binary)` : ' (not found)'}`, icuResident],
    ['node binary: the rest (V8 snapshot, other read-only data)', binaryAll - binaryCode - icuResident],
    ['system libraries (libc, libstdc++…)', libraries],
    ['files from node_modules (native addons)', nodeModules],
    ['other files', otherFiles],
    ['PGlite WebAssembly memory (anonymous)', wasm],
    ['malloc heap ([heap])', malloc],
    ['other anonymous (V8 heap and code, wasm code, buffers, thread arenas)', anonymous],
    ['stacks and kernel ([stack], [vvar]…)', stacks + rest],
  ];
}
