import { noticesApiRoutes } from "@campus/contract/notices";
import { noticesApi } from "./notices-api";

/** Sends a draft to its recipients (fixed now, one per child): the office's views change. */
export function usePublishNotice() {
  return noticesApi.useEndpointMutation(noticesApiRoutes.noticePublish, (key) => [key("office")]);
}
