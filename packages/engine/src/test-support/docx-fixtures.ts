import { constants, deflateRawSync } from 'node:zlib';
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';

/** Word documents for the reader's tests: a real one built with docx, and zip bombs built by hand. */

const row = (cells: readonly string[], tableHeader = false) =>
  new TableRow({
    tableHeader,
    children: cells.map((text) => new TableCell({ children: [new Paragraph(text)] })),
  });

/** A report with a title property, headings, a paragraph, a bulleted list and a key-figures table. */
export async function reportDocx(): Promise<Uint8Array> {
  const document = new Document({
    title: 'Acme Sustainability Report 2024',
    sections: [
      {
        children: [
          new Paragraph({ text: 'Sustainability report', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ children: [new TextRun('Acme makes bicycles in three plants.')] }),
          new Paragraph({ text: 'Key figures', heading: HeadingLevel.HEADING_2 }),
          new Table({
            rows: [
              row(['Indicator', '2024', '2023'], true),
              row(['Scope 1 emissions (tCO2e)', '1,234', '1,456']),
              row(['Employees', '5,000', '4,800']),
            ],
          }),
          new Paragraph({ text: 'Targets', heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ text: 'Net zero by 2035', bullet: { level: 0 } }),
          new Paragraph({ text: 'Recycled steel by 2030', bullet: { level: 0 } }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/**
 * A zip shaped like a DOCX whose word/document.xml inflates to `unpackedBytes` of zeros while the
 * file stays small, stating `statedBytes` as its size (a lying directory when they differ). The
 * deflate stream is one compressed mebibyte repeated: sync-flushed pieces end on a byte boundary and
 * only refer back within themselves, so they can be laid end to end.
 */
export function zipBombDocx({
  unpackedBytes,
  statedBytes,
}: {
  unpackedBytes: number;
  statedBytes: number;
}): Uint8Array {
  const mebibyte = 1024 * 1024;
  const piece = deflateRawSync(Buffer.alloc(mebibyte), { finishFlush: constants.Z_SYNC_FLUSH });
  const finalBlock = deflateRawSync(Buffer.alloc(0));
  const bomb = Buffer.concat([...Array.from({ length: unpackedBytes / mebibyte }, () => piece), finalBlock]);
  const types = Buffer.from(
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ' +
      'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  return zip([
    { name: '[Content_Types].xml', packed: deflateRawSync(types), size: types.length },
    { name: 'word/document.xml', packed: bomb, size: statedBytes },
  ]);
}

interface ZipPart {
  name: string;
  packed: Buffer;
  size: number;
}

/** A minimal zip: local headers, data, central directory, end record. CRCs are left 0: never checked before the bomb is refused. */
function zip(parts: readonly ZipPart[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.packed.length, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.packed.length, 20);
    central.writeUInt32LE(part.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.packed);
    centrals.push(central, name);
    offset += local.length + name.length + part.packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}
