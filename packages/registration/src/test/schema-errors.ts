import type { AnyObjectSchema } from 'yup';

/** The message a form shows under each field: the first failing rule per field, as formik keeps it. */
export function schemaErrors(schema: AnyObjectSchema, values: object): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] };
    const errors: Record<string, string> = {};
    for (const { path, message } of inner) errors[path] ??= message;
    return errors;
  }
}
