import type { CatalogueRecord } from "@campus/contract";
import { can, useLocale, useSession, useT } from "@campus/core";
import {
  Button,
  Card,
  Empty,
  PageStack,
  PartBoundary,
  retryableLazy,
  Skeleton,
  useAction,
  type UiMessageId,
} from "@campus/ui";
import { Suspense } from "react";
import styled from "styled-components";
import { useCatalogueBook } from "../../api/catalogue-book";
import { useCatalogueBookStatus } from "../../api/catalogue-book-status";
import { bookTitle } from "../../components/book-title";
import type { LibraryMessageId } from "../../messages/message-ids";
import { LibraryStatus } from "../../statuses";
import { BookForm } from "./book-form";
import { CATALOGUE_ROUTE, useOpenBook } from "./use-open-book";

/** The copies' table loads beside the record's form, as a part of its own. */
const CopiesPanel = retryableLazy(() => import("./copies-panel").then((m) => m.CopiesPanel));

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

/** A book's status and the button that turns it (readers find it, or no longer). */
function StatusBar({ record }: { record: CatalogueRecord }) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const title = bookTitle(record, useLocale()).title;
  const permissions = useSession((s) => s.user?.permissions);
  const setStatus = useCatalogueBookStatus();
  const next = record.status === "enabled" ? "disabled" : "enabled";
  const turn = useAction({
    confirm: () =>
      next === "disabled"
        ? {
            title: t("library.catalogue.disableTitle", { title }),
            content: t("library.catalogue.disableText"),
            okText: t("library.catalogue.disable"),
            danger: true,
          }
        : null,
    run: () => setStatus.mutateAsync({ id: record.id, status: next }),
    success: () =>
      t(next === "disabled" ? "library.catalogue.disabled" : "library.catalogue.enabled"),
  });
  const may = can(permissions, CATALOGUE_ROUTE, next === "disabled" ? "disable" : "enable");
  return (
    <Bar>
      <LibraryStatus kind="book" status={record.status} />
      {may && (
        <Button size="sm" loading={turn.isRunning()} onClick={() => void turn.run()}>
          {t(next === "disabled" ? "library.catalogue.disable" : "library.catalogue.enable")}
        </Button>
      )}
    </Bar>
  );
}

/**
 * One book of the catalogue (`?book=<id>`): its record to correct, its status, its copies; or
 * the form of a new book (`?book=new`), whose record opens once it is added.
 */
export function BookRecord({ id }: { id: number | null }) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const locale = useLocale();
  const open = useOpenBook();
  const query = useCatalogueBook(id);
  const record = query.data;
  const back = (
    <div>
      <Button variant="link" onClick={() => open(null)}>
        {t("library.catalogue.back")}
      </Button>
    </div>
  );
  if (id === null)
    return (
      <PageStack>
        {back}
        <Card title={t("library.catalogue.newTitle")}>
          <BookForm record={null} onSaved={(saved) => open(saved.id)} />
        </Card>
      </PageStack>
    );
  if (!record)
    return (
      <PageStack>
        {back}
        {query.isError ? <Empty title={t("library.catalogue.notFound")} /> : <Skeleton lines={8} />}
      </PageStack>
    );
  const { copies, ...book } = record;
  return (
    <PageStack>
      {back}
      <Card
        title={t("library.catalogue.editBook", { title: bookTitle(record, locale).title })}
        extra={<StatusBar record={record} />}
      >
        <BookForm key={JSON.stringify(book)} record={record} onSaved={() => undefined} />
      </Card>
      <PartBoundary text={t("core.error.chunk")}>
        <Suspense fallback={<Skeleton lines={3} />}>
          <CopiesPanel bookId={record.id} title={bookTitle(record, locale).title} copies={copies} />
        </Suspense>
      </PartBoundary>
    </PageStack>
  );
}
