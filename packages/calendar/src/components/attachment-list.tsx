import type { Attachment } from "@campus/contract";
import { useApiOrigin, useIntl, useT } from "@campus/core";
import { Button, formatFileSize, theme } from "@campus/ui";
import styled from "styled-components";
import type { CalendarMessageId } from "../messages/message-ids";

const List = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.xs} ${theme.space.sm};
    min-width: 0;
  }
  a {
    color: ${theme.color.primaryText};
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.span`
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

/**
 * A school event's files, each a link that opens it (a PDF in the phone's viewer) with its type
 * and size; with `onRemove`, each has a button that takes it off (the office's form).
 */
export function AttachmentList({
  files,
  onRemove,
}: {
  files: readonly Attachment[];
  onRemove?: (file: Attachment) => void;
}) {
  const t = useT<CalendarMessageId>();
  const intl = useIntl();
  const origin = useApiOrigin();
  return (
    <List>
      {files.map((file) => (
        <li key={file.id}>
          <a href={`${origin}${file.url}`} target="_blank" rel="noopener noreferrer">
            {file.name}
          </a>
          <Facts>
            {t("calendar.detail.fileOf", {
              type: t(
                file.type === "application/pdf" ? "calendar.file.pdf" : "calendar.file.image",
              ),
              size: formatFileSize(file.size, intl),
            })}
          </Facts>
          {onRemove && (
            <Button
              size="sm"
              aria-label={t("calendar.office.removeAttachment", { name: file.name })}
              onClick={() => onRemove(file)}
            >
              {t("calendar.office.remove")}
            </Button>
          )}
        </li>
      ))}
    </List>
  );
}
