// Preloaded by bench/memory.ts (`node --import ./bench/memory-probe.mjs scripts/start.mjs`):
// on SIGUSR2 the station writes where its memory is to MEMORY_PROBE_OUT. It only listens for
// the signal and counts WebAssembly memories, so the station it measures runs as it would.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import v8 from 'node:v8';

const out = process.env.MEMORY_PROBE_OUT;
const wasmMemories = [];
const RealMemory = WebAssembly.Memory;
// PGlite's Emscripten code makes its memory with `new WebAssembly.Memory(...)`: keep a weak handle.
WebAssembly.Memory = new Proxy(RealMemory, {
  construct(target, args) {
    const memory = Reflect.construct(target, args);
    wasmMemories.push(new WeakRef(memory));
    return memory;
  },
});

const packageOf = (file) => {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file.replaceAll('\\', '/'));
  return m ? m[1] : null;
};

if (out) {
  process.on('SIGUSR2', () => {
    const cjs = Object.keys(createRequire(import.meta.url).cache);
    const report = {
      memoryUsage: process.memoryUsage(),
      heapSpaces: v8.getHeapSpaceStatistics().map((s) => ({ name: s.space_name, used: s.space_used_size, size: s.space_size })),
      wasmMemories: wasmMemories.map((ref) => ref.deref()?.buffer.byteLength ?? 0).filter((n) => n > 0),
      cjsPackages: [...new Set(cjs.map(packageOf).filter(Boolean))].sort(),
    };
    // MEMORY_PROBE_SNAPSHOT=<file>: a V8 heap snapshot too (open it in Chrome DevTools' Memory tab).
    if (process.env.MEMORY_PROBE_SNAPSHOT) v8.writeHeapSnapshot(process.env.MEMORY_PROBE_SNAPSHOT);
    fs.writeFileSync(out, JSON.stringify(report));
  });
}
