import {
  ACTIONS,
  SCHOOL_ROLES,
  type Action,
  type Locale,
  type RoleGrants,
  type RolePage,
} from "@campus/contract";
import { can, useLocale, useSession, useT } from "@campus/core";
import {
  Button,
  Card,
  CheckboxGroup,
  Section,
  Skeleton,
  StatusTag,
  Tabs,
  theme,
  useAction,
  useSearchParams,
  type UiMessageId,
} from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import { useOfficeRoles, useOfficeSaveRole } from "../../api/office-roles";
import type { OfficeMessageId } from "../../messages/message-ids";
import { ROLES_ROUTE } from "../../routing/pages";

type Role = (typeof SCHOOL_ROLES)[number];

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.md};
  p {
    margin: 0;
    color: ${theme.color.textSecondary};
  }
`;

const Page = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  padding-block: ${theme.space.sm};
  border-block-end: 1px solid ${theme.color.border};
  &:last-child {
    border-block-end: none;
  }
  small {
    color: ${theme.color.textSecondary};
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const nameIn = (locale: Locale, n: { name_zh: string; name_cn: string; name_en: string }) =>
  locale === "en-US" ? n.name_en : locale === "zh-CN" ? n.name_cn : n.name_zh;

/**
 * Which role sees which page and may do what there (`/office/roles`, issue 36 §2, spec §6): a
 * tab per role, its pages by menu section, each with the page's actions to tick. A page left
 * with none leaves the role's menu; the server refuses its calls. Saved for the school; people
 * see it at their next page load.
 */
export function RolesPage() {
  const t = useT<OfficeMessageId | UiMessageId>();
  const [params, setParams] = useSearchParams();
  const role = SCHOOL_ROLES.find((r) => r === params.get("role")) ?? "parent";
  return (
    <Section title={t("office.route.roles")}>
      <Tabs
        activeKey={role}
        onChange={(key) => setParams(new URLSearchParams(key === "parent" ? "" : `role=${key}`))}
        items={SCHOOL_ROLES.map((r) => ({
          key: r,
          label: t(`office.roles.role.${r}`),
          content: r !== role ? null : <RoleGrantsView key={r} role={r} />,
        }))}
      />
    </Section>
  );
}

function RoleGrantsView({ role }: { role: Role }) {
  const t = useT<OfficeMessageId | UiMessageId>();
  const query = useOfficeRoles(role);
  if (query.data) return <RoleForm key={JSON.stringify(query.data)} grants={query.data} />;
  if (query.isError)
    return (
      <Bar role="alert">
        <span>{t("office.roles.failed")}</span>
        <Button size="sm" onClick={() => void query.refetch()}>
          {t("ui.routeError.retry")}
        </Button>
      </Bar>
    );
  return <Skeleton lines={8} />;
}

/** The role's pages as ticked boxes, kept here until saved (a failed save keeps them). */
function RoleForm({ grants }: { grants: RoleGrants }) {
  const t = useT<OfficeMessageId | UiMessageId>();
  const locale = useLocale();
  const permissions = useSession((s) => s.user?.permissions);
  const mayEdit = can(permissions, ROLES_ROUTE, "edit");
  const [chosen, setChosen] = useState<Record<string, Action[]>>(() =>
    Object.fromEntries(grants.pages.map((p) => [p.code, p.actions])),
  );
  const save = useOfficeSaveRole();
  const role = t(`office.roles.role.${grants.role}`);
  const changed = grants.pages.filter((p) => chosen[p.code]!.join() !== p.actions.join());
  const saving = useAction({
    run: () =>
      save.mutateAsync({
        role: grants.role,
        pages: changed.map((p) => ({ code: p.code, actions: chosen[p.code]! })),
      }),
    success: () => t("office.roles.saved", { role }),
  });
  const actionsText = (actions: readonly Action[]) =>
    actions.length === 0
      ? t("office.roles.none")
      : new Intl.ListFormat(locale, { type: "conjunction" }).format(
          actions.map((a) => t(`office.roles.action.${a}`)),
        );

  // The pages by their menu section, in menu order.
  const sections: { name: string; pages: RolePage[] }[] = [];
  for (const page of grants.pages) {
    const name = nameIn(locale, page.section);
    const last = sections.at(-1);
    if (last?.name === name) last.pages.push(page);
    else sections.push({ name, pages: [page] });
  }

  return (
    <Stack>
      <p>{t(mayEdit ? "office.roles.lead" : "office.roles.readOnly", { role })}</p>
      {sections.map((section) => (
        <Card key={section.name} title={section.name} headingLevel={3}>
          {section.pages.map((page) => {
            const actions = chosen[page.code]!;
            const isDefault = actions.join() === page.defaults.join();
            return (
              <Page key={page.code}>
                <CheckboxGroup
                  legend={nameIn(locale, page)}
                  direction="horizontal"
                  disabled={!mayEdit}
                  value={actions}
                  onChange={(value) =>
                    setChosen((all) => ({
                      ...all,
                      [page.code]: ACTIONS.filter((a) => value.includes(a)),
                    }))
                  }
                  options={page.offered.map((a) => ({
                    value: a,
                    label: t(`office.roles.action.${a}`),
                    disabled: page.kept.includes(a),
                  }))}
                />
                {actions.length === 0 && <small>{t("office.roles.hidden")}</small>}
                {page.kept.length > 0 && <small>{t("office.roles.kept")}</small>}
                {!isDefault && (
                  <span>
                    <StatusTag tone="warning">{t("office.roles.changed")}</StatusTag>{" "}
                    <small>
                      {t("office.roles.default", { actions: actionsText(page.defaults) })}
                    </small>
                  </span>
                )}
              </Page>
            );
          })}
        </Card>
      ))}
      {mayEdit && (
        <Bar>
          <Button
            variant="primary"
            disabled={changed.length === 0}
            loading={saving.isRunning()}
            onClick={() => void saving.run()}
          >
            {t("office.roles.save")}
          </Button>
          <Button
            onClick={() =>
              setChosen(
                Object.fromEntries(
                  grants.pages.map((p) => [
                    p.code,
                    ACTIONS.filter((a) => p.defaults.includes(a) || p.kept.includes(a)),
                  ]),
                ),
              )
            }
          >
            {t("office.roles.defaults")}
          </Button>
        </Bar>
      )}
    </Stack>
  );
}
