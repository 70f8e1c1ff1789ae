// A JSON Schema written out as nested HTML lists a person can read: each
// property with its type, whether it is required, its constraints and its
// description (the wire names of §3 stay exactly as the contract gives them).
import type { JsonSchema } from '@portal/contract';
import { escapeHtml } from '../../lib/escape-html.ts';

const constraintNames: ReadonlyArray<readonly [keyword: string, label: string]> = [
  ['format', 'format'],
  ['pattern', 'pattern'],
  ['minLength', 'min length'],
  ['maxLength', 'max length'],
  ['minimum', 'min'],
  ['maximum', 'max'],
  ['minItems', 'min items'],
  ['maxItems', 'max items'],
  ['default', 'default'],
  ['contentMediaType', 'content'],
];

const asSchema = (value: unknown): JsonSchema | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonSchema) : undefined;

const code = (value: unknown) => `<code>${escapeHtml(typeof value === 'string' ? value : JSON.stringify(value))}</code>`;

/** "string", "integer", "array of object", "one of …" — the type in a few words. */
export function typeLabel(schema: JsonSchema): string {
  if (schema.const !== undefined) return `constant ${code(schema.const)}`;
  if (Array.isArray(schema.enum)) return `${escapeHtml(String(schema.type ?? 'value'))}: one of ${schema.enum.map(code).join(', ')}`;
  for (const combiner of ['anyOf', 'oneOf'] as const) {
    const options = schema[combiner];
    if (Array.isArray(options)) return `one of: ${options.map((option) => typeLabel(asSchema(option) ?? {})).join(' | ')}`;
  }
  if (schema.type === 'array') {
    const items = asSchema(schema.items);
    return `array of ${items ? typeLabel(items) : 'values'}`;
  }
  if (Array.isArray(schema.type)) return escapeHtml(schema.type.join(' or '));
  return escapeHtml(String(schema.type ?? 'any'));
}

function constraintsOf(schema: JsonSchema): string {
  const parts = constraintNames
    .filter(([keyword]) => schema[keyword] !== undefined)
    .map(([keyword, label]) => `${label} ${code(schema[keyword])}`);
  if (schema.additionalProperties === false) parts.push('no other fields');
  return parts.length ? ` <span class="constraints">(${parts.join('; ')})</span>` : '';
}

function descriptionOf(schema: JsonSchema): string {
  return typeof schema.description === 'string' ? ` — ${escapeHtml(schema.description)}` : '';
}

/** The fields of an object schema, or of an array's items; '' when there are none. */
function nestedFields(schema: JsonSchema, depth: number): string {
  if (depth > 12) return '';
  const target = schema.type === 'array' ? asSchema(schema.items) : schema;
  const properties = asSchema(target?.properties);
  const parts: string[] = [];
  if (target && properties) {
    const required = Array.isArray(target.required) ? (target.required as unknown[]) : [];
    parts.push(
      ...Object.entries(properties).map(([name, value]) => {
        const property = asSchema(value) ?? {};
        const flag = required.includes(name) ? '<span class="required">required</span>' : '<span class="optional">optional</span>';
        return `<li><code class="field">${escapeHtml(name)}</code> ${flag} <span class="type">${typeLabel(property)}</span>${constraintsOf(property)}${descriptionOf(property)}${nestedFields(property, depth + 1)}</li>`;
      }),
    );
  }
  for (const combiner of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = target?.[combiner];
    if (!Array.isArray(options)) continue;
    parts.push(
      ...options.map((option, index) => {
        const variant = asSchema(option) ?? {};
        return `<li>${combiner === 'allOf' ? 'and' : `option ${index + 1}`}: <span class="type">${typeLabel(variant)}</span>${constraintsOf(variant)}${descriptionOf(variant)}${nestedFields(variant, depth + 1)}</li>`;
      }),
    );
  }
  return parts.length ? `<ul class="fields">${parts.join('')}</ul>` : '';
}

/** One schema: its type line, then its fields. */
export function schemaHtml(schema: JsonSchema): string {
  return `<div class="schema"><p><span class="type">${typeLabel(schema)}</span>${constraintsOf(schema)}${descriptionOf(schema)}</p>${nestedFields(schema, 0)}</div>`;
}
