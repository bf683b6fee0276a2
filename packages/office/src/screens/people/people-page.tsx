import {
  PERSON_KINDS,
  PERSON_STATUSES,
  type Person,
  type PersonLink,
  type StaffLink,
} from "@campus/contract";
import { can, useLocale, useSession, useT } from "@campus/core";
import {
  Button,
  Empty,
  FilterBar,
  FilterSearch,
  Input,
  NavLink,
  QueryTable,
  retryableLazy,
  Section,
  Select,
  StatusTag,
  Tabs,
  theme,
  useAction,
  usePagedQuery,
  useSearchParams,
  type TableColumn,
  type UiMessageId,
  useSetFilter,
} from "@campus/ui";
import { Suspense, useState, type FormEvent } from "react";
import styled from "styled-components";
import { useOfficeActivation } from "../../api/office-activation";
import {
  useOfficePeople,
  useOfficePersonReset,
  useOfficePersonStatus,
  useOfficeStaffLink,
  type PeopleFilter,
} from "../../api/office-people";
import type { OfficeMessageId } from "../../messages/message-ids";
import {
  PEOPLE_ROUTE,
  personAuditPath,
  personOutboxPath,
  ROSTER,
  ROSTER_ROUTE,
} from "../../routing/pages";

// The staff dialogs (a form, a QR code) load when the office adds someone or makes a link.
const AddStaffDialog = retryableLazy(() => import("./staff-dialog").then((m) => m.AddStaffDialog));
const StaffLinkDialog = retryableLazy(() =>
  import("./staff-dialog").then((m) => m.StaffLinkDialog),
);

const Cell = styled.span`
  display: grid;
  gap: ${theme.space.xs};
  small {
    color: ${theme.color.textSecondary};
  }
`;

const Tags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

const Actions = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;

