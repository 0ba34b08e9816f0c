/** The tenant's records of the device-control backend (001 §7) as the console and the mock exchange them. */

/** An IP range to scan for players, both ends included (the fields beyond rangeId are ours). */
export interface IpRangeRecord {
  rangeId: string;
  name: string;
  firstIp: string;
  lastIp: string;
}
export type IpRangeDraft = Omit<IpRangeRecord, 'rangeId'>;

/** Tenant settings (001 §3); emailId is a comma list. */
export interface TenantSettings {
  emailId: string;
  isEmailNotificationEnabled: boolean;
  enableQbicSecurity: boolean;
  language: string;
  allowKioskToManagePassword: boolean;
  offlineLoginKey: string;
}
/** What a save sends: the offline login key only changes through newOfflineLoginKey. */
export type TenantSettingsChanges = Omit<TenantSettings, 'offlineLoginKey'>;
