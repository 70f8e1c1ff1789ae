// The parts of an OpenAPI 3.1 document that buildOpenApiDocument writes.
// Schemas are JSON Schema 2020-12 objects, embedded (no $ref).

export type JsonSchema = Record<string, unknown>;

export interface OpenApiMediaType {
  schema: JsonSchema;
  encoding?: Record<string, { contentType: string }>;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  /** Either a schema, or (for JSON carried in a header) a content map. */
  schema?: JsonSchema;
  content?: Record<string, OpenApiMediaType>;
}

export interface OpenApiRequestBody {
  required: boolean;
  content: Record<string, OpenApiMediaType>;
}

export interface OpenApiResponse {
  description: string;
  content: Record<string, OpenApiMediaType>;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  parameters: OpenApiParameter[];
  requestBody?: OpenApiRequestBody;
  responses: Record<string, OpenApiResponse>;
  /** `[]` for a public call; the bearer scheme for a member call. */
  security: Array<Record<string, string[]>>;
}

export type OpenApiMethod = 'get' | 'post' | 'put' | 'delete';
export type OpenApiPathItem = Partial<Record<OpenApiMethod, OpenApiOperation>>;

export interface OpenApiSecurityScheme {
  type: 'http';
  scheme: 'bearer';
  bearerFormat?: string;
  description?: string;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  servers?: Array<{ url: string }>;
  paths: Record<string, OpenApiPathItem>;
  components: { securitySchemes: Record<string, OpenApiSecurityScheme> };
}
