import {
  HEADERS,
  ResultCode,
  type ApiRoute,
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
} from "@campus/contract";
import { ofetch, type FetchError } from "ofetch";
import { ApiError, type ApiFailure } from "./api-error";

/** HTTP time-out (spec §9). */
export const REQUEST_TIMEOUT_MS = 10_000;

/** The four header values (spec §7); absent ones are not sent. */
export interface RequestHeaders {
  schoolCode?: string | null;
  studentId?: string | number | null;
  token?: string | null;
  acceptLanguage?: string | null;
}

export interface ApiClientOptions {
  /** Prefix of every path, e.g. "" (same origin) or "https://api.school.example". */
  baseURL: string | (() => string);
  /** Read at each call, so a new token or language applies at once. */
  headers: () => RequestHeaders;
  timeoutMs?: number;
  /** Called with every failure before the call rejects: where the error catalogue is applied. */
  onError?: (error: ApiError, options: CallOptions) => void;
  /** Whether the device has a connection; default `navigator.onLine` (issue 17, point 7). */
  isOnline?: () => boolean;
}

export interface CallOptions {
  /**
   * Handle the error yourself: `onError` is not called (the call still rejects). A function
   * keeps quiet only about the failures it names (a page that shows "not found" itself).
   */
  silent?: boolean | ((failure: ApiFailure) => boolean);
  signal?: AbortSignal;
  /**
   * An upload's progress, 0–100, as its bytes leave the device (multipart endpoints): the call
   * then goes by XMLHttpRequest, the one browser API that reports an upload's progress.
   */
  onUploadProgress?: (percent: number) => void;
  /**
   * A write's `Idempotency-Key`. By default one per user action: a new key for a new request,
   * the same key again for a repeat of the same request while its first outcome is unknown.
   */
  idempotencyKey?: string;
}

export interface ApiClient {
  request<E extends Endpoint>(
    endpoint: ApiRoute<E>,
    input?: EndpointInput<E>,
    options?: CallOptions,
  ): Promise<EndpointResult<E>>;
  /**
   * A file the API serves at `path` (GET, not an envelope: an application's document), with the
   * session's headers and the time-out. Rejects with an `ApiError` as `request` does; it goes to
   * the error catalogue only when not `silent`.
   */
  file(path: string, options?: CallOptions): Promise<Blob>;
}

type Scalar = string | number | boolean | null | undefined;

/**
 * Form encoding of a flat record; arrays repeat the key, nested objects travel as JSON. Into a
 * FormData (an upload's multipart body), a file goes as a file part.
 */
export function toFormBody<F extends URLSearchParams | FormData = URLSearchParams>(
  body: Record<string, unknown>,
  form: F = new URLSearchParams() as F,
): F {
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? (value as unknown[]) : [value];
    for (const item of values) {
      (form as FormData).append(
        key,
        item instanceof Blob
          ? item
          : typeof item === "object" && item !== null
            ? JSON.stringify(item)
            : String(item as Scalar),
      );
    }
  }
  return form;
}

/** A random UUID, also where `crypto.randomUUID` is missing (a page served over plain http). */
export function newActionKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** How long the server keeps an answer under a key (decision 0011): a retry after it acts anew. */
const KEY_TTL_MS = 24 * 3_600_000;

/**
 * One key per user action (issue 17, point 1): a write gets a fresh key, and keeps it while its
 * outcome is unknown (lost, late, not the server's answer), so the user's "try again" — the same
 * request again — sends the same key and can only confirm what the first did. Once the server's
 * own answer has arrived the action is over: the next request is a new action with a new key.
 */
export function createActionKeys(now: () => number = Date.now) {
  const open = new Map<string, { key: string; at: number }>();
  return {
    /** The key for this request: the open action's, or a new one. */
    take(request: string): string {
      const held = open.get(request);
      if (held && now() - held.at < KEY_TTL_MS) return held.key;
      const key = newActionKey();
      open.set(request, { key, at: now() });
      return key;
    },
    /** The action ended with a known outcome (done, refused, never sent). */
    settle(request: string) {
      open.delete(request);
    },
  };
}

function buildHeaders(values: RequestHeaders): Headers {
  const headers = new Headers({ Accept: "application/json" });
  const pairs: [string, RequestHeaders[keyof RequestHeaders]][] = [
    [HEADERS.schoolCode, values.schoolCode],
    [HEADERS.studentId, values.studentId],
    [HEADERS.token, values.token],
    [HEADERS.acceptLanguage, values.acceptLanguage],
  ];
  // Headers throws on values it cannot send (a newline, say): that is a setup failure.
  for (const [name, value] of pairs)
    if (value !== undefined && value !== null && value !== "") headers.set(name, String(value));
  return headers;
}

function isEnvelope(value: unknown): value is { code: number; msg?: string; data?: unknown } {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { code?: unknown }).code === "number"
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function failureOf(error: unknown): ApiFailure {
  const cause = (error as FetchError).cause as { name?: string } | undefined;
  const name = (error as { name?: string }).name;
  if (name === "TimeoutError" || cause?.name === "TimeoutError") return { kind: "timeout" };
  return { kind: "network", body: null };
}

