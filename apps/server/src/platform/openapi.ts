import {
  API_BASE,
  ApiStatus,
  FILE_BODY_TYPES,
  FORBIDDEN_MESSAGE,
  isFileCall,
  type CallAccess,
  type CallDeclaration,
  type CallEncoding,
  type JsonCall,
} from '@ota/contract';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const MEDIA_TYPES: Record<Exclude<CallEncoding, 'query'>, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  'query-or-form': 'application/x-www-form-urlencoded',
  file: FILE_BODY_TYPES.csv,
};

const FILE_MEDIA_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
} as const;

/** The prose of the calls (modules/api-docs/notes): per domain its title and rules, per call its notes. */
export interface ApiNotes {
  /** The rules every call follows (envelope, encodings, values, exports). */
  rules: string;
  domains: Record<string, { title: string; about: string; calls: Record<string, string> }>;
}

/** The access in words, for the operation's description and docs/api.md. */
export function accessText(access: CallAccess): string {
  if (access === 'public') return 'public (no session)';
  if (access === 'signedIn') return 'any signed-in user';
  return access.anyOf.join(' or ');
}

const permissionsOf = (access: CallAccess): string[] => (typeof access === 'string' ? [] : [...access.anyOf]);

/**
 * A zod schema as JSON Schema 2020-12, the dialect of OpenAPI 3.1. Inputs are described as the caller
 * writes them (before defaults); a field read through a preprocess step shows the type it ends as.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

/** The envelope of every JSON answer (DESIGN section 3), success with `data` as `answer` says. */
function envelope(status: JsonSchema, data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    // The message is answered in the request's language (decision 0033).
    properties: { status, message: { type: 'string' }, data },
    required: ['status', 'message', 'data'],
    additionalProperties: false,
  };
}

const REFUSAL = {
  description:
    'A refusal: status 400 (a rule or the input; the message names the field) or 500 (unexpected, with the request id); nothing was written',
  ...envelope({ type: 'integer', enum: [ApiStatus.BAD_REQUEST, ApiStatus.SERVER_ERROR] }, { type: 'null' }),
};

const ENCODING_TEXT: Record<CallEncoding, string> = {
  query: 'query string',
  json: 'JSON body',
  form: 'form body',
  'query-or-form': 'query string or form body',
  file: 'the file as the body (text/csv or .xlsx), its fields in the query string',
};

function queryParameters(input: JsonSchema): JsonSchema[] {
  return Object.entries((input.properties ?? {}) as Record<string, JsonSchema>).map(([field, schema]) => ({
    name: field,
    in: 'query',
    required: ((input.required ?? []) as string[]).includes(field),
    schema,
  }));
}

function requestOf(call: CallDeclaration, input: JsonSchema): JsonSchema {
  if (call.encoding === 'query') return { parameters: queryParameters(input) };
  if (call.encoding === 'file') {
    const file = Object.fromEntries(
      Object.values(FILE_BODY_TYPES).map((type) => [
        type,
        { schema: { type: 'string', contentMediaType: type } },
      ]),
    );
    return { parameters: queryParameters(input), requestBody: { required: true, content: file } };
  }
  const body = { content: { [MEDIA_TYPES[call.encoding]]: { schema: input } } };
  if (call.encoding === 'query-or-form') {
    // The same fields in either place; the body's value wins.
    const parameters = queryParameters({ ...input, required: [] });
    return { parameters, requestBody: { required: false, ...body } };
  }
  return { requestBody: { required: true, ...body } };
}

function successOf(call: CallDeclaration): JsonSchema {
  if (isFileCall(call)) {
    return {
      description: `The ${call.answer.file} file (empty when nothing is in the range), or a refusal as the JSON envelope`,
      content: {
        [FILE_MEDIA_TYPES[call.answer.file]]: {
          schema: { type: 'string', contentMediaType: FILE_MEDIA_TYPES[call.answer.file] },
        },
        'application/json': { schema: { $ref: '#/components/schemas/Refusal' } },
      },
    };
  }
  return {
    description: 'The envelope: status 200 with data, or a refusal',
    content: {
      'application/json': {
        schema: {
          oneOf: [
            envelope(
              { type: 'integer', const: ApiStatus.OK },
              jsonSchema((call as JsonCall).answer, 'output'),
            ),
            { $ref: '#/components/schemas/Refusal' },
          ],
        },
      },
    },
  };
}

function operation(
  domain: string,
  name: string,
  call: CallDeclaration,
  notes: string | undefined,
): JsonSchema {
  const input = jsonSchema(call.input, 'input');
  const head = `Access: ${accessText(call.access)}. Input: ${ENCODING_TEXT[call.encoding]}.`;
  return {
    operationId: `${domain}.${name}`,
    tags: [domain],
    summary: call.summary,
    description: notes ? `${head}\n\n${notes}` : head,
    'x-access': typeof call.access === 'string' ? call.access : 'anyOf',
    'x-permissions': permissionsOf(call.access),
    'x-encoding': call.encoding,
    ...(call.writes ? { 'x-writes': true } : {}),
    ...(call.tokenInQuery ? { 'x-token-in-query': true } : {}),
    ...requestOf(call, input),
    ...(call.access === 'public' ? { security: [] } : {}),
    responses: { '200': successOf(call), '403': { $ref: '#/components/responses/Forbidden' } },
  };
}

/**
 * The OpenAPI 3.1 document of the declared calls (decision 0043), served at /prod-api/openapi.json to
 * signed-in users. Paths are below the server URL /prod-api, as the declarations and the spec name them.
 */
export function openApiDocument(
  groups: Readonly<Record<string, Readonly<Record<string, CallDeclaration>>>>,
  notes: ApiNotes = { rules: '', domains: {} },
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [domain, calls] of Object.entries(groups)) {
    for (const [name, call] of Object.entries(calls)) {
      const said = notes.domains[domain]?.calls[`${call.method} ${call.path}`];
      paths[call.path] = {
        ...paths[call.path],
        [call.method.toLowerCase()]: operation(domain, name, call, said),
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'OTA Console API',
      version: '1',
      description:
        notes.rules ||
        'The calls declared in the contract package (packages/contract/src/calls). Every JSON answer is the envelope { status, message, data } with HTTP 200; no session or a missing permission code is HTTP 403.',
    },
    servers: [{ url: API_BASE }],
    tags: Object.keys(groups).map((domain) => ({
      name: domain,
      ...(notes.domains[domain]
        ? { 'x-displayName': notes.domains[domain].title, description: notes.domains[domain].about }
        : {}),
    })),
    security: [{ token: [] }],
    paths,
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'X-Token', description: 'The token of POST /login' },
      },
      schemas: { Refusal: REFUSAL },
      responses: {
        Forbidden: {
          description: `No session, an expired one, or none of the permission codes ("${FORBIDDEN_MESSAGE}")`,
          content: {
            'application/json': {
              schema: envelope({ type: 'integer', const: ApiStatus.FORBIDDEN }, { type: 'null' }),
            },
          },
        },
      },
    },
  };
}
