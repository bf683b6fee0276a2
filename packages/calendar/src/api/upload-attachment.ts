import { calendarApiRoutes } from "@campus/contract";
import { calendarApi } from "./calendar-api";

/**
 * Sends one file for a school event (the office's form names it when it saves): nothing shown
 * changes until the event is saved. Removing the file while it uploads aborts it.
 */
export function useUploadAttachment() {
  const { request } = calendarApi.useRequest();
  return (file: File, signal: AbortSignal) =>
    request(calendarApiRoutes.calendarUploadAttachment, { file }, { signal });
}
