import { ACCOUNT_TYPE, type ChildUser, type Locale, accountApiRoutes } from "@campus/contract";
import { childActedFor, useIntl, useT } from "@campus/core";
import {
  Button,
  media,
  PartBoundary,
  retryableLazy,
  retryFailedLoads,
  screenContainer,
  theme,
  UserMenu,
  childName,
  schoolName,
  useMessage,
  useSearchString,
} from "@campus/ui";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import styled from "styled-components";
import { useStore } from "zustand";
import { HOME_PATH } from "../routes/home-path";
import type { PortalMessageId } from "../messages/message-ids";
import { routeFor } from "../routes/route-table";
import { queryClient } from "../query-client";
import { runtime } from "../runtime";
import { PageTabs, type TabAction } from "../tabs/page-tabs";
import { opensTab } from "../tabs/page-tabs-model";
import { pageTabsStore } from "../tabs/page-tabs-store";
import { AppFooter } from "./app-footer";
import { FeatureTexts } from "./feature-texts";
import { FEATURES } from "../features";
import { useDocumentTitle } from "./use-document-title";
import { InLayoutContext } from "./layout-context";
import { SideMenu } from "./side-menu";
import type { AccountDialogKind } from "../account/account-dialog";
import { useAutoHide, useMedia } from "./use-auto-hide";

/** The menu's drawer is a phone's, opened by a tap: a desktop never downloads it. */
const Drawer = retryableLazy(() => import("@campus/ui/drawer").then((m) => m.Drawer));

/** The account menu's dialogs (password, my data), forms and texts: downloaded when one opens. */
const AccountDialog = retryableLazy(() =>
  import("../account/account-dialog").then((m) => m.AccountDialog),
);

const { siderWidth, siderCollapsedWidth, headerHeight } = theme.layout;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${theme.space.sm};
  top: -100px;
  z-index: ${theme.z.toast};
  padding: ${theme.space.sm} ${theme.space.lg};
  background: ${theme.color.surface};
  color: ${theme.color.primaryText};
  border-radius: ${theme.radius.md};
  &:focus {
    top: ${theme.space.sm};
  }
`;

const Sider = styled.aside<{ $collapsed: boolean }>`
  display: none;
  ${media.tabletUp} {
    display: flex;
    flex-direction: column;
    position: fixed;
    inset-block: 0;
    inset-inline-start: 0;
    z-index: ${theme.z.sider};
    width: ${(p) => (p.$collapsed ? siderCollapsedWidth : siderWidth)}px;
    background: ${theme.color.surface};
    border-inline-end: 1px solid ${theme.color.border};
    overflow-x: hidden;
    overflow-y: auto;
    transition: width 0.2s;
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: ${headerHeight}px;
  padding: 0 20px;
  font-weight: ${theme.font.weight.bold};
  font-size: ${theme.font.size.lg};
  white-space: nowrap;
`;

/** The school's name (or the product's): one line, cut short with "…" when long. */
const BrandName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Logo = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  font-weight: ${theme.font.weight.bold};
`;

/** The phone menu's title: the mark and the school's name on one line. */
const DrawerBrand = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
`;

/** The school's own logo in the frame's corner, in the same square. */
const LogoImage = styled.img`
  flex: none;
  width: 32px;
  height: 32px;
  object-fit: contain;
`;

/**
 * The school's own colours on the page (issue 36 §1): the theme reads `--campus-color-*` with
 * the product's amber as the fallback, so setting them on the root re-colours every screen.
 */
function useSchoolColors(colors: Record<string, string> | null | undefined) {
  const wanted = colors ? JSON.stringify(colors) : "";
  useEffect(() => {
    if (!wanted) return;
    const style = document.documentElement.style;
    const entries = Object.entries(JSON.parse(wanted) as Record<string, string>);
    for (const [key, value] of entries) style.setProperty(`--campus-color-${key}`, value);
    return () => {
      for (const [key] of entries) style.removeProperty(`--campus-color-${key}`);
    };
  }, [wanted]);
}

const Column = styled.div<{ $offset: number }>`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  ${media.tabletUp} {
    margin-inline-start: ${(p) => p.$offset}px;
    transition: margin 0.2s;
  }
`;

const Top = styled.div<{ $hidden: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${theme.z.header};
  transform: translateY(${(p) => (p.$hidden ? "-100%" : "0")});
  transition: transform 0.2s;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: ${headerHeight}px;
  padding: 0 ${theme.space.md};
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
`;

/** What a header button opens hangs under it: a part whose code failed says so there. */
const Spot = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Title = styled.h1`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.medium};
  line-height: 1.25;
  overflow-wrap: break-word;
  /* A phone: a long title (English ones run long) wraps to a second line rather than being cut
     to "On loa…" (issue 9, item 4). */
  ${media.tabletUp} {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* Focused when a page opens (below): no ring unless the keyboard put it there. */
  &:focus:not(:focus-visible) {
    outline: none;
  }
`;

/** A phone's line under the header naming the current child, in full (issue 9, item 4). */
const ChildLine = styled.p`
  margin: 0;
  padding: 2px ${theme.space.md} ${theme.space.xs};
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.xs};
  overflow-wrap: break-word;
`;

const Main = styled.main`
  flex: 1;
  /* The footer starts below the fold: a page filling in does not push it down in view. */
  min-height: calc(100vh - ${headerHeight}px);
  padding: ${theme.space.lg} ${theme.space.md};
  ${media.tabletUp} {
    padding: ${theme.space.xl};
    /* What a screen's sticky part keeps clear of: the header and tabs, which stay from a tablet up. */
    --campus-sticky-top: ${headerHeight + theme.layout.tabsHeight + 16}px;
  }
  &:focus {
    outline: none;
  }
`;

/** Every page the same width: grids and single pages alike stop at one width, centred. */
const Content = styled.div`
  max-width: ${theme.layout.contentMaxWidth}px;
  margin-inline: auto;
  /* The box the feature's screens lay out in, as an element's own box is on a school's page. */
  ${screenContainer}
`;

function HamburgerIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
    </svg>
  );
}

