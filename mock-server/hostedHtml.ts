/** Small HTML pages the mock serves for the parts of the platform that are web pages (sign-in, apps). */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and attribute values. */
export const esc = (value: string): string => value.replace(/[&<>"']/g, (char) => ENTITIES[char]);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;background:#f5f7fa;color:#1b1f24;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;padding:32px;border-radius:8px;box-shadow:0 1px 4px #0002;width:min(380px,90vw)}
h1{font-size:1.3rem;margin:0 0 4px}p.note{color:#555;font-size:.9rem;margin:0 0 16px}
label{display:block;margin:12px 0 4px;font-size:.9rem}input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:8px;font:inherit}
button{margin-top:20px;width:100%;padding:10px;font:inherit;background:#1e5aa8;color:#fff;border:0;border-radius:4px;cursor:pointer}
.error{background:#fdecea;color:#8a1c13;padding:8px 12px;border-radius:4px}.check{display:flex;gap:8px;align-items:center}`;

export interface PageParts {
  title: string;
  /** Already escaped HTML. */
  body: string;
}

/** A whole page around already-escaped body HTML. */
export const page = ({ title, body }: PageParts): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

export interface Field {
  name: string;
  label: string;
  type: 'text' | 'password' | 'checkbox' | 'hidden';
  value?: string;
  autocomplete?: string;
}

const field = ({ name, label, type, value = '', autocomplete }: Field): string => {
  const auto = autocomplete ? ` autocomplete="${esc(autocomplete)}"` : '';
  if (type === 'hidden') return `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`;
  if (type === 'checkbox')
    return `<label class="check"><input type="checkbox" name="${esc(name)}" value="on" required> ${esc(label)}</label>`;
  return `<label for="${esc(name)}">${esc(label)}</label><input id="${esc(name)}" type="${type}" name="${esc(name)}" value="${esc(value)}" required${auto}>`;
};

export interface FormParts {
  heading: string;
  note: string;
  error?: string | null;
  action: string;
  fields: readonly Field[];
  submit: string;
}

/** A sign-in form posting back to `action`. */
export const form = (parts: FormParts): string =>
  `<h1>${esc(parts.heading)}</h1><p class="note">${esc(parts.note)}</p>` +
  (parts.error ? `<p class="error" role="alert">${esc(parts.error)}</p>` : '') +
  `<form method="post" action="${esc(parts.action)}">${parts.fields.map(field).join('')}` +
  `<button type="submit">${esc(parts.submit)}</button></form>`;

/** Security headers of every hosted page: no scripts, no framing, form posts only here and to the console. */
export const pageHeaders = (allowedOrigins: readonly string[]): Record<string, string> => ({
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${allowedOrigins.join(' ')}; frame-ancestors 'none'`,
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
});
