import {
  OFFICE_ROSTER_TEMPLATE_PATH,
  OFFICE_STAFF_TEMPLATE_PATH,
  type RosterPreview as Preview,
} from "@campus/contract";
import { useSaveFile, useT } from "@campus/core";
import {
  Button,
  refusalText,
  Checkbox,
  theme,
  Upload,
  useAction,
  useSearchParams,
  type UiMessageId,
} from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import { useOfficeRosterCheck } from "../../api/office-roster-check";
import { useOfficeRosterImport } from "../../api/office-roster-import";
import { useOfficeRosterPreview } from "../../api/office-roster-preview";
import type { OfficeMessageId } from "../../messages/message-ids";
import { RosterPreview } from "./roster-preview";

export const Step = styled.div`
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

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const Said = styled.p<{ $alert?: boolean }>`
  && {
    color: ${({ $alert }) => ($alert ? theme.color.danger : theme.color.text)};
  }
`;

/**
 * Importing the roster — or the staff list, the same way (the server tells them apart by their
 * header): the templates, the file (whole school or not) checked into a preview —
 * kept in the address (`?upload=&full=1`), so a reload shows it again — and the import, after
 * a question, once no row is refused.
 */
export function RosterImport() {
  const t = useT<OfficeMessageId | UiMessageId>();
  const [params, setParams] = useSearchParams();
  const upload = Number(params.get("upload")) || null;
  const full = params.get("full") === "1";
  const check = useOfficeRosterCheck();
  const saveFile = useSaveFile();
  const [checked, setChecked] = useState<Preview | null>(null);
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const fresh = checked?.upload_id === upload && checked.full === full ? checked : null;
  const again = useOfficeRosterPreview(fresh ? null : upload, full);
  const preview = fresh ?? again.data ?? null;
  const importRoster = useOfficeRosterImport();

  const show = (next: { upload?: number | null; full?: boolean; view?: string }) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      const put = (key: string, value: string | null) =>
        value === null ? merged.delete(key) : merged.set(key, value);
      if (next.upload !== undefined) put("upload", next.upload ? String(next.upload) : null);
      if (next.full !== undefined) put("full", next.full ? "1" : null);
      if (next.view !== undefined) put("view", next.view);
      return merged;
    });

  const doImport = useAction({
    confirm: (p: Preview) => ({
      title: t("office.roster.importQuestion", { name: p.file_name }),
      content:
        p.people === "staff"
          ? t("office.roster.importStaffExplain", p.counts)
          : [
              t("office.roster.importExplain", {
                ...p.counts,
                guardians: p.counts.guardians_added,
              }),
              p.staff_counts && t("office.roster.staffChangesText", p.staff_counts),
            ]
              .filter(Boolean)
              .join(" "),
      okText: t("office.roster.import"),
    }),
    run: (p) => importRoster.mutateAsync({ upload: p.upload_id, full: p.full }),
    success: (_, p) =>
      t(p.people === "staff" ? "office.roster.staffImported" : "office.roster.imported"),
    done: () => show({ upload: null, full: false, view: "history" }),
  });

  const { added, updated, left } = preview?.counts ?? { added: 0, updated: 0, left: 0 };
  return (
    <>
      <Step>
        <h3>{t("office.roster.templateTitle")}</h3>
        <p>{t("office.roster.templateHint")}</p>
        <Buttons>
          {(
            [
              [OFFICE_ROSTER_TEMPLATE_PATH, "templateFile", "downloadTemplate"],
              [OFFICE_STAFF_TEMPLATE_PATH, "staffTemplateFile", "downloadStaffTemplate"],
            ] as const
          ).map(([path, file, label]) => (
            <Button
              key={path}
              onClick={() =>
                void saveFile(path, t(`office.roster.${file}`)).catch(() => {
                  // Said by the one error path.
                })
              }
            >
              {t(`office.roster.${label}`)}
            </Button>
          ))}
        </Buttons>
      </Step>
      <Step>
        <h3>{t("office.roster.uploadTitle")}</h3>
        <p>{t("office.roster.uploadHint")}</p>
        <Checkbox checked={full} onChange={(event) => show({ full: event.target.checked })}>
          {t("office.roster.full")}
        </Checkbox>
        <Upload
          kind="roster"
          onUpload={async (file, { onProgress, signal }) => {
            setRefusal(null);
            setChecking(false);
            try {
              const answer = await check(
                { file, full },
                (percent) => {
                  onProgress(percent);
                  // Every byte sent: the server is reading the rows now.
                  if (percent >= 100) setChecking(true);
                },
                signal,
              );
              setChecked(answer);
              show({ upload: answer.upload_id });
            } catch (error) {
              setRefusal(refusalText(error));
              throw error;
            } finally {
              setChecking(false);
            }
          }}
        />
        {checking && <Said role="status">{t("office.roster.checking")}</Said>}
        {refusal && (
          <Said role="alert" $alert>
            {refusal}
          </Said>
        )}
      </Step>
      {preview && (
        <Step>
          <RosterPreview preview={preview} />
          {preview.counts.refused === 0 && added + updated + left > 0 && (
            <Button
              variant="primary"
              loading={doImport.isRunning(preview)}
              onClick={() => void doImport.run(preview)}
            >
              {t("office.roster.import")}
            </Button>
          )}
        </Step>
      )}
    </>
  );
}
