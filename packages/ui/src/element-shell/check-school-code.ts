import { accountApiRoutes, ResultCode } from "@campus/contract";
import { isApiError, type CampusRuntime } from "@campus/core";

const checked = new Set<string>();

/**
 * Tells the page's editor, in the console, when an element's `school-code` names no school
 * (every element, not only the library's and registration's, which also say it on the page):
 * otherwise a calendar or ECA element with a mistyped code only ever asks for sign-in. Once per
 * code per page; any other failure (offline, say) is not a wrong code and says nothing.
 */
export async function checkSchoolCode(runtime: CampusRuntime, code: string): Promise<void> {
  const key = code.trim().toUpperCase();
  if (checked.has(key)) return;
  checked.add(key);
  try {
    await runtime.api.request(
      accountApiRoutes.schoolInfo,
      { query: { schoolCode: code } },
      { silent: true },
    );
  } catch (error) {
    if (isApiError(error) && error.failure.kind === "envelope")
      if (
        error.failure.code === ResultCode.notFound ||
        error.failure.code === ResultCode.badRequest
      )
        console.warn(
          `Campus: school-code "${code}" names no school at this API; the elements cannot show its data.`,
        );
  }
}
