/*
 * The portal's service worker (decision 0049): web push only. It caches nothing and answers no
 * request — the portal works as before without it — it shows the school's messages as
 * notifications and opens the page a tap leads to. Registered only when someone turns
 * notifications on (the notices' switch), at the portal's scope.
 */

/** A page of the portal, never another site: what a notification may open. */
function portalPage(url) {
  try {
    const page = new URL(url, self.registration.scope);
    return page.origin === self.location.origin &&
      page.pathname.startsWith(new URL(self.registration.scope).pathname)
      ? page.href
      : self.registration.scope;
  } catch {
    return self.registration.scope;
  }
}

self.addEventListener("push", (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  const title = typeof message.title === "string" && message.title ? message.title : "Campus";
  event.waitUntil(
    self.registration.showNotification(title, {
      // Plain text: the system draws it, nothing is read as markup.
      body: typeof message.body === "string" ? message.body : "",
      icon: "icons/icon-192.png",
      badge: "icons/icon-192.png",
      data: { url: portalPage(message.url || self.registration.scope) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = portalPage(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((window) => window.url.startsWith(self.registration.scope));
      if (open) return open.navigate(url).then((window) => (window || open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
