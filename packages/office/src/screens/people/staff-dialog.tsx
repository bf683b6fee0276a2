import {
  isValidPhone,
  normalizePhone,
  PHONE_REGIONS,
  PORTAL_BASE,
  SETUP_PATH,
  STAFF_USERNAME_PATTERN,
  type AddStaffRequest,
  type StaffLink,
} from "@campus/contract";
import { useIntl, useLocale, useT } from "@campus/core";
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  FieldFrame,
  Input,
  refusalText,
  Select,
  theme,
  type UiMessageId,
} from "@campus/ui";
import { QrCode } from "@campus/ui/qr-code";
import { useState, type FormEvent } from "react";
import styled from "styled-components";
import { useOfficeAddStaff } from "../../api/office-people";
import type { OfficeMessageId } from "../../messages/message-ids";
import { DialogForm, DialogLead, DialogProblem, refusedField } from "../dialog-parts";

const Pair = styled.div`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

const Phone = styled.div`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: 7rem 1fr;
`;

const Address = styled.p`
  margin: 0;
  padding: ${theme.space.sm};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  overflow-wrap: anywhere;
  font-family: ui-monospace, monospace;
  font-size: ${theme.font.size.sm}px;
`;

type Field = keyof AddStaffRequest;
type Errors = Partial<Record<Field, string>>;

/** The set-up page a link's token opens, on this portal's address. */
export const setupAddress = (token: string) =>
  `${window.location.origin}${PORTAL_BASE}${SETUP_PATH}?token=${encodeURIComponent(token)}`;

/**
 * Adds a teacher or office member: names, the account name they sign in with, their mobile (the
 * set-up code goes there). Checked here with the contract's rules, then by the server (a taken
 * account name is said beside it). Six fields and a tick: no form library (this dialog loads
 * with the office's people page).
 */
export function AddStaffDialog({
  onClose,
  onAdded,
}: {
  onClose: () => void;
  onAdded: (link: StaffLink) => void;
}) {
  const t = useT<OfficeMessageId | UiMessageId>();
  const add = useOfficeAddStaff();
  const [values, setValues] = useState<AddStaffRequest>({
    name_zh: "",
    name_en: "",
    username: "",
    // Hong Kong's by default (the session does not carry the school's region); one choice away.
    country_code: "852",
    phone: "",
    office: false,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends Field>(field: K, value: AddStaffRequest[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const check = (): Errors => {
    const found: Errors = {};
    for (const field of ["name_zh", "name_en", "username", "phone"] as const)
      if (!String(values[field]).trim()) found[field] = t("validation.required");
    if (!found.username && !STAFF_USERNAME_PATTERN.test(values.username.trim().toLowerCase()))
      found.username = t("office.staff.usernameRule");
    if (!found.phone && !isValidPhone(values.phone, values.country_code))
      found.phone = t("validation.phoneFormat");
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      onAdded(
        await add.mutateAsync({
          ...values,
          username: values.username.trim().toLowerCase(),
          phone: normalizePhone(values.phone, values.country_code),
        }),
      );
    } catch (error) {
      const said = refusalText(error);
      const field = refusedField(error) as Field | undefined;
      if (said && field && field in values) setErrors({ [field]: said });
      else setProblem(said);
    } finally {
      setBusy(false);
    }
  };

  const text = (field: Field, label: string, props: { lang?: string; hint?: string } = {}) => (
    <FieldFrame label={label} hint={props.hint} error={errors[field] ?? null} required>
      {(a11y) => (
        <Input
          {...a11y}
          lang={props.lang}
          value={String(values[field])}
          maxLength={field === "username" ? 40 : 50}
          autoComplete="off"
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </FieldFrame>
  );

  return (
    <Dialog open onClose={onClose} title={t("office.staff.title")} width={520}>
      <DialogForm onSubmit={(event) => void submit(event)} noValidate>
        <DialogLead>{t("office.staff.lead")}</DialogLead>
        <Pair>
          {text("name_zh", t("office.staff.nameZh"), { lang: "zh-Hant" })}
          {text("name_en", t("office.staff.nameEn"), { lang: "en" })}
        </Pair>
        {text("username", t("office.staff.username"), { hint: t("office.staff.usernameHint") })}
        <Phone>
          <FieldFrame label={t("office.staff.region")} required>
            {(a11y) => (
              <Select
                {...a11y}
                value={values.country_code}
                options={PHONE_REGIONS.map((value) => ({ value, label: `+${value}` }))}
                onChange={(event) =>
                  set("country_code", event.target.value as AddStaffRequest["country_code"])
                }
              />
            )}
          </FieldFrame>
          <FieldFrame
            label={t("office.staff.phone")}
            hint={t("office.staff.phoneHint")}
            error={errors.phone ?? null}
            required
          >
            {(a11y) => (
              <Input
                {...a11y}
                type="tel"
                inputMode="tel"
                autoComplete="off"
                value={values.phone}
                maxLength={20}
                onChange={(event) => set("phone", event.target.value)}
              />
            )}
          </FieldFrame>
        </Phone>
        <Checkbox
          checked={values.office ?? false}
          onChange={(event) => set("office", event.currentTarget.checked)}
        >
          {t("office.staff.office")}
        </Checkbox>
        {problem && <DialogProblem role="alert">{problem}</DialogProblem>}
        <DialogActions>
          <Button onClick={onClose}>{t("office.letters.cancel")}</Button>
          <Button type="submit" variant="primary" loading={busy}>
            {t("office.staff.submit")}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}

/**
 * A staff member's set-up link, shown this once (only its hash is kept): the address to copy or
 * to scan, where the code will go, until when it works.
 */
export function StaffLinkDialog({ link, onClose }: { link: StaffLink; onClose: () => void }) {
  const t = useT<OfficeMessageId | UiMessageId>();
  const intl = useIntl();
  const english = useLocale() === "en-US";
  const [copied, setCopied] = useState(false);
  const address = setupAddress(link.token);
  const name = english ? link.person.name_en : link.person.name_zh;
  const copy = async () => {
    await navigator.clipboard?.writeText(address);
    setCopied(true);
  };
  return (
    <Dialog open onClose={onClose} title={t("office.staff.linkTitle", { name })} width={520}>
      <DialogLead>
        {t("office.staff.linkLead", {
          name,
          phone: link.phone_hint,
          username: link.person.username,
        })}
      </DialogLead>
      <Address>{address}</Address>
      <QrCode value={address} label={t("office.staff.linkQr", { name })} />
      <DialogLead>
        {t("office.staff.linkExpires", {
          time: intl.formatDate(link.expires_at, { dateStyle: "medium", timeStyle: "short" }),
        })}
      </DialogLead>
      {copied && <p role="status">{t("office.staff.copied")}</p>}
      <DialogActions>
        <Button onClick={() => void copy()}>{t("office.staff.copy")}</Button>
        <Button variant="primary" onClick={onClose}>
          {t("office.staff.done")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
