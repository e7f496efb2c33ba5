import { XMLParser } from 'fast-xml-parser';
import { SyntaxValidator } from 'fast-xml-validator';

/**
 * A small validator for the shapes the Sistema TS services define: elements in a fixed order
 * (`xs:sequence`), a choice between two, occurrences, and simple values with the facets the services
 * use (pattern, enumeration, lengths, bounds). The rules themselves are in `schemas.ts`; this is the
 * machinery, with libxml2's way of reading values (whitespace collapsed for everything but strings).
 */

/** The built-in value types the services build on. */
export type BaseType = 'string' | 'int' | 'long' | 'integer' | 'decimal' | 'double' | 'date' | 'base64Binary';

export interface SimpleType {
  kind: 'simple';
  base: BaseType;
  /** Anchored: the whole value must match. */
  pattern?: RegExp;
  enumeration?: readonly string[];
  minLength?: number;
  maxLength?: number;
  minInclusive?: string;
  maxInclusive?: string;
}

interface ComplexType {
  kind: 'complex';
  /** The children, in this order. */
  sequence: readonly Particle[];
}

/** An element declared without a type: anything inside (declared elements are still checked). */
interface AnyType {
  kind: 'any';
}

export interface ElementRule {
  kind: 'element';
  name: string;
  /** Null for an unqualified element (or a schema without a namespace). */
  namespace: string | null;
  type: SimpleType | ComplexType | AnyType;
  min: number;
  max: number;
}

export interface ChoiceRule {
  kind: 'choice';
  options: readonly ElementRule[];
  min: number;
  max: number;
}

type Particle = ElementRule | ChoiceRule;

/** A service's schema: the elements a document may start with. */
export interface SchemaRules {
  roots: readonly ElementRule[];
}

/** An element as read, its namespace resolved. */
export interface XmlNode {
  name: string;
  namespace: string | null;
  /** As written (`prefix:local`), for serializing back. */
  qualifiedName: string;
  attributes: { name: string; namespace: string | null; value: string }[];
  children: (XmlNode | string)[];
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: false,
  cdataPropName: '#cdata',
  commentPropName: '#comment',
});

/** The parser reads leniently: the text is checked to be well-formed first, one root included. */
const wellFormed = new SyntaxValidator({ multipleRoots: false });

const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };

/** XML's five entities and character references; any other entity is undeclared, an error. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z_][\w.-]*);/g, (_, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    const named = NAMED_ENTITIES[ref];
    if (named === undefined) throw new Error(`Not well-formed XML: entity '${ref}' was not declared`);
    return named;
  });
}

const XMLNS = 'http://www.w3.org/2000/xmlns/';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

type Parsed = Record<string, unknown>;

function toNode(entry: Parsed, scope: ReadonlyMap<string, string | null>): XmlNode {
  const qualifiedName = Object.keys(entry).find((k) => k !== ':@')!;
  const rawAttributes = (entry[':@'] ?? {}) as Record<string, string>;
  const ownScope = new Map(scope);
  for (const [name, value] of Object.entries(rawAttributes)) {
    if (name === 'xmlns') ownScope.set('', decodeEntities(value) || null);
    else if (name.startsWith('xmlns:')) ownScope.set(name.slice(6), decodeEntities(value) || null);
  }
  const attributes = Object.entries(rawAttributes).map(([name, value]) => {
    const colon = name.indexOf(':');
    const prefix = colon < 0 ? null : name.slice(0, colon);
    const namespace = name === 'xmlns' || prefix === 'xmlns' ? XMLNS : prefix ? ownScope.get(prefix) : null;
    if (namespace === undefined) throw new Error(`Namespace prefix ${prefix} is not defined`);
    return { name, namespace, value: decodeEntities(value) };
  });
  const colon = qualifiedName.indexOf(':');
  const prefix = colon < 0 ? '' : qualifiedName.slice(0, colon);
  if (!ownScope.has(prefix)) throw new Error(`Namespace prefix ${prefix} is not defined`);
  const children: XmlNode['children'] = [];
  for (const child of entry[qualifiedName] as Parsed[]) {
    if ('#text' in child) children.push(decodeEntities(String(child['#text'])));
    else if ('#cdata' in child) children.push((child['#cdata'] as Parsed[]).map((c) => c['#text']).join(''));
    else if (!('#comment' in child) && !Object.keys(child)[0]!.startsWith('?')) {
      children.push(toNode(child, ownScope));
    }
  }
  return {
    name: colon < 0 ? qualifiedName : qualifiedName.slice(colon + 1),
    namespace: ownScope.get(prefix) ?? null,
    qualifiedName,
    attributes,
    children,
  };
}

/** The document element, namespaces resolved; throws when the text is not well-formed XML. */
export function readXmlTree(xml: string): XmlNode {
  try {
    wellFormed.validate(xml);
  } catch (error) {
    throw new Error(`Not well-formed XML: ${(error as Error).message}`);
  }
  const root = (parser.parse(xml) as Parsed[]).find((entry) => !Object.keys(entry)[0]!.startsWith('?'));
  if (!root) throw new Error('No document element');
  return toNode(
    root,
    new Map<string, string | null>([
      ['', null],
      ['xml', 'http://www.w3.org/XML/1998/namespace'],
    ]),
  );
}

