import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PlayerContext, Route } from './context';
import { bearerToken, PlayerHttpError, sendDetail } from './http';
import { ConnectionGone } from './multipart';
import { authRoutes } from './routesAuth';
import { settingsRoutes } from './routesSettings';
import { taskRoutes } from './routesTasks';

const ROUTES: readonly Route[] = [...authRoutes, ...settingsRoutes, ...taskRoutes];

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new PlayerHttpError(400, 'malformed path');
  }
}

function parsedUrl(path: string): URL {
  try {
    return new URL(path, 'http://player.invalid');
  } catch {
    throw new PlayerHttpError(400, 'malformed path');
  }
}

/** Finds the route, checks the bearer token and runs the handler; every refusal answers `{detail}`. */
export async function dispatch(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: PlayerContext,
  isValidToken: (token: string | undefined) => boolean,
): Promise<void> {
  try {
    const url = parsedUrl(req.url ?? '/');
    const candidates = ROUTES.filter((route) => route.pattern.test(url.pathname));
    const route = candidates.find((candidate) => candidate.method === req.method);
    if (!route) {
      throw candidates.length > 0
        ? new PlayerHttpError(405, `method ${req.method ?? ''} not allowed`)
        : new PlayerHttpError(404, `no such path ${url.pathname}`);
    }
    if (route.auth && !isValidToken(bearerToken(req, url))) {
      throw new PlayerHttpError(401, 'authentication required');
    }
    const params = (route.pattern.exec(url.pathname) ?? []).slice(1).map(decode);
    await route.handle({ req, res, url, params, ctx });
  } catch (error) {
    if (error instanceof ConnectionGone) return;
    req.resume();
    if (error instanceof PlayerHttpError) sendDetail(res, error.status, error.detail);
    else sendDetail(res, 500, 'internal error');
  }
}
