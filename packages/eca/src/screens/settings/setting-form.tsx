import {
  ECA_MULTIPLIER_MAX,
  ECA_NAME_MAX,
  ECA_QUANTITY_MAX,
  ECA_SCORE_MAX,
  ECA_SETTING_STATUSES,
  saveCategorySchema,
  savePrizeSchema,
  saveTagSchema,
  type EcaCategory,
  type EcaPrize,
  type EcaSettingKind,
  type EcaTag,
  type SaveCategory,
  type SavePrize,
  type SaveTag,
} from "@campus/contract";
import { useLocale, useT } from "@campus/core";
import {
  Button,
  DialogActions,
  Field,
  Form,
  Input,
  RadioGroup,
  screen,
  SubmitButton,
  theme,
  useCampusForm,
  useFormAction,
  type UiMessageId,
} from "@campus/ui";
import styled from "styled-components";
import { useSaveCategory } from "../../api/eca-save-category";
import { useSavePrize } from "../../api/eca-save-prize";
import { useSaveTag } from "../../api/eca-save-tag";
import { useSaveTrait } from "../../api/eca-save-trait";
import type { EcaMessageId } from "../../messages/message-ids";
import { nameOf } from "../../components/names";
import { statusLabel } from "../../statuses";

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};
  ${screen.atLeast(480)} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > .wide {
      grid-column: 1 / -1;
    }
  }
`;

const Problem = styled.p`
  margin: ${theme.space.md} 0 0;
  color: ${theme.color.danger};
`;

type Setting = EcaCategory | EcaPrize | EcaTag;

/** Every field any kind has, as typed; each kind's schema reads its own (a blank cap: none). */
type Values = SaveCategory & SavePrize;

const SCHEMAS = {
  category: saveCategorySchema,
  prize: savePrizeSchema,
  tag: saveTagSchema,
  trait: saveTagSchema,
};

function valuesOf(setting: Setting | null): Values {
  const figure = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));
  return {
    ...(setting ? { id: String(setting.id) } : {}),
    name_zh: setting?.name_zh ?? "",
    name_en: setting?.name_en ?? "",
    name_cn: setting?.own_name_cn ?? "",
    status: setting?.status ?? "enabled",
    score: figure(setting && "score" in setting ? setting.score : null),
    cap: figure(setting && "cap" in setting ? setting.cap : null),
    multiplier: figure(setting && "multiplier" in setting ? setting.multiplier : null),
    quantity: figure(setting && "quantity" in setting ? setting.quantity : null),
  };
}

/**
 * A category, prize or tag, new or changed (spec §5: both names and a status are required; a
 * prize requires a quantity). The fields are checked by the contract's schema before sending;
 * a name already taken is the server's refusal, shown under the form.
 */
export function SettingForm({
  kind,
  setting,
  onDone,
}: {
  kind: EcaSettingKind;
  setting: Setting | null;
  onDone: () => void;
}) {
  const t = useT<EcaMessageId | UiMessageId>();
  const locale = useLocale();
  // The kind's schema checks the kind's fields and drops the others (a tag has no score).
  const form = useCampusForm(SCHEMAS[kind] as unknown as typeof saveCategorySchema, {
    defaultValues: valuesOf(setting),
  });
  const saves = {
    category: useSaveCategory(),
    prize: useSavePrize(),
    tag: useSaveTag(),
    trait: useSaveTrait(),
  };
  const saving = useFormAction(form, {
    run: (request: SaveCategory | SavePrize | SaveTag) =>
      saves[kind].mutateAsync(request as never) as Promise<Setting>,
    success: (saved) =>
      t(setting ? "eca.settings.saved" : "eca.settings.added", { name: nameOf(locale, saved) }),
    done: onDone,
  });

  return (
    <Form form={form} onSubmit={saving.submit}>
      <Grid>
        <Field name="name_zh" label={t("eca.settings.nameZh")} required>
          {(control) => <Input lang="zh-Hant" maxLength={ECA_NAME_MAX} {...control} />}
        </Field>
        <Field name="name_en" label={t("eca.settings.nameEn")} required>
          {(control) => <Input lang="en" maxLength={ECA_NAME_MAX} {...control} />}
        </Field>
        <Field
          name="name_cn"
          label={t("eca.settings.nameCn")}
          hint={t("eca.settings.nameCnHint")}
          className="wide"
        >
          {(control) => (
            <Input
              lang="zh-Hans"
              maxLength={ECA_NAME_MAX}
              placeholder={setting?.own_name_cn ? undefined : setting?.name_cn}
              {...control}
            />
          )}
        </Field>
        {kind === "category" && (
          <>
            <Field name="score" label={t("eca.settings.score")} required>
              {(control) => <Input inputMode="decimal" max={ECA_SCORE_MAX / 100} {...control} />}
            </Field>
            <Field name="cap" label={t("eca.settings.cap")} hint={t("eca.settings.capHint")}>
              {(control) => <Input inputMode="decimal" {...control} />}
            </Field>
          </>
        )}
        {kind === "prize" && (
          <>
            <Field
              name="multiplier"
              label={t("eca.settings.multiplier")}
              hint={t("eca.settings.multiplierHint")}
              required
            >
              {(control) => (
                <Input inputMode="decimal" max={ECA_MULTIPLIER_MAX / 100} {...control} />
              )}
            </Field>
            <Field
              name="quantity"
              label={t("eca.settings.quantity")}
              hint={t("eca.settings.quantityHint")}
              required
            >
              {(control) => <Input inputMode="numeric" max={ECA_QUANTITY_MAX} {...control} />}
            </Field>
          </>
        )}
        <Field name="status" label={t("eca.settings.status")} group required className="wide">
          {(control) => (
            <RadioGroup
              {...control}

              direction="horizontal"
              options={ECA_SETTING_STATUSES.map((status) => ({
                value: status,
                label: t(statusLabel("setting", status)),
              }))}
            />
          )}
        </Field>
      </Grid>
      {saving.problem && <Problem role="alert">{saving.problem}</Problem>}
      <DialogActions>
        <Button onClick={onDone}>{t("ui.dialog.cancel")}</Button>
        <SubmitButton>{t("eca.settings.save")}</SubmitButton>
      </DialogActions>
    </Form>
  );
}
