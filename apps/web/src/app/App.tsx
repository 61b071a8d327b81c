import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { CuratorChrome } from '../features/auth/components/CuratorChrome';
import { HomePage } from '../pages/HomePage';
import { ErrorBoundary } from './ErrorBoundary';
import { GlobalStyle } from './GlobalStyle';
import { RouteFallback } from './RouteFallback';
import { lazyPublicPage } from './route-modules';

// Only the home page ships with the first download. The other public screens are separate chunks:
// the server still renders them in full and preloads the rendered one's chunk for hydration.
const FashionPage = lazyPublicPage('src/pages/FashionPage.tsx', () =>
  import('../pages/FashionPage').then((m) => ({ default: m.FashionPage })),
);
const FavoritesPage = lazyPublicPage('src/pages/FavoritesPage.tsx', () =>
  import('../pages/FavoritesPage').then((m) => ({ default: m.FavoritesPage })),
);
const PrivacyPage = lazyPublicPage('src/pages/PrivacyPage.tsx', () =>
  import('../pages/PrivacyPage').then((m) => ({ default: m.PrivacyPage })),
);
const DealPage = lazyPublicPage('src/pages/DealPage.tsx', () =>
  import('../pages/DealPage').then((m) => ({ default: m.DealPage })),
);
const NotFoundPage = lazyPublicPage('src/pages/NotFoundPage.tsx', () =>
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
