import { ECA_RECOGNITION_STATUSES, type EcaRecognition } from "@campus/contract";
import { formatMoment, useIntl, useLocale, useT } from "@campus/core";
import {
  Button,
  Empty,
  FilterBar,
  FilterSearch,
  Input,
  Link,
  Progress,
  QueryTable,
  Select,
  theme,
  usePagedQuery,
  useSearchParams,
  type TableColumn,
  type UiMessageId,
  useSetFilter,
} from "@campus/ui";
import { useState, type FormEvent } from "react";
import styled from "styled-components";
import { useEcaRecognitions, type RecognitionFilter } from "../../api/eca-recognitions";
import type { EcaMessageId } from "../../messages/message-ids";
import { nameOf, studentLabel } from "../../components/names";
import { recognitionPath } from "../../routing/pages";
import { InsightStatus, insightStatusLabel } from "../../components/insight-statuses";

const Cell = styled.span`
  display: grid;
  gap: ${theme.space.xs};
  justify-items: start;
  min-width: 0;
  small {
    color: ${theme.color.textSecondary};
  }
`;

/** The list's filters from the address: `?status=failed&class=4A&event=12`. */
function filterOf(params: URLSearchParams): RecognitionFilter {
  const event = Number(params.get("event"));
  return {
    status: ECA_RECOGNITION_STATUSES.find((s) => s === params.get("status")),
    class_name: params.get("class")?.trim().slice(0, 10) || undefined,
    event_id: Number.isInteger(event) && event > 0 && event < 2_147_483_648 ? event : undefined,
  };
}

/**
 * The recognition jobs the caller sees (`/smarteca/recognition`), latest first, by state and
 * class (and event, from an event's link): what each read, its state and progress, what it
 * proposed and how much is decided. A job in progress is asked about again until it stops.
 */
export function RecognitionList() {
  const t = useT<EcaMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const filter = filterOf(params);
  const list = usePagedQuery(useEcaRecognitions, {}, filter);
  const [className, setClassName] = useState(filter.class_name ?? "");

  const setFilter = useSetFilter();
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter("class", className.trim());
  };

  const columns: TableColumn<EcaRecognition>[] = [
    {
      key: "target",
      title: t("eca.recognition.target"),
      render: (job) => (
        <Cell>
          <Link to={recognitionPath(job.id)}>
            {job.event
              ? nameOf(locale, job.event)
              : job.student
                ? t("eca.recognition.studentRecords", { name: studentLabel(locale, job.student) })
                : job.id}
          </Link>
          <small>
            {t("eca.recognition.startedBy", {
              name: job.created_by ? nameOf(locale, job.created_by) : "",
              when: formatMoment(intl, job.created_at),
            })}
          </small>
        </Cell>
      ),
    },
    {
      key: "status",
      title: t("eca.recognition.status"),
      render: (job) => (
        <Cell>
          <InsightStatus kind="recognition" status={job.status} />
          {job.status === "in_progress" && (
            <Progress
              percent={job.total === 0 ? 0 : Math.round((job.done / job.total) * 100)}
              label={t("eca.recognition.progressLabel", { done: job.done, total: job.total })}
            />
          )}
        </Cell>
      ),
    },
    {
      key: "proposals",
      title: t("eca.recognition.proposalsColumn"),
      render: (job) => (
        <Cell>
          <span>{t("eca.recognition.proposalCount", { count: job.proposals })}</span>
          <small>
            {t("eca.recognition.decidedCount", { accepted: job.accepted, rejected: job.rejected })}
          </small>
        </Cell>
      ),
    },
  ];

  return (
    <>
      <FilterBar role="search" onSubmit={onSearch} aria-label={t("eca.recognition.filters")}>
        <FilterSearch>
          <Input
            type="search"
            aria-label={t("eca.recognition.class")}
            placeholder={t("eca.recognition.classPlaceholder")}
            value={className}
            maxLength={10}
            onChange={(event) => setClassName(event.target.value)}
            onClear={() => setFilter("class", "")}
          />
          <Button type="submit">{t("eca.recognition.find")}</Button>
        </FilterSearch>
        <label>
          {t("eca.recognition.status")}
          <Select
            value={filter.status ?? ""}
            placeholder={t("eca.recognition.any")}
            options={ECA_RECOGNITION_STATUSES.map((s) => ({
              value: s,
              label: t(insightStatusLabel("recognition", s)),
            }))}
            onChange={(event) => setFilter("status", event.target.value)}
          />
        </label>
      </FilterBar>
      <QueryTable
        caption={t("eca.recognition.list")}
        columns={columns}
        list={list}
        empty={<Empty title={t("eca.recognition.empty")} />}
      />
    </>
  );
}
