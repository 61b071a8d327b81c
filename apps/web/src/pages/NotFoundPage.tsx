import { Link } from 'react-router';
import { PageShell } from '../features/layout/components/PageShell';

export function NotFoundPage() {
  return (
    <PageShell heading="Page not found" status={404}>
      <p>
        The page you asked for does not exist or the deal has ended.{' '}
        <Link to="/">Back to today's deals</Link>
      </p>
    </PageShell>
  );
}