const isElement = (child: XmlNode | string): child is XmlNode => typeof child !== 'string';
const elementsOf = (node: XmlNode) => node.children.filter(isElement);
const textOf = (node: XmlNode) => node.children.filter((c) => typeof c === 'string').join('');
const matches = (rule: ElementRule, node: XmlNode) =>
  rule.name === node.name && rule.namespace === node.namespace;
const label = (rule: ElementRule) => rule.name;

/** The elements that may come first in a particle. */
const firsts = (particle: Particle): readonly ElementRule[] =>
  particle.kind === 'element' ? [particle] : particle.options;

function expected(rules: readonly ElementRule[]): string {
  return rules.length === 1
    ? `Expected is ( ${label(rules[0]!)} ).`
    : `Expected is one of ( ${rules.map(label).join(', ')} ).`;
}

/** Whitespace collapsed, as a value is read for most types (see `keepsWhitespace`). */
const collapse = (value: string) => value.replace(/[\t\n\r ]+/g, ' ').trim();

const INT_RANGES: Partial<Record<BaseType, [bigint, bigint]>> = {
  int: [-(2n ** 31n), 2n ** 31n - 1n],
  long: [-(2n ** 63n), 2n ** 63n - 1n],
};
const INTEGER = /^[+-]?[0-9]+$/;
const DECIMAL = /^[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)$/;
const DOUBLE = /^([+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?|-?INF|NaN)$/;
const DATE = /^(-?[0-9]{4,})-([0-9]{2})-([0-9]{2})(Z|[+-]([0-9]{2}):([0-9]{2}))?$/;

function isDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year === 0 || /^-?0[0-9]{4,}/.test(m[1]!) || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  if (day > days) return false;
  if (m[5] !== undefined && (Number(m[5]) > 14 || Number(m[6]) > 59)) return false;
  return !(m[5] === '14' && m[6] !== '00');
}

/** libxml2 skips characters outside the alphabet; what is left must be whole groups of four. */
function isBase64(value: string): boolean {
  const letters = value.replace(/[^A-Za-z0-9+/=]/g, '');
  const data = /^[A-Za-z0-9+/]*/.exec(letters)![0];
  const padding = letters.slice(data.length);
  if (!/^={0,2}$/.test(padding)) return false;
  return (data.length + padding.length) % 4 === 0 && (padding.length === 0 || data.length % 4 !== 0);
}

/** A decimal as sign, integer digits and fraction digits, for exact comparison. */
function compareDecimal(a: string, b: string): number {
  const parts = (value: string) => {
    const negative = value.startsWith('-');
    const [int = '', frac = ''] = value.replace(/^[+-]/, '').split('.');
    return { negative, int: int.replace(/^0+/, ''), frac: frac.replace(/0+$/, '') };
  };
  const x = parts(a);
  const y = parts(b);
  const zero = (p: typeof x) => !p.int && !p.frac;
  if (zero(x) && zero(y)) return 0;
  if (x.negative !== y.negative) return x.negative ? -1 : 1;
  const sign = x.negative ? -1 : 1;
  if (x.int.length !== y.int.length) return sign * (x.int.length - y.int.length);
  const width = Math.max(x.frac.length, y.frac.length);
  const left = x.int + x.frac.padEnd(width, '0');
  const right = y.int + y.frac.padEnd(width, '0');
  return sign * (left < right ? -1 : left > right ? 1 : 0);
}

const NUMERIC: readonly BaseType[] = ['int', 'long', 'integer', 'decimal'];

function compareValues(base: BaseType, a: string, b: string): number {
  if (NUMERIC.includes(base)) return compareDecimal(a, b);
  return a < b ? -1 : a > b ? 1 : 0;
}

function isOfBase(base: BaseType, value: string): boolean {
  switch (base) {
    case 'string':
      return true;
    case 'int':
    case 'long': {
      if (!INTEGER.test(value)) return false;
      const [min, max] = INT_RANGES[base]!;
      const n = BigInt(value.replace(/^\+/, ''));
      return n >= min && n <= max;
    }
    case 'integer':
      return INTEGER.test(value);
    case 'decimal':
      return DECIMAL.test(value);
    case 'double':
      return DOUBLE.test(value);
    case 'date':
      return isDate(value);
    case 'base64Binary':
      return isBase64(value);
  }
}

/**
 * xs:string keeps its whitespace. So, in libxml2, do xs:int and xs:long (and their restrictions by
 * bounds), unless a pattern or an enumeration asks for the collapsed value: ' 1 ' is no xs:int there.
 */
const keepsWhitespace = (type: SimpleType) =>
  type.base === 'string' ||
  ((type.base === 'int' || type.base === 'long') && !type.pattern && !type.enumeration);

