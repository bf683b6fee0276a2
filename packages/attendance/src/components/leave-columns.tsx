import type { Leave } from "@campus/contract/attendance";
import { formatMomentTime, useIntl, useLocale, useT } from "@campus/core";
import { AttachmentList, StatusTag, theme, type TableColumn } from "@campus/ui";
import type { ReactNode } from "react";
import styled from "styled-components";
import type { AttendanceMessageId } from "../messages/message-ids";
import { LEAVE_TONES, LEAVE_WORDS } from "../statuses";
import { LeaveDays } from "./leave-days";

const Said = styled.p`
  margin: ${theme.space.xs} 0 0;
  color: ${theme.color.textSecondary};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.xs};
`;

/**
 * The columns of a list of leave applications, the family's and the class teacher's alike: its
 * days; why, with the family's note and files (and, for the teacher, who sent it when); where it
 * stands, with what the class teacher said and what the reader may do (`actions`).
 */
export function useLeaveColumns({
  sender = false,
  actions,
}: {
  /** Who sent it and when, under the reason. */
  sender?: boolean;
  /** The reader's buttons for one application, or nothing. */
  actions: (leave: Leave) => ReactNode;
}): TableColumn<Leave>[] {
  const t = useT<AttendanceMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  return [
    {
      key: "days",
      title: t("attendance.leaves.days"),
      render: (leave) => <LeaveDays leave={leave} />,
    },
    {
      key: "reason",
      title: t("attendance.leaves.reason"),
      wideOnMobile: true,
      render: (leave) => (
        <>
          {t(`attendance.reason.${leave.reason}`)}
          {leave.note && <Said>{leave.note}</Said>}
          {sender && (
            <Said>
              {`${locale === "en-US" ? leave.applied_by.name_en : leave.applied_by.name_zh} · ${formatMomentTime(intl, leave.applied_at)}`}
            </Said>
          )}
          {leave.attachments.length > 0 && <AttachmentList files={leave.attachments} />}
        </>
      ),
    },
    {
      key: "status",
      title: t("attendance.leaves.status"),
      wideOnMobile: true,
      render: (leave) => {
        const buttons = actions(leave);
        return (
          <>
            <StatusTag tone={LEAVE_TONES[leave.status]}>{t(LEAVE_WORDS[leave.status])}</StatusTag>
            {leave.teacher_note && (
              <Said>{t("attendance.leaves.teacherSaid", { note: leave.teacher_note })}</Said>
            )}
            {buttons && <Actions>{buttons}</Actions>}
          </>
        );
      },
    },
  ];
}
