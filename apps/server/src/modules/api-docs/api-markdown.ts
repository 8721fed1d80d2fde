type Schema = Record<string, unknown>;

interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  parameters?: { name: string; required: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: { '200': { content: Record<string, { schema: Schema }> } };
}

interface Document {
  info: { description: string };
  tags: { name: string; 'x-displayName'?: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const variants = (schema: Schema): Schema[] => (schema.anyOf ?? schema.oneOf ?? []) as Schema[];

/** A schema in a line, TypeScript-like: `{ id: integer, name: string | null, tags: [string] }`. */
export function shapeOf(schema: Schema, depth = 0): string {
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (variants(schema).length)
    return variants(schema)
      .map((part) => shapeOf(part, depth))
      .join(' | ');
  if (schema.type === 'array') return `[${shapeOf((schema.items ?? {}) as Schema, depth)}]`;
  if (schema.type === 'object' || schema.properties) {
    const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
    if (!properties.length) return schema.additionalProperties ? '{ [key]: … }' : '{}';
    if (depth >= 3) return '{ … }';
    const required = (schema.required ?? []) as string[];
    const fields = properties.map(
      ([name, field]) => `${name}${required.includes(name) ? '' : '?'}: ${shapeOf(field, depth + 1)}`,
    );
    return `{ ${fields.join(', ')} }`;
  }
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return typeof schema.type === 'string' ? schema.type : 'any';
}

/** What a field's schema asks, in short: `3 letters`, `≥ 0`, `1–64 characters`, a pattern, a default. */
function ruleOf(schema: Schema): string {
  const rules: string[] = [];
  const [min, max] = [schema.minLength, schema.maxLength].map((n) =>
    n === undefined ? undefined : String(n),
  );
  if (min !== undefined && max !== undefined)
    rules.push(min === max ? `${min} characters` : `${min}–${max} characters`);
  else if (max !== undefined) rules.push(`at most ${max} characters`);
  else if (min !== undefined) rules.push(`at least ${min} characters`);
  if (schema.minimum !== undefined) rules.push(`≥ ${String(schema.minimum)}`);
  if (schema.exclusiveMinimum !== undefined) rules.push(`> ${String(schema.exclusiveMinimum)}`);
  if (schema.maximum !== undefined) rules.push(`≤ ${String(schema.maximum)}`);
  if (schema.pattern !== undefined) rules.push(`pattern \`${String(schema.pattern)}\``);
  if (schema.format !== undefined) rules.push(String(schema.format));
  if (schema.default !== undefined) rules.push(`default ${JSON.stringify(schema.default)}`);
  if (typeof schema.description === 'string') rules.push(schema.description);
  return rules.join('; ');
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

function fieldRows(operation: Operation): string[] {
  const fields = operation.parameters?.length
    ? operation.parameters.map((parameter) => ({ ...parameter }))
    : Object.values(operation.requestBody?.content ?? {}).flatMap(({ schema }) => {
        const required = (schema.required ?? []) as string[];
        return Object.entries((schema.properties ?? {}) as Record<string, Schema>).map(([name, field]) => ({
          name,
          required: required.includes(name),
          schema: field,
        }));
      });
  if (!fields.length) return ['Input: none.'];
  return [
    '| field | type | required | rule |',
    '| --- | --- | --- | --- |',
    ...fields.map(
      (field) =>
        `| \`${field.name}\` | ${cell(shapeOf(field.schema, 2))} | ${field.required ? 'yes' : 'no'} | ${cell(ruleOf(field.schema))} |`,
    ),
  ];
}

function answerLine(operation: Operation): string {
  const content = operation.responses['200'].content;
  const file = Object.keys(content).find((type) => type !== 'application/json');
  if (file) return `Answer: a file (\`${file}\`); an empty body when nothing is in the range.`;
  const success = (content['application/json']?.schema.oneOf as Schema[] | undefined)?.[0];
  const data = (success?.properties as Record<string, Schema> | undefined)?.data ?? {};
  return `Answer \`data\`: \`${shapeOf(data)}\``;
}

function callSection(method: string, path: string, operation: Operation): string[] {
  const [head = '', ...notes] = operation.description.split('\n\n');
  return [
    `### ${method.toUpperCase()} ${path}`,
    '',
    `${operation.summary}. ${head}`,
    '',
    ...fieldRows(operation),
    '',
    answerLine(operation),
    ...(notes.length ? ['', notes.join('\n\n')] : []),
    '',
  ];
}

/** docs/api.md from the OpenAPI document: the rules, then per domain its notes and each call. */
export function apiMarkdown(document: Document): string {
  const lines = ['# API', '', document.info.description, '', '---', ''];
  for (const tag of document.tags) {
    lines.push(`## ${tag['x-displayName'] ?? tag.name}`, '');
    if (tag.description) lines.push(tag.description, '');
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (operation.tags[0] === tag.name) lines.push(...callSection(method, path, operation));
      }
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
