import { PageShell } from '../features/layout/components/PageShell';

export function AuthPage() {
  return (
    <PageShell heading="Admin Access">
      <p>Login and registration arrive with the accounts work.</p>
    </PageShell>
  );
}
