import type { EcaImportPreview } from "@campus/contract";
import { useT } from "@campus/core";
import {
  Button,
  refusalText,
  Section,
  Tabs,
  theme,
  Upload,
  useAction,
  useSearchParams,
  type UiMessageId,
} from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import { useEcaImport } from "../../api/eca-import";
import { useCheckImport } from "../../api/eca-import-check";
import { useConfirmImport } from "../../api/eca-import-confirm";
import { importFilePath, useSaveImportFile } from "../../api/eca-import-file";
import type { EcaMessageId } from "../../messages/message-ids";
import { ImportTexts } from "../../components/import-texts";
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
  > button {
    justify-self: start;
  }
`;

const Refusal = styled.p`
  && {
    color: ${theme.color.danger};
  }
`;

const Checking = styled.p`
  && {
    color: ${theme.color.text};
  }
`;

const VIEWS = ["upload", "history"] as const;

/**
 * Import by file (`/smarteca/import`, spec §1, §5): download the template, upload it filled in
 * (its progress shown, then "checking"), read the preview the server answers — every refused
 * row by number, column and reason, the rows it will write — and confirm it, or fix the file
 * and upload it again. `?view=history` lists every import; `?id=` is one import's preview.
 */
export function ImportPage() {
  return (
    <ImportTexts>
      <Import />
    </ImportTexts>
  );
}

function Import() {
  const t = useT<EcaMessageId | UiMessageId>();
  const [params, setParams] = useSearchParams();
  const view = VIEWS.find((v) => v === params.get("view")) ?? "upload";
  const previewId = Number(params.get("id")) || null;
  const checkImport = useCheckImport();
  const save = useSaveImportFile();
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const preview = useEcaImport(previewId);
  const confirmImport = useConfirmImport();
  const checked = preview.data?.status === "checked" ? preview.data : null;

  /** Writes the previewed rows after a question; an outdated preview is shown anew. */
  const importing = useAction<EcaImportPreview, EcaImportPreview>({
    confirm: (checked) => ({
      title: t("eca.import.confirmQuestion", { count: checked.accepted }),
      content:
        checked.refused > 0
          ? t("eca.import.confirmSkips", { count: checked.refused })
          : t("eca.import.confirmExplain"),
      okText: t("eca.import.confirm", { count: checked.accepted }),
    }),
    run: (checked) => {
      setRefusal(null);
      return confirmImport.mutateAsync({ id: checked.id });
    },
    success: (done) => t("eca.import.imported", { count: done.accepted }),
    refusal: (reason) => {
      setRefusal(reason);
      // An outdated preview was checked again on the server: show the one it keeps now.
      void preview.refetch();
    },
  });
  const importRows = async () => {
    if (checked) await importing.run(checked);
  };

  const show = (next: Record<string, string | null>) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next))
        if (value === null) merged.delete(key);
        else merged.set(key, value);
      merged.delete("page");
      return merged;
    });

  const upload = (
    <form
      noValidate={false}
      onSubmit={(event) => {
        event.preventDefault();
        void importRows();
      }}
    >
      <Step>
        <h3>{t("eca.import.templateTitle")}</h3>
        <p>{t("eca.import.templateHint")}</p>
        <Button
          onClick={() =>
            void save(importFilePath("template"), t("eca.import.templateFile")).catch(() => {
              // Said by the one error path.
            })
          }
        >
          {t("eca.import.downloadTemplate")}
        </Button>
      </Step>
      <Step>
        <h3>{t("eca.import.uploadTitle")}</h3>
        <p>{t("eca.import.uploadHint")}</p>
        <Upload
          kind="spreadsheet"
          // With no preview yet, "import" first asks for the file.
          required={previewId === null}
          onUpload={async (file, { onProgress, signal }) => {
            setRefusal(null);
            setChecking(false);
            try {
              const preview = await checkImport(
                file,
                (percent) => {
                  onProgress(percent);
                  // Every byte sent: the server is reading the rows now.
                  if (percent >= 100) setChecking(true);
                },
                signal,
              );
              show({ id: String(preview.id) });
            } catch (error) {
              setRefusal(refusalText(error));
              throw error;
            } finally {
              setChecking(false);
            }
          }}
        />
        {checking && <Checking role="status">{t("eca.import.checking")}</Checking>}
        {refusal && <Refusal role="alert">{refusal}</Refusal>}
      </Step>
      {preview.data && <ImportPreview preview={preview.data} />}
      {(previewId === null || checked) && (
        <Button
          type="submit"
          variant="primary"
          disabled={checked !== null && checked.accepted === 0}
          loading={confirmImport.isPending}
        >
          {checked ? t("eca.import.confirm", { count: checked.accepted }) : t("eca.import.submit")}
        </Button>
      )}
    </form>
  );

  return (
    <Section title={t("eca.route.import")}>
      <Tabs
        activeKey={view}
        onChange={(key) => show({ view: key === "upload" ? null : key, id: null })}
        items={VIEWS.map((v) => ({
          key: v,
          label: t(`eca.import.view.${v}`),
          content: v !== view ? null : v === "upload" ? upload : <ImportHistory />,
        }))}
      />
    </Section>
  );
}
