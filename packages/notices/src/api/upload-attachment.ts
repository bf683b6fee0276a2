import { noticesApiRoutes } from "@campus/contract/notices";
import { noticesApi } from "./notices-api";

/**
 * Sends one file for a draft notice (the editor names it when it saves): nothing shown changes
 * until the draft is saved. Removing the file while it uploads aborts it.
 */
export function useUploadAttachment() {
  const { request } = noticesApi.useRequest();
  return (file: File, signal: AbortSignal) =>
    request(noticesApiRoutes.noticeUploadAttachment, { file }, { signal });
}
