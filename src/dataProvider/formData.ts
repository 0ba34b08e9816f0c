/** Multipart entries as FormData: strings as fields, files with their names. */
export const formOf = (entries: readonly (readonly [string, string | File])[]): FormData => {
  const form = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, value.name);
  }
  return form;
};
