import forge from 'node-forge';

/** The DER building blocks of the seal's CMS and of RFC 3161 timestamps (node-forge's ASN.1). */

const { asn1 } = forge;
const { Class, Type } = asn1;
export type Asn1 = forge.asn1.Asn1;

const bytesOf = (value: Buffer) => value.toString('binary');
export const derOf = (node: Asn1): Buffer => Buffer.from(asn1.toDer(node).getBytes(), 'binary');

export const seq = (...items: Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, items);
export const set = (...items: Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SET, true, items);
/** An OBJECT IDENTIFIER, arcs of any size (node-forge's stop at 32 bits; a 2.25 UUID arc has 128). */
export function oid(value: string): Asn1 {
  const [first, second, ...rest] = value.split('.').map(BigInt);
  const bytes: number[] = [];
  for (const arc of [first! * 40n + second!, ...rest]) {
    const group = [Number(arc & 0x7fn)];
    for (let n = arc >> 7n; n > 0n; n >>= 7n) group.unshift(Number(n & 0x7fn) | 0x80);
    bytes.push(...group);
  }
  return asn1.create(Class.UNIVERSAL, Type.OID, false, String.fromCharCode(...bytes));
}
export const octets = (value: Buffer) =>
  asn1.create(Class.UNIVERSAL, Type.OCTETSTRING, false, bytesOf(value));
export const boolean = (value: boolean) =>
  asn1.create(Class.UNIVERSAL, Type.BOOLEAN, false, String.fromCharCode(value ? 0xff : 0));
export const nothing = () => asn1.create(Class.UNIVERSAL, Type.NULL, false, '');
export const algorithm = (id: string) => seq(oid(id), nothing());
export const attribute = (type: string, value: Asn1) => seq(oid(type), set(value));
/** [tag] around `items`: EXPLICIT when it wraps a whole value, IMPLICIT for a SET or SEQUENCE's items. */
export const tagged = (tag: number, items: Asn1[]) => asn1.create(Class.CONTEXT_SPECIFIC, tag, true, items);

/** A non-negative INTEGER: a small number, or big-endian bytes (a serial, a nonce). */
export function integer(value: number | Buffer): Asn1 {
  if (typeof value === 'number')
    return asn1.create(Class.UNIVERSAL, Type.INTEGER, false, asn1.integerToDer(value).getBytes());
  let at = 0;
  while (at < value.length - 1 && value[at] === 0 && value[at + 1]! < 0x80) at++;
  const bytes = value.subarray(at);
  return asn1.create(
    Class.UNIVERSAL,
    Type.INTEGER,
    false,
    bytesOf(bytes[0]! >= 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes),
  );
}

/** GeneralizedTime to the second, in UTC ('20261129061500Z'), as RFC 3161 and DER want it. */
export const generalizedTime = (date: Date) =>
  asn1.create(
    Class.UNIVERSAL,
    Type.GENERALIZEDTIME,
    false,
    `${date.toISOString().slice(0, 19).replace(/[-T:]/g, '')}Z`,
  );

/** '20261129061500Z' (or with a fraction of a second) as a date. */
export function readGeneralizedTime(value: string): Date {
  const m = value.match(/^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\.\d+)?Z$/);
  if (!m) throw new Error(`not a GeneralizedTime in UTC: ${value}`);
  return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${m[7] ?? ''}Z`);
}

/** DER's SET OF: the elements in the order of their encodings. */
export const sortedForSet = (items: Asn1[]) =>
  items
    .map((item) => ({ item, der: derOf(item) }))
    .sort((a, b) => Buffer.compare(a.der, b.der))
    .map(({ item }) => item);

/** The first DER value of `der`, ignoring what follows (the zeros padding a PDF's /Contents hole). */
export function parseDer(der: Buffer): Asn1 {
  const fromDer = asn1.fromDer as unknown as (
    bytes: forge.util.ByteStringBuffer,
    options: { parseAllBytes: boolean },
  ) => Asn1;
  return fromDer(forge.util.createBuffer(der.toString('binary')), { parseAllBytes: false });
}

export const children = (node: Asn1 | undefined): Asn1[] => (Array.isArray(node?.value) ? node.value : []);
export const text = (node: Asn1 | undefined): string => (typeof node?.value === 'string' ? node.value : '');
export const bufferOf = (node: Asn1 | undefined) => Buffer.from(text(node), 'binary');
/** An OBJECT IDENTIFIER's dotted form, arcs of any size. */
export function oidOf(node: Asn1 | undefined): string {
  const arcs: bigint[] = [];
  let arc = 0n;
  for (const byte of Buffer.from(text(node), 'binary')) {
    arc = (arc << 7n) | BigInt(byte & 0x7f);
    if (byte & 0x80) continue;
    if (arcs.length) arcs.push(arc);
    else arcs.push(arc < 80n ? arc / 40n : 2n, arc < 80n ? arc % 40n : arc - 80n);
    arc = 0n;
  }
  return arcs.join('.');
}
/** The [tag] child of a SEQUENCE (a context-specific, optional field), if present. */
export const taggedChild = (nodes: Asn1[], tag: number) =>
  nodes.find((node) => node.tagClass === Class.CONTEXT_SPECIFIC && node.type === tag);
