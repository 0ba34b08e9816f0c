import type { Endpoint, EndpointCalls } from './endpointTypes';

/**
 * An endpoint whose code loads on its first call, so it stays out of the console's first load. What the data
 * provider needs before any call (search fields, cache lifetime) is given here.
 */
export const lazyEndpoint = (
  load: () => Promise<EndpointCalls>,
  { searchFields, cacheMs }: Pick<Endpoint, 'searchFields' | 'cacheMs'>,
): Endpoint => ({
  searchFields,
  cacheMs,
  list: async (context) => (await load()).list(context),
  one: async (context, id, signal) => (await load()).one(context, id, signal),
  create: async (context, data, extra) => (await load()).create(context, data, extra),
  update: async (context, id, data, extra) => (await load()).update(context, id, data, extra),
  remove: async (context, id, extra) => (await load()).remove(context, id, extra),
});
