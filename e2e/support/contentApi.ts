import { DEMO_PASSWORD } from './journey';

/** Calls the mock as a demo account of acme, for set-up and checks beside what the browser does. */
export function contentApi(mockUrl: string, fingerprint = 'journey-content') {
  const tokenOf = async (username: string): Promise<string> => {
    const login = await fetch(`${mockUrl}/rest/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: DEMO_PASSWORD, fingerprint }),
    });
    return ((await login.json()) as { accessToken: string }).accessToken;
  };

  /** One call as `username`; answers the envelope's result, or the plain JSON of a platform route. */
  const asUser = async <T>(username: string, method: string, path: string, body?: FormData | object) => {
    const headers: Record<string, string> = { authorization: `Bearer ${await tokenOf(username)}` };
    if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    const answer = await fetch(`${mockUrl}${path}`, {
      method,
      headers,
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    const parsed = (await answer.json()) as T & { result?: T };
    return (parsed.result ?? parsed) as T;
  };

  /** Creates a library item with one English resource, as the contributor. */
  const createItem = async (name: string, type: string, resource: string): Promise<{ id: string }> => {
    const form = new FormData();
    for (const [field, value] of [
      ['name', name],
      ['type', type],
      ['defaultLanguage', 'en'],
      ['languages[]', 'en'],
      ['labels[]', name],
      ['resources[]', resource],
    ])
      form.append(field, value);
    return asUser<{ id: string }>('contributor', 'POST', '/rest/v2/customcontents', form);
  };

  /** Creates a rule showing `contentId` on the workplace app, as the content admin. */
  const createRule = (name: string, contentId: string, fields: Record<string, unknown> = {}) =>
    asUser<{ id: string; modifiedDate: string }>('contentadmin', 'POST', '/customcontent/rule', {
      id: null,
      name,
      app: 'WP',
      contentId,
      contentType: 'URL',
      viewAs: 'MENU_TILE',
      when: 'APP_OPEN',
      locations: '',
      users: '',
      minDuration: 0,
      description: '',
      ...fields,
    });

  return { tokenOf, asUser, createItem, createRule };
}
