import type { EcaEvent } from "@campus/contract";
import { useSession, useT } from "@campus/core";
import { theme } from "@campus/ui";
import styled from "styled-components";
import type { EcaMessageId } from "../../messages/message-ids";

const Note = styled.p`
  margin: 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

/**
 * Beside a passed event's save button, for a teacher: a change sends it back for approval (the
 * server's rule, issue 37); said before saving, not after. The office's own change stands.
 */
export function ReapprovalNote({ event }: { event: EcaEvent | null }) {
  const t = useT<EcaMessageId>();
  const office = useSession((s) => s.user?.roles.includes("staff") ?? false);
  if (event?.status !== "passed" || office) return null;
  return <Note>{t("eca.event.reapproval")}</Note>;
}
