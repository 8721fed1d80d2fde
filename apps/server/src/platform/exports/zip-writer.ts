import { crc32, createDeflateRaw } from 'node:zlib';
import type { Writable } from 'node:stream';

/** Entries are deflated; their sizes and CRC follow the data (bit 3), so nothing is held back. */
const FLAGS = 0x0008 | 0x0800; // data descriptor, UTF-8 names
const DEFLATE = 8;
const VERSION = 20;
/** 1980-01-01 00:00 in MS-DOS form: the entries carry no meaningful time. */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

interface Written {
  name: Buffer;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
}

/** Resolves on `event`, fails once the reader of `output` is gone (the client left mid-download). */
function until(emitter: NodeJS.EventEmitter, event: string, output: Writable): Promise<void> {
  if (output.destroyed) return Promise.reject(new Error('the file’s reader is gone'));
  return new Promise((resolve, reject) => {
    const done = () => {
      output.off('close', gone);
      resolve();
    };
    const gone = () => {
      emitter.off(event, done);
      reject(new Error('the file’s reader is gone'));
    };
    emitter.once(event, done);
    output.once('close', gone);
  });
}

function localHeader(name: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(DEFLATE, 8);
  header.writeUInt16LE(DOS_TIME, 10);
  header.writeUInt16LE(DOS_DATE, 12);
  // CRC and sizes (14..25) stay 0: the data descriptor carries them.
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function dataDescriptor(entry: Written): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  descriptor.writeUInt32LE(entry.compressed, 8);
  descriptor.writeUInt32LE(entry.size, 12);
  return descriptor;
}

function centralHeader(entry: Written): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(DEFLATE, 10);
  header.writeUInt16LE(DOS_TIME, 12);
  header.writeUInt16LE(DOS_DATE, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressed, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/** Writes text into an entry, waiting while the reader is behind. */
export type EntryWriter = (text: string) => Promise<void>;

/**
 * A ZIP archive (what an .xlsx is) written to `output` entry by entry as it is produced, deflated at
 * the fastest level: memory holds what the reader has not taken yet, never the archive. No ZIP64: an
 * entry stays under 4 GB (an export of a million rows is about 150 MB before compression).
 */
export function zipWriter(output: Writable) {
  const entries: Written[] = [];
  let offset = 0;

  async function push(bytes: Buffer): Promise<void> {
    offset += bytes.length;
    if (!output.write(bytes)) await until(output, 'drain', output);
  }

  return {
    /** An entry whose text `produce` writes piece by piece. */
    async entry(path: string, produce: (write: EntryWriter) => Promise<void>): Promise<void> {
      const entry: Written = { name: Buffer.from(path), offset, crc: 0, compressed: 0, size: 0 };
      await push(localHeader(entry.name));
      const deflate = createDeflateRaw({ level: 1 });
      deflate.on('data', (chunk: Buffer) => (entry.compressed += chunk.length));
      deflate.pipe(output, { end: false });
      await produce(async (text) => {
        const bytes = Buffer.from(text);
        entry.crc = crc32(bytes, entry.crc);
        entry.size += bytes.length;
        if (!deflate.write(bytes)) await until(deflate, 'drain', output);
      });
      const ended = until(deflate, 'end', output);
      deflate.end();
      await ended;
      deflate.unpipe(output);
      offset += entry.compressed;
      if (entry.size >= 0xffffffff || offset >= 0xffffffff) throw new Error('the file passes 4 GB');
      await push(dataDescriptor(entry));
      entries.push(entry);
    },

    /** The central directory: the archive is complete. */
    async finish(): Promise<void> {
      const start = offset;
      for (const entry of entries) await push(centralHeader(entry));
      await push(endOfDirectory(entries.length, offset - start, start));
    },
  };
}
