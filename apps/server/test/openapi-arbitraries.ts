import fc from 'fast-check';

/** The part of an OpenAPI 3.1 (JSON Schema) document the arbitraries read. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** Text at the edges: empty, blanks, control and unstorable characters, markup, very long. */
const EDGE_STRINGS = [
  '',
  ' ',
  '\t\n',
  '0',
  '-1',
  'null',
  '\u0000',
  'a\ud800',
  '\udc00',
  '😀',
  "'; DROP TABLE patients; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  'x'.repeat(10_001),
];
const EDGE_NUMBERS = [0, -1, 1, 0.5, -0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_VALUE, 1e-300];

const isoDate = fc
  .date({ min: new Date('1800-01-01'), max: new Date('2200-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 60;
  const lengthEdges = [
    'x'.repeat(min),
    'x'.repeat(Math.min(max, 5000)),
    'x'.repeat(Math.min(max + 1, 10_001)),
    ...(min > 0 ? ['x'.repeat(min - 1)] : []),
  ];
  const shaped: fc.Arbitrary<string>[] = [];
  switch (schema.format) {
    case 'uuid':
      shaped.push(fc.uuid());
      break;
    case 'email':
      shaped.push(fc.emailAddress());
      break;
    case 'date':
      shaped.push(isoDate);
      break;
    case 'date-time':
      shaped.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
      break;
    case 'time':
      shaped.push(fc.tuple(fc.nat(26), fc.nat(61)).map(([h, m]) => `${h}:${String(m).padStart(2, '0')}`));
      break;
  }
  if (schema.pattern) {
    try {
      shaped.push(fc.stringMatching(new RegExp(schema.pattern)));
    } catch {
      // A pattern fast-check cannot read: the other generators still run.
    }
  }
  return fc.oneof(
    {
      arbitrary: fc.oneof(...(shaped.length ? shaped : [fc.string({ minLength: min, maxLength: max })])),
      weight: 4,
    },
    { arbitrary: fc.string({ maxLength: Math.min(max + 2, 200), unit: 'grapheme' }), weight: 2 },
    { arbitrary: fc.constantFrom(...EDGE_STRINGS, ...lengthEdges), weight: 2 },
  );
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum;
  const max = schema.maximum ?? schema.exclusiveMaximum;
  const edges = [min, max, min === undefined ? undefined : min - 1, max === undefined ? undefined : max + 1];
  const inRange = integer
    ? fc.integer({ min: Math.max(min ?? -1000, -(2 ** 31)), max: Math.min(max ?? 100_000, 2 ** 31) })
    : fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(
    { arbitrary: inRange, weight: 4 },
    { arbitrary: fc.constantFrom(...EDGE_NUMBERS, ...edges.filter((n) => n !== undefined)), weight: 2 },
  );
}

/**
 * Values for a JSON Schema: mostly of its shape (so requests get past validation and reach the
 * services), with boundary values (lengths and ranges at and just past their limits, edge text) and,
 * now and then, anything at all in place of a field.
 */
export function arbitraryOf(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const resolved = components[schema.$ref.replace('#/components/schemas/', '')];
    return resolved ? arbitraryOf(resolved, components, depth) : fc.jsonValue();
  }
  const of = (s: JsonSchema) => arbitraryOf(s, components, depth + 1);
  if (depth > 6) return fc.constant(null);
  let shaped: fc.Arbitrary<unknown>;
  if (schema.const !== undefined) shaped = fc.constant(schema.const);
  else if (schema.enum) shaped = fc.constantFrom(...schema.enum);
  else if (schema.anyOf ?? schema.oneOf) shaped = fc.oneof(...(schema.anyOf ?? schema.oneOf)!.map(of));
  else if (schema.allOf?.length) shaped = of(schema.allOf[0]!);
  else if (Array.isArray(schema.type))
    shaped = fc.oneof(...schema.type.map((type) => of({ ...schema, type })));
  else {
    switch (schema.type) {
      case 'string':
        shaped = stringOf(schema);
        break;
      case 'integer':
      case 'number':
        shaped = numberOf(schema, schema.type === 'integer');
        break;
      case 'boolean':
        shaped = fc.boolean();
        break;
      case 'null':
        shaped = fc.constant(null);
        break;
      case 'array':
        shaped = fc.array(schema.items ? of(schema.items) : fc.jsonValue(), {
          minLength: Math.min(schema.minItems ?? 0, 5),
          maxLength: Math.min(schema.maxItems ?? 4, 4),
        });
        break;
      case 'object': {
        const properties = schema.properties ?? {};
        const record = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, of(value)]));
        shaped = fc.record(record, {
          requiredKeys: (schema.required ?? []).filter((key) => key in properties),
        });
        break;
      }
      default:
        shaped = fc.jsonValue({ maxDepth: 2 });
    }
  }
  // Anything at all in place of the whole body or query value; fields keep their shape, or a request
  // would rarely get past validation.
  return depth === 0
    ? fc.oneof({ arbitrary: shaped, weight: 6 }, { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 })
    : shaped;
}
