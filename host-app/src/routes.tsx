import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { Layout } from './layout/Layout';
import AdminPage from './pages/AdminPage';
import BrowsePage from './pages/BrowsePage';
import ContactPage from './pages/ContactPage';
import CreateOfferPage from './pages/CreateOfferPage';
import DashboardPage from './pages/DashboardPage';
import ForPerformersPage from './pages/ForPerformersPage';
import HelpPage from './pages/HelpPage';
import HomePage from './pages/HomePage';
import HowItWorksPage from './pages/HowItWorksPage';
import InvitePage from './pages/InvitePage';
import NotFoundPage from './pages/NotFoundPage';
import OfferDetailsPage from './pages/OfferDetailsPage';
import OffersPage from './pages/OffersPage';
import OperatorPage from './pages/OperatorPage';
import PaymentSuccessPage from './pages/PaymentSuccessPage';
import PerformerPage from './pages/PerformerPage';
import PricingPage from './pages/PricingPage';
import PrivacyPage from './pages/PrivacyPage';
import ProfilePage from './pages/ProfilePage';
import SettingsPage from './pages/SettingsPage';
import SignInPage from './pages/SignInPage';
import SignUpPage from './pages/SignUpPage';
import TermsPage from './pages/TermsPage';
import TourRoutingPage from './pages/TourRoutingPage';
import WhiteLabelPage from './pages/WhiteLabelPage';
import { RequireAuth } from './session/RequireAuth';

/** SPEC 2.1. /signin and /signup stay reachable when signed in. */
const PUBLIC_ROUTES: Record<string, ComponentType> = {
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
  '/invite/:token': InvitePage,
};

const SIGNED_IN_ROUTES: Record<string, ComponentType> = {
  '/browse': BrowsePage,
  '/tour-routing': TourRoutingPage,
  '/create-offer': CreateOfferPage,
  '/offers': OffersPage,
  '/offers/:id': OfferDetailsPage,
  '/payment/success': PaymentSuccessPage,
  '/profile': ProfilePage,
  '/settings': SettingsPage,
  '/dashboard': DashboardPage,
  '/performer/:id': PerformerPage,
  // Role checks (ADMIN, OPERATOR) happen inside these pages, which explain a refusal.
  '/admin': AdminPage,
  '/admin/:section': AdminPage,
  '/operator': OperatorPage,
};

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        {Object.entries(PUBLIC_ROUTES).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {Object.entries(SIGNED_IN_ROUTES).map(([path, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireAuth>
                <Page />
              </RequireAuth>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