/**
 * One ofetch instance for every call: the four headers on each, form-encoded bodies unless the
 * endpoint says JSON (FLAG = 0), a 10 s time-out, and the envelope unwrapped to its typed `data`.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeout = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const isOnline =
    options.isOnline ?? (() => typeof navigator === "undefined" || navigator.onLine !== false);
  const actionKeys = createActionKeys();
  const $fetch = ofetch.create({
    retry: 0,
    timeout,
    ignoreResponseError: true,
    responseType: "text",
  });

  async function send<E extends Endpoint>(
    endpoint: ApiRoute<E>,
    input: EndpointInput<E> | undefined,
    call: CallOptions,
    idempotencyKey: string | undefined,
  ) {
    // Offline: said at once, nothing sent and nothing queued to fire later (issue 17, point 7).
    if (!isOnline()) throw { kind: "network", body: null, offline: true } satisfies ApiFailure;
    let headers: Headers;
    let body: BodyInit | Record<string, unknown> | undefined;
    try {
      headers = buildHeaders(options.headers());
      if (idempotencyKey) headers.set(HEADERS.idempotencyKey, idempotencyKey);
      const payload = input?.body as Record<string, unknown> | undefined;
      if (payload !== undefined && endpoint.method !== "GET") {
        body =
          endpoint.encoding === "json"
            ? JSON.parse(JSON.stringify(payload))
            : toFormBody(payload, endpoint.encoding === "multipart" ? new FormData() : undefined);
      }
    } catch (error) {
      throw {
        kind: "setup",
        reason: error instanceof Error ? error.message : String(error),
      } satisfies ApiFailure;
    }

    const baseURL = typeof options.baseURL === "function" ? options.baseURL() : options.baseURL;
    let response: { ok: boolean; status: number; _data?: string };
    // A phone may take a while to send a photo of a document.
    const limit = endpoint.encoding === "multipart" ? 6 * timeout : timeout;
    try {
      response = call.onUploadProgress
        ? await (
            await import("./send-with-progress")
          ).sendWithProgress(baseURL + endpoint.path, headers, body as FormData, limit, call)
        : await $fetch.raw<string>(endpoint.path, {
            baseURL,
            method: endpoint.method,
            headers,
            query: input?.query as Record<string, unknown> | undefined,
            body,
            timeout: limit,
            signal: call.signal,
          });
    } catch (error) {
      throw failureOf(error);
    }

    const text = typeof response._data === "string" ? response._data : "";
    if (!response.ok)
      throw { kind: "http", status: response.status, body: text } satisfies ApiFailure;
    const json = parseJson(text);
    if (!isEnvelope(json))
      throw { kind: "network", body: text.trim() || null } satisfies ApiFailure;
    if (json.code !== 200) {
      throw {
        kind: "envelope",
        code: json.code,
        msg: json.msg ?? "",
        data: json.data ?? null,
      } satisfies ApiFailure;
    }
    return json.data as EndpointResult<E>;
  }

  /**
   * Hands a failure to the error catalogue unless the call shows it itself — except code 324,
   * "go to the root" (spec §8), which no screen answers in place: it always goes.
   */
  const report = (error: ApiError, call: CallOptions) => {
    const { failure } = error;
    const goHome = failure.kind === "envelope" && failure.code === ResultCode.goHome;
    const silent = typeof call.silent === "function" ? call.silent(failure) : call.silent;
    if ((goHome || !silent) && options.onError) {
      error.reported = true;
      options.onError(error, call);
    }
  };

  return {
    async file(path, call = {}) {
      try {
        if (!isOnline()) throw { kind: "network", body: null, offline: true } satisfies ApiFailure;
        const baseURL = typeof options.baseURL === "function" ? options.baseURL() : options.baseURL;
        let response: Awaited<ReturnType<typeof $fetch.raw<Blob>>>;
        try {
          response = await $fetch.raw<Blob, "blob">(path, {
            baseURL,
            headers: buildHeaders(options.headers()),
            responseType: "blob",
            timeout: 3 * timeout,
            signal: call.signal,
          });
        } catch (error) {
          throw failureOf(error);
        }
        if (!response.ok)
          throw { kind: "http", status: response.status, body: "" } satisfies ApiFailure;
        if (!response._data) throw { kind: "network", body: null } satisfies ApiFailure;
        return response._data;
      } catch (thrown) {
        const error = new ApiError(path, thrown as ApiFailure, { write: false, path });
        report(error, call);
        throw error;
      }
    },
    async request(endpoint, input, call = {}) {
      const write = endpoint.write === true;
      const action = write ? JSON.stringify([endpoint.id, input?.query, input?.body]) : "";
      const key = write ? (call.idempotencyKey ?? actionKeys.take(action)) : undefined;
      try {
        const data = await send(endpoint, input, call, key);
        if (write) actionKeys.settle(action);
        return data;
      } catch (thrown) {
        const error = new ApiError(endpoint.id, thrown as ApiFailure, {
          write,
          path: endpoint.path,
        });
        if (write && !error.unconfirmed) actionKeys.settle(action);
        report(error, call);
        throw error;
      }
    },
  };
}
