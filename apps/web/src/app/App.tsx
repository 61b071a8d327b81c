import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { usePageViewBeacon } from '../features/analytics/hooks/usePageViewBeacon';
import { CuratorChrome } from '../features/auth/components/CuratorChrome';
import { HomePage } from '../pages/HomePage';
import { ErrorBoundary } from './ErrorBoundary';
import { GlobalStyle } from './GlobalStyle';
import { RouteFallback } from './RouteFallback';
import { lazyPublicPage } from './route-modules';

// Only the home page ships with the first download. The other public screens are separate chunks:
// the server still renders them in full and preloads the rendered one's chunk for hydration.
const FashionPage = lazyPublicPage(
  import.meta.glob<ComponentType>('/src/pages/FashionPage.tsx', { import: 'FashionPage' }),
);
const FavoritesPage = lazyPublicPage(
  import.meta.glob<ComponentType>('/src/pages/FavoritesPage.tsx', { import: 'FavoritesPage' }),
);
const PrivacyPage = lazyPublicPage(
  import.meta.glob<ComponentType>('/src/pages/PrivacyPage.tsx', { import: 'PrivacyPage' }),
);
const DealPage = lazyPublicPage(
  import.meta.glob<ComponentType>('/src/pages/DealPage.tsx', { import: 'DealPage' }),
);
const StoresPage = lazyPublicPage(
  import.meta.glob<ComponentType>('/src/pages/StoresPage.tsx', { import: 'StoresPage' }),
);
const StorePage = lazyPublicPage(
  import.meta.glob<ComponentType>('/src/pages/StorePage.tsx', { import: 'StorePage' }),
);
const NotFoundPage = lazyPublicPage(
  import.meta.glob<ComponentType>('/src/pages/NotFoundPage.tsx', { import: 'NotFoundPage' }),
);

// Curator screens are separate chunks that public pages never download.
const AdminPage = lazy(() => import('../pages/AdminPage').then((m) => ({ default: m.AdminPage })));
const AuthPage = lazy(() => import('../pages/AuthPage').then((m) => ({ default: m.AuthPage })));

export function App() {
  usePageViewBeacon();
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
            <Route path="/stores" element={<StoresPage />} />
            <Route path="/stores/:slug" element={<StorePage />} />
            <Route path="/admin" element={<AdminPage />} />
            <Route path="/auth" element={<AuthPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
