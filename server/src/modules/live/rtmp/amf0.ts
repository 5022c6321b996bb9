/**
 * AMF0, the encoding of RTMP's commands and metadata (Adobe's AMF0 specification): just the
 * types publishers send. Decoding throws on anything malformed, so garbage ends the session.
 */
export type Amf0Value = number | boolean | string | null | undefined | Date | Amf0Value[] | { [key: string]: Amf0Value };

export class AmfError extends Error {}

const MAX_DEPTH = 16;

export function decodeAmf0(buf: Buffer): Amf0Value[] {
  const values: Amf0Value[] = [];
  let pos = 0;
  const need = (n: number) => {
    if (pos + n > buf.length) throw new AmfError('AMF0 value runs past the message');
  };
  const readString = (long = false): string => {
    need(long ? 4 : 2);
    const len = long ? buf.readUInt32BE(pos) : buf.readUInt16BE(pos);
    pos += long ? 4 : 2;
    need(len);
    const s = buf.toString('utf8', pos, pos + len);
    pos += len;
    return s;
  };
  const readProps = (depth: number): Record<string, Amf0Value> => {
    const obj: Record<string, Amf0Value> = {};
    for (;;) {
      need(2);
      if (buf.readUInt16BE(pos) === 0 && buf[pos + 2] === 0x09) {
        pos += 3;
        return obj;
      }
      const key = readString();
      obj[key] = read(depth + 1);
    }
  };
  const read = (depth: number): Amf0Value => {
    if (depth > MAX_DEPTH) throw new AmfError('AMF0 nesting too deep');
    need(1);
    const marker = buf[pos++];
    switch (marker) {
      case 0x00: {
        need(8);
        const n = buf.readDoubleBE(pos);
        pos += 8;
        return n;
      }
      case 0x01:
        need(1);
        return buf[pos++] !== 0;
      case 0x02:
        return readString();
      case 0x03:
        return readProps(depth);
      case 0x05:
        return null;
      case 0x06:
        return undefined;
      case 0x08:
        need(4);
        pos += 4; // the count is a hint; the properties end with the object end marker
        return readProps(depth);
      case 0x0a: {
        need(4);
        const count = buf.readUInt32BE(pos);
        pos += 4;
        if (count > 10_000) throw new AmfError('AMF0 array too long');
        const arr: Amf0Value[] = [];
        for (let i = 0; i < count; i++) arr.push(read(depth + 1));
        return arr;
      }
      case 0x0b: {
        need(10);
        const d = new Date(buf.readDoubleBE(pos));
        pos += 10;
        return d;
      }
      case 0x0c:
        return readString(true);
      default:
        throw new AmfError(`Unknown AMF0 marker ${marker}`);
    }
  };
  while (pos < buf.length) values.push(read(0));
  return values;
}

export function encodeAmf0(...values: Amf0Value[]): Buffer {
  const parts: Buffer[] = [];
  const str = (s: string) => {
    const b = Buffer.from(s, 'utf8');
    const len = Buffer.alloc(2);
    len.writeUInt16BE(b.length);
    parts.push(len, b);
  };
  const write = (v: Amf0Value) => {
    if (typeof v === 'number') {
      const b = Buffer.alloc(9);
      b[0] = 0x00;
      b.writeDoubleBE(v, 1);
      parts.push(b);
    } else if (typeof v === 'boolean') parts.push(Buffer.from([0x01, v ? 1 : 0]));
    else if (typeof v === 'string') {
      parts.push(Buffer.from([0x02]));
      str(v);
    } else if (v === null) parts.push(Buffer.from([0x05]));
    else if (v === undefined) parts.push(Buffer.from([0x06]));
    else if (v instanceof Date) {
      const b = Buffer.alloc(11);
      b[0] = 0x0b;
      b.writeDoubleBE(v.getTime(), 1);
      parts.push(b);
    } else if (Array.isArray(v)) {
      const b = Buffer.alloc(5);
      b[0] = 0x0a;
      b.writeUInt32BE(v.length, 1);
      parts.push(b);
      v.forEach(write);
    } else {
      parts.push(Buffer.from([0x03]));
      for (const [k, val] of Object.entries(v)) {
        str(k);
        write(val);
      }
      parts.push(Buffer.from([0x00, 0x00, 0x09]));
    }
  };
  values.forEach(write);
  return Buffer.concat(parts);
}
