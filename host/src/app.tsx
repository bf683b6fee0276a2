import {
  LOCALES,
  isValidPhone,
  menu as menuEndpoint,
  type Locale,
  type LoginType,
  type MenuItem,
  type PhoneRegion,
  type UserInfo,
} from "@campus/contract";
import {
  applyDecision,
  coreMessages,
  decideError,
  IntlProvider,
  isApiError,
  mergeCatalogues,
  useIntl,
} from "@campus/core";
import { useEffect, useId, useState, type FormEvent } from "react";
import { useStore } from "zustand";
import enUS from "./messages/en-US.json";
import zhCN from "./messages/zh-CN.json";
import zhTW from "./messages/zh-TW.json";
import { runtime } from "./runtime";

const messages = mergeCatalogues(coreMessages, { "zh-TW": zhTW, "zh-CN": zhCN, "en-US": enUS });
const HTML_LANG: Record<Locale, string> = {
  "zh-TW": "zh-Hant-HK",
  "zh-CN": "zh-Hans-CN",
  "en-US": "en-US",
};

/**
 * The portal's first frame: sign-in and the signed-in account (user, child switch, language,
 * server menu, sign-out), on the core runtime. The full layout arrives with the design system.
 */
export function App() {
  const locale = useStore(runtime.locale, (s) => s.locale);
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[locale];
  }, [locale]);
  return (
    <IntlProvider locale={locale} messages={messages[locale]}>
      <Portal />
    </IntlProvider>
  );
}

function useErrorHandler(setNotice: (text: string | null) => void) {
  const intl = useIntl();
  return (error: unknown) => {
    if (!isApiError(error)) throw error;
    applyDecision(
      decideError(error.failure, "portal"),
      {
        toast: (text) => setNotice(text),
        alert: ({ title, text }) => setNotice(`${title}: ${text}`),
        navigate: () => setNotice(null),
        openLoginDialog: () => runtime.session.getState().signOut(),
        clearSession: () => runtime.session.getState().signOut(),
      },
      { intl, currentPath: window.location.pathname },
    );
  };
}

function Portal() {
  const intl = useIntl();
  const token = useStore(runtime.session, (s) => s.token);
  const user = useStore(runtime.session, (s) => s.user);
  const [notice, setNotice] = useState<string | null>(null);
  const onError = useErrorHandler(setNotice);

  useEffect(() => {
    if (token) runtime.refreshUser().catch(onError);
    // Refresh once per sign-in; onError is recreated every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return (
    <main
      style={{ maxWidth: 480, margin: "0 auto", padding: 16, fontFamily: "system-ui, sans-serif" }}
    >
      <h1 style={{ fontSize: 22 }}>{intl.formatMessage({ id: "host.app.name" })}</h1>
      {notice && (
        <p role="alert" style={{ color: "#b42318" }}>
          {notice}
        </p>
      )}
      {token && user ? (
        <Account user={user} onError={onError} />
      ) : (
        <SignIn onError={onError} onNotice={setNotice} />
      )}
    </main>
  );
}

function LanguageSelect({ label }: { label: string }) {
  const intl = useIntl();
  const id = useId();
  const locale = useStore(runtime.locale, (s) => s.locale);
  return (
    <p>
      <label htmlFor={id}>{label}</label>{" "}
      <select
        id={id}
        value={locale}
        onChange={(e) => void runtime.switchLocale(e.target.value as Locale)}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {intl.formatMessage({ id: `core.locale.${l}` })}
          </option>
        ))}
      </select>
    </p>
  );
}

