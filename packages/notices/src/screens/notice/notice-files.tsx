import type { Attachment } from "@campus/contract";
import { useT } from "@campus/core";
import { AttachmentList, theme } from "@campus/ui";
import { useId } from "react";
import styled from "styled-components";
import type { NoticesMessageId } from "../../messages/message-ids";

const Files = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  h3 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
`;

/** A notice's files under its text: a letter, a form to print, a map, each opening in a new tab. */
export function NoticeFiles({ files }: { files: readonly Attachment[] }) {
  const t = useT<NoticesMessageId>();
  const id = useId();
  return (
    <Files aria-labelledby={id}>
      <h3 id={id}>{t("notices.notice.attachments")}</h3>
      <AttachmentList files={files} />
    </Files>
  );
}
