import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline, Readable } from 'node:stream';

/** A refusal a handler throws; the player answers `status` with `{detail}`. */
export class PlayerHttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

const JSON_LIMIT_BYTES = 64 * 1024;

/** The console origins in development and preview; more come from the fleet options. */
export const DEFAULT_CONSOLE_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

/** Bytes decoded from base64 at a time: what a slow reader of a stored file holds (a multiple of 3). */
const BASE64_CHUNK_BYTES = 3 * 21_845;

/**
 * Answers 200 with the bytes a canonical base64 text holds, decoded one chunk at a time as the client takes them:
 * however many read the same file, only the text itself is held whole. A connection that goes is left.
 */
export function sendBase64(res: ServerResponse, text: string, type: string): void {
  const step = (BASE64_CHUNK_BYTES / 3) * 4;
  let at = 0;
  const chunks = new Readable({
    highWaterMark: BASE64_CHUNK_BYTES,
    read() {
      const piece = text.slice(at, at + step);
      at += step;
      this.push(piece === '' ? null : Buffer.from(piece, 'base64'));
    },
  });
  res.writeHead(200, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(text, 'base64') });
  pipeline(chunks, res, () => undefined);
}

export function sendDetail(res: ServerResponse, status: number, detail: string): void {
  sendJson(res, status, { detail });
}

/** Reads a small JSON (or form-encoded) body; an empty body reads as {}. */
export async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > JSON_LIMIT_BYTES) throw new PlayerHttpError(413, 'request body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  if ((req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new PlayerHttpError(400, 'body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new PlayerHttpError(400, 'body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/**
 * Adds CORS headers for an allowed origin (no credentials). Answers a preflight itself and returns true then.
 */
export function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  allowedOrigins: readonly string[],
): boolean {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (origin && allowedOrigins.includes(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Expose-Headers', 'Content-Type, Content-Length');
  }
  if (req.method !== 'OPTIONS') return false;
  if (origin && allowedOrigins.includes(origin)) {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    res.setHeader('Access-Control-Allow-Private-Network', 'true');
    res.setHeader('Access-Control-Max-Age', '600');
  }
  res.writeHead(204, { 'Content-Length': 0 });
  res.end();
  return true;
}

/** The bearer token from the Authorization header, or else from the `qauth` query. */
export function bearerToken(req: IncomingMessage, url: URL): string | undefined {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? url.searchParams.get('qauth') ?? undefined;
}

export function requireText(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value.length === 0) throw new PlayerHttpError(400, `${field} is required`);
  return value;
}

export function delay(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
