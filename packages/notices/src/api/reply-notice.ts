import type { Notice, ReplyNotice } from "@campus/contract/notices";
import { ResultCode } from "@campus/contract";
import { noticesApiRoutes } from "@campus/contract/notices";
import { decideError, isApiError, type ApiFailure } from "@campus/core";
import { useQueryClient } from "@tanstack/react-query";
import { noticesApi } from "./notices-api";

/**
 * The server's refusals (a wrong PIN, replied already, closed) the slip's form words itself,
 * beside the field or above the button; an ended session, maintenance or a lost connection go
 * the one error path.
 */
export const refusalsOnly = (failure: ApiFailure) =>
  decideError(failure, "portal").kind === "message";

/**
 * A parent replies on a notice's slip for one child: the family's notices are stale, and the
 * notice as answered (with its reply) is what the page shows from then on — also where the
 * refetch was answered before the reply was in. A reply refused as one too many reads it again.
 */
export function useReplyNotice() {
  const client = useQueryClient();
  const { key } = noticesApi.useRequest();
  const mutation = noticesApi.useEndpointMutation(
    noticesApiRoutes.noticeReply,
    (stale) => [stale("mine")],
    { silent: refusalsOnly },
  );
  const reply = async (request: ReplyNotice): Promise<Notice> => {
    // The detail's key as `useNoticeDetail` makes it.
    const detail = key("mine", "detail", { id: request.id, childId: request.childId });
    try {
      const notice = await mutation.mutateAsync(request);
      client.setQueryData(detail, notice);
      return notice;
    } catch (error) {
      // Refused as replied already (the other guardian, meanwhile) or closed: the notice is read
      // again, so the page shows the reply that was given, or the slip as closed.
      if (
        isApiError(error) &&
        error.failure.kind === "envelope" &&
        error.failure.code === ResultCode.conflict
      )
        void client.invalidateQueries({ queryKey: detail });
      throw error;
    }
  };
  return { reply, isPending: mutation.isPending };
}
