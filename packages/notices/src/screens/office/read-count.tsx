import type { OfficeNotice } from "@campus/contract/notices";
import { useT } from "@campus/core";
import { Progress, theme } from "@campus/ui";
import styled from "styled-components";
import type { NoticesMessageId } from "../../messages/message-ids";

const Count = styled.span`
  display: grid;
  gap: ${theme.space.xxs};
  min-width: 7em;
  font-variant-numeric: tabular-nums;
`;

/** How many of a sent notice's recipients a family has read it for: "12 / 30" and a bar. */
export function ReadCount({ notice }: { notice: Pick<OfficeNotice, "read" | "recipients"> }) {
  const t = useT<NoticesMessageId>();
  const { read, recipients } = notice;
  return (
    <Count>
      <span>{t("notices.office.readOf", { read, total: recipients })}</span>
      <Progress
        percent={recipients === 0 ? 0 : (read / recipients) * 100}
        label={t("notices.office.readCount")}
        hideText
      />
    </Count>
  );
}
