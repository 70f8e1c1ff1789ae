// §7 X-METADATA-CAPTURE: JSON describing the browser, checked against the
// contract's MetadataCapture after parsing. §9: user agents are cut at 500
// characters — a longer one is cut here rather than refused.
import { MetadataCapture } from '@portal/contract';
import { userAgentMaxLength } from '@portal/core';
import { Compile } from 'typebox/compile';
import { HttpError } from '../../lib/http-error.ts';

const checkMetadata = Compile(MetadataCapture);

export const metadataMessages = {
  notJson: 'The X-METADATA-CAPTURE header must be a JSON object.',
  invalid: (detail: string) => `The X-METADATA-CAPTURE header is not valid: ${detail}.`,
} as const;

export function parseMetadataCapture(header: string): MetadataCapture {
  let value: unknown;
  try {
    value = JSON.parse(header);
  } catch {
    throw new HttpError(400, metadataMessages.notJson);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new HttpError(400, metadataMessages.notJson);
  const metadata = { ...(value as Record<string, unknown>) };
  if (typeof metadata.userAgent === 'string') metadata.userAgent = metadata.userAgent.slice(0, userAgentMaxLength);
  if (!checkMetadata.Check(metadata)) {
    const [first] = checkMetadata.Errors(metadata);
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    throw new HttpError(400, metadataMessages.invalid(`${field ? `"${field}" ` : ''}${first?.message ?? 'unexpected value'}`));
  }
  return metadata;
}
