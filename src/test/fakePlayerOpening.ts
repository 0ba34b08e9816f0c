/** The first two calls of every fake player client: public info named after the address, and a token. */
import { vi } from 'vitest';

/** `GET /v1/public/info` of a player whose serial number is `QB` and the last part of its address. */
export const fakePublicInfo = (modelId = 'm') =>
  vi.fn(async (ip: string) => ({
    serial_number: `QB${ip.split('.')[3]}`,
    model_id: modelId,
    player_name: 'p',
  }));

/** A token for any password: the player opens with whatever it is asked. */
export const fakeTokenForAny = () => vi.fn(async (ip: string) => ({ accessToken: `t-${ip}` }));
