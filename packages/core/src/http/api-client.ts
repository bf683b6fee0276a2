import {
  HEADERS,
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
}

export interface CallOptions {
  /** Handle the error yourself: `onError` is not called (the call still rejects). */
  silent?: boolean;
  signal?: AbortSignal;
}

export interface ApiClient {
  request<E extends Endpoint>(
    endpoint: ApiRoute<E>,
    input?: EndpointInput<E>,
    options?: CallOptions,
  ): Promise<EndpointResult<E>>;
}

type Scalar = string | number | boolean | null | undefined;

/** Form encoding of a flat record; arrays repeat the key, nested objects travel as JSON. */
export function toFormBody(body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? (value as unknown[]) : [value];
    for (const item of values) {
      form.append(
        key,
        typeof item === "object" && item !== null ? JSON.stringify(item) : String(item as Scalar),
      );
    }
  }
  return form;
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
  ) {
    let headers: Headers;
    let body: BodyInit | Record<string, unknown> | undefined;
    try {
      headers = buildHeaders(options.headers());
      const payload = input?.body as Record<string, unknown> | undefined;
      if (payload !== undefined && endpoint.method !== "GET") {
        body =
          endpoint.encoding === "json" ? JSON.parse(JSON.stringify(payload)) : toFormBody(payload);
      }
    } catch (error) {
      throw {
        kind: "setup",
        reason: error instanceof Error ? error.message : String(error),
      } satisfies ApiFailure;
    }

    const baseURL = typeof options.baseURL === "function" ? options.baseURL() : options.baseURL;
    let response: Awaited<ReturnType<typeof $fetch.raw<string>>>;
    try {
      response = await $fetch.raw<string>(endpoint.path, {
        baseURL,
        method: endpoint.method,
        headers,
        query: input?.query as Record<string, unknown> | undefined,
        body,
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

  return {
    async request(endpoint, input, call = {}) {
      try {
        return await send(endpoint, input, call);
      } catch (thrown) {
        const error = new ApiError(endpoint.id, thrown as ApiFailure);
        if (!call.silent) options.onError?.(error, call);
        throw error;
      }
    },
  };
}
