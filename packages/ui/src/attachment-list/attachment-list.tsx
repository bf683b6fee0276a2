import type { Attachment } from "@campus/contract";
import { useApiOrigin, useIntl, useT } from "@campus/core";
import styled from "styled-components";
import { Button } from "../button/button";
import type { UiMessageId } from "../messages";
import { theme } from "../theme/theme";
import { formatFileSize } from "../file-size/file-size";

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

/** A file's type as people know it from its name: "PDF", "PNG", "JPEG". */
const typeName = (type: string) => type.slice(type.indexOf("/") + 1).toUpperCase();

/**
 * A record's files (a school event's, a notice's), each a link that opens it in a new tab (a PDF
 * in the phone's viewer) with its type and size ("PDF · 284.5 kB": words every reader knows);
 * with `onRemove`, each has a button that takes it off (the writer's form).
 */
export function AttachmentList({
  files,
  onRemove,
}: {
  files: readonly Attachment[];
  onRemove?: (file: Attachment) => void;
}) {
  const t = useT<UiMessageId>();
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
            {typeName(file.type)} · {formatFileSize(file.size, intl)}
          </Facts>
          {onRemove && (
            <Button
              size="sm"
              aria-label={t("ui.upload.removeFile", { name: file.name })}
              onClick={() => onRemove(file)}
            >
              {t("ui.upload.remove")}
            </Button>
          )}
        </li>
      ))}
    </List>
  );
}
