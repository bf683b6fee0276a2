import { FEATURES } from "../../vite.shared";
import { keyOf, staticClosure, totalGzip, type Bundle } from "./bundle";

/** A page's JavaScript: the chunks it loads before its first screen shows. */
export interface PageBudget {
  name: string;
  /** Gzip bytes allowed. */
  limit: number;
  files: (bundle: Bundle) => Set<string>;
}

const KB = 1000;

/**
 * The features the portal mounts in its signed-in layout: every feature package (found as the
 * build finds them, so a new one is budgeted the day it is added), but registration, whose own
 * frame has budgets of its own below.
 */
const MOUNTED_FEATURES = [...FEATURES].filter((feature) => feature !== "registration").sort();

/** Parts of a feature the portal mounts as a feature of their own: registration's office. */
const SIGNED_IN_PARTS = ["registration-office"] as const;

const bySuffix = (suffix: string) => (key: string) => key.endsWith(suffix);

/** The chunk of texts in the default language (zh-TW), named `prefix`-zh-TW-<hash>.js. */
export function messagesChunk(bundle: Bundle, prefix: string): string {
  const files = new Set(
    Object.values(bundle.manifest)
      .map((chunk) => chunk.file)
      .filter((file) => new RegExp(`(^|/)${prefix}-zh-TW-[\\w-]+\\.js$`).test(file)),
  );
  if (files.size !== 1) throw new Error(`expected one ${prefix}-zh-TW chunk, found ${files.size}`);
  return [...files][0]!;
}

/** The portal's shared runtime: what every signed-in page loads, whatever the feature. */
export function portalRuntime(bundle: Bundle): Set<string> {
  const files = staticClosure(bundle, [
    "index.html",
    keyOf(bundle, bySuffix("src/signed-in/routes.tsx")),
  ]);
  return files.add(messagesChunk(bundle, "messages"));
}

/** Registration's frame on the portal, open signed out: the platform and its own layout. */
export function registrationFrame(bundle: Bundle): Set<string> {
  const files = staticClosure(bundle, [
    "index.html",
    keyOf(bundle, bySuffix("src/registration/registration-pages.tsx")),
  ]);
  return files.add(messagesChunk(bundle, "messages"));
}

/**
 * What a feature's heaviest screen adds on top of the runtime: its own chunks and what they
 * import (a form library, say) — the feature's own code, as issue 7 states the budget. Its texts
 * are a chunk of their own with a budget of their own (`featureTexts`). The first screen of a
 * signed-in page is the runtime plus both.
 */
export function featureScreen(
  bundle: Bundle,
  feature: string,
  runtime: Set<string>,
  { part = "", except }: { part?: string; except?: string } = {},
): Set<string> {
  const screens = Object.entries(bundle.manifest)
    .filter(
      ([key, chunk]) =>
        key.includes(`packages/${feature}/src/${part}`) &&
        !(except && key.includes(`packages/${feature}/src/${except}`)) &&
        chunk.isDynamicEntry &&
        !key.endsWith(".json"),
    )
    .map(([key]) => key);
  let heaviest = new Set<string>();
  let heaviestSize = -1;
  for (const screen of screens) {
    const files = staticClosure(bundle, [screen]);
    for (const file of runtime) files.delete(file);
    files.delete(messagesChunk(bundle, `${feature}-messages`));
    const size = totalGzip(bundle, files);
    if (size > heaviestSize) [heaviest, heaviestSize] = [files, size];
  }
  return heaviest;
}

