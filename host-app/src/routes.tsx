import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { matchPath, Route, Routes, useLocation } from 'react-router';
import styled from 'styled-components';
import { Alert, Button } from 'widgets/ui';
import { Layout } from './layout/Layout';
import type { PageModule } from './pageModule';
import HomePage from './pages/HomePage';
import NotFoundPage from './pages/NotFoundPage';
import { RequireAuth } from './session/RequireAuth';
import { readToken } from './session/tokenStorage';
import { FullScreenLoader } from './ui/FullScreenLoader';
import { Container } from './ui/layout';

/**
 * Route-level code splitting: the shell (layout, header, footer, session), the home page and the
 * 404 page are in the main chunk; every other page is its own chunk, fetched when its route first
 * renders or, earlier, when a link to it is hovered, focused or touched (see usePreloadOnIntent).
 * Once a page's chunk has loaded it renders synchronously, so later visits never suspend.
 */
interface LazyPage {
  (): ReactNode;
  preload: () => Promise<PageModule>;
  isLoaded: () => boolean;
}

function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<PageModule> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined; // a later visit retries (e.g. after a flaky connection)
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  Page.preload = preload;
  Page.isLoaded = () => loaded !== undefined;
  return Page;
}

const AdminPage = lazyPage(() => import('./pages/AdminPage'));
const BrowsePage = lazyPage(() => import('./pages/BrowsePage'));
const CalendarPage = lazyPage(() => import('./pages/CalendarPage'));
const ContactPage = lazyPage(() => import('./pages/ContactPage'));
const CreateOfferPage = lazyPage(() => import('./pages/CreateOfferPage'));
const DashboardPage = lazyPage(() => import('./pages/DashboardPage'));
const ForgotPasswordPage = lazyPage(() => import('./pages/ForgotPasswordPage'));
const ForPerformersPage = lazyPage(() => import('./pages/ForPerformersPage'));
const HelpPage = lazyPage(() => import('./pages/HelpPage'));
const HowItWorksPage = lazyPage(() => import('./pages/HowItWorksPage'));
const InvitePage = lazyPage(() => import('./pages/InvitePage'));
const OfferDetailsPage = lazyPage(() => import('./pages/OfferDetailsPage'));
const OffersPage = lazyPage(() => import('./pages/OffersPage'));
const OperatorPage = lazyPage(() => import('./pages/OperatorPage'));
const PaymentSuccessPage = lazyPage(() => import('./pages/PaymentSuccessPage'));
const PerformerPage = lazyPage(() => import('./pages/PerformerPage'));
const PricingPage = lazyPage(() => import('./pages/PricingPage'));
const PrivacyPage = lazyPage(() => import('./pages/PrivacyPage'));
const ProfilePage = lazyPage(() => import('./pages/ProfilePage'));
const ResetPasswordPage = lazyPage(() => import('./pages/ResetPasswordPage'));
const SettingsPage = lazyPage(() => import('./pages/SettingsPage'));
const SignInPage = lazyPage(() => import('./pages/SignInPage'));
const SignUpPage = lazyPage(() => import('./pages/SignUpPage'));
const TermsPage = lazyPage(() => import('./pages/TermsPage'));
const TourRoutingPage = lazyPage(() => import('./pages/TourRoutingPage'));
const VerifyEmailPage = lazyPage(() => import('./pages/VerifyEmailPage'));
const WhiteLabelPage = lazyPage(() => import('./pages/WhiteLabelPage'));

/** SPEC 2.1. /signin and /signup stay reachable when signed in. */
const PUBLIC_ROUTES: Record<string, LazyPage> = {
  '/pricing': PricingPage,
  '/for-performers': ForPerformersPage,
  '/help': HelpPage,
  '/contact': ContactPage,
  '/terms': TermsPage,
  '/privacy': PrivacyPage,
  '/how-it-works': HowItWorksPage,
  '/white-label': WhiteLabelPage,
  '/signin': SignInPage,
  '/signup': SignUpPage,
  '/forgot-password': ForgotPasswordPage,
  '/reset-password': ResetPasswordPage,
  '/verify-email': VerifyEmailPage,
  '/invite/:token': InvitePage,
};

