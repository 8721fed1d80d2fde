import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** Turns a success envelope into its JSON text. */
export type EnvelopeSerializer = (envelope: { status: number; message: string; data: unknown }) => string;

/** A value the schema does not describe: the envelope is then written by JSON.stringify, as it is. */
export class Drift extends Error {}

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text JSON.stringify would escape: a quote, a backslash, a control character or a surrogate. */
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

const PLAIN_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null']);
const KIND_TESTS: Record<string, (value: string) => string> = {
  string: (value) => `typeof ${value} === 'string'`,
  number: (value) => `typeof ${value} === 'number'`,
  integer: (value) => `typeof ${value} === 'number'`,
  boolean: (value) => `typeof ${value} === 'boolean'`,
  null: (value) => `${value} === null`,
  array: (value) => `Array.isArray(${value})`,
  object: (value) => `(typeof ${value} === 'object' && ${value} !== null && !Array.isArray(${value}))`,
};

/** The type an option of a union has: its `type`, or the type of its constant. */
function optionType(option: JsonSchema): string | undefined {
  if (typeof option.type === 'string') return option.type;
  if (option.const === null) return 'null';
  return option.const === undefined ? undefined : typeof option.const;
}

/**
 * Writes the source of a serializer: statements that append the JSON of the expression `value` to
 * `json`, checking its type first (`drift` throws). Generated once per route, as fast-json-stringify
 * does, so writing an answer is plain string building; unlike it, nothing is ever coerced.
 */
class SourceWriter {
  private names = 0;

  name(prefix: string): string {
    this.names += 1;
    return `${prefix}${this.names}`;
  }

  value(schema: JsonSchema, value: string): string {
    if (Array.isArray(schema.anyOf)) return this.union(schema.anyOf as JsonSchema[], value);
    if (Array.isArray(schema.type))
      return this.union(
        (schema.type as string[]).map((type) => ({ ...schema, type })),
        value,
      );
    const type = optionType(schema);
    return type === undefined ? this.any(value) : this.typed(type, schema, value);
  }

  private check(test: string, expected: string, value: string): string {
    return `if (!(${test})) drift(${JSON.stringify(expected)}, ${value});\n`;
  }

  private typed(type: string, schema: JsonSchema, value: string): string {
    switch (type) {
      case 'string':
        return `${this.check(`typeof ${value} === 'string'`, 'a string', value)}json += NEEDS_ESCAPE.test(${value}) ? JSON.stringify(${value}) : '"' + ${value} + '"';\n`;
      case 'number':
      case 'integer':
        // As JSON.stringify: a finite number as String() writes it, NaN and Infinity as null.
        return `${this.check(`typeof ${value} === 'number'`, 'a number', value)}json += Number.isFinite(${value}) ? '' + ${value} : 'null';\n`;
      case 'boolean':
        return `${this.check(`typeof ${value} === 'boolean'`, 'a boolean', value)}json += ${value} ? 'true' : 'false';\n`;
      case 'null':
        return `${this.check(`${value} === null`, 'null', value)}json += 'null';\n`;
      case 'array':
        return this.array(schema, value);
      case 'object':
        return this.object(schema, value);
      default:
        return this.any(value);
    }
  }

  /** What the schema leaves open (unknown, any): written as JSON.stringify writes it. */
  private any(value: string): string {
    const text = this.name('text');
    return `const ${text} = JSON.stringify(${value});\n${this.check(`${text} !== undefined`, 'a JSON value', value)}json += ${text};\n`;
  }

  private array(schema: JsonSchema, value: string): string {
    const i = this.name('i');
    const item = this.name('item');
    const write = isSchema(schema.items) ? this.value(schema.items, item) : this.any(item);
    return `${this.check(`Array.isArray(${value})`, 'an array', value)}json += '[';
for (let ${i} = 0; ${i} < ${value}.length; ${i} += 1) {
  if (${i} > 0) json += ',';
  const ${item} = ${value}[${i}];
  ${write}}
json += ']';\n`;
  }