export const PORTAL_BUDGETS: PageBudget[] = [
  {
    name: "portal: sign-in page",
    limit: 135 * KB,
    files: (bundle) =>
      staticClosure(bundle, ["index.html", keyOf(bundle, bySuffix("pages/sign-in-page.tsx"))]).add(
        messagesChunk(bundle, "messages"),
      ),
  },
  {
    // The platform, plus each mounted feature's manifest — its addresses, titles, permission
    // codes and lazy loaders, which the portal's route table needs before any screen — and the
    // names its chunks import from the shared ones: 0.5 kB a feature beyond the first
    // (decision 0008). Six mounted: the library, the calendar, ECA, the manual, registration's
    // office, the school office's console. Plus 1.5 kB for the portal's signed-out surfaces
    // (decision 0019: registration's frame, the library browsed signed out): the routes that choose the frame, and the query cache and texts loader as
    // files of their own that the frames share (two files compress less well than one).
    name: "portal: signed-in runtime",
    limit: 135 * KB + (MOUNTED_FEATURES.length + SIGNED_IN_PARTS.length - 1) * 500 + 1.5 * KB,
    files: portalRuntime,
  },
  {
    // A guardian's first screen, signed out: the platform and registration's own frame (no
    // menu, no page tabs), its texts and the login screen.
    name: "portal: registration's login page",
    limit: 150 * KB,
    files: (bundle) => {
      const files = registrationFrame(bundle);
      for (const file of staticClosure(bundle, [
        keyOf(bundle, bySuffix("packages/registration/src/screens/login/login-page.tsx")),
      ]))
        files.add(file);
      return files.add(messagesChunk(bundle, "registration-messages"));
    },
  },
  {
    name: "portal: registration's heaviest screen beyond its frame",
    limit: 40 * KB,
    files: (bundle) =>
      featureScreen(bundle, "registration", registrationFrame(bundle), { except: "office/" }),
  },
  {
    // The school office's screens (staff) are signed-in pages in the portal's layout: what the
    // heaviest adds to the signed-in runtime, registration's texts included (its own chunks).
    // 40.5 kB since school fees (decision 0050) share money's formatting and the file preview
    // with it: chunks of their own, which compress less well than inside one.
    name: "portal: the registration office's heaviest screen beyond the runtime",
    limit: 40.5 * KB,
    files: (bundle) =>
      featureScreen(bundle, "registration", portalRuntime(bundle), { part: "office/" }),
  },
  {
    name: "portal: registration's texts in zh-TW",
    limit: 6 * KB,
    files: (bundle) => new Set([messagesChunk(bundle, "registration-messages")]),
  },
  ...MOUNTED_FEATURES.flatMap((feature): PageBudget[] => [
    {
      name: `portal: the ${feature}'s heaviest screen beyond the runtime`,
      limit: 40 * KB,
      files: (bundle) => featureScreen(bundle, feature, portalRuntime(bundle)),
    },
    {
      // Every text of the feature in one language, loaded with its first screen: empty states
      // that say what to do, refusals with reasons. Grows with the feature; a jump means a
      // text went wrong.
      name: `portal: the ${feature}'s texts in zh-TW`,
      limit: 6 * KB,
      files: (bundle) => new Set([messagesChunk(bundle, `${feature}-messages`)]),
    },
  ]),
];

/** What an element's first screen needs: its module, its default page's screen, its texts. */
interface FirstScreen {
  element: string;
  screens: string[];
  texts?: string;
}

const EMBED_FIRST_SCREENS: Record<
  | "account"
  | "library"
  | "calendar"
  | "registration"
  | "eca"
  | "manual"
  | "notices"
  | "attendance"
  | "fees",
  FirstScreen
> = {
  account: { element: "account/account-element.tsx", screens: [] },
  library: {
    element: "library/src/element.tsx",
    screens: ["library/src/screens/home/home-page.tsx"],
    texts: "library-messages",
  },
  calendar: {
    element: "calendar/src/element.tsx",
    screens: ["calendar/src/screens/overview/overview-page.tsx"],
    texts: "calendar-messages",
  },
  registration: {
    element: "registration/src/element.tsx",
    screens: ["registration/src/screens/login/login-page.tsx"],
    texts: "registration-messages",
  },
  eca: {
    // A family's own records: what the element opens on for a signed-in parent.
    element: "eca/src/element.tsx",
    screens: ["eca/src/screens/detail/student-detail-page.tsx"],
    texts: "eca-messages",
  },
  manual: {
    element: "manual/src/element.tsx",
    screens: [
      "manual/src/screens/manual-page.tsx",
      "manual/src/content/p_communication.zh-TW.json",
    ],
    texts: "manual-messages",
  },
  notices: {
    // A family's notices: what the element opens on.
    element: "notices/src/element.tsx",
    screens: ["notices/src/screens/family/family-notices-page.tsx"],
    texts: "notices-messages",
  },
  attendance: {
    // A family's month and applications: what the element opens on.
    element: "attendance/src/element.tsx",
    screens: ["attendance/src/screens/family/family-page.tsx"],
    texts: "attendance-messages",
  },
  fees: {
    // A family's fees to pay: what the element opens on.
    element: "fees/src/element.tsx",
    screens: ["fees/src/screens/family/family-page.tsx"],
    texts: "fees-messages",
  },
};

