// The OpenAPI 3.1 document of the API, generated from the call definitions
// (ARCHITECTURE: one source, no hand-kept copies). Pure: no server imports;
// the server serves the result at /api/docs.
import type { TSchema } from 'typebox';
import { callAuth, callConsumes, callProduces, type CallDefinition } from './call.ts';
import type {
  JsonSchema,
  OpenApiDocument,
  OpenApiMethod,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiPathItem,
  OpenApiRequestBody,
  OpenApiResponse,
} from './openapi-document.ts';
import { apiCalls } from './registry.ts';

export interface OpenApiOptions {
  readonly title: string;
  readonly version: string;
  /** Base address the calls are made against, e.g. `https://members.example.com`. */
  readonly serverUrl?: string;
  readonly description?: string;
}

type Schema = JsonSchema;
type Parameter = OpenApiParameter;
type ParameterLocation = 'path' | 'query' | 'header';

interface ObjectSchemaParts {
  properties?: Record<string, Record<string, unknown>>;
  required?: string[];
}

const bearerScheme = 'memberBearer';
const dceBearerScheme = 'dceBearer';

const reasonPhrases: Readonly<Record<number, string>> = {
  200: 'OK',
  400: 'Bad Request: the input does not match the schema',
  401: 'Unauthorized: no valid access token',
  403: 'Forbidden: the resource is not the member’s',
  404: 'Not Found',
  406: 'Not Acceptable: the password breaks the password policy (errors lists the rules)',
  409: 'Conflict: the idempotency key was used for a different request, a step was taken out of order, or the account already exists',
  410: 'Gone: the registration is unknown or expired',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests: try again after Retry-After seconds',
};

/** `/api/:subsidiary/members/claims/:claimNumber` → `/api/{subsidiary}/members/claims/{claimNumber}`. */
export function toOpenApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

/** A plain, unshared copy of a TypeBox schema (TypeBox 1.x schemas are plain JSON Schema). */
function embed(schema: TSchema | Record<string, unknown>): Schema {
  return JSON.parse(JSON.stringify(schema)) as Schema;
}

function objectParts(schema: TSchema | undefined): Required<ObjectSchemaParts> {
  const parts = (schema ?? {}) as ObjectSchemaParts;
  return { properties: parts.properties ?? {}, required: parts.required ?? [] };
}

function parametersOf(schema: TSchema | undefined, location: ParameterLocation): Parameter[] {
  const { properties, required } = objectParts(schema);
  return Object.entries(properties).map(([name, property]) => {
    const { description, contentMediaType, contentSchema, ...rest } = property;
    const parameter: Parameter = {
      name,
      in: location,
      required: location === 'path' || required.includes(name),
      ...(typeof description === 'string' ? { description } : {}),
    };
    // JSON carried in a header (X-METADATA-CAPTURE) is described by its content.
    if (typeof contentMediaType === 'string' && contentSchema !== undefined) {
      return { ...parameter, content: { [contentMediaType]: { schema: embed(contentSchema as TSchema) } } };
    }
    return { ...parameter, schema: embed(rest) };
  });
}

/** §6/§7: a CSR acting on a member sends the member token as header useToken. */
const useTokenHeader: Parameter = {
  name: 'useToken',
  in: 'header',
  required: false,
  description: 'CSR acting on a member (§6): the short-lived member token the CSR was issued',
  schema: { type: 'string' },
};

function requestBodyOf(call: CallDefinition): OpenApiRequestBody | undefined {
  if (!call.body) return undefined;
  if (callConsumes(call) === 'multipart/form-data') {
    const { properties, required } = objectParts(call.body);
    const upload = call.fileUpload;
    const fileProperties: Record<string, Schema> = upload
      ? {
          [upload.field]: {
            type: 'array',
            minItems: 1,
            maxItems: upload.maxFiles,
            items: { type: 'string', contentMediaType: 'application/octet-stream' },
            description: `${upload.maxFiles} files at most, ${upload.maxFileBytes} bytes each at most; types: ${upload.mediaTypes.join(', ')}`,
          },
        }
      : {};
    const schema: Schema = {
      ...embed(call.body),
      type: 'object',
      properties: { ...(embed(properties) as Record<string, Schema>), ...fileProperties },
      required: [...required, ...(upload ? [upload.field] : [])],
    };
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema,
          ...(upload ? { encoding: { [upload.field]: { contentType: upload.mediaTypes.join(', ') } } } : {}),
        },
      },
    };
  }
  return { required: true, content: { 'application/json': { schema: embed(call.body) } } };
}

function responsesOf(call: CallDefinition): Record<string, OpenApiResponse> {
  const produces = callProduces(call);
  return Object.fromEntries(
    Object.entries(call.response).map(([code, schema]) => {
      const status = Number(code);
      const mediaType = status === 200 ? produces : 'application/json';
      const response: OpenApiResponse = {
        description: reasonPhrases[status] ?? `HTTP ${status}`,
        content: { [mediaType]: { schema: embed(schema) } },
        ...(status === 200 && produces === 'application/pdf'
          ? {
              headers: {
                'Content-Disposition': {
                  description: 'attachment; file name with the date as MM-DD-YYYY (§9)',
                  schema: { type: 'string' },
                },
              },
            }
          : {}),
      };
      return [code, response];
    }),
  );
}

function operationOf(call: CallDefinition): OpenApiOperation {
  const auth = callAuth(call);
  const member = auth === 'member';
  // A CSR's search and access management use the staff account's own bearer token.
  const bearer = auth === 'member' || auth === 'csr' || auth === 'admin';
  const security = bearer ? [{ [bearerScheme]: [] }] : auth === 'dceToken' ? [{ [dceBearerScheme]: [] }] : [];
  const requestBody = requestBodyOf(call);
  return {
    operationId: call.id,
    summary: call.summary,
    ...(call.description ? { description: call.description } : {}),
    parameters: [
      ...parametersOf(call.params, 'path'),
      ...parametersOf(call.querystring, 'query'),
      ...parametersOf(call.headers, 'header'),
      ...(member ? [useTokenHeader] : []),
    ],
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(call),
    security,
  };
}

/** The OpenAPI 3.1 document of `calls` (every call of the API by default). */
export function buildOpenApiDocument(
  options: OpenApiOptions,
  calls: readonly CallDefinition[] = apiCalls,
): OpenApiDocument {
  const paths: Record<string, OpenApiPathItem> = {};
  for (const call of calls) {
    const path = toOpenApiPath(call.path);
    const method = call.method.toLowerCase() as OpenApiMethod;
    const item = (paths[path] ??= {});
    if (item[method]) throw new Error(`Two calls for ${call.method} ${call.path}`);
    item[method] = operationOf(call);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: options.title,
      version: options.version,
      ...(options.description ? { description: options.description } : {}),
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    paths,
    components: {
      securitySchemes: {
        [bearerScheme]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: "The member's access token (§7 Authorization: Bearer)",
        },
        [dceBearerScheme]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The dental cost estimator token of members/token/dce (§7), valid 5 minutes',
        },
      },
    },
  };
}
