import { useIntl } from "@campus/core";
import { useConfirm, useMessage } from "@campus/ui";
import { useLibraryDeleteReview } from "../api/library-delete-review";

/**
 * Deleting one of the reader's reviews, wherever it is listed: ask first (spec §5), delete,
 * say it is done. A refusal is shown by the error catalogue.
 */
export function useDeleteReviewAsking() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const confirm = useConfirm();
  const message = useMessage();
  const remove = useLibraryDeleteReview();
  const deleteReview = async (id: number) => {
    const ok = await confirm({
      title: t("library.review.deleteTitle"),
      content: t("library.review.deleteText"),
      danger: true,
      okText: t("library.review.delete"),
    });
    if (!ok) return;
    const done = await remove.mutateAsync({ id }).then(
      () => true,
      () => false,
    );
    if (done) message.success(t("library.done"));
  };
  return {
    deleteReview,
    deleting: (id: number) => remove.isPending && remove.variables?.id === id,
  };
}