const FEATURE_TEXTS = FEATURES.map((feature) => feature.messages);

/** Whether the user's last input was the keyboard (pointer and touch reset it). */
let keyboardLast = false;
if (typeof window !== "undefined") {
  window.addEventListener("keydown", () => (keyboardLast = true), true);
  window.addEventListener("pointerdown", () => (keyboardLast = false), true);
}

/**
 * Spec §2 main layout: server-driven side menu, header with the user menu, page tabs, footer.
 * Signed-in pages keep their server state in the page's query cache, which starts here.
 */
export function PortalLayout({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <FeatureTexts loaders={FEATURE_TEXTS}>
        <Layout>{children}</Layout>
      </FeatureTexts>
    </QueryClientProvider>
  );
}

function Layout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const t = useT<PortalMessageId>();
  const [pathname, navigate] = useLocation();
  const search = useSearchString();
  const message = useMessage();
  const user = useStore(runtime.session, (s) => s.user);
  const locale = useStore(runtime.locale, (s) => s.locale);
  const tabs = useStore(pageTabsStore, (s) => s.tabs);
  const activeTab = useStore(pageTabsStore, (s) => s.active);
  const isPhone = useMedia(`(max-width: ${theme.breakpoint.mobileMax}px)`);
  const isDesktop = useMedia(`(min-width: ${theme.breakpoint.desktopMin}px)`);
  const [collapsed, setCollapsed] = useState(!isDesktop);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The account menu's dialog open: the sign-in password's, or the person's data.
  const [dialog, setDialog] = useState<AccountDialogKind | null>(null);
  // Each opening of the drawer or a dialog asks anew for code that failed before.
  const [openings, setOpenings] = useState(0);
  const opening = (open: (value: boolean) => void) => () => {
    retryFailedLoads();
    setOpenings((n) => n + 1);
    open(true);
  };
  const headerHidden = useAutoHide(isPhone && !drawerOpen);

  const menuQuery = useQuery({
    queryKey: ["menu", user?.user_id],
    queryFn: () => runtime.api.request(accountApiRoutes.menu, {}),
    enabled: Boolean(user),
  });

  const route = routeFor(pathname);
  const key = pathname + search;
  // A title id declared by the page (its feature checks it).
  const title = route ? intl.formatMessage({ id: route.title }) : "";

  // Keyed by strings: `routeFor` answers a new object on every call.
  const tabTitle = route && !route.redirect && opensTab(route.path) ? route.title : null;
  // Before the page is painted: a page someone has seen has its tab, saved, even if they leave
  // at once (a passive effect could still be waiting when the next page loads).
  useLayoutEffect(() => {
    if (tabTitle) pageTabsStore.getState().open(key, tabTitle);
  }, [key, tabTitle]);

  useDocumentTitle(title);

  // A new page (signed in just now, a menu link, a tab): its title takes the focus when nothing
  // else has it, so the next Tab starts in the page and a screen reader says where it is.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const signedIn = Boolean(user);
  useEffect(() => {
    const active = document.activeElement;
    // A ring only when the keyboard brought the user here: a page opened by its address, a tap
    // or a click gets the focus without one (Chromium rings a focus made before any input).
    if (!active || active === document.body)
      titleRef.current?.focus({ preventScroll: true, focusVisible: keyboardLast });
  }, [pathname, signedIn]);

  useEffect(() => setCollapsed(!isDesktop), [isDesktop]);
  useSchoolColors(user?.school?.colors);

  if (!user) return null;

  const go = (next: string) => {
    if (next !== key) navigate(next);
  };

  const onAction = (action: TabAction, target: string) => {
    const store = pageTabsStore.getState();
    if (action === "closeCurrent") go(store.close(target));
    if (action === "closeLeft") go(store.closeLeft(target));
    if (action === "closeRight") go(store.closeRight(target));
    if (action === "closeAll")
      go(store.closeAll({ key: HOME_PATH, href: HOME_PATH, title: routeFor(HOME_PATH)!.title }));
  };

  // A failure is said once by the error path (nothing more to do here); a lost answer may hide
  // a switch the server made (the runtime re-read the user), so the screen is fetched either way.
  const switchChild = async (child: ChildUser) => {
    const switched = await runtime.switchChild(child.id).then(
      () => true,
      () => false,
    );
    // Everything on screen may belong to the previous child.
    await queryClient.invalidateQueries();
    if (switched) message.success(t("ui.userMenu.switched", { name: childName(child, locale) }));
  };

  const switchLocale = (next: Locale) => void runtime.switchLocale(next).catch(() => undefined);

  const signOut = async () => {
    await runtime.signOut().catch(() => undefined);
    pageTabsStore.getState().reset();
    queryClient.clear();
    navigate("/login", { replace: true });
  };

  const child = childActedFor(user);
  // The portal is the school's: its name, as its office wrote it, else the product's.
  const brand = (user?.school && schoolName(user.school, locale)) || t("host.app.name");
  // The school's logo beside its name (in the sidebar, and atop the phone's menu), or the mark.
  const mark = user.school?.logo_url ? (
    <LogoImage src={user.school.logo_url} alt="" />
  ) : (
    <Logo aria-hidden="true">C</Logo>
  );
  const menuItems = menuQuery.data?.menu_list ?? [];
  const menu = (compact: boolean, onNavigate?: () => void) =>
    menuQuery.isError ? (
      <Button variant="link" onClick={() => void menuQuery.refetch()}>
        {t("host.nav.failed")} · {t("host.nav.retry")}
      </Button>
    ) : (
      <SideMenu
        key={locale}
        items={menuItems}
        locale={locale}
        collapsed={compact}
        activePath={pathname}
        onNavigate={onNavigate}
        onExpand={() => setCollapsed(false)}
      />
    );

  return (
    <>
      <SkipLink href="#main">{t("host.skipLink")}</SkipLink>
      <Sider $collapsed={collapsed} aria-busy={menuQuery.isPending}>
        <Brand>
          {mark}
          {!collapsed && <BrandName title={brand}>{brand}</BrandName>}
        </Brand>
        {menu(collapsed)}
      </Sider>
      <Column $offset={collapsed ? siderCollapsedWidth : siderWidth}>
        <Top $hidden={headerHidden}>
          <Header>
            <Spot>
              <Button
                variant="text"
                aria-label={t(
                  isPhone ? "host.nav.open" : collapsed ? "host.nav.expand" : "host.nav.collapse",
                )}
                aria-expanded={isPhone ? drawerOpen : !collapsed}
                onClick={isPhone ? opening(setDrawerOpen) : () => setCollapsed(!collapsed)}
              >
                <HamburgerIcon />
              </Button>
              {/* Its code not arriving is said under ☰; the page stays (issue 35, item 3). */}
              {isPhone && drawerOpen && (
                <PartBoundary key={openings} text={t("core.error.chunk")}>
                  <Suspense fallback={null}>
                    <Drawer
                      open
                      onClose={() => setDrawerOpen(false)}
                      title={
                        <DrawerBrand>
                          {mark}
                          {brand}
                        </DrawerBrand>
                      }
                      placement="left"
                    >
                      {menu(false, () => setDrawerOpen(false))}
                    </Drawer>
                  </Suspense>
                </PartBoundary>
              )}
            </Spot>
            <Title ref={titleRef} tabIndex={-1}>
              {title}
            </Title>
            <Spot>
              <UserMenu
                user={user}
                locale={locale}
                onSwitchChild={(child) => void switchChild(child)}
                onSwitchLocale={switchLocale}
                onSignOut={() => void signOut()}
                onPassword={opening(() => setDialog("password"))}
                onMyData={
                  user.type === ACCOUNT_TYPE.teacher
                    ? undefined
                    : opening(() => setDialog("myData"))
                }
                compact={isPhone}
              />
              {dialog && (
                <PartBoundary key={openings} text={t("core.error.chunk")}>
                  <Suspense fallback={null}>
                    <AccountDialog kind={dialog} onClose={() => setDialog(null)} />
                  </Suspense>
                </PartBoundary>
              )}
            </Spot>
          </Header>
          {isPhone && child && (
            <ChildLine>
              {t("ui.userMenu.currentChild", { name: childName(child, locale) })}
            </ChildLine>
          )}
          <PageTabs
            tabs={tabs}
            active={activeTab}
            onSelect={go}
            onClose={(target) => go(pageTabsStore.getState().close(target))}
            onAction={onAction}
          />
        </Top>
        <Main id="main" tabIndex={-1}>
          <Content>
            <InLayoutContext.Provider value={true}>{children}</InLayoutContext.Provider>
          </Content>
        </Main>
        <AppFooter />
      </Column>
    </>
  );
}
