import {
  ResultCode,
  type ContractMessageId,
  type Locale,
  type ResultCodeValue,
} from "@campus/contract";
import { translate } from "./messages";

/**
 * An expected failure a handler reports: an envelope code, a message id of the contract's
 * catalogue (translated for the caller) and optional data. Anything else thrown is a bug and
 * answers 500.
 */
export class ApiProblem extends Error {
  readonly code: ResultCodeValue;
  readonly messageId: ContractMessageId;
  readonly values: Record<string, string | number>;
  readonly data: unknown;

  constructor(
    code: ResultCodeValue,
    messageId: ContractMessageId,
    values: Record<string, string | number> = {},
    data: unknown = null,
  ) {
    super(messageId);
    this.name = "ApiProblem";
    this.code = code;
    this.messageId = messageId;
    this.values = values;
    this.data = data;
  }
}

export const loginRequired = () =>
  new ApiProblem(ResultCode.loginRequired, "api.error.loginRequired");
export const forbidden = () => new ApiProblem(ResultCode.forbidden, "api.error.forbidden");
export const notFound = (id: ContractMessageId = "api.error.notFound") =>
  new ApiProblem(ResultCode.notFound, id);

/** A state the request cannot change (409): the message says why, in the caller's language. */
export const conflict = (id: ContractMessageId, values: Record<string, string | number> = {}) =>
  new ApiProblem(ResultCode.conflict, id, values);

/** A record the request names does not exist (404), with a message that says which. */
export const missing = (id: ContractMessageId, values: Record<string, string | number> = {}) =>
  new ApiProblem(ResultCode.notFound, id, values);

/** Another user's record reads as not found: its existence is not revealed. */
export const notYours = () => new ApiProblem(ResultCode.notFound, "api.error.notFound");

/**
 * One field refused after the schema passed it (a file's content, an id the database does not
 * know): a 400 with the field's message, as a schema's refusal reads, in the caller's language.
 */
export const invalidField = (
  locale: Locale,
  field: string,
  id: ContractMessageId,
  values: Record<string, string | number> = {},
) =>
  new ApiProblem(ResultCode.badRequest, id, values, {
    fields: [{ field, message: translate(locale, id, values) }],
  });
