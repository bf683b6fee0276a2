import type { EcaEventRow } from "@campus/contract";
import { formatDay, useIntl, useLocale, useT } from "@campus/core";
import { NavLink, theme, type TableColumn, type UiMessageId } from "@campus/ui";
import styled from "styled-components";
import type { EcaMessageId } from "../../messages/message-ids";
import { decimal, nameOf } from "../../components/names";
import { eventPath } from "../../routing/pages";
import { EcaStatus } from "../../statuses";

const Name = styled.span`
  display: grid;
  small {
    color: ${theme.color.textSecondary};
  }
`;

/**
 * The event list's columns: the event (its name opens it), category, days, students, average
 * score, source and state; on a phone, without the average and the source.
 */
export function useEventColumns(): TableColumn<EcaEventRow>[] {
  const t = useT<EcaMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  return [
    {
      key: "name",
      title: t("eca.event.name"),
      render: (e) => (
        <Name>
          <NavLink to={eventPath(e.id)}>
            <strong>{nameOf(locale, e)}</strong>
          </NavLink>
          <small>{e.code}</small>
        </Name>
      ),
    },
    { key: "category", title: t("eca.event.category"), render: (e) => nameOf(locale, e.category) },
    {
      key: "when",
      title: t("eca.event.when"),
      render: (e) =>
        e.starts_on === e.ends_on
          ? formatDay(intl, e.starts_on)
          : t("eca.event.span", {
              from: formatDay(intl, e.starts_on),
              to: formatDay(intl, e.ends_on),
            }),
    },
    {
      key: "students",
      title: t("eca.event.students"),
      render: (e) => t("eca.event.studentCount", { count: e.students }),
    },
    {
      key: "average",
      title: t("eca.event.average"),
      render: (e) =>
        e.average_score === null ? t("eca.event.noAverage") : decimal(locale, e.average_score),
      hideOnMobile: true,
    },
    {
      key: "source",
      title: t("eca.event.source"),
      render: (e) => t(`eca.source.${e.source}`),
      hideOnMobile: true,
    },
    {
      key: "status",
      title: t("eca.event.status"),
      render: (e) => <EcaStatus kind="approval" status={e.status} />,
    },
  ];
}
