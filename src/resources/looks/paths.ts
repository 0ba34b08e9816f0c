import type { LookResource, LookType } from './lookTypes';

/**
 * Where the pages of a kiosk tab live. The tabs are mounted at /kiosk/profiles and /kiosk/themes, not at
 * react-admin's /<resource>, so every link and redirect is built here.
 */
export const lookPaths = (resource: LookResource) => {
  const base = `/kiosk/${resource}`;
  const one = (id: string | number) => `${base}/${encodeURIComponent(String(id))}`;
  return {
    /** The list, on the tab of a display type when one is given. */
    list: (type?: LookType) =>
      type ? `${base}?filter=${encodeURIComponent(JSON.stringify({ type }))}` : base,
    create: (type: LookType) => `${base}/create?type=${type}`,
    edit: one,
    show: (id: string | number) => `${one(id)}/show`,
  };
};
