import { LIBRARY_IMPORT_TEMPLATE_PATH, type LibraryImportPreview } from "@campus/contract";
import { useLocale, useSaveFile, useT } from "@campus/core";
import {
  Button,
  Link,
  refusalText,
  Section,
  Select,
  Tabs,
  theme,
  Upload,
  useAction,
  useSearchParams,
  type UiMessageId,
} from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import { useCatalogueImport } from "../../api/catalogue-import";
import { useCatalogueImportCheck } from "../../api/catalogue-import-check";
import { useCatalogueImportConfirm } from "../../api/catalogue-import-confirm";
import { useLibraryCategories } from "../../api/library-categories";
import { localName } from "../../components/book-title";
import { LibrarianTexts } from "../../components/librarian-texts";
import { useLibraryLink } from "../../components/use-library-link";
import { CATALOGUE_PATH } from "../catalogue/use-open-book";
import type { LibraryMessageId } from "../../messages/message-ids";
import { ImportHistory } from "./import-history";
import { ImportPreview } from "./import-preview";

const Step = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  margin-block-end: ${theme.space.lg};
  h3 {
    margin: 0;
    font-size: ${theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${theme.color.textSecondary};
  }
  > button,
  > label {
    justify-self: start;
  }
  label {
    display: grid;
    gap: ${theme.space.xs};
  }
`;

const Said = styled.p<{ $alert?: boolean }>`
  && {
    color: ${({ $alert }) => ($alert ? theme.color.danger : theme.color.text)};
  }
`;

const VIEWS = ["upload", "history"] as const;

/**
 * Bringing a catalogue in (`/library/catalogue?view=import`, issue 38 §2): the template, the file
 * uploaded and checked (its progress, then "checking"), the preview — new books, books the
 * catalogue has, refused records and why — and "import" after a question. `?id=` is one
 * import's preview, `?tab=history` every import.
 */
export function ImportPage() {
  return (
    <LibrarianTexts>
      <CatalogueImport />
    </LibrarianTexts>
  );
}

function CatalogueImport() {
  const t = useT<LibraryMessageId | UiMessageId>();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const view = VIEWS.find((v) => v === params.get("tab")) ?? "upload";
  const previewId = Number(params.get("id")) || null;
  const categories = useLibraryCategories().data?.list ?? [];
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const fallback = categoryId ?? categories[0]?.id ?? null;
  const check = useCatalogueImportCheck();
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const preview = useCatalogueImport(previewId);
  const confirmImport = useCatalogueImportConfirm();
  const checked = preview.data?.status === "checked" ? preview.data : null;
  const saveFile = useSaveFile();
  const link = useLibraryLink();

  const show = (next: Record<string, string | null>) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next))
        if (value === null) merged.delete(key);
        else merged.set(key, value);
      merged.delete("page");
      return merged;
    });

  const importing = useAction({
    confirm: (p: LibraryImportPreview) => ({
      title: t("library.import.confirmTitle", {
        count: p.books_added + p.books_matched,
        copies: p.copies_added,
      }),
      content: t("library.import.confirmText", { refused: p.refused }),
      okText: t("library.import.confirm", { count: p.books_added + p.books_matched }),
    }),
    run: (p: LibraryImportPreview) => confirmImport.mutateAsync({ id: p.id }),
    success: (done) =>
      t("library.import.imported", { count: done.books_added + done.books_matched }),
  });
  const runImport = async (p: LibraryImportPreview) => {
    // A refusal (the catalogue changed since): the server has checked it again; show that.
    if (!(await importing.run(p))) void preview.refetch();
  };

  const upload = (
    <>
      <Step>
        <h3>{t("library.import.templateTitle")}</h3>
        <p>{t("library.import.templateHint")}</p>
        <Button
          onClick={() =>
            void saveFile(LIBRARY_IMPORT_TEMPLATE_PATH, t("library.import.templateFile")).catch(
              () => {},
            )
          }
        >
          {t("library.import.downloadTemplate")}
        </Button>
      </Step>
      <Step>
        <h3>{t("library.import.uploadTitle")}</h3>
        <p>{t("library.import.uploadHint")}</p>
        <label>
          {t("library.import.category")}
          <Select
            value={fallback === null ? "" : String(fallback)}
            options={categories.map((c) => ({ value: String(c.id), label: localName(c, locale) }))}
            onChange={(event) => setCategoryId(Number(event.target.value))}
          />
        </label>
        <Upload
          kind="catalogue"
          // Sent with the category books go to when nothing else files them: known first.
          disabled={fallback === null}
          onUpload={async (file, { onProgress, signal }) => {
            setRefusal(null);
            try {
              const answer = await check(
                { file, categoryId: fallback! },
                (percent) => {
                  onProgress(percent);
                  if (percent >= 100) setChecking(true);
                },
                signal,
              );
              show({ id: String(answer.id) });
            } catch (error) {
              setRefusal(refusalText(error));
              throw error;
            } finally {
              setChecking(false);
            }
          }}
        />
        {checking && <Said role="status">{t("library.import.checking")}</Said>}
        {refusal && (
          <Said $alert role="alert">
            {refusal}
          </Said>
        )}
      </Step>
      {preview.data && <ImportPreview preview={preview.data} />}
      {preview.data && preview.data.status !== "checked" && (
        <Said role="status">
          {t(
            preview.data.status === "imported"
              ? "library.import.importedNote"
              : "library.import.undoneNote",
          )}
        </Said>
      )}
      {checked && (
        <Button
          variant="primary"
          disabled={checked.books_added + checked.books_matched === 0}
          loading={importing.isRunning(checked)}
          onClick={() => void runImport(checked)}
        >
          {t("library.import.confirm", { count: checked.books_added + checked.books_matched })}
        </Button>
      )}
    </>
  );

  return (
    <Section
      title={t("library.import.heading")}
      extra={<Link to={link(CATALOGUE_PATH)}>{t("library.catalogue.back")}</Link>}
    >
      <Tabs
        activeKey={view}
        onChange={(key) => show({ tab: key === "upload" ? null : key, id: null })}
        items={VIEWS.map((v) => ({
          key: v,
          label: t(`library.import.view.${v}`),
          content: v !== view ? null : v === "upload" ? upload : <ImportHistory />,
        }))}
      />
    </Section>
  );
}
