import type { Review } from "@campus/contract";
import { useIntl, formatMoment, useT } from "@campus/core";
import { Button, type TableColumn, QueryTable, usePagedQuery, type UiMessageId } from "@campus/ui";
import { useDeleteReviewAsking } from "../../components/use-delete-review";
import { useLibraryMyReviews } from "../../api/library-my-reviews";
import { BookCell } from "./book-cell";
import { RecordsEmpty } from "./records-empty";
import { RecordsLayout } from "./records-layout";
import type { LibraryMessageId } from "../../messages/message-ids";

/** My reviews (spec §2 /library/myrecord/review): what the reader wrote, its likes; delete asks first. */
export function MyReviewsPage() {
  const intl = useIntl();
  const t = useT<LibraryMessageId | UiMessageId>();
  const reviews = usePagedQuery(useLibraryMyReviews);
  const deleting = useDeleteReviewAsking();
  const columns: TableColumn<Review>[] = [
    {
      key: "book",
      title: t("library.record.book"),
      render: (review) => <BookCell record={review} />,
    },
    { key: "content", title: t("library.review.content"), render: (review) => review.content },
    {
      key: "at",
      title: t("library.record.writtenAt"),
      render: (review) => formatMoment(intl, review.created_at),
    },
    {
      key: "likes",
      title: t("library.review.likes"),
      render: (review) => intl.formatNumber(review.like_count),
    },
    {
      key: "actions",
      title: t("library.record.actions"),
      render: (review) => (
        <Button
          size="sm"
          variant="danger"
          loading={deleting.isRunning(review.id)}
          onClick={() => void deleting.run(review.id)}
        >
          {t("library.review.delete")}
        </Button>
      ),
    },
  ];
  return (
    <RecordsLayout>
      <QueryTable
        caption={t("library.route.myReviews")}
        columns={columns}
        list={reviews}
        empty={<RecordsEmpty kind="myReviews" />}
      />
    </RecordsLayout>
  );
}
