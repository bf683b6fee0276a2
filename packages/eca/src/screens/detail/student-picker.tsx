import { useLocale, useT } from "@campus/core";
import { Empty, Link, Skeleton, theme, type UiMessageId } from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import { useEcaStudents } from "../../api/eca-students";
import type { EcaMessageId } from "../../messages/message-ids";
import { studentLabel } from "../../components/names";
import { DETAIL } from "../../routing/pages";
import { SearchBox } from "../event/search-box";

const Found = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  margin: ${theme.space.md} 0 0;
  padding: 0;
  list-style: none;
`;

const Help = styled.p`
  margin: 0 0 ${theme.space.sm};
  color: ${theme.color.textSecondary};
`;

/**
 * Teachers and the office choose whose overview to open: by class and class number ("4A 12"),
 * a name or a student number. (A teacher may open those of events they edit: the server says.)
 */
export function StudentPicker() {
  const t = useT<EcaMessageId | UiMessageId>();
  const locale = useLocale();
  const [q, setQ] = useState("");
  const found = useEcaStudents(q ? { q } : {});
  const students = q ? (found.data?.students ?? []) : [];
  return (
    <section aria-label={t("eca.profile.pick")}>
      <Help>{t("eca.profile.pickHelp")}</Help>
      <SearchBox label={t("eca.profile.pick")} placeholder="4A 12" onSearch={setQ} />
      {/* The list kept from the last search is not this search's answer: wait for it. */}
      {q && (found.isPending || found.isPlaceholderData) ? (
        <Skeleton lines={3} />
      ) : q && students.length === 0 ? (
        <Empty title={t("eca.profile.noMatch")} />
      ) : (
        <Found>
          {students.map((s) => (
            <li key={s.id}>
              <Link
                to={`${DETAIL}?student=${s.id}`}
                aria-label={t("eca.profile.open", { name: studentLabel(locale, s) })}
              >
                {studentLabel(locale, s)}
              </Link>
            </li>
          ))}
        </Found>
      )}
    </section>
  );
}
