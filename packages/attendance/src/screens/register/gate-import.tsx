import type { GateImported } from "@campus/contract/attendance";
import { useIntl, useT } from "@campus/core";
import { refusalText, theme, TimeInput, Upload, type UiMessageId } from "@campus/ui";
import { useId, useState } from "react";
import styled from "styled-components";
import { useGateImport } from "../../api/class";
import type { AttendanceMessageId } from "../../messages/message-ids";

const Part = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  h3 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
  p {
    margin: 0;
  }
  label {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.xs};
    max-width: 12rem;
    font-weight: ${theme.font.weight.medium};
  }
  [role="alert"] {
    color: ${theme.color.danger};
  }
`;

/**
 * The office's import of the gate's card taps for the register's day (decision 0047): the
 * gate's CSV or workbook, a first tap after `late after` marking late; what it did said after.
 * Code of its own, loaded for the office alone.
 */
export function GateImport({ day }: { day: string }) {
  const t = useT<AttendanceMessageId | UiMessageId>();
  const intl = useIntl();
  const send = useGateImport();
  const titleId = useId();
  const timeId = useId();
  const [lateAfter, setLateAfter] = useState("08:00");
  const [done, setDone] = useState<GateImported | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const n = (count: number) => intl.formatNumber(count);
  return (
    <Part aria-labelledby={titleId}>
      <h3 id={titleId}>{t("attendance.gate.title")}</h3>
      <p>{t("attendance.gate.hint")}</p>
      <label htmlFor={timeId}>
        {t("attendance.gate.lateAfter")}
        <TimeInput id={timeId} value={lateAfter} onChange={(time) => setLateAfter(time ?? "")} />
      </label>
      <Upload
        kind="spreadsheet"
        disabled={!lateAfter}
        onUpload={async (file, { onProgress, signal }) => {
          setRefusal(null);
          setDone(null);
          try {
            setDone(await send({ file, day, lateAfter }, onProgress, signal));
          } catch (error) {
            setRefusal(refusalText(error));
            throw error;
          }
        }}
      />
      {refusal && <p role="alert">{refusal}</p>}
      {done && (
        <p role="status">
          {t("attendance.gate.done", {
            present: n(done.present),
            late: n(done.late),
            kept: n(done.kept),
          })}
          {done.unknown.length > 0 &&
            ` ${t("attendance.gate.unknown", { numbers: done.unknown.join(intl.locale === "en-US" ? ", " : "、") })}`}
        </p>
      )}
    </Part>
  );
}
