import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { CuratorChrome } from '../features/auth/components/CuratorChrome';
import { DealPage } from '../pages/DealPage';
import { FashionPage } from '../pages/FashionPage';
import { FavoritesPage } from '../pages/FavoritesPage';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PrivacyPage } from '../pages/PrivacyPage';
import { ErrorBoundary } from './ErrorBoundary';
import { GlobalStyle } from './GlobalStyle';
import { RouteFallback } from './RouteFallback';

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
