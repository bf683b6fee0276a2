import type { Notice, ReplyNotice } from "@campus/contract/notices";
import { noticesApiRoutes } from "@campus/contract/notices";
import { decideError, type ApiFailure } from "@campus/core";
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
 * refetch was answered before the reply was in.
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
    const notice = await mutation.mutateAsync(request);
    // The detail's key as `useNoticeDetail` makes it.
    client.setQueryData(
      key("mine", "detail", { id: request.id, childId: request.childId }),
      notice,
    );
    return notice;
  };
  return { reply, isPending: mutation.isPending };
}
