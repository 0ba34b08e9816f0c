/** Small inline SVG pictures as data URLs: avatars and theme logos for the seed. */

const escapeXml = (text: string): string => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A round avatar with initials, about 400 bytes. */
export function avatarDataUrl(initials: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${color}"/>` +
    `<text x="32" y="41" font-family="sans-serif" font-size="24" text-anchor="middle" fill="#fff">` +
    `${escapeXml(initials)}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A wide logo with a word mark on a coloured band. */
export function logoDataUrl(text: string, color: string, dark: boolean): string {
  const foreground = dark ? '#ffffff' : '#1f1f1f';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64">` +
    `<rect width="240" height="64" rx="8" fill="${dark ? '#1f1f1f' : '#ffffff'}"/>` +
    `<rect x="12" y="16" width="32" height="32" rx="6" fill="${color}"/>` +
    `<text x="56" y="42" font-family="sans-serif" font-size="24" fill="${foreground}">` +
    `${escapeXml(text)}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
