import { can, useSession, useT } from "@campus/core";
import {
  Empty,
  ActionLink,
  QueryTable,
  RadioGroup,
  Section,
  theme,
  type UiMessageId,
  usePagedQuery,
  useSearchParams,
  useSetFilter,
} from "@campus/ui";
import styled from "styled-components";
import { useEcaEvents } from "../../api/eca-events";
import type { EcaMessageId } from "../../messages/message-ids";
import { EVENT, EVENTS_ROUTE } from "../../routing/pages";
import { filterOf } from "./event-filter";
import { EventFilters } from "./event-filters";
import { useEventColumns } from "./use-event-columns";

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
`;

/**
 * The school's ECA events (`/smarteca/events`, teachers and the office), latest first: all of
 * them or "my list" (those I created or answer for), narrowed by school year, semester,
 * category, tag, region, grade, status and source, or found by code or name. Filters live in
 * the address, so a reload or a shared link shows the same list.
 */
export function EventsPage() {
  const t = useT<EcaMessageId | UiMessageId>();
  const [params] = useSearchParams();
  const filter = filterOf(params);
  const list = usePagedQuery(useEcaEvents, {}, filter);
  const permissions = useSession((s) => s.user?.permissions);
  const mayAdd = can(permissions, EVENTS_ROUTE, "add");

  const setFilter = useSetFilter();
  const columns = useEventColumns();

  return (
    <Section
      title={t("eca.route.events")}
      extra={
        <Bar>
          {mayAdd && <ActionLink to={EVENT}>{t("eca.events.add")}</ActionLink>}
          <RadioGroup
            legend={t("eca.events.lists")}
            hideLegend
            appearance="button"
            direction="horizontal"
            value={filter.mine ? "mine" : "all"}
            onChange={(value) => setFilter("mine", value === "mine" ? "1" : "")}
            options={[
              { value: "all", label: t("eca.events.all") },
              { value: "mine", label: t("eca.events.mine") },
            ]}
          />
        </Bar>
      }
    >
      <EventFilters filter={filter} />
      <QueryTable
        caption={t(filter.mine ? "eca.events.mine" : "eca.events.all")}
        columns={columns}
        list={list}
        empty={<Empty title={t("eca.events.empty")} />}
      />
    </Section>
  );
}
