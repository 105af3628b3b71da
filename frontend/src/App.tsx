import { ConfigProvider } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SWRProvider } from './api/swr';
import { useAuth } from './auth/auth-context';
import { AuthProvider } from './auth/AuthProvider';
import { handleUnauthorized } from './auth/unauthorized';
import { FullScreenLoader } from './auth/FullScreenLoader';
import { Toaster } from './toast/Toaster';
import { JobTrackerProvider } from './jobs/JobTrackerProvider';
import { forkcastTheme } from './theme';

// Every screen is its own chunk: a visitor downloads only what they open.
const AuthenticatedLayout = lazy(() => import('./layout/AuthenticatedLayout').then((m) => ({ default: m.AuthenticatedLayout })));
const JoinHouseholdPage = lazy(() => import('./pages/household/JoinHouseholdPage').then((m) => ({ default: m.JoinHouseholdPage })));
const LandingPage = lazy(() => import('./pages/landing/LandingPage').then((m) => ({ default: m.LandingPage })));
const DashboardPage = lazy(() => import('./pages/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const MealPlansPage = lazy(() => import('./pages/meal-plans/MealPlansPage').then((m) => ({ default: m.MealPlansPage })));
const RecipesPage = lazy(() => import('./pages/recipes/RecipesPage').then((m) => ({ default: m.RecipesPage })));
const GroceryListsPage = lazy(() => import('./pages/grocery-lists/GroceryListsPage').then((m) => ({ default: m.GroceryListsPage })));
const PantryPage = lazy(() => import('./pages/pantry/PantryPage').then((m) => ({ default: m.PantryPage })));
const PreferencesPage = lazy(() => import('./pages/preferences/PreferencesPage').then((m) => ({ default: m.PreferencesPage })));
const NotFoundPage = lazy(() => import('./pages/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const TermsPage = lazy(() => import('./pages/legal/TermsPage').then((m) => ({ default: m.TermsPage })));
const PricesPage = lazy(() => import('./pages/prices/PricesPage').then((m) => ({ default: m.PricesPage })));
const PrivacyPage = lazy(() => import('./pages/legal/PrivacyPage').then((m) => ({ default: m.PrivacyPage })));
const SignInPage = lazy(() => import('./pages/auth/SignInPage').then((m) => ({ default: m.SignInPage })));
const SignUpPage = lazy(() => import('./pages/auth/SignUpPage').then((m) => ({ default: m.SignUpPage })));

/**
 * The route table of spec §2, declared once.
 *
 * | Route            | Signed in            | Signed out   |
 * | / and /landing   | Dashboard            | Landing page |
 * | /meal-plans      | Meal Plans           | Landing page |
 * | /recipes         | Recipe Discovery     | Landing page |
 * | /grocery-lists   | Grocery Lists        | Landing page |
 * | /pantry          | Pantry (issue #16)   | Landing page |
 * | /preferences     | Preferences          | Landing page |
 * | /terms, /privacy | Terms / Privacy      | same         |
 * | /prices          | How prices are estimated | same     |
 * | /sign-in, /sign-up | → /                | sign-in / sign-up forms |
 * | /join/:token     | join the household   | whose household; sign up or in to join |
 * | anything else    | 404 screen           | Landing page |
 */
export function AppRoutes() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <FullScreenLoader />;

  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Routes>
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/prices" element={<PricesPage />} />
        <Route path="/join/:token" element={<JoinHouseholdPage />} />
        <Route path="/sign-in/*" element={<SignInPage />} />
        <Route path="/sign-up/*" element={<SignUpPage />} />
        {isAuthenticated ? (
          <Route element={<AuthenticatedLayout />}>
            <Route index element={<DashboardPage />} />
            <Route path="landing" element={<DashboardPage />} />
            <Route path="meal-plans" element={<MealPlansPage />} />
            <Route path="recipes" element={<RecipesPage />} />
            <Route path="grocery-lists" element={<GroceryListsPage />} />
            <Route path="pantry" element={<PantryPage />} />
            <Route path="preferences" element={<PreferencesPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        ) : (
          <Route path="*" element={<LandingPage />} />
        )}
      </Routes>
    </Suspense>
  );
}

/** Providers around the routes (SWR, auth, the job tracker, toasts). The router itself comes from main.tsx (or a MemoryRouter in tests). */
export function App() {
  // Fetch the first screen's code while the auth check is still in flight.
  useEffect(() => {
    void import('./pages/landing/LandingPage');
    void import('./layout/AuthenticatedLayout');
    void import('./pages/dashboard/DashboardPage');
  }, []);

  return (
    <ConfigProvider theme={forkcastTheme}>
      <SWRProvider onUnauthorized={handleUnauthorized}>
        <AuthProvider>
          {/* Above the routes: a job outlives the screen that started it. */}
          <JobTrackerProvider>
            <AppRoutes />
          </JobTrackerProvider>
        </AuthProvider>
        <Toaster />
      </SWRProvider>
    </ConfigProvider>
  );
}
