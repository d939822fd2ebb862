/*
 * A font file under a family name of our choosing. The typesetter (Typst: the résumé, the share images) picks faces
 * by family name, and the files it gets share theirs: a CJK face is a hundred slices all named
 * "Noto Sans JP", a variable face pinned at two weights is two files named as its default. Each
 * file renamed, the résumé names exactly the files it was given, in order, and nothing else.
 */

const TAG = 4;
const RECORD = 16;
const HEADER = 12;

const checksum = (bytes: Uint8Array) => {
  const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4);
  padded.set(bytes);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
};

/** A name table with the family, subfamily ("Regular"), full and PostScript names: Windows, English. */
function nameTable(family: string): Uint8Array {
  const postScript = family.replace(/[^A-Za-z0-9-]/g, "");
  const names: Array<[number, string]> = [
    [1, family],
    [2, "Regular"],
    [4, family],
    [6, postScript],
  ];
  const strings = names.map(([, value]) => {
    const bytes = new Uint8Array(value.length * 2);
    for (let index = 0; index < value.length; index++) {
      bytes[index * 2] = value.charCodeAt(index) >> 8;
      bytes[index * 2 + 1] = value.charCodeAt(index) & 0xff;
    }
    return bytes;
  });
  const total = strings.reduce((sum, bytes) => sum + bytes.length, 0);
  const storage = 6 + names.length * 12;
  const table = new Uint8Array(storage + total);
  const view = new DataView(table.buffer);
  view.setUint16(2, names.length);
  view.setUint16(4, storage);
  let offset = 0;
  names.forEach(([nameId], index) => {
    const at = 6 + index * 12;
    const bytes = strings[index] ?? new Uint8Array();
    view.setUint16(at, 3); // Windows
    view.setUint16(at + 2, 1); // Unicode BMP
    view.setUint16(at + 4, 0x409); // English
    view.setUint16(at + 6, nameId);
    view.setUint16(at + 8, bytes.length);
    view.setUint16(at + 10, offset);
    table.set(bytes, storage + offset);
    offset += bytes.length;
  });
  return table;
}

/** The SFNT (TrueType or OpenType) `font` with its name table replaced by one naming `family`. */
export function renamed(font: Uint8Array, family: string): Uint8Array {
  const source = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tableCount = source.getUint16(4);
  const tables = new Map<string, Uint8Array>();
  for (let index = 0; index < tableCount; index++) {
    const at = HEADER + index * RECORD;
    const tag = String.fromCharCode(...font.subarray(at, at + TAG));
    const offset = source.getUint32(at + 8);
    tables.set(tag, font.slice(offset, offset + source.getUint32(at + 12)));
  }
  tables.set("name", nameTable(family));
  const head = tables.get("head");
  if (head) new DataView(head.buffer, head.byteOffset).setUint32(8, 0); // checkSumAdjustment, set below

  const tags = [...tables.keys()].sort();
  const padded = (length: number) => Math.ceil(length / 4) * 4;
  let size = HEADER + tags.length * RECORD;
  for (const tag of tags) size += padded(tables.get(tag)?.length ?? 0);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(tags.length));
  view.setUint32(0, source.getUint32(0));
  view.setUint16(4, tags.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, tags.length * 16 - power * 16);
  let offset = HEADER + tags.length * RECORD;
  tags.forEach((tag, index) => {
    const table = tables.get(tag) ?? new Uint8Array();
    const at = HEADER + index * RECORD;
    for (let letter = 0; letter < TAG; letter++) out[at + letter] = tag.charCodeAt(letter);
    view.setUint32(at + 4, checksum(table));
    view.setUint32(at + 8, offset);
    view.setUint32(at + 12, table.length);
    out.set(table, offset);
    offset += padded(table.length);
  });
  const headAt = HEADER + tags.indexOf("head") * RECORD;
  if (head) view.setUint32(view.getUint32(headAt + 8) + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}
