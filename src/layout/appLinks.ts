/**
 * The apps panel (001 §2 Header, §6; 000 §9): which unified apps the user sees and where each one lives.
 * Pure functions.
 */
import { PRODUCT_ALIAS_DOMAIN, PRODUCT_REGIONS } from '../config';

export type AppId = 'go' | 'studio' | 'devicecontrol';
export type Region = (typeof PRODUCT_REGIONS)[number];

export interface AppLink {
  id: AppId;
  url: string;
  /** This console: shown as the current app, not opened again. */
  active: boolean;
}

export interface AppLinksInput {
  platformUrl: string;
  /** This console's own address. */
  consoleUrl: string;
  /** The user holds a permission of the admin set. */
  isAdmin: boolean;
  /** The user's organization is an admin organization (001 §6: no Go app). */
  organizationIsAdmin: boolean;
  domain?: string;
}

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
};

/**
 * The product region of a platform host under the product domain: the label just before the domain when it
 * names a region ('acme.us.workplace.example' → 'us'), else 'eu'; null for hosts outside the domain.
 */
export const regionOf = (platformUrl: string, domain: string = PRODUCT_ALIAS_DOMAIN): Region | null => {
  const host = hostOf(platformUrl);
  const suffix = `.${domain.toLowerCase()}`;
  if (!host || !(host === domain.toLowerCase() || host.endsWith(suffix))) return null;
  const labels = host.slice(0, Math.max(0, host.length - suffix.length)).split('.');
  const label = labels[labels.length - 1];
  return (PRODUCT_REGIONS as readonly string[]).includes(label) ? (label as Region) : 'eu';
};

/** Where an app other than this console lives: its alias host in the region, or a path under the platform. */
export const appUrl = (app: 'go' | 'studio', platformUrl: string, domain: string = PRODUCT_ALIAS_DOMAIN) => {
  const region = regionOf(platformUrl, domain);
  if (region) return `https://${app}.${region}.${domain}/`;
  return `${platformUrl.replace(/\/+$/, '')}/${app}/`;
};

/** The apps the user sees, in panel order: Go (not for admin organizations), Studio (admins), Device Control. */
export const appLinks = (input: AppLinksInput): AppLink[] => {
  const links: AppLink[] = [];
  if (!input.organizationIsAdmin)
    links.push({ id: 'go', url: appUrl('go', input.platformUrl, input.domain), active: false });
  if (input.isAdmin)
    links.push({ id: 'studio', url: appUrl('studio', input.platformUrl, input.domain), active: false });
  links.push({ id: 'devicecontrol', url: input.consoleUrl, active: true });
  return links;
};

/** The panel button shows only when there is more than one app to choose from. */
export const showAppsPanel = (links: readonly AppLink[]): boolean => links.length > 1;
