import { inflateRawSync } from 'node:zlib';
import { formatBytes, formatCount, MAX_DOCX_ENTRIES, MAX_DOCX_UNPACKED_BYTES } from '../limits.js';

/**
 * Checks a DOCX (a zip) before mammoth unpacks it. mammoth inflates each XML part whole, into memory
 * outside the JS heap that the worker's limit covers, so a compressed bomb would take gigabytes
 * before anything notices. The central directory states every part's unpacked size: the parts
 * mammoth reads (XML and relationships) must fit MAX_DOCX_UNPACKED_BYTES together, and each is
 * inflated here with its stated size as a hard cap, so a directory that lies is caught too.
 * Pictures are never unpacked (the reader asks mammoth for no image data).
 */

export interface DocxInspection {
  /** Why the file must not be handed to mammoth; undefined when it may be. */
  problem?: string;
  /** docProps/core.xml (title, language), when present. */
  coreXml?: string;
}

interface Entry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export function inspectDocx(bytes: Uint8Array): DocxInspection {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = centralDirectory(data);
  if (typeof entries === 'string') return { problem: entries };
  if (entries.length > MAX_DOCX_ENTRIES) {
    return {
      problem: `the DOCX holds ${formatCount(entries.length)} files (limit ${formatCount(MAX_DOCX_ENTRIES)})`,
    };
  }
  if (entries.some((entry) => (entry.flags & 1) === 1)) return { problem: 'the DOCX is encrypted' };
  const parts = entries.filter((entry) => /\.(?:xml|rels)$/i.test(entry.name));
  const stated = parts.reduce((sum, entry) => sum + entry.size, 0);
  if (stated > MAX_DOCX_UNPACKED_BYTES) {
    return {
      problem: `the DOCX would unpack to ${formatBytes(stated)} of text (limit ${formatBytes(MAX_DOCX_UNPACKED_BYTES)})`,
    };
  }
  let coreXml: string | undefined;
  for (const entry of parts) {
    const unpacked = unpack(data, entry);
    if (typeof unpacked === 'string') return { problem: unpacked };
    if (entry.name === 'docProps/core.xml') coreXml = unpacked.toString('utf8');
  }
  return { coreXml };
}

function centralDirectory(data: Buffer): Entry[] | string {
  const damaged = 'the DOCX is damaged (its zip directory is unreadable)';
  let end = -1;
  // The end record is the last 22 bytes, or earlier by the length of a trailing comment (< 64 KiB).
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at -= 1) {
    if (data.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) return damaged;
  const count = data.readUInt16LE(end + 10);
  const offset = data.readUInt32LE(end + 16);
  // ZIP64 markers: no Word document needs 4 GB or 65,535 parts.
  if (count === 0xffff || offset === 0xffffffff)
    return 'the DOCX is a ZIP64 archive, which no Word document needs';
  const entries: Entry[] = [];
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL) return damaged;
    const nameLength = data.readUInt16LE(at + 28);
    const skip = nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    entries.push({
      flags: data.readUInt16LE(at + 8),
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      size: data.readUInt32LE(at + 24),
      localOffset: data.readUInt32LE(at + 42),
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + skip;
  }
  return entries;
}

function unpack(data: Buffer, entry: Entry): Buffer | string {
  const damaged = `the DOCX is damaged (${entry.name} cannot be unpacked)`;
  const at = entry.localOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL) return damaged;
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  const packed = data.subarray(start, start + entry.compressedSize);
  if (packed.length !== entry.compressedSize) return damaged;
  if (entry.method === 0) return packed.length === entry.size ? packed : damaged;
  if (entry.method !== 8) return `the DOCX uses a compression Word never writes (method ${entry.method})`;
  try {
    const unpacked = inflateRawSync(packed, { maxOutputLength: Math.max(entry.size, 1) });
    return unpacked.length === entry.size ? unpacked : damaged;
  } catch (error) {
    if (error instanceof RangeError) {
      return `the DOCX is a compressed bomb (${entry.name} unpacks beyond the ${formatBytes(entry.size)} it states)`;
    }
    return damaged;
  }
}
