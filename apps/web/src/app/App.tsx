import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { CuratorChrome } from '../features/auth/components/CuratorChrome';
import { HomePage } from '../pages/HomePage';
import { ErrorBoundary } from './ErrorBoundary';
import { GlobalStyle } from './GlobalStyle';
import { RouteFallback } from './RouteFallback';

// Only the home page ships with the first download. The other public screens are separate chunks:
// the server still renders them in full, and the browser hydrates them once their chunk arrives.
const FashionPage = lazy(() =>
  import('../pages/FashionPage').then((m) => ({ default: m.FashionPage })),
);
const FavoritesPage = lazy(() =>
  import('../pages/FavoritesPage').then((m) => ({ default: m.FavoritesPage })),
);
const PrivacyPage = lazy(() =>
  import('../pages/PrivacyPage').then((m) => ({ default: m.PrivacyPage })),
);
const DealPage = lazy(() => import('../pages/DealPage').then((m) => ({ default: m.DealPage })));
const NotFoundPage = lazy(() =>
  import('../pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

// Curator screens are separate chunks that public pages never download.
const AdminPage = lazy(() => import('../pages/AdminPage').then((m) => ({ default: m.AdminPage })));
const AuthPage = lazy(() => import('../pages/AuthPage').then((m) => ({ default: m.AuthPage })));

export function App() {
  return (
    <>
      <GlobalStyle />
      <ErrorBoundary>
        <CuratorChrome />
        <Suspense fallback={<RouteFallback />}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/fashion" element={<FashionPage />} />
            <Route path="/favorites" element={<FavoritesPage />} />
            <Route path="/privacy" element={<PrivacyPage />} />
            <Route path="/deals/:id" element={<DealPage />} />
            <Route path="/admin" element={<AdminPage />} />
            <Route path="/auth" element={<AuthPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
