/** The portal's home page (spec §2: `/` → the personal calendar's overview). */
export const HOME_PATH = "/calendar/PersonalOverview";
