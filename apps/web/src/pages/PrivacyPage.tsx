import styled from 'styled-components';
import { useSite } from '../app/site-context';
import { PageShell } from '../features/layout/components/PageShell';

const StyledPolicy = styled.div`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.lg};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-top: ${({ theme }) => theme.space.lg};
  }
`;

export function PrivacyPage() {
  const { config, renderedAt } = useSite();
  const lastUpdated = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeZone: config.siteTimeZone,
  }).format(renderedAt);

  return (
    <PageShell
      heading="Privacy Policy"
      description="What this site collects, why, and how it is kept."
    >
      <StyledPolicy>
        <p>Last updated: {lastUpdated}</p>
        <h2>Information we collect</h2>
        <p>
          When you subscribe to deal e-mails we keep your e-mail address and how often you want to
          hear from us. We count visits and clicks on deals without storing who made them.
        </p>
        <h2>How we use it</h2>
        <p>
          Your e-mail address is used only to send the deal updates you asked for. Visit and click
          counts tell us which deals are useful.
        </p>
        <h2>Sharing</h2>
        <p>
          We never sell or rent your information. Deal links are affiliate links: when you follow
          one, the retailer knows you came from this site, and we may earn a commission at no cost
          to you.
        </p>
        <h2>Data security</h2>
        <p>
          Data is stored on servers we control, sent over encrypted connections, and kept only as
          long as it is needed. You can unsubscribe at any time.
        </p>
        <h2>Contact</h2>
        <p>
          Questions about this policy or your data? Write to us on our{' '}
          <a href={config.socialGroupUrl} target="_blank" rel="noopener noreferrer">
            group page
          </a>
          .
        </p>
      </StyledPolicy>
    </PageShell>
  );
}
