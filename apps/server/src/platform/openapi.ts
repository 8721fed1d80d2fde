import {
  API_BASE,
  ApiStatus,
  FORBIDDEN_MESSAGE,
  type CallDeclaration,
  type CallEncoding,
} from '@ota/contract';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const MEDIA_TYPES: Record<Exclude<CallEncoding, 'query'>, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
};

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

function operation(domain: string, name: string, call: CallDeclaration): JsonSchema {
  const input = jsonSchema(call.input, 'input');
  const codes = call.access.anyOf.join(', ');
  const request: JsonSchema =
    call.encoding === 'query'
      ? {
          parameters: Object.entries((input.properties ?? {}) as Record<string, JsonSchema>).map(
            ([field, schema]) => ({
              name: field,
              in: 'query',
              required: ((input.required ?? []) as string[]).includes(field),
              schema,
            }),
          ),
        }
      : { requestBody: { required: true, content: { [MEDIA_TYPES[call.encoding]]: { schema: input } } } };
  return {
    operationId: `${domain}.${name}`,
    tags: [domain],
    summary: call.summary,
    description: `Permission: any of ${codes}. Input: ${call.encoding === 'query' ? 'query string' : MEDIA_TYPES[call.encoding]}.`,
    'x-permissions': [...call.access.anyOf],
    'x-encoding': call.encoding,
    ...(call.writes ? { 'x-writes': true } : {}),
    ...request,
    responses: {
      '200': {
        description: 'The envelope: status 200 with data, or a refusal',
        content: {
          'application/json': {
            schema: {
              oneOf: [
                envelope({ type: 'integer', const: ApiStatus.OK }, jsonSchema(call.answer, 'output')),
                { $ref: '#/components/schemas/Refusal' },
              ],
            },
          },
        },
      },
      '403': { $ref: '#/components/responses/Forbidden' },
    },
  };
}

/**
 * The OpenAPI 3.1 document of the declared calls (decision 0043), served at /prod-api/openapi.json to
 * signed-in users. Paths are below the server URL /prod-api, as the declarations and the spec name them.
 */
export function openApiDocument(
  groups: Readonly<Record<string, Readonly<Record<string, CallDeclaration>>>>,
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [domain, calls] of Object.entries(groups)) {
    for (const [name, call] of Object.entries(calls)) {
      paths[call.path] = { ...paths[call.path], [call.method.toLowerCase()]: operation(domain, name, call) };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'OTA Console API',
      version: '1',
      description:
        'The calls declared in the contract package (packages/contract/src/calls). Every JSON answer is the envelope { status, message, data } with HTTP 200; no session or a missing permission code is HTTP 403.',
    },
    servers: [{ url: API_BASE }],
    tags: Object.keys(groups).map((domain) => ({ name: domain })),
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
