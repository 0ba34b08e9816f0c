import type { MockServer } from '../app';
import { signIn } from './harness';

/** Content items as the library's form sends them, and a contributor's calls, for the content library tests. */

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A session on a fresh mock server (`start` of the file's mockServers()) as `username`, and its calls. */
export function contentSessions(start: () => Promise<MockServer>) {
  return async (username = 'contributor') => {
    const mock = await start();
    const token = await signIn(mock.url, username);
    const send = async <T>(method: string, path: string, form?: FormData) => {
      const response = await fetch(`${mock.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    };
    return { mock, token, send };
  };
}

export const itemForm = (entries: [string, string | Blob, string?][]) => {
  const form = new FormData();
  for (const [name, value, filename] of entries) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, filename);
  }
  return form;
};

export const imageItem = () =>
  itemForm([
    ['name', 'Lobby poster'],
    ['type', 'IMG'],
    ['defaultLanguage', 'en'],
    ['icon', new Blob([PNG], { type: 'image/png' }), 'icon.png'],
    ['languages[]', 'en'],
    ['labels[]', 'Poster'],
    ['resources[]', new Blob([PNG], { type: 'image/png' }), 'poster.png'],
    ['languages[]', 'fr'],
    ['labels[]', 'Affiche'],
    ['resources[]', 'https://media.example/affiche.png'],
  ]);
