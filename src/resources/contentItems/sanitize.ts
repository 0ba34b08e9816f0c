import DOMPurify from 'dompurify';

/**
 * Stored HTML made safe to show (000 §3 HTML items): no scripts, no event handlers, no javascript: or data:
 * links, no frames, forms or styles that could overlay the console. Links open in a new tab without access to
 * the console's window.
 */
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'link', 'meta', 'base'],
  FORBID_ATTR: ['style'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|#|\/)/i,
};

export const sanitizeHtml = (html: string): string => purifier.sanitize(html, OPTIONS);
