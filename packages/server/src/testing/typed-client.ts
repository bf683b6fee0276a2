import type {
  Endpoint,
  EndpointResult,
  ResultCodeValue,
  ValidationFailure,
} from "@campus/contract";
import type { z } from "zod";
import { toSearch } from "./contract-inputs";

/** What a test sends: the endpoint's body, or its query when it has no body. */
export type RequestInput<E extends Endpoint> = E["body"] extends z.core.$ZodType
  ? z.input<E["body"]>
  : E["query"] extends z.core.$ZodType
    ? z.input<E["query"]>
    : undefined;

/** A success, typed by the endpoint's declared response. */
export interface Success<E extends Endpoint> {
  code: 200;
  msg: string;
  data: EndpointResult<E>;
}

/** A refusal: the contract's error envelope (only a 400 carries data: the invalid fields). */
export interface Refusal {
  code: Exclude<ResultCodeValue, 200>;
  msg: string;
  data: ValidationFailure | null;
}

/** An answer's envelope, already checked against the contract (see answer-check.ts). */
export type Answer<E extends Endpoint> = Success<E> | Refusal;

export interface RequestInit {
  token?: string;
  lang?: string;
  /** Form-encoded (the client's default, spec §7) instead of JSON. */
  form?: boolean;
  address?: string;
}

/** Input that is deliberately not the contract's: for tests of what the server refuses. */
export const invalidInput = (value: unknown) => value as never;

type Call = (
  path: string,
  init: {
    method?: "GET" | "POST";
    token?: string;
    lang?: string;
    json?: unknown;
    multipart?: FormData;
    form?: Record<string, string>;
    address?: string;
  },
) => Promise<{ status: number; body: { code: number; msg: string; data: unknown } }>;

/**
 * Calls endpoints of the contract by their table entry (`endpoints.libraryLoans`), never by a
 * path string, and answers with the endpoint's type: a renamed endpoint or a changed answer
 * fails to compile, and every answer is checked against the contract at run time.
 */
/** An upload's body: files as file parts, the rest as fields. */
function multipartOf(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body))
    if (value instanceof Blob) form.append(key, value);
    else if (value !== undefined) form.append(key, String(value));
  return form;
}

export function typedClient(call: Call) {
  async function request<E extends Endpoint>(
    endpoint: E,
    input?: RequestInput<E>,
    init: RequestInit = {},
  ): Promise<Answer<E>> {
    const { token, lang, address } = init;
    let answer;
    if (endpoint.body) {
      const body = input ?? {};
      answer = await call(endpoint.path, {
        method: endpoint.method,
        token,
        lang,
        address,
        ...(endpoint.encoding === "multipart"
          ? { multipart: multipartOf(body as Record<string, unknown>) }
          : init.form
            ? { form: formOf(body) }
            : { json: body }),
      });
    } else {
      answer = await call(endpoint.path + (endpoint.query ? toSearch(input) : ""), {
        method: endpoint.method,
        token,
        lang,
        address,
      });
    }
    return answer.body as Answer<E>;
  }

  /** The answer's data; fails (with the server's message) unless the code is 200. */
  async function ok<E extends Endpoint>(
    endpoint: E,
    input?: RequestInput<E>,
    init?: RequestInit,
  ): Promise<EndpointResult<E>> {
    const answer = await request(endpoint, input, init);
    if (answer.code !== 200)
      throw new Error(`${endpoint.id} answered ${answer.code} ${answer.msg}, not 200`);
    return answer.data;
  }

  /** The refusal; fails when the call succeeded. */
  async function refused<E extends Endpoint>(
    endpoint: E,
    input?: RequestInput<E>,
    init?: RequestInit,
  ): Promise<Refusal> {
    const answer = await request(endpoint, input, init);
    if (answer.code === 200)
      throw new Error(`${endpoint.id} succeeded where a refusal was expected`);
    return answer;
  }

  return { request, ok, refused };
}

function formOf(body: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
}
