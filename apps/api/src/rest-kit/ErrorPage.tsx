import { StaticPage } from '@deal-site/ui/static-page';

const HEADINGS: Record<number, string> = {
  400: 'Bad request',
  404: 'Page not found',
  413: 'Request too large',
  414: 'Address too long',
  416: 'Range not satisfiable',
  429: 'Too many requests',
  503: 'The deals are briefly unavailable',
};

const EXPLANATIONS: Record<number, string> = {
  503: 'We cannot reach our deals right now. Please try again in a few seconds.',
};

export function ErrorPage({ status }: { status: number }) {
  const explanation = EXPLANATIONS[status];
  return (
    <StaticPage title={HEADINGS[status] ?? 'Something went wrong'}>
      {explanation && <p>{explanation}</p>}
    </StaticPage>
  );
}