/**
 * Each element beyond the first seven: its loader is in the bundle every page of the school
 * loads (`packages/elements/src/autoload.ts`: its tag and its chunk's hashed name, which gzip
 * hardly shortens; the library's page, within 150 kB before, grew by at least 107 B with the
 * eighth), so a page of one element grows by it, and a page of all of them by the new one's
 * first screen besides.
 */
const ELEMENTS_BEYOND_SEVEN = Object.keys(EMBED_FIRST_SCREENS).length - 7;
const ONE_ELEMENT = 150 * KB + ELEMENTS_BEYOND_SEVEN * 150;

export const EMBED_BUDGETS: PageBudget[] = [
  {
    name: "embed: page with only <campus-account>",
    limit: 115 * KB,
    files: (bundle) => embedPage(bundle, [EMBED_FIRST_SCREENS.account]),
  },
  {
    name: "embed: page with only <campus-library>, first screen",
    limit: ONE_ELEMENT,
    files: (bundle) => embedPage(bundle, [EMBED_FIRST_SCREENS.library]),
  },
  {
    name: "embed: page with only <campus-calendar>, first screen",
    limit: ONE_ELEMENT,
    files: (bundle) => embedPage(bundle, [EMBED_FIRST_SCREENS.calendar]),
  },
  {
    name: "embed: page with only <campus-manual>, first screen",
    limit: ONE_ELEMENT,
    files: (bundle) => embedPage(bundle, [EMBED_FIRST_SCREENS.manual]),
  },
  {
    name: "embed: page with only <campus-registration>, first screen",
    limit: ONE_ELEMENT,
    files: (bundle) => embedPage(bundle, [EMBED_FIRST_SCREENS.registration]),
  },
  {
    name: "embed: page with only <campus-eca>, first screen",
    limit: ONE_ELEMENT,
    files: (bundle) => embedPage(bundle, [EMBED_FIRST_SCREENS.eca]),
  },
  {
    name: "embed: page with only <campus-notices>, first screen",
    limit: ONE_ELEMENT,
    files: (bundle) => embedPage(bundle, [EMBED_FIRST_SCREENS.notices]),
  },
  {
    name: "embed: page with only <campus-attendance>, first screen",
    limit: ONE_ELEMENT,
    files: (bundle) => embedPage(bundle, [EMBED_FIRST_SCREENS.attendance]),
  },
  {
    name: "embed: page with only <campus-fees>, first screen",
    limit: ONE_ELEMENT,
    files: (bundle) => embedPage(bundle, [EMBED_FIRST_SCREENS.fees]),
  },
  {
    // A school's page with every element (the embed demo): one runtime for all, so the nine
    // together weigh far less than nine pages of one. Each first screen as a family sees it.
    // 215 kB for the first seven; attendance's month (its element, screen and texts: 8.5 kB
    // beyond what the others share) is the eighth. Notices gained messages with families and
    // notifications (decisions 0048, 0049: their addresses and titles in what every page has,
    // their texts and the push switch in parts of their own): 225. School fees (decision 0050)
    // are the ninth: the family's fees, its element and texts, 6 kB beyond what the others share
    // (paying is a part of its own, loaded with the first fee to pay), and the receipt's words
    // among the fees' texts: 232.
    name: "embed: page with all nine elements, each one's first screen",
    limit: 232 * KB,
    files: (bundle) => embedPage(bundle, Object.values(EMBED_FIRST_SCREENS)),
  },
];

/** The embed bundle's files for a page with these elements on their first screens, in zh-TW. */
function embedPage(bundle: Bundle, shown: FirstScreen[]): Set<string> {
  const files = staticClosure(bundle, [
    "src/bundle.ts",
    ...shown.flatMap(({ element, screens }) =>
      [element, ...screens].map((suffix) => keyOf(bundle, bySuffix(suffix))),
    ),
  ]).add(messagesChunk(bundle, "messages"));
  for (const { texts } of shown) if (texts) files.add(messagesChunk(bundle, texts));
  return files;
}

export function measure(bundle: Bundle, budget: PageBudget) {
  const files = budget.files(bundle);
  return { files, gzip: totalGzip(bundle, files) };
}
