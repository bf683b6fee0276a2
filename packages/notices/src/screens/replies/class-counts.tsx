import type { NoticeClassCounts } from "@campus/contract/notices";
import { useT } from "@campus/core";
import { Link, Table, type TableColumn } from "@campus/ui";
import { useNoticeClasses } from "../../api/notice-tracking";
import type { NoticesMessageId } from "../../messages/message-ids";
import { ReadCount } from "../office/read-count";

type ClassRow = NoticeClassCounts["classes"][number];

/**
 * A sent notice per class: how many children it went to, for how many the family has read it
 * and replied. A class's name shows that class's children below; the chosen one is marked.
 */
export function ClassCounts({
  id,
  slip,
  chosen,
  classPath,
}: {
  id: number;
  /** Whether the notice has a reply slip (else no replied column). */
  slip: boolean;
  /** The class the children below are of; null: all. */
  chosen: string | null;
  /** The address that shows one class's children (null: all). */
  classPath: (className: string | null) => string;
}) {
  const t = useT<NoticesMessageId>();
  const query = useNoticeClasses(id);
  const columns: TableColumn<ClassRow>[] = [
    {
      key: "class",
      title: t("notices.replies.class"),
      render: (row) =>
        row.class_name === chosen ? (
          <strong aria-current="true">{row.class_name || t("notices.replies.noClass")}</strong>
        ) : (
          <Link to={classPath(row.class_name)}>
            {row.class_name || t("notices.replies.noClass")}
          </Link>
        ),
    },
    {
      key: "read",
      title: t("notices.replies.read"),
      render: (row) => <ReadCount notice={row} />,
    },
    ...(slip
      ? [
          {
            key: "replied",
            title: t("notices.replies.replied"),
            render: (row: ClassRow) =>
              t("notices.office.readOf", { read: row.replied, total: row.recipients }),
          },
        ]
      : []),
  ];
  return (
    <Table
      caption={t("notices.replies.classes")}
      showCaption
      columns={columns}
      rows={query.data?.classes ?? []}
      rowKey="class_name"
      loading={query.isPending}
      error={query.isError}
    />
  );
}