function SignIn({
  onError,
  onNotice,
}: {
  onError: (e: unknown) => void;
  onNotice: (t: string | null) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [type, setType] = useState<LoginType>("parent");
  const [region, setRegion] = useState<PhoneRegion>("852");
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!username.trim()) next.username = t("validation.required");
    else if (type === "parent" && !isValidPhone(username, region))
      next.username = t("validation.phoneFormat");
    if (!password) next.password = t("validation.required");
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    onNotice(null);
    try {
      await runtime.signIn({
        type,
        username: username.trim(),
        password,
        countryCode: type === "parent" ? region : undefined,
      });
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">{t("host.signIn.title")}</h2>
      <fieldset>
        <legend>{t("host.signIn.loginType")}</legend>
        {(["parent", "teacher", "student"] as const).map((option) => (
          <label key={option} style={{ marginRight: 12 }}>
            <input
              type="radio"
              name="type"
              value={option}
              checked={type === option}
              onChange={() => setType(option)}
            />{" "}
            {t(`host.signIn.type.${option}`)}
          </label>
        ))}
      </fieldset>
      {type === "parent" && (
        <p>
          <label htmlFor="region">{t("host.signIn.region")}</label>{" "}
          <select
            id="region"
            value={region}
            onChange={(e) => setRegion(e.target.value as PhoneRegion)}
          >
            {(["852", "853", "86"] as const).map((r) => (
              <option key={r} value={r}>
                {t(`host.signIn.region.${r}`)}
              </option>
            ))}
          </select>
        </p>
      )}
      <p>
        <label htmlFor="username">
          {t(type === "parent" ? "host.signIn.phone" : "host.signIn.username")}
        </label>
        <br />
        <input
          id="username"
          value={username}
          inputMode={type === "parent" ? "tel" : "text"}
          autoComplete="username"
          aria-invalid={Boolean(errors.username)}
          aria-describedby={errors.username ? "username-error" : undefined}
          onChange={(e) => setUsername(e.target.value)}
        />
        {errors.username && <span id="username-error"> {errors.username}</span>}
      </p>
      <p>
        <label htmlFor="password">{t("host.signIn.password")}</label>
        <br />
        <input
          id="password"
          type="password"
          value={password}
          autoComplete="current-password"
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? "password-error" : undefined}
          onChange={(e) => setPassword(e.target.value)}
        />
        {errors.password && <span id="password-error"> {errors.password}</span>}
      </p>
      <LanguageSelect label={t("host.signIn.language")} />
      <button type="submit" disabled={busy}>
        {t(busy ? "host.signIn.busy" : "host.signIn.submit")}
      </button>
    </form>
  );
}

function menuName(item: MenuItem, locale: Locale): string {
  if (locale === "en-US") return item.name_en;
  return locale === "zh-CN" ? item.name_cn : item.name_zh;
}

function MenuTree({ items, locale }: { items: MenuItem[]; locale: Locale }) {
  const visible = items.filter((item) => !item.hidden);
  if (visible.length === 0) return null;
  return (
    <ul>
      {visible.map((item) => (
        <li key={item.code}>
          {item.path ? (
            <a href={`/parent_student${item.path}`}>{menuName(item, locale)}</a>
          ) : (
            menuName(item, locale)
          )}
          <MenuTree items={item.children} locale={locale} />
        </li>
      ))}
    </ul>
  );
}

function Account({ user, onError }: { user: UserInfo; onError: (e: unknown) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const locale = useStore(runtime.locale, (s) => s.locale);
  const [menu, setMenu] = useState<MenuItem[]>([]);
  const childId = useId();

  useEffect(() => {
    runtime.api
      .request(menuEndpoint, {})
      .then((result) => setMenu(result.menu_list))
      .catch(onError);
    // The menu depends on who is signed in, not on the handler's identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user.user_id]);

  const name = locale === "en-US" ? user.name_en : user.user_name;
  return (
    <section>
      <p>{t("host.account.greeting", { name })}</p>
      {user.childsUser.length > 0 ? (
        <p>
          <label htmlFor={childId}>{t("host.account.child")}</label>{" "}
          <select
            id={childId}
            value={user.child_user_id ?? ""}
            onChange={(e) => runtime.switchChild(Number(e.target.value)).catch(onError)}
          >
            {user.childsUser.map((child) => (
              <option key={child.id} value={child.id}>
                {t("host.account.childOption", {
                  name: locale === "en-US" ? child.name_en : child.name_zh,
                  school:
                    locale === "en-US"
                      ? child.school_student.school.name_en
                      : locale === "zh-CN"
                        ? child.school_student.school.name_cn
                        : child.school_student.school.name_zh,
                  className: child.school_student.class_name,
                })}
              </option>
            ))}
          </select>
        </p>
      ) : (
        <p>{t("host.account.noChildren")}</p>
      )}
      <LanguageSelect label={t("host.account.language")} />
      <h2>{t("host.account.menu")}</h2>
      <nav aria-label={t("host.account.menu")}>
        <MenuTree items={menu} locale={locale} />
      </nav>
      <button type="button" onClick={() => void runtime.signOut()}>
        {t("host.account.signOut")}
      </button>
    </section>
  );
}
