import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** Turns a success envelope into its JSON text. */
export type EnvelopeSerializer = (envelope: unknown) => string;

const PRIMITIVES = new Set(['string', 'number', 'boolean', 'null']);
const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isPrimitive = (schema: JsonSchema) =>
  typeof schema.type === 'string' && PRIMITIVES.has(schema.type) && schema.anyOf === undefined;

/**
 * Only what the serializer needs, in the shapes it writes without a validator:
 * - an integer is written as a number: fast-json-stringify would truncate a fraction, JSON.stringify
 *   writes it as it is;
 * - `const` goes (the serializer would write the constant whatever the value), as do the checks it
 *   does not read (pattern, bounds, enum);
 * - `anyOf` of a schema and null becomes the schema with `nullable`, and `anyOf` of plain values one
 *   list of types: either way a type test, where anyOf would run a validator on every value.
 * Other unions stay anyOf: written right, only slower.
 */
export function serializerSchema(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, const: constant, pattern: _p, enum: _e, ...rest } = schema;
  const out: JsonSchema = { ...rest };
  for (const bound of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']) delete out[bound];
  if (out.type === 'integer') out.type = 'number';
  if (out.type === undefined && constant !== undefined && constant !== null) out.type = typeof constant;
  if (isSchema(out.items)) out.items = serializerSchema(out.items);
  if (isSchema(out.additionalProperties))
    out.additionalProperties = serializerSchema(out.additionalProperties);
  if (isSchema(out.properties)) {
    out.properties = Object.fromEntries(
      Object.entries(out.properties).map(([name, field]) => [name, serializerSchema(field as JsonSchema)]),
    );
  }
  return Array.isArray(out.anyOf) ? simplifiedUnion(out, out.anyOf as JsonSchema[]) : out;
}

function simplifiedUnion(schema: JsonSchema, given: JsonSchema[]): JsonSchema {
  const { anyOf: _anyOf, ...rest } = schema;
  const options = given.map(serializerSchema);
  if (options.every(isPrimitive)) {
    const types = [...new Set(options.map((option) => option.type as string))];
    return { ...rest, type: types.length === 1 ? types[0] : types };
  }
  const others = options.filter((option) => option.type !== 'null');
  if (others.length === 1 && others.length < options.length) return { ...rest, ...others[0], nullable: true };
  // The validator picks the option: each keeps its checks (a constant tells the options apart).
  return { ...rest, anyOf: given };
}

/** The success envelope of `answer` (DESIGN section 3), as the serializer reads it. */
function envelopeSchema(answer: z.ZodType): JsonSchema {
  return {
    type: 'object',
    properties: {
      status: { type: 'number' },
      message: { type: 'string' },
      data: serializerSchema(z.toJSONSchema(answer, { io: 'output' }) as JsonSchema),
    },
    required: ['status', 'message', 'data'],
  };
}

/**
 * The success envelope of a declared call serialised from its answer schema (issue 22 point 6):
 * compiled once when the route is registered, it writes the fields the schema names in its order and
 * nothing else. An answer it cannot write (a required field missing) is written by JSON.stringify and
 * reported, so a drift between schema and service is never a 500; the calls tests check every answer
 * against its schema on both engines. A schema that cannot be compiled keeps JSON.stringify.
 */
export function envelopeSerializer(answer: z.ZodType, onDrift: (error: unknown) => void): EnvelopeSerializer {
  let compiled: (envelope: unknown) => string;
  try {
    compiled = fastJson(envelopeSchema(answer));
  } catch {
    return JSON.stringify;
  }
  return (envelope) => {
    try {
      return compiled(envelope);
    } catch (error) {
      onDrift(error);
      return JSON.stringify(envelope);
    }
  };
}