  /**
   * The named fields in the schema's order, a required one missing being a drift; a field the schema
   * does not name is left out, unless the schema types them (a record), when each is written by it.
   */
  private object(schema: JsonSchema, value: string): string {
    const required = new Set((schema.required ?? []) as string[]);
    const properties = isSchema(schema.properties) ? schema.properties : {};
    const first = this.name('first');
    let source = `${this.check(KIND_TESTS.object!(value), 'an object', value)}json += '{';\nlet ${first} = true;\n`;
    for (const [name, field] of Object.entries(properties)) {
      const item = this.name('field');
      const missing = required.has(name)
        ? ` else drift(${JSON.stringify(`the field ${name}`)}, undefined);`
        : '';
      source += `const ${item} = ${value}[${JSON.stringify(name)}];
if (${item} !== undefined) {
  json += (${first} ? '' : ',') + ${JSON.stringify(`${JSON.stringify(name)}:`)};
  ${first} = false;
  ${this.value(field as JsonSchema, item)}}${missing}\n`;
    }
    if (isSchema(schema.additionalProperties)) {
      const key = this.name('key');
      const item = this.name('field');
      const named = JSON.stringify(Object.keys(properties));
      source += `for (const ${key} of Object.keys(${value})) {
  const ${item} = ${value}[${key}];
  if (${item} === undefined || ${named}.includes(${key})) continue;
  json += (${first} ? '' : ',') + JSON.stringify(${key}) + ':';
  ${first} = false;
  ${this.value(schema.additionalProperties, item)}}\n`;
    }
    return `${source}json += '}';\n`;
  }

  /**
   * A union whose options differ in type (a value or null, a string or a number) is written by the
   * option of the value's type; two objects cannot be told apart without a validator, so such a value
   * is written as JSON.stringify writes it.
   */
  private union(options: JsonSchema[], value: string): string {
    const byType = new Map<string, JsonSchema>();
    for (const option of options) {
      const type = optionType(option);
      if (type === undefined || !(type in KIND_TESTS)) return this.any(value);
      if (byType.has(type) && !PLAIN_TYPES.has(type)) return this.any(value);
      byType.set(type, option);
    }
    const branches = [...byType].map(
      ([type, option]) => `if (${KIND_TESTS[type]!(value)}) {\n${this.typed(type, option, value)}}`,
    );
    const expected = JSON.stringify(`one of ${[...byType.keys()].join(', ')}`);
    return `${branches.join(' else ')} else drift(${expected}, ${value});\n`;
  }
}

const drift = (expected: string, value: unknown): never => {
  throw new Drift(`expected ${expected}, got ${value === null ? 'null' : typeof value}`);
};

/** The serializer of `data` from its schema: generated source, compiled once. */
function compile(schema: JsonSchema): (data: unknown) => string {
  const body = new SourceWriter().value(schema, 'data');
  // Our own source, made from a schema (fast-json-stringify compiles the same way).
  const make = new Function(
    'drift',
    'NEEDS_ESCAPE',
    `return (data) => {\nlet json = '';\n${body}return json;\n};`,
  );
  return make(drift, NEEDS_ESCAPE) as (data: unknown) => string;
}

/**
 * The success envelope of a declared call serialised from its answer schema (issue 22 point 6),
 * compiled once when the route is registered: it writes the fields the schema names, in its order, and
 * nothing else. A value that is not what the schema says (a field missing, null where the schema has
 * none, a number as text) is never coerced: the whole envelope is then written by JSON.stringify, as it
 * was before, and reported, so a drift between schema and service is neither a 500 nor a changed value.
 */
export function envelopeSerializer(answer: z.ZodType, onDrift: (error: Drift) => void): EnvelopeSerializer {
  const data = compile(z.toJSONSchema(answer, { io: 'output', unrepresentable: 'any' }) as JsonSchema);
  return (envelope) => {
    try {
      // The envelope's own fields are the server's (ok(), the localised message), never a drift.
      return `{"status":${envelope.status},"message":${JSON.stringify(envelope.message)},"data":${data(envelope.data)}}`;
    } catch (error) {
      if (!(error instanceof Drift)) throw error;
      onDrift(error);
      return JSON.stringify(envelope);
    }
  };
}
