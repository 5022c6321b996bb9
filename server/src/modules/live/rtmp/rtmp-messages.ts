export const OUT_CHUNK_SIZE = 4096;

/** One message as chunks of OUT_CHUNK_SIZE, its header a full (type 0) one. */
export function encodeMessage(csid: number, type: number, streamId: number, payload: Buffer): Buffer {
  const header = Buffer.alloc(12);
  header[0] = csid & 0x3f;
  header.writeUIntBE(0, 1, 3);
  header.writeUIntBE(payload.length, 4, 3);
  header[7] = type;
  header.writeUInt32LE(streamId, 8);
  const parts: Buffer[] = [header];
  for (let off = 0; off < payload.length; off += OUT_CHUNK_SIZE) {
    if (off > 0) parts.push(Buffer.from([0xc0 | (csid & 0x3f)]));
    // Control messages go out before our Set Chunk Size takes effect: they are all small.
    parts.push(payload.subarray(off, off + OUT_CHUNK_SIZE));
  }
  return Buffer.concat(parts);
}

export function uint32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
}
