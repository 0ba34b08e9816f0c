import { authProvider } from '../authProvider';
import type { ConsoleAuthProvider } from '../authProvider/authProvider';
import { guardArea } from '../authProvider/guards';
import { earlyAnswers, type EarlyAnswers } from '../dataProvider/earlyAnswers';
import { defaultBaseUrls, joinUrl, type BaseUrls } from '../dataProvider/urls';
import { ROUTES } from '../domain/addresses';

/** The addresses that open on the Devices tab (the kiosk area opens on it). */
const DEVICE_LIST_PATHS: readonly string[] = [ROUTES.kiosk, ROUTES.kioskDevices];

export interface EarlyDeviceListDeps {
  auth?: Pick<ConsoleAuthProvider, 'checkAuth' | 'getPermissions'>;
  early?: EarlyAnswers;
  urls?: BaseUrls;
}

/**
 * When the console starts at the Devices tab with a stored session that its own checks accept (a token, not
 * expired, a user who may open the kiosk area), asks for the whole device list at once, beside the shell's
 * start; the tab takes it when it reads the list (dataProvider/earlyAnswers.ts). A session the server refuses
 * gets its refusal there as it would have on the tab's own read, and the shell signs out all the same.
 */
export const askDeviceListEarly = async (path: string, deps: EarlyDeviceListDeps = {}): Promise<void> => {
  const auth = deps.auth ?? authProvider;
  if (!DEVICE_LIST_PATHS.includes(path.replace(/(.)\/+$/, '$1'))) return;
  try {
    await auth.checkAuth({});
  } catch {
    return;
  }
  if (!guardArea('kiosk', await auth.getPermissions({})).allowed) return;
  (deps.early ?? earlyAnswers).ask(joinUrl((deps.urls ?? defaultBaseUrls).dc(), '/device/all'), {
    large: true,
  });
};
