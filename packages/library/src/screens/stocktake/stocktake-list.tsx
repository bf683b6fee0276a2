import type { Stocktake, StocktakePage } from "@campus/contract";
import { formatMoment, useIntl, useLocale, useT } from "@campus/core";
import {
  Button,
  FilterBar,
  Link,
  QueryTable,
  Section,
  Select,
  useAction,
  usePagedQuery,
  useSearchParams,
  type TableColumn,
  type UiMessageId,
} from "@campus/ui";
import { useState } from "react";
import { useStocktakeStart } from "../../api/stocktake-start";
import { useStocktakes } from "../../api/stocktakes";
import { useLibraryLink } from "../../components/use-library-link";
import type { LibraryMessageId } from "../../messages/message-ids";
import { LibraryStatus } from "../../statuses";
import { CATALOGUE_PATH } from "../catalogue/use-open-book";

/** The stocktakes, latest first; a new one started for a location, or the whole library. */
export function StocktakeList() {
  const t = useT<LibraryMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const link = useLibraryLink();
  const [, setParams] = useSearchParams();
  const list = usePagedQuery(useStocktakes);
  // The page's answer carries the locations beside the stocktakes.
  const locations = (list.query.data as StocktakePage | undefined)?.locations ?? [];
  const [location, setLocation] = useState("");
  const start = useStocktakeStart();
  const starting = useAction({
    run: (where: string) => start.mutateAsync({ location: where }),
    done: (made) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set("id", String(made.id));
        return next;
      }),
  });
  const place = (row: { location: string }) => row.location || t("library.stocktake.allLocations");
  const columns: TableColumn<Stocktake>[] = [
    {
      key: "location",
      title: t("library.catalogue.location"),
      render: (row) => (
        <Link to={link(CATALOGUE_PATH, { view: "stocktake", id: row.id })}>{place(row)}</Link>
      ),
    },
    {
      key: "started",
      title: t("library.stocktake.started"),
      render: (row) =>
        [
          formatMoment(intl, row.started_at),
          row.started_by && (locale === "en-US" ? row.started_by.name_en : row.started_by.name_zh),
        ]
          .filter(Boolean)
          .join(" · "),
    },
    {
      key: "found",
      title: t("library.stocktake.found"),
      render: (row) =>
        t("library.stocktake.progress", { found: row.counts.found, expected: row.counts.expected }),
    },
    {
      key: "status",
      title: t("library.import.status"),
      render: (row) => <LibraryStatus kind="stocktake" status={row.status} />,
    },
  ];
  return (
    <Section
      title={t("library.stocktake.title")}
      extra={<Link to={link(CATALOGUE_PATH)}>{t("library.catalogue.back")}</Link>}
    >
      <FilterBar
        aria-label={t("library.stocktake.start")}
        onSubmit={(event) => {
          event.preventDefault();
          void starting.run(location);
        }}
      >
        <label>
          {t("library.catalogue.location")}
          <Select
            value={location}
            placeholder={t("library.stocktake.allLocations")}
            options={locations.map((l) => ({
              value: l.location,
              label: t("library.stocktake.locationCopies", l),
            }))}
            onChange={(event) => setLocation(event.target.value)}
          />
        </label>
        <Button type="submit" variant="primary" loading={starting.isRunning(location)}>
          {t("library.stocktake.start")}
        </Button>
      </FilterBar>
      <QueryTable
        caption={t("library.stocktake.history")}
        columns={columns}
        list={list}
        empty={t("library.stocktake.none")}
      />
    </Section>
  );
}
