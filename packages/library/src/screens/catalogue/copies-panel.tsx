import type { CatalogueCopy, CopySettableStatus } from "@campus/contract";
import { can, formatDay, useIntl, useLocale, useSession, useT } from "@campus/core";
import {
  Button,
  Card,
  Empty,
  Link,
  PartBoundary,
  retryableLazy,
  Table,
  theme,
  useAction,
  type TableColumn,
  type UiMessageId,
} from "@campus/ui";
import { Suspense, useState } from "react";
import styled from "styled-components";
import { useCatalogueCopyStatus } from "../../api/catalogue-copy-status";
import type { LibraryMessageId } from "../../messages/message-ids";
import { useLibraryLink } from "../../components/use-library-link";
import { LibraryStatus } from "../../statuses";
import { CATALOGUE_PATH, CATALOGUE_ROUTE } from "./use-open-book";

/** The copy's form opens in a dialog, loaded when first asked for. */
const CopyDialog = retryableLazy(() => import("./copy-dialog").then((m) => m.CopyDialog));

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

const Holder = styled.span`
  small {
    display: block;
    color: ${theme.color.textSecondary};
  }
`;

/** What the librarian may turn a copy to from where it is (the desk moves loans and holds). */
function movesOf(copy: CatalogueCopy): CopySettableStatus[] {
  switch (copy.status) {
    case "available":
      return ["repair", "withdrawn"];
    case "repair":
      return ["available", "withdrawn"];
    case "withdrawn":
    case "lost":
      return ["available"];
    default:
      return [];
  }
}

const MOVE_LABELS = {
  available: "library.catalogue.backOnShelf",
  repair: "library.catalogue.repair",
  withdrawn: "library.catalogue.withdraw",
} as const;

/** Who has a copy now (on loan or set aside for them), with its due day. */
function CopyHolder({ copy }: { copy: CatalogueCopy }) {
  const t = useT<LibraryMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  if (!copy.reader) return null;
  const name = locale === "en-US" ? copy.reader.name_en : copy.reader.name_zh;
  return (
    <Holder>
      {[name, copy.reader.class_name].filter(Boolean).join(" · ")}
      {copy.due_date && (
        <small>{t("library.catalogue.dueOn", { day: formatDay(intl, copy.due_date) })}</small>
      )}
    </Holder>
  );
}

/**
 * A book's copies: barcode, call number, location, status and who has it; each corrected,
 * sent for repair, withdrawn or put back on the shelf, and new ones added.
 */
export function CopiesPanel({
  bookId,
  title,
  copies,
}: {
  bookId: number;
  /** The book's title, naming the table. */
  title: string;
  copies: CatalogueCopy[];
}) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const permissions = useSession((s) => s.user?.permissions);
  const link = useLibraryLink();
  const mayAdd = can(permissions, CATALOGUE_ROUTE, "add");
  const mayEdit = can(permissions, CATALOGUE_ROUTE, "edit");
  // The copy being corrected, or "new" for the one being added.
  const [editing, setEditing] = useState<CatalogueCopy | "new" | null>(null);
  const setStatus = useCatalogueCopyStatus();
  const move = useAction({
    confirm: ({ copy, status }: { copy: CatalogueCopy; status: CopySettableStatus }) =>
      status === "withdrawn"
        ? {
            title: t("library.catalogue.withdrawTitle", { bookNo: copy.book_no }),
            content: t("library.catalogue.withdrawText"),
            okText: t("library.catalogue.withdraw"),
            danger: true,
          }
        : null,
    run: ({ copy, status }) => setStatus.mutateAsync({ id: copy.id, status }),
    success: () => t("library.done"),
  });
  const columns: TableColumn<CatalogueCopy>[] = [
    { key: "barcode", title: t("library.catalogue.barcode"), render: (c) => c.book_no },
    { key: "call", title: t("library.catalogue.callNumber"), render: (c) => c.call_number },
    { key: "location", title: t("library.catalogue.location"), render: (c) => c.location },
    {
      key: "status",
      title: t("library.catalogue.status"),
      render: (c) => <LibraryStatus kind="copy" status={c.status} />,
    },
    { key: "reader", title: t("library.catalogue.holder"), render: (c) => <CopyHolder copy={c} /> },
  ];
  if (mayEdit)
    columns.push({
      key: "actions",
      title: t("library.record.actions"),
      render: (copy) => (
        <Actions>
          <Button size="sm" onClick={() => setEditing(copy)}>
            {t("library.catalogue.edit")}
          </Button>
          {movesOf(copy).map((status) => (
            <Button
              key={status}
              size="sm"
              variant={status === "withdrawn" ? "danger" : "default"}
              onClick={() => void move.run({ copy, status })}
            >
              {t(MOVE_LABELS[status])}
            </Button>
          ))}
        </Actions>
      ),
    });
  return (
    <Card
      title={t("library.catalogue.copies")}
      extra={
        <Actions>
          {copies.length > 0 && (
            <Link to={link(CATALOGUE_PATH, { view: "labels", book: bookId })}>
              {t("library.labels.open")}
            </Link>
          )}
          {mayAdd && (
            <Button size="sm" variant="primary" onClick={() => setEditing("new")}>
              {t("library.catalogue.addCopy")}
            </Button>
          )}
        </Actions>
      }
    >
      <Table
        caption={t("library.catalogue.copiesOf", { title })}
        columns={columns}
        rows={copies}
        rowKey={(c) => c.id}
        empty={<Empty compact title={t("library.catalogue.noCopies")} />}
      />
      {editing && (
        <PartBoundary text={t("core.error.chunk")}>
          <Suspense fallback={null}>
            <CopyDialog
              bookId={bookId}
              copy={editing === "new" ? null : editing}
              onClose={() => setEditing(null)}
            />
          </Suspense>
        </PartBoundary>
      )}
    </Card>
  );
}
