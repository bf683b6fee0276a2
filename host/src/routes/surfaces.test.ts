import { libraryFeature } from "@campus/library";
import { registrationFeature, registrationOfficeFeature } from "@campus/registration";
import { describe, expect, it } from "vitest";
import { FEATURES } from "../features";
import {
  isGuardian,
  isLibraryPath,
  isPortalAddress,
  isRegistrationOfficePath,
  isRegistrationPath,
} from "./surfaces";

describe("the portal's surfaces", () => {
  // Held to the features' own pages (decision 0043): the sign-in chunk cannot load their tables.
  it("are the pages each feature declares: the library browsed signed out, registration's own frame", () => {
    const paths = (feature: { pages: readonly { path: string }[] }) =>
      feature.pages.map((page) => page.path);
    for (const path of paths(libraryFeature)) expect(isLibraryPath(path), path).toBe(true);
    for (const path of paths(registrationFeature)) {
      expect(isRegistrationPath(path), path).toBe(true);
      expect(isRegistrationOfficePath(path), path).toBe(false);
    }
    for (const path of paths(registrationOfficeFeature)) {
      expect(isRegistrationOfficePath(path), path).toBe(true);
      expect(isRegistrationPath(path), path).toBe(false);
    }
    const others = FEATURES.filter((f) => f !== libraryFeature && f !== registrationOfficeFeature);
    for (const path of others.flatMap(paths)) {
      expect(isLibraryPath(path) || isRegistrationPath(path), path).toBe(false);
      expect(isPortalAddress(path), path).toBe(true);
    }
  });

  it.each([
    ["/library", true],
    ["/library/home", true],
    ["/library?xschoolCode=DEMO", true],
    ["/libraryx", false],
    ["/calendar/PersonalOverview", false],
  ])("%s is a library address: %s", (path, library) => {
    expect(isLibraryPath(path)).toBe(library);
  });

  it.each([
    ["/registration", true],
    ["/registration/DEMO", true],
    ["/registration?xschoolCode=DEMO", true],
    ["/registrations", false],
    ["/library/home", false],
    ["/registration/office", false],
    ["/registration/office/detail?id=12", false],
    ["/registration/sessions", false],
    ["/registration/sessions/roster?id=3", false],
    ["/registration/settings", false],
    ["/registration/checkin?code=0123456789abcdef0123456789abcdef", false],
    ["/registration/officer", true],
  ])("%s is a registration address: %s", (path, registration) => {
    expect(isRegistrationPath(path)).toBe(registration);
  });

  it("tells a guardian's session from a school account's and from none", () => {
    expect(isGuardian({ user: { roles: ["guardian"] } })).toBe(true);
    expect(isGuardian({ user: { roles: ["parent"] } })).toBe(false);
    expect(isGuardian({ user: null })).toBe(false);
  });
});
