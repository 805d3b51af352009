// The server's 400 answer (docs/api.md: `{ errors: { field: message } }`) as errors on the form's own fields.
import { ApiError } from '../api/client';

/** API field name to form field name, where the two differ; other names pass through unchanged. */
export type ServerFieldMap = Readonly<Record<string, string>>;

/** The field errors of a refused save, or undefined when the error is not a 400 naming fields. */
export function serverFieldErrors(error: unknown, fieldMap: ServerFieldMap = {}): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || error.failure.status !== 400) return undefined;
  const body = error.failure.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const source = (body as { errors?: unknown }).errors;
  if (typeof source !== 'object' || source === null) return undefined;
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(source as Record<string, unknown>)) {
    if (typeof message !== 'string') continue;
    errors[fieldMap[field] ?? field] = message;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
