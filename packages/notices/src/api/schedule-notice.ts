import { noticesApiRoutes } from "@campus/contract/notices";
import { noticesApi } from "./notices-api";

/** Sets when a draft is sent on its own, or takes that away: the office's views change. */
export function useScheduleNotice() {
  return noticesApi.useEndpointMutation(noticesApiRoutes.noticeSchedule, (key) => [key("office")]);
}
