import { PageShell } from '../features/layout/components/PageShell';

export function AdminPage() {
  return (
    <PageShell heading="Admin Panel">
      <p>Sign-in and deal management arrive with the accounts and deals work.</p>
    </PageShell>
  );
}
