import type { ContentResource } from '../../src/domain/content/contentModel';
import type { ContentItemRecord, ContentRuleRecord, Location } from './types';

const MINUTE = 60_000;
const ICON_COLORS = ['#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f', '#c62828'];

/** A small square SVG icon with one letter, as a data URL (icons are stored inline). */
const iconOf = (letter: string, color: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="12" fill="${color}"/><text x="32" y="42" font-size="30" font-family="sans-serif" fill="#fff" text-anchor="middle">${letter}</text></svg>`,
  ).toString('base64')}`;

type Seeded = Omit<ContentItemRecord, 'tenantId' | 'modifiedDate' | 'iconUrl' | 'resources'> & {
  resources: Record<string, Omit<ContentResource, 'modificationDate'>>;
};

const link = (label: string, resourceUrl: string) => ({ label, resourceUrl });
const html = (label: string, text: string) => ({ label, resourceUrl: null, html: text });

/** Items of every type in several languages. */
const ACME_ITEMS: readonly Seeded[] = [
  {
    id: 'content-acme-intranet',
    name: 'Intranet home',
    type: 'URL',
    defaultLanguage: 'en',
    resources: {
      en: link('Intranet', 'https://intranet.acme.example/'),
      fr: link('Intranet', 'https://intranet.acme.example/fr/'),
      de: link('Intranet', 'https://intranet.acme.example/de/'),
    },
  },
  {
    id: 'content-acme-safety',
    name: 'Fire safety instructions',
    type: 'DOC',
    defaultLanguage: 'en',
    resources: {
      en: link('Fire safety', 'https://docs.acme.example/safety/fire-en.pdf'),
      nl: link('Brandveiligheid', 'https://docs.acme.example/safety/fire-nl.pdf'),
    },
  },
  {
    id: 'content-acme-welcome-video',
    name: 'Welcome video',
    type: 'VID',
    defaultLanguage: 'en',
    resources: {
      en: link('Welcome to Acme', 'https://media.acme.example/welcome-en.mp4'),
      es: link('Bienvenido a Acme', 'https://media.acme.example/welcome-es.mp4'),
      sv: link('Välkommen till Acme', 'https://media.acme.example/welcome-sv.mp4'),
    },
  },
  {
    id: 'content-acme-floorplan',
    name: 'Campus map',
    type: 'IMG',
    defaultLanguage: 'en',
    resources: {
      en: link('Campus map', 'https://media.acme.example/campus-map.png'),
      da: link('Campuskort', 'https://media.acme.example/campus-map.png'),
    },
  },
  {
    id: 'content-acme-canteen',
    name: 'Canteen menu',
    type: 'HTML',
    defaultLanguage: 'en',
    resources: {
      en: html(
        'Today in the canteen',
        '<h2>Today</h2><p>Soup of the day and <strong>fresh salads</strong>.</p>',
      ),
      fr: html(
        'Aujourd’hui à la cantine',
        '<h2>Aujourd’hui</h2><p>Soupe du jour et <strong>salades</strong>.</p>',
      ),
      de: html(
        'Heute in der Kantine',
        '<h2>Heute</h2><p>Tagessuppe und <strong>frische Salate</strong>.</p>',
      ),
    },
  },
  {
    id: 'content-acme-booking-help',
    name: 'How to book a room',
    type: 'URL',
    defaultLanguage: 'de',
    resources: {
      de: link('Raum buchen', 'https://help.acme.example/de/booking'),
      en: link('Book a room', 'https://help.acme.example/en/booking'),
    },
  },
];

const GLOBEX_ITEMS: readonly Seeded[] = [
  {
    id: 'content-globex-news',
    name: 'Globex news',
    type: 'URL',
    defaultLanguage: 'en',
    resources: { en: link('News', 'https://news.globex.example/') },
  },
];

/** The content library and rules of one tenant; dates count back from `now`, newest first. */
export function seedContent(
  tenantId: string,
  locations: readonly Location[],
  now: number,
): { items: ContentItemRecord[]; rules: ContentRuleRecord[] } {
  const seeded = tenantId === 'acme' ? ACME_ITEMS : tenantId === 'globex' ? GLOBEX_ITEMS : [];
  const items = seeded.map((item, index): ContentItemRecord => {
    const date = new Date(now - (index + 1) * 90 * MINUTE).toISOString();
    const resources = Object.fromEntries(
      Object.entries(item.resources).map(([lang, resource]) => [
        lang,
        { ...resource, modificationDate: date },
      ]),
    );
    return {
      ...item,
      tenantId,
      iconUrl: iconOf(item.name.charAt(0), ICON_COLORS[index % ICON_COLORS.length]),
      resources,
      modifiedDate: date,
      modifiedBy: null,
    };
  });
  if (tenantId !== 'acme') return { items, rules: [] };
  const [building, second] = locations.filter((location) => location.level === 'building');
  const rule = (
    index: number,
    fields: Omit<ContentRuleRecord, 'tenantId' | 'modifiedDate' | 'id' | 'contentType'>,
  ): ContentRuleRecord => ({
    ...fields,
    id: `rule-acme-${index + 1}`,
    tenantId,
    contentType: items.find((item) => item.id === fields.contentId)?.type ?? '',
    modifiedDate: new Date(now - (index + 1) * 45 * MINUTE).toISOString(),
  });
  const base = { users: '', minDuration: 0, description: '' };
  const rules = [
    rule(0, {
      ...base,
      name: 'Welcome on first login',
      app: 'WP',
      contentId: 'content-acme-welcome-video',
      viewAs: 'FULL_SCREEN_POPUP',
      when: 'FIRST_LOGIN',
      locations: '',
      minDuration: 30,
      description: 'New colleagues see the welcome video once.',
    }),
    rule(1, {
      ...base,
      name: 'Canteen card',
      app: 'WP',
      contentId: 'content-acme-canteen',
      viewAs: 'HOME_SCREEN_CARD',
      when: 'FIRST_LOGIN_IN_DAY',
      locations: building?.id ?? '',
    }),
    rule(2, {
      ...base,
      name: 'Intranet tile',
      app: 'WP',
      contentId: 'content-acme-intranet',
      viewAs: 'MENU_TILE',
      when: 'APP_OPEN',
      locations: '',
    }),
    rule(3, {
      ...base,
      name: 'Campus map on floor displays',
      app: 'FD',
      contentId: 'content-acme-floorplan',
      viewAs: 'ACTION_TILE',
      when: 'APP_OPEN',
      locations: [building?.id, second?.id].filter(Boolean).join(','),
    }),
    rule(4, {
      ...base,
      name: 'Fire safety for facility staff',
      app: 'RD',
      contentId: 'content-acme-safety',
      viewAs: 'ACTION_TILE',
      when: 'APP_OPEN',
      locations: '',
      users: 'admin,contributor',
    }),
  ];
  return { items, rules };
}
