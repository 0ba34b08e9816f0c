import { createContext } from 'react';
import { deviceRights, type DeviceRightsCheck } from '../authProvider/deviceRights';

/** The rights check the device areas wait for: the console's own, or a test's. */
export const DeviceRightsContext = createContext<DeviceRightsCheck>(deviceRights);
