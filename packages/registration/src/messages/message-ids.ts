import type formZhTW from "./form/zh-TW.json";
import type officeZhTW from "./office/zh-TW.json";
import type pagesZhTW from "./pages/zh-TW.json";
import type stepsZhTW from "./steps/zh-TW.json";
import type zhTW from "./zh-TW.json";

/**
 * Every text id of the feature: `useT<RegistrationMessageId | UiMessageId>()` refuses others.
 * The pages' past the login (`pages/`) load with those pages (`RegistrationPage`, the office).
 * The fees' and interviews' texts (`steps/`) load only where they show, inside `<StepTexts>`;
 * the application form's (`form/`) inside `<FormTexts>`; the school office's (`office/`) with
 * the office's pages.
 */
export type RegistrationMessageId =
  | keyof typeof zhTW
  | keyof typeof pagesZhTW
  | keyof typeof formZhTW
  | keyof typeof stepsZhTW
  | keyof typeof officeZhTW;
