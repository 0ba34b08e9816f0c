import { createDataProvider, type AppDataProvider } from './createDataProvider';
import { httpClient } from './httpClient';

export type { AppDataProvider } from './createDataProvider';
export type { Language, PeopleDetails } from './dcAuth';
/** The console's data provider: react-admin methods over the endpoint table plus the custom calls. */
export const dataProvider: AppDataProvider = createDataProvider(httpClient);
