import {
  ECA_LEVELS,
  ECA_SCHOOL_REGIONS,
  LEVEL_FACTORS,
  saveRuleSchema,
  type EcaRule,
  type SaveRule,
} from "@campus/contract";
import { can, useLocale, useSession, useT } from "@campus/core";
import {
  Field,
  Form,
  Input,
  Select,
  SubmitButton,
  theme,
  useCampusForm,
  useFormAction,
  type UiMessageId,
} from "@campus/ui";
import styled from "styled-components";
import { useSaveRule } from "../../api/eca-save-rule";
import { levelLabel } from "../../components/levels";
import type { EcaMessageId } from "../../messages/message-ids";
import { decimal } from "../../components/names";
import { SETTINGS_ROUTE } from "../../routing/pages";

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.md};
  max-width: 640px;
  p {
    margin: 0;
    color: ${theme.color.textSecondary};
  }
`;

const Factors = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space.sm};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * How the school's scores count (contract `eca/score.ts`): category score × prize multiplier,
 * and where the school turns them on, the level factors (shown) and group awards at a
 * percentage. The region decides the level words (全港 / 全澳).
 */
export function RuleForm({ rule }: { rule: EcaRule }) {
  const t = useT<EcaMessageId | UiMessageId>();
  const locale = useLocale();
  const permissions = useSession((s) => s.user?.permissions);
  const mayEdit = can(permissions, SETTINGS_ROUTE, "edit");
  const save = useSaveRule();
  const form = useCampusForm(saveRuleSchema, {
    defaultValues: {
      region: rule.region,
      level_factors: rule.level_factors ? "on" : "off",
      group_percent: rule.group_percent === null ? "" : String(rule.group_percent),
    },
  });
  const region = form.watch("region");
  const saving = useFormAction(form, {
    run: (request: SaveRule) => save.mutateAsync(request),
    success: () => t("eca.rule.saved"),
  });

  return (
    <Form form={form} onSubmit={saving.submit}>
      <Stack>
        <p>{t("eca.rule.explain")}</p>
        <Field name="region" label={t("eca.rule.region")} required>
          {(control) => (
            <Select
              {...control}
              disabled={!mayEdit}
              options={ECA_SCHOOL_REGIONS.map((r) => ({
                value: r,
                label: t(`eca.rule.region.${r}`),
              }))}
            />
          )}
        </Field>
        <Field name="level_factors" label={t("eca.rule.levelFactors")} required>
          {(control) => (
            <Select
              {...control}
              disabled={!mayEdit}
              options={[
                { value: "on", label: t("eca.rule.on") },
                { value: "off", label: t("eca.rule.off") },
              ]}
            />
          )}
        </Field>
        <Factors aria-label={t("eca.rule.factors")}>
          {ECA_LEVELS.map((level) => (
            <div key={level}>
              <dt>{t(levelLabel(level, region))}</dt>
              <dd>{t("eca.settings.times", { n: decimal(locale, LEVEL_FACTORS[level] / 100) })}</dd>
            </div>
          ))}
        </Factors>
        <Field
          name="group_percent"
          label={t("eca.rule.groupPercent")}
          hint={t("eca.rule.groupPercentHint")}
        >
          {(control) => <Input inputMode="numeric" disabled={!mayEdit} {...control} />}
        </Field>
        {saving.problem && <p role="alert">{saving.problem}</p>}
        {mayEdit && (
          <div>
            <SubmitButton>{t("eca.rule.save")}</SubmitButton>
          </div>
        )}
      </Stack>
    </Form>
  );
}