/** What is wrong with a simple value, in libxml2's words; null when it is valid. */
function valueError(type: SimpleType, raw: string): string | null {
  const value = keepsWhitespace(type) ? raw : collapse(raw);
  if (!isOfBase(type.base, value))
    return `'${value}' is not a valid value of the atomic type 'xs:${type.base}'.`;
  const length = [...value].length;
  if (type.minLength !== undefined && length < type.minLength)
    return `[facet 'minLength'] The value has a length of '${length}'; this underruns the allowed minimum length of '${type.minLength}'.`;
  if (type.maxLength !== undefined && length > type.maxLength)
    return `[facet 'maxLength'] The value has a length of '${length}'; this exceeds the allowed maximum length of '${type.maxLength}'.`;
  if (type.pattern && !type.pattern.test(value))
    return `[facet 'pattern'] The value '${value}' is not accepted by the pattern '${type.pattern.source}'.`;
  if (
    type.enumeration &&
    !type.enumeration.some((allowed) =>
      NUMERIC.includes(type.base) ? compareDecimal(allowed, value) === 0 : allowed === value,
    )
  )
    return `[facet 'enumeration'] The value '${value}' is not an element of the set {'${type.enumeration.join("', '")}'}.`;
  if (type.minInclusive !== undefined && compareValues(type.base, value, type.minInclusive) < 0)
    return `[facet 'minInclusive'] The value '${value}' is less than the minimum value allowed ('${type.minInclusive}').`;
  if (type.maxInclusive !== undefined && compareValues(type.base, value, type.maxInclusive) > 0)
    return `[facet 'maxInclusive'] The value '${value}' is greater than the maximum value allowed ('${type.maxInclusive}').`;
  return null;
}

class Checker {
  readonly errors: string[] = [];

  constructor(private readonly schema: SchemaRules) {}

  private fail(node: XmlNode, message: string) {
    this.errors.push(`Element '${node.name}': ${message}`);
  }

  /** Attributes other than namespace declarations (and xsi's locations) are not allowed. */
  private attributes(node: XmlNode) {
    for (const { name, namespace } of node.attributes) {
      if (namespace === XMLNS) continue;
      const local = name.slice(name.indexOf(':') + 1);
      if (namespace === XSI && (local === 'schemaLocation' || local === 'noNamespaceSchemaLocation'))
        continue;
      this.fail(node, `The attribute '${name}' is not allowed.`);
    }
  }

  element(rule: ElementRule, node: XmlNode) {
    this.attributes(node);
    const { type } = rule;
    if (type.kind === 'any') {
      this.lax(node);
      return;
    }
    if (type.kind === 'simple') {
      if (elementsOf(node).length) {
        this.fail(node, 'Element content is not allowed, because the type definition is simple.');
        return;
      }
      const error = valueError(type, textOf(node));
      if (error) this.fail(node, error);
      return;
    }
    if (textOf(node).trim()) {
      this.fail(
        node,
        "Character content other than whitespace is not allowed because the content type is 'element-only'.",
      );
      return;
    }
    this.sequence(node, type.sequence, elementsOf(node));
  }

  /** Inside an element of any content: declared elements are checked, the rest is free. */
  private lax(node: XmlNode) {
    for (const child of elementsOf(node)) {
      const rule = this.schema.roots.find((r) => matches(r, child));
      if (rule) this.element(rule, child);
      else this.lax(child);
    }
  }

  /** The children against the sequence, in order; the first misfit is reported and ends the check. */
  private sequence(parent: XmlNode, particles: readonly Particle[], children: XmlNode[]) {
    let at = 0;
    /** What may come at `at`: the optional particles passed since the last element read. */
    let open: ElementRule[] = [];
    for (const particle of particles) {
      let count = 0;
      while (count < particle.max && at < children.length) {
        const child = children[at]!;
        const rule = firsts(particle).find((r) => matches(r, child));
        if (!rule) break;
        this.element(rule, child);
        at++;
        count++;
      }
      if (count > 0) open = [];
      if (count < particle.min) {
        const wanted = [...open, ...firsts(particle)];
        if (at < children.length)
          this.fail(children[at]!, `This element is not expected. ${expected(wanted)}`);
        else this.fail(parent, `Missing child element(s). ${expected(wanted)}`);
        return;
      }
      if (count < particle.max) open.push(...firsts(particle));
    }
    if (at < children.length) {
      const rest = open.length ? ` ${expected(open)}` : '';
      this.fail(children[at]!, `This element is not expected.${rest}`);
    }
  }
}

/** What is wrong with `xml` against the schema; empty when it is valid. */
export function checkXml(schema: SchemaRules, xml: string): string[] {
  let root: XmlNode;
  try {
    root = readXmlTree(xml);
  } catch (error) {
    return [(error as Error).message];
  }
  const rule = schema.roots.find((r) => matches(r, root));
  if (!rule)
    return [`Element '${root.name}': No matching global declaration available for the validation root.`];
  const checker = new Checker(schema);
  checker.element(rule, root);
  return checker.errors;
}
