import type { BatchOutcomes } from "@campus/contract";
import { useT } from "@campus/core";
import { useAlert, useMessage, type UiMessageId } from "@campus/ui";
import styled from "styled-components";
import type { EcaMessageId } from "../messages/message-ids";

const List = styled.ul`
  margin: 0;
  padding-inline-start: 1.2em;
`;

/**
 * What a batch act on many records says when it is done (approvals, moving students): `done`
 * when every one went through; otherwise each record's outcome by name, in a notice, so the
 * user knows which ones to look at again.
 */
export function useOutcomes() {
  const t = useT<EcaMessageId | UiMessageId>();
  const alert = useAlert();
  const message = useMessage();
  return async (
    { results }: BatchOutcomes,
    done: string,
    nameOf: (id: number) => string | number,
  ) => {
    const failed = results.filter((r) => !r.ok);
    if (failed.length === 0) {
      message.success(done);
      return;
    }
    await alert({
      title: t("eca.approval.someFailed", {
        done: results.length - failed.length,
        failed: failed.length,
      }),
      content: (
        <List>
          {results.map((r) => (
            <li key={r.id}>{t("eca.approval.outcome", { name: nameOf(r.id), msg: r.msg })}</li>
          ))}
        </List>
      ),
    });
  };
}
