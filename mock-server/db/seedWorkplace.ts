import type { WorkplaceSettings } from './types';

/** Workplace settings of a new tenant: preview off, acme with two preview users of its directory. */
export const seedWorkplaceSettings = (tenantId: string): WorkplaceSettings => ({
  tenantId,
  emailIDs: tenantId === 'acme' ? 'acme-u0001,acme-u0002' : '',
  isPreviewEnabled: false,
});