const StaffWays = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
`;
/** The filters the address carries, each checked against its values (a stray value is none). */
function filterOf(params: URLSearchParams): PeopleFilter {
  const kind = PERSON_KINDS.find((k) => k === params.get("kind")) ?? "student";
  return {
    kind,
    status: PERSON_STATUSES.find((s) => s === params.get("status")),
    class_name: (kind !== "staff" && params.get("class")?.trim()) || undefined,
    search: params.get("q")?.trim().slice(0, 60) || undefined,
  };
}

/** A name as the reader reads it first, and the other beside it. */
function useNames() {
  const english = useLocale() === "en-US";
  return (p: { name_zh: string; name_en: string }) =>
    english ? [p.name_en || p.name_zh, p.name_zh] : [p.name_zh || p.name_en, p.name_en];
}

/**
 * The school's people (`/office/people`, issue 36 §2): its students, their guardians and its
 * staff, each a tab; found by name, number or phone, narrowed by class and status, paged on the
 * server. The office closes the account of someone who left (their records stay) and reopens
 * it, resets a student's or guardian's sign-in, and opens what the log says about a person.
 * Filters live in the address, so a reload or a shared link shows the same list.
 */
export function PeoplePage() {
  const t = useT<OfficeMessageId | UiMessageId>();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  return (
    <Section title={t("office.route.people")}>
      <Tabs
        activeKey={filter.kind}
        onChange={(key) => setParams(new URLSearchParams(key === "student" ? "" : `kind=${key}`))}
        items={PERSON_KINDS.map((kind) => ({
          key: kind,
          label: t(`office.people.kind.${kind}`),
          content: kind !== filter.kind ? null : <PeopleList key={kind} filter={filter} />,
        }))}
      />
    </Section>
  );
}

function PeopleList({ filter }: { filter: PeopleFilter }) {
  const t = useT<OfficeMessageId | UiMessageId>();
  const names = useNames();
  const list = usePagedQuery(useOfficePeople, { pageSize: 20 }, filter);
  const permissions = useSession((s) => s.user?.permissions);
  const may = (action: "add" | "enable" | "disable" | "edit") =>
    can(permissions, PEOPLE_ROUTE, action);
  // The staff list from a file goes through the roster's import.
  const mayImport = can(permissions, ROSTER_ROUTE, "import");
  const [adding, setAdding] = useState(false);
  const [link, setLink] = useState<StaffLink | null>(null);
  const kind = filter.kind;

  const acts = usePersonActs(setLink);

  const linkText = (link: PersonLink) => {
    const [name] = names(link);
    const relation = link.relation ? t(`office.people.relation.${link.relation}` as never) : "";
    const where =
      kind === "guardian" && link.class_name
        ? t("office.people.classAndNumber", {
            class: link.class_name,
            number: link.class_number ?? "",
          })
        : relation;
    return where ? t("office.people.link", { name, detail: where }) : name;
  };

  const columns: TableColumn<Person>[] = [
    {
      key: "person",
      title: t(`office.people.one.${kind}`),
      render: (p) => {
        const [first, second] = names(p);
        return (
          <Cell>
            <span>{first}</span>
            {second && <small lang={second === p.name_en ? "en" : undefined}>{second}</small>}
            <small>{detailOf(p)}</small>
          </Cell>
        );
      },
    },
    ...(kind === "staff"
      ? []
      : [
          {
            key: "links",
            title: t(kind === "student" ? "office.people.guardians" : "office.people.children"),
            render: (p: Person) =>
              p.links.length === 0 ? (
                <small>{t("office.people.noLinks")}</small>
              ) : (
                <Cell>
                  {p.links.map((link) => (
                    <span key={link.id}>{linkText(link)}</span>
                  ))}
                </Cell>
              ),
          },
        ]),
    {
      key: "status",
      title: t("office.people.status"),
      render: (p) => (
        <Tags>
          {p.status === "left" ? (
            <StatusTag tone="neutral">{t("office.people.status.left")}</StatusTag>
          ) : p.activated ? (
            <StatusTag tone="success">{t("office.people.activated")}</StatusTag>
          ) : (
            <StatusTag tone="warning">{t("office.people.notActivated")}</StatusTag>
          )}
        </Tags>
      ),
    },
    {
      key: "actions",
      title: t("office.people.actions"),
      render: (p) => <PersonActions person={p} acts={acts} may={may} />,
    },
  ];

  function detailOf(p: Person) {
    if (p.kind === "student")
      return [
        p.class_name &&
          t("office.people.classAndNumber", { class: p.class_name, number: p.class_number ?? "" }),
        p.student_no,
      ]
        .filter(Boolean)
        .join(" · ");
    if (p.kind === "guardian") return phoneOf(p);
    return [p.username, ...p.roles.map((role) => t(`office.people.role.${role}` as never))].join(
      " · ",
    );
  }

  return (
    <>
      <PeopleFilters filter={filter} />
      {kind === "staff" && (may("add") || mayImport) && (
        <StaffWays>
          {may("add") && (
            <Button variant="primary" onClick={() => setAdding(true)}>
              {t("office.staff.add")}
            </Button>
          )}
          {mayImport && <NavLink to={ROSTER}>{t("office.staff.import")}</NavLink>}
        </StaffWays>
      )}
      <QueryTable
        caption={t(`office.people.kind.${kind}`)}
        columns={columns}
        list={list}
        empty={<Empty title={t("office.people.empty")} />}
      />
      <Suspense fallback={null}>
        {adding && (
          <AddStaffDialog
            onClose={() => setAdding(false)}
            onAdded={(made) => {
              setAdding(false);
              setLink(made);
            }}
          />
        )}
        {link && <StaffLinkDialog link={link} onClose={() => setLink(null)} />}
      </Suspense>
    </>
  );
}

/** Find by name or number, narrow by class (not staff) and status: kept in the address. */
function PeopleFilters({ filter }: { filter: PeopleFilter }) {
  const t = useT<OfficeMessageId | UiMessageId>();
  const [search, setSearch] = useState(filter.search ?? "");
  const classes = useOfficeActivation().data?.classes.map((c) => c.class_name) ?? [];
  const setFilter = useSetFilter();
  const kind = filter.kind;
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter("q", search.trim());
  };
  return (
    <FilterBar role="search" onSubmit={onSearch} aria-label={t("office.people.filters")}>
      <FilterSearch>
        <Input
          type="search"
          aria-label={t(`office.people.search.${kind}`)}
          placeholder={t(`office.people.search.${kind}`)}
          value={search}
          maxLength={60}
          onChange={(event) => setSearch(event.target.value)}
          onClear={() => setFilter("q", "")}
        />
        <Button type="submit">{t("office.people.find")}</Button>
      </FilterSearch>
      {kind !== "staff" && (
        <label>
          {t("office.people.class")}
          <Select
            value={filter.class_name ?? ""}
            placeholder={t("office.people.any")}
            options={classes.map((c) => ({ value: c, label: c }))}
            onChange={(event) => setFilter("class", event.target.value)}
          />
        </label>
      )}
      <label>
        {t("office.people.status")}
        <Select
          value={filter.status ?? ""}
          placeholder={t("office.people.any")}
          options={PERSON_STATUSES.map((s) => ({
            value: s,
            label: t(`office.people.status.${s}`),
          }))}
          onChange={(event) => setFilter("status", event.target.value)}
        />
      </label>
    </FilterBar>
  );
}

/** What the office does to one person: close or reopen the account, reset its sign-in, a new link. */
function usePersonActs(setLink: (link: StaffLink) => void) {
  const t = useT<OfficeMessageId | UiMessageId>();
  const names = useNames();
  const status = useOfficePersonStatus();
  const reset = useOfficePersonReset();
  const newLink = useOfficeStaffLink();
  const nameOf = (p: Person) => names(p)[0]!;
  const close = useAction({
    confirm: (p: Person) => ({
      title: t("office.people.closeQuestion", { name: nameOf(p) }),
      content: t("office.people.closeExplain"),
      okText: t("office.people.close"),
      danger: true,
    }),
    run: (p) => status.mutateAsync({ id: p.id, status: "left" }),
    success: (_, p) => t("office.people.closed", { name: nameOf(p) }),
  });
  const reopen = useAction({
    run: (p: Person) => status.mutateAsync({ id: p.id, status: "active" }),
    success: (_, p) => t("office.people.reopened", { name: nameOf(p) }),
  });
  const resetSignIn = useAction({
    confirm: (p: Person) => ({
      title: t("office.people.resetQuestion", { name: nameOf(p) }),
      content:
        p.kind === "student"
          ? t("office.people.resetStudent")
          : t("office.people.resetGuardian", { phone: phoneOf(p) }),
      okText: t("office.people.reset"),
      danger: true,
    }),
    run: (p) => reset.mutateAsync({ id: p.id }),
    success: (_, p) => t("office.people.resetDone", { name: nameOf(p) }),
  });

  const makeLink = useAction({
    confirm: (p: Person) => ({
      title: t("office.staff.newLinkQuestion", { name: nameOf(p) }),
      content: t("office.staff.newLinkExplain"),
      okText: t("office.staff.newLink"),
    }),
    run: (p) => newLink.mutateAsync({ id: p.id }),
    done: (made) => setLink(made),
  });
  return { nameOf, close, reopen, resetSignIn, makeLink };
}

/** A person's row of acts, each as far as the office's role allows, and their history. */
function PersonActions({
  person: p,
  acts: { nameOf, close, reopen, resetSignIn, makeLink },
  may,
}: {
  person: Person;
  acts: ReturnType<typeof usePersonActs>;
  may: (action: "add" | "enable" | "disable" | "edit") => boolean;
}) {
  const t = useT<OfficeMessageId | UiMessageId>();
  return (
    <Actions>
      {p.status === "active" && may("disable") && (
        <Button
          size="sm"
          aria-label={t("office.people.closeOf", { name: nameOf(p) })}
          loading={close.isRunning(p)}
          onClick={() => void close.run(p)}
        >
          {t("office.people.close")}
        </Button>
      )}
      {p.status === "left" && may("enable") && (
        <Button
          size="sm"
          aria-label={t("office.people.reopenOf", { name: nameOf(p) })}
          loading={reopen.isRunning(p)}
          onClick={() => void reopen.run(p)}
        >
          {t("office.people.reopen")}
        </Button>
      )}
      {p.linkable && may("edit") && (
        <Button
          size="sm"
          aria-label={t("office.staff.newLinkOf", { name: nameOf(p) })}
          loading={makeLink.isRunning(p)}
          onClick={() => void makeLink.run(p)}
        >
          {t("office.staff.newLink")}
        </Button>
      )}
      {p.resettable && may("edit") && (
        <Button
          size="sm"
          aria-label={t("office.people.resetOf", { name: nameOf(p) })}
          loading={resetSignIn.isRunning(p)}
          onClick={() => void resetSignIn.run(p)}
        >
          {t("office.people.reset")}
        </Button>
      )}
      <NavLink
        to={personAuditPath(p.id)}
        aria-label={t("office.people.historyOf", { name: nameOf(p) })}
      >
        {t("office.people.history")}
      </NavLink>
      <NavLink
        to={personOutboxPath(p.id)}
        aria-label={t("office.people.messagesOf", { name: nameOf(p) })}
      >
        {t("office.people.messages")}
      </NavLink>
    </Actions>
  );
}

/** A guardian's mobile as people write it: +852 6123 4001. */
function phoneOf(p: Person) {
  const national =
    p.username.length === 8 ? `${p.username.slice(0, 4)} ${p.username.slice(4)}` : p.username;
  return p.country_code ? `+${p.country_code} ${national}` : national;
}
