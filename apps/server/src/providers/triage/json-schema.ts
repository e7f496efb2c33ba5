import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * Keywords OpenAI's strict structured outputs do not accept (its "supported schemas" list has, for
 * strings, only `pattern` and `format`); the answer is validated with the zod schema afterwards, so
 * the lengths are still enforced.
 */
const UNSUPPORTED = new Set(['$schema', 'minLength', 'maxLength']);

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function strict(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strict);
  if (!isObject(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (!UNSUPPORTED.has(key)) out[key] = strict(value);
  }
  // zod writes `.nullable()` as anyOf [T, null]; strict mode reads `type: [T, 'null']` more simply.
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2 && anyOf.every(isObject)) {
    const other = anyOf.find((branch) => branch.type !== 'null');
    const nullable = anyOf.some((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    if (nullable && other && typeof other.type === 'string') {
      delete out.anyOf;
      Object.assign(out, other, { type: [other.type, 'null'] });
    }
  }
  if (out.type === 'object') {
    const keys = Object.keys(isObject(out.properties) ? out.properties : {});
    const required = Array.isArray(out.required) ? out.required : [];
    if (out.additionalProperties !== false || keys.some((key) => !required.includes(key))) {
      throw new Error('Strict structured outputs need every property required and no additional ones');
    }
  }
  return out;
}

/**
 * The JSON schema of a zod object in the shape OpenAI's `response_format: { type: 'json_schema',
 * strict: true }` requires: every property required, `additionalProperties: false`, a nullable value
 * as `type: [T, 'null']`, and no keyword it rejects. Throws if the zod schema cannot be expressed so
 * (an optional property, say), rather than sending a schema the API would refuse.
 */
export function strictJsonSchema(schema: z.ZodObject): JsonSchema {
  return strict(z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output' })) as JsonSchema;
}
