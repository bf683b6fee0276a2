import { noticesApiRoutes } from "@campus/contract/notices";
import { noticesApi } from "./notices-api";

/** Writes a draft or changes one: the office's list and the draft change. */
export function useSaveNotice() {
  return noticesApi.useEndpointMutation(noticesApiRoutes.noticeSave, (key) => [key("office")]);
}
