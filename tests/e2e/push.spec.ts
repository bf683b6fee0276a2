import { expect, test } from "./fixtures";
import { signIn } from "./support";

/*
 * The portal's service worker (decision 0049) in real Chromium: turning notifications on
 * registers it at the portal's scope; a push message, delivered to it as a push service would
 * (DevTools' ServiceWorker.deliverPushMessage: this machine reaches no push service), shows as a
 * notification with the school's words and the page a tap opens. The server's encryption and
 * delivery are the server's tests (services/push.test.ts).
 */

test("a push message shows as a notification from the portal's service worker @desktop-only", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["notifications"]);
  await signIn(page, "parent", "/parent_student/notices/messages");
  const notifications = page.getByRole("group", { name: "這部裝置的通知" });
  await expect(notifications).toContainText("開啟通知後");

  const devtools = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    devtools.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const portal = registrations.find((r) => r.scopeURL.endsWith("/parent_student/"));
      if (portal && !portal.isDeleted) resolve(portal.registrationId);
    });
  });
  await devtools.send("ServiceWorker.enable");
  // Turning on registers the worker first; subscribing then needs a push service this machine
  // cannot reach, which the switch says without losing its place.
  await notifications.getByRole("button", { name: "開啟通知" }).click();
  const registrationId = await registered;
  await page.evaluate(() => navigator.serviceWorker.ready);
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope),
  ).toMatch(/\/parent_student\/$/);

  await devtools.send("ServiceWorker.deliverPushMessage", {
    origin: new URL(page.url()).origin,
    registrationId,
    data: JSON.stringify({
      title: "示範學校：黃嘉欣的訊息",
      body: "明天是便服日。<b>不是標記</b>",
      url: "/parent_student/notices/messages",
    }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return (await registration!.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          url: (n.data as { url: string }).url,
        }));
      }),
    )
    .toEqual([
      {
        title: "示範學校：黃嘉欣的訊息",
        body: "明天是便服日。<b>不是標記</b>",
        url: `${new URL(page.url()).origin}/parent_student/notices/messages`,
      },
    ]);

  // A message naming another site opens the portal, never that site.
  await devtools.send("ServiceWorker.deliverPushMessage", {
    origin: new URL(page.url()).origin,
    registrationId,
    data: JSON.stringify({ title: "x", body: "y", url: "https://evil.example/" }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return (await registration!.getNotifications()).map((n) => (n.data as { url: string }).url);
      }),
    )
    .toContain(`${new URL(page.url()).origin}/parent_student/`);
});