const SIGNED_IN_ROUTES: Record<string, LazyPage> = {
  '/browse': BrowsePage,
  '/tour-routing': TourRoutingPage,
  '/create-offer': CreateOfferPage,
  '/offers': OffersPage,
  '/offers/:id': OfferDetailsPage,
  '/payment/success': PaymentSuccessPage,
  '/profile': ProfilePage,
  '/settings': SettingsPage,
  '/calendar': CalendarPage,
  '/dashboard': DashboardPage,
  '/performer/:id': PerformerPage,
  // Role checks (ADMIN, OPERATOR) happen inside these pages, which explain a refusal.
  '/admin': AdminPage,
  '/admin/:section': AdminPage,
  '/operator': OperatorPage,
};

const LAZY_ROUTES = Object.entries({ ...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES });

/** Starts loading the chunk of the page at `pathname`, if it is a lazy route. */
export function preloadRoute(pathname: string): void {
  const match = LAZY_ROUTES.find(([path]) => matchPath(path, pathname));
  match?.[1].preload().catch(() => {
    // Rendering the route retries and reports the failure.
  });
}

/** Links are hovered, focused or touched a moment before they are followed: fetch the page then. */
function usePreloadOnIntent(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      preloadRoute(link.pathname);
    };
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    for (const type of events) document.addEventListener(type, onIntent, { passive: true, capture: true });
    return () => {
      for (const type of events) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, []);
}

/**
 * Shown only while a page's chunk is still loading. It waits a moment first, so a fast load (or
 * one started on hover) goes straight to the page without flashing the loader.
 */
const FALLBACK_DELAY_MS = 250;

function PageFallback() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), FALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return visible ? <FullScreenLoader /> : <Placeholder aria-busy="true" />;
}

const Placeholder = styled.div`
  min-height: 100vh;
`;

/** A page chunk that cannot be fetched (offline, or a new deploy removed it) offers a reload. */
class PageLoadBoundary extends Component<{ pathname: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: { pathname: string }) {
    if (this.state.failed && previous.pathname !== this.props.pathname) this.setState({ failed: false });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed to load', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Failed>
        <Alert title="This page could not be loaded">
          Check your connection and try again.{' '}
          <Button type="button" $variant="secondary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Alert>
      </Failed>
    );
  }
}

const Failed = styled(Container)`
  padding-top: 48px;
  padding-bottom: 48px;
`;

function LazyRoute({ page: Page, signedIn }: { page: LazyPage; signedIn: boolean }) {
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  // Fetch the chunk while the session is still being checked, not after; on a cold visit with a
  // stored session, the page's first data too (a loaded page fetches its own data as it renders).
  useEffect(() => {
    const prefetch = signedIn && !Page.isLoaded() && readToken() !== null;
    Page.preload().then(
      (module) => {
        if (prefetch) module.prefetchData?.({ pathname, search, queryClient });
      },
      () => {
        // Rendering the page retries and reports the failure.
      },
    );
    // Only the page's first render on this route prefetches, not each change of its URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [Page]);
  const content = (
    <Suspense fallback={<PageFallback />}>
      <Page />
    </Suspense>
  );
  return (
    <PageLoadBoundary pathname={pathname}>{signedIn ? <RequireAuth>{content}</RequireAuth> : content}</PageLoadBoundary>
  );
}

export function AppRoutes() {
  usePreloadOnIntent();
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        {Object.entries(PUBLIC_ROUTES).map(([path, Page]) => (
          <Route key={path} path={path} element={<LazyRoute page={Page} signedIn={false} />} />
        ))}
        {Object.entries(SIGNED_IN_ROUTES).map(([path, Page]) => (
          <Route key={path} path={path} element={<LazyRoute page={Page} signedIn />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
