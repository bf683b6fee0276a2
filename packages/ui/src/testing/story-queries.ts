import { within } from "storybook/test";

/** The table row (wide screens) of a record whose link is named `title`; waits for it. */
export async function recordRow(canvas: ReturnType<typeof within>, title: string) {
  return within((await canvas.findByRole("link", { name: title })).closest("tr")!);
}
