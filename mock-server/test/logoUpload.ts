/** Sends one logo file as multipart/form-data to the workplace media route, as the console does. */
export const postLogo = (
  url: string,
  token: string,
  bytes: Uint8Array<ArrayBuffer>,
  query: string,
): Promise<Response> => {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'logo.png');
  return fetch(`${url}/rest/workplace/media?${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
};
