import type { SVGProps } from "react";

/** Icons named by the server's menu (`icon`); unknown names get a neutral dot. */
const PATHS: Record<string, string> = {
  calendar:
    "M7 2v2H5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7Zm-2 7h14v10H5V9Zm2 2v2h2v-2H7Zm4 0v2h2v-2h-2Zm4 0v2h2v-2h-2Z",
  book: "M6 2h11a2 2 0 0 1 2 2v14H7a1 1 0 0 0 0 2h12v2H7a3 3 0 0 1-3-3V4a2 2 0 0 1 2-2Zm1 3v2h9V5H7Z",
  trophy:
    "M7 3h10v2h3v3a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V18h3v2H8v-2h3v-3.1A5 5 0 0 1 8.3 12H8a4 4 0 0 1-4-4V5h3V3Zm0 4H6v1a2 2 0 0 0 1 1.7V7Zm10 0v2.7A2 2 0 0 0 18 8V7h-1Z",
  form: "M6 2h9l5 5v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm8 1.5V8h4.5L14 3.5ZM7 12v2h10v-2H7Zm0 4v2h7v-2H7Z",
  school: "M12 2 2 7v2h20V7L12 2ZM4 11v8H3v2h18v-2h-1v-8h-2v8h-3v-8h-2v8h-2v-8H9v8H6v-8H4Z",
  // A bell: notices from the school.
  bell: "M12 2a2 2 0 0 0-2 2v.3A6 6 0 0 0 6 10v5l-2 2v1h16v-1l-2-2v-5a6 6 0 0 0-4-5.7V4a2 2 0 0 0-2-2Zm-2 17a2 2 0 0 0 4 0h-4Z",
  // A clipboard ticked: attendance.
  register:
    "M9 2h6v2h3a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h3V2Zm-1 11-1.5 1.5L10 18l6.5-6.5L15 10l-5 5-2-2Z",
  // A wallet: school fees.
  wallet:
    "M5 4h12a2 2 0 0 1 2 2v1h-2V6H5v1h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3Zm11 9a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z",
  help: "M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm-1 14v2h2v-2h-2Zm1-10a4 4 0 0 0-4 4h2a2 2 0 1 1 3.2 1.6c-1 .7-2.2 1.5-2.2 3.4h2c0-1 .6-1.4 1.4-2A4 4 0 0 0 12 6Z",
};

export function MenuIcon({ name, ...props }: { name: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={PATHS[name] ?? "M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z"} />
    </svg>
  );
}
