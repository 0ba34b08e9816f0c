/**
 * The message of a form field's error as react-admin's form validation hands it over: a translation key, or
 * `{message, args}` (a form-level `validate` wraps every key so), never shown as "[object Object]".
 */
export function fieldErrorMessage(error: unknown): { key: string; args?: Record<string, unknown> } | null {
  if (typeof error === 'string') return error === '' ? null : { key: error };
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message, args } = error as { message: unknown; args?: Record<string, unknown> };
    return typeof message === 'string' && message !== '' ? { key: message, args } : null;
  }
  return null;
}
