import { ResultCode, type ContractMessageId } from "@campus/contract";
import { ApiProblem } from "../../http/api-problem";

type LibraryError = Extract<ContractMessageId, `library.error.${string}`>;

/** A state the request cannot change (409): the message says why, in the caller's language. */
export const conflict = (id: LibraryError, values: Record<string, string | number> = {}) =>
  new ApiProblem(ResultCode.conflict, id, values);

export const missing = (
  id: LibraryError | "api.error.notFound",
  values: Record<string, string | number> = {},
) => new ApiProblem(ResultCode.notFound, id, values);

/** Another reader's record reads as not found: its existence is not revealed. */
export const notYours = () => new ApiProblem(ResultCode.notFound, "api.error.notFound");
