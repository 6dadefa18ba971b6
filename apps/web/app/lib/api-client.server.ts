/**
 * The typed API client for loaders and actions. It speaks HTTP to the API over keep-alive connections,
 * carries the user's bearer token, the interface locale (so API messages come back translated) and
 * the visitor's address (so per-IP rate limits see the visitor, not this server).
 * Calls go through undici's `request`, not `fetch`: the same connection pool (Node's global dispatcher)
 * without the WHATWG Request, Headers and Response objects built around every call, about half the
 * client's CPU per call (docs/decisions/043-cheap-rendering.md). Uploads (a FormData body) still use `fetch`,
 * which encodes multipart bodies.
 */
import { SHOWS_HEADER } from "@keel/contracts/page-shows";
import { request as undiciRequest } from "undici";
import type { z } from "zod";
import { getConfig } from "./config.server.ts";
import { recordShown } from "./page-dependencies.server.ts";

export interface ApiCallContext {
  token?: string | null;
  locale?: string;
  clientIp?: string | null;
  /** The visitor's browser, so the sessions the API opens say which device they belong to. */
  userAgent?: string | null;
  /** Aborts the API call when the visitor goes away. */
  signal?: AbortSignal;
}

export interface ApiRequest<T> extends ApiCallContext {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Record<string, string | number | undefined>;
  /** Sent as JSON, or as multipart/form-data when it is a FormData (uploads). */
  body?: unknown;
  /**
   * How long the API may take to start answering, and then between two parts of its answer (10 s unless
   * given); an upload's whole call. Uploads are resized into several formats by the API, which takes longer.
   */
  timeoutMs?: number;
  /** Validates the success body, so a contract drift fails loudly here rather than deep in a component. */
  schema: z.ZodType<T>;
}

/** An API error answer, with the code and message of the one error shape (docs/product.md, Errors). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  /** Seconds the API asks to wait before trying again (its `Retry-After`, on 429 and 503), or null. */
  readonly retryAfter: number | null;
  constructor(
    status: number,
    code: string,
    message: string,
    details?: unknown,
    retryAfter: number | null = null,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.details = details;
    this.retryAfter = retryAfter;
  }
}

/** A rate limit without a stated wait: the API's windows are a minute or more. */
const DEFAULT_RETRY_AFTER_S = 60;

/**
 * The `Retry-After` a page must carry when it passes on the API's refusal: a 429 (too many attempts) says
 * when the visitor may try again, as the API said (or a minute when it did not). Undefined otherwise.
 */
export function retryAfterHeaders(error: unknown): { "Retry-After": string } | undefined {
  if (!isApiError(error) || error.status !== 429) return undefined;
  return { "Retry-After": String(error.retryAfter ?? DEFAULT_RETRY_AFTER_S) };
}

const TIMEOUT_MS = 10_000;

export async function apiRequest<T>(path: string, req: ApiRequest<T>): Promise<T> {
  const url = new URL(`${getConfig().apiUrl}/api/v1/${path.replace(/^\//, "")}`);
  for (const [key, value] of Object.entries(req.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const method = req.method ?? "GET";
  const headers: Record<string, string> = { accept: "application/json" };
  if (req.token) headers.authorization = `Bearer ${req.token}`;
  if (req.locale) headers["accept-language"] = req.locale;
  if (req.clientIp) headers["x-forwarded-for"] = req.clientIp;
  if (req.userAgent) headers["user-agent"] = req.userAgent;
  const timeoutMs = req.timeoutMs ?? TIMEOUT_MS;
  const answer =
    req.body instanceof FormData
      ? await viaFetch(url, method, headers, req.body, timeoutMs, req.signal)
      : await viaRequest(url, method, headers, req.body, timeoutMs, req.signal);
  // What a page built from this answer shows, for the page cache (reads only; no render, nothing noted).
  if (method === "GET") recordShown(answer.header(SHOWS_HEADER));
  const body: unknown = await answer.json().catch(() => null);
  if (answer.status < 200 || answer.status > 299) {
    throw toApiError(answer.status, body, answer.header("retry-after"));
  }
  return req.schema.parse(body);
}

/** An API answer, read the same way whichever client fetched it. */
interface Answer {
  status: number;
  header(name: string): string | null;
  json(): Promise<unknown>;
}

async function viaRequest(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<Answer> {
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await undiciRequest(url, {
    method: method as "GET",
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    // undici's own timers: the API must start answering, and then keep sending, within the time. An
    // `AbortSignal.timeout` per call (joined to the visitor's signal by `AbortSignal.any`) cost 24 µs of CPU
    // a call, most of it when its timer fired ten seconds later, long after the answer.
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    signal,
  });
  return {
    status: response.statusCode,
    header(name) {
      const value = response.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
    },
    // The body is always read (or dropped when it is no JSON), which frees the connection.
    json: () => response.body.json(),
  };
}

async function viaFetch(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: FormData,
  timeoutMs: number,
  visitor: AbortSignal | undefined,
): Promise<Answer> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = visitor ? AbortSignal.any([visitor, timeout]) : timeout;
  // fetch sets the multipart Content-Type itself, with its boundary.
  const response = await fetch(url, { method, headers, body, signal });
  return {
    status: response.status,
    header: (name) => response.headers.get(name),
    json: () => response.json(),
  };
}

function toApiError(status: number, body: unknown, retryAfter: string | null): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null)?.error;
  const code = typeof error?.code === "string" ? error.code : "HTTP_ERROR";
  const message = typeof error?.message === "string" ? error.message : `API answered ${status}`;
  const seconds = retryAfter !== null && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : null;
  return new ApiError(status, code, message, error?.details, seconds);
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
