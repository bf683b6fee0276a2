import { DECISION_MOVES, type ApplicationSummary, type RegistrationSchool } from "@campus/contract";
import { formatMoment, useIntl, useT } from "@campus/core";
import { Checkbox, NavLink, type TableColumn, theme, type UiMessageId } from "@campus/ui";
import styled from "styled-components";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { RegistrationStatus } from "../../statuses";
import { officeDetailPath } from "../office-pages";

const Tags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

/** Whether some decision of the office applies to an application in its state. */
export const decidable = (a: ApplicationSummary) =>
  Object.values(DECISION_MOVES).some((move) => move.from.includes(a.status));

/**
 * The list's columns: a box to choose an application for a decision (staff who may decide),
 * its number leading to it, the child, the class, when it came and its states.
 */
export function useOfficeListColumns({
  mayDecide,
  chosen,
  choose,
  classes,
}: {
  mayDecide: boolean;
  chosen: ReadonlyMap<number, ApplicationSummary>;
  choose: (rows: ApplicationSummary[], on: boolean) => void;
  classes: RegistrationSchool["classes"];
}): TableColumn<ApplicationSummary>[] {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const intl = useIntl();
  return [
    ...(mayDecide
      ? [
          {
            key: "pick",
            title: t("registration.office.bulk.pick"),
            render: (a: ApplicationSummary) =>
              decidable(a) && (
                <Checkbox
                  checked={chosen.has(a.id)}
                  onChange={(event) => choose([a], event.currentTarget.checked)}
                  aria-label={t("registration.office.bulk.pickOf", { number: a.number })}
                />
              ),
          },
        ]
      : []),
    {
      key: "number",
      title: t("registration.history.number"),
      render: (a) => <NavLink to={officeDetailPath(a.id)}>{a.number}</NavLink>,
    },
    {
      key: "child",
      title: t("registration.office.child"),
      render: (a) => a.child_name || t("registration.history.unnamed"),
    },
    {
      key: "class",
      title: t("registration.history.class"),
      render: (a) => classes.find((c) => c.code === a.class_code)?.name ?? a.class_code,
    },
    {
      key: "submitted",
      title: t("registration.history.submittedAt"),
      render: (a) => (a.submitted_at ? formatMoment(intl, a.submitted_at) : ""),
    },
    {
      key: "states",
      title: t("registration.office.states"),
      render: (a) => (
        <Tags>
          <RegistrationStatus kind="status" status={a.status} />
          <RegistrationStatus kind="fee" status={a.fee_status} />
          <RegistrationStatus kind="interviewStatus" status={a.interview_status} />
        </Tags>
      ),
    },
  ];
}
