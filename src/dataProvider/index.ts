import { createDataProvider, type AppDataProvider } from './createDataProvider';
import { httpClient } from './httpClient';

export { createDataProvider, LIST_CACHE_MS } from './createDataProvider';
export type { AppDataProvider, DataProviderOptions } from './createDataProvider';
export type { Endpoint, EndpointTable } from './endpointTypes';
export type {
  LoginRequest,
  LoginResponse,
  PlatformApi,
  PlatformOrganization,
  PlatformUser,
  RenewResponse,
  ServerInfo,
  SsoSettings,
} from './platform';
export type { DcAuthApi, DcSession, Language, PeopleDetails, Translations } from './dcAuth';
export type { TenantApi } from './tenant';
export type { IpRangeDraft, IpRangeRecord, TenantSettings, TenantSettingsChanges } from '../contract/tenant';

/** The console's data provider: react-admin methods over the endpoint table plus the custom calls. */
export const dataProvider: AppDataProvider = createDataProvider(httpClient);
