import { createDeviceClient, type DeviceClient } from './';

/** The browser's client for direct player calls (fetch, and XMLHttpRequest for uploads with progress). */
export const playerClient: DeviceClient = createDeviceClient();
