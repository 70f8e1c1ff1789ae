// A request for one contract call, as plain parts, and how it goes through
// app.inject(): JSON bodies as JSON, the upload's fields and files as the
// multipart form a browser sends.
import { callConsumes, callPath, type ApiCall } from '@portal/contract';
import { callSamples } from '@portal/contract/samples';
import type { InjectOptions } from 'fastify';
import { samplePdf } from '../support/uploads/sample-files.ts';
import { uploadForm, type FormFile } from '../support/uploads/upload-form.ts';

export type FieldValue = string | number | boolean;

export interface CallRequest {
  readonly params: Record<string, FieldValue>;
  readonly query?: Record<string, FieldValue>;
  readonly headers?: Record<string, string>;
  /** JSON body, or the text fields of a multipart call. */
  readonly body?: unknown;
  /** Files of a multipart call (default: one small PDF receipt). */
  readonly files?: readonly FormFile[];
}

/** The contract's realistic sample request of `call` (a fresh copy). */
export function sampleRequest(call: ApiCall): CallRequest {
  const sample = structuredClone(callSamples[call.id]) as {
    params?: Record<string, FieldValue>;
    querystring?: Record<string, FieldValue>;
    headers?: Record<string, string>;
    body?: unknown;
  };
  return { params: sample.params ?? {}, query: sample.querystring, headers: sample.headers, body: sample.body };
}

export const receiptFile: FormFile = { name: 'receipt.pdf', bytes: samplePdf(), declaredType: 'application/pdf' };

function queryString(query: Record<string, FieldValue> | undefined): string {
  if (!query || Object.keys(query).length === 0) return '';
  return `?${new URLSearchParams(Object.entries(query).map(([name, value]): [string, string] => [name, String(value)])).toString()}`;
}

/** The app.inject() options of `request` for `call`, with `authorization` when given. */
export async function injectOptionsOf(call: ApiCall, request: CallRequest, authorization?: string): Promise<InjectOptions> {
  const headers: Record<string, string> = { ...request.headers, ...(authorization ? { authorization } : {}) };
  const params = Object.fromEntries(Object.entries(request.params).map(([name, value]) => [name, String(value)]));
  const url = `${callPath(call.path, params)}${queryString(request.query)}`;
  const method = call.method;
  if (request.body === undefined) return { method, url, headers };
  if (callConsumes(call) === 'multipart/form-data') {
    const fields = Object.fromEntries(Object.entries(request.body as Record<string, FieldValue>).map(([name, value]) => [name, String(value)]));
    const form = await uploadForm(fields, request.files ?? [receiptFile]);
    return { method, url, headers: { ...headers, ...form.headers }, payload: form.payload };
  }
  return { method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(request.body) };
}
