import type { MockServer } from '../app';
import { signIn } from './harness';

/** A multipart form from [name, value, filename?] entries: a string is a field, a Blob a file. */
export const formOf = (entries: readonly (readonly [string, string | Blob, string?])[]): FormData => {
  const form = new FormData();
  for (const [name, value, filename] of entries) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, filename);
  }
  return form;
};

export interface FormAnswer<T> {
  status: number;
  body: T;
}

/** Signs in as `username` and returns a sender of multipart (or empty) requests with that session. */
export async function formClient(mock: MockServer, username: string) {
  const token = await signIn(mock.url, username);
  return async <T>(method: string, path: string, body?: FormData): Promise<FormAnswer<T>> => {
    const response = await fetch(`${mock.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      body,
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
}
