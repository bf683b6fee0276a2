import { LOCALES, type Locale } from "@campus/contract";
import { useLocale, useRuntime, useT } from "@campus/core";
import styled from "styled-components";
import type { UiMessageId } from "../messages";
import { Select } from "../select/select";
import { theme } from "../theme/theme";

const Label = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  font-size: ${theme.font.size.sm};
  white-space: nowrap;
`;

const Picker = styled(Select)`
  width: auto;
`;

/**
 * The interface language for someone without the user menu (signed out, or a guardian applying):
 * each language named in itself. Switches at once; stored on the server when signed in.
 */
export function LanguageSelect() {
  const t = useT<UiMessageId>();
  const locale = useLocale();
  const runtime = useRuntime();
  return (
    <Label>
      {t("ui.userMenu.language")}
      <Picker
        value={locale}
        // A failure to store it is said by the error path; the choice stays on screen.
        onChange={(event) =>
          void runtime.switchLocale(event.target.value as Locale).catch(() => undefined)
        }
        options={LOCALES.map((l) => ({ value: l, label: t(`core.locale.${l}`), lang: l }))}
      />
    </Label>
  );
}
