import { Link } from 'react-router';
import styled from 'styled-components';
import { AnalyticsOverview } from '../../analytics/components/AnalyticsOverview';
import { TrafficSources } from '../../analytics/components/TrafficSources';
import { WebsiteTraffic } from '../../analytics/components/WebsiteTraffic';
import { ChannelsCard } from '../../channels-admin/components/ChannelsCard';
import { DealHealth, DealManagement } from '../../deal-admin';
import { ImportManagement } from '../../deal-import';
import { PanelCard } from '../../layout/components/PanelCard';
import { StoresCard } from '../../stores-admin/components/StoresCard';
import { EmailSubscriptions } from '../../subscriptions-admin/components/EmailSubscriptions';
import type { SessionUser } from '../hooks/useSession';
import { AdminClock } from './AdminClock';
import { LogoutButton } from './LogoutButton';

const StyledPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledTopBar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledHeading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledSignedInAs = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledOverview = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
`;

const StyledQuickLinks = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.placeholder};
    text-decoration: none;
    font-weight: 600;
  }
`;

const QUICK_LINKS = [
  { to: '/', label: 'Daily Deals' },
  { to: '/#yesterday-deals', label: "Yesterday's Deals" },
  { to: '/fashion', label: 'Fashion' },
  { to: '/favorites', label: 'Favorites' },
];

export interface AdminPanelProps {
  user: SessionUser;
  timeZone: string;
}

/** The curator's panel: links, clock, analytics, traffic and its sources, subscribers, channels and deals. */
export function AdminPanel({ user, timeZone }: AdminPanelProps) {
  return (
    <StyledPanel>
      <StyledTopBar>
        <div>
          <StyledHeading>Admin Panel</StyledHeading>
          <StyledSignedInAs>Signed in as {user.username}</StyledSignedInAs>
        </div>
        <LogoutButton />
      </StyledTopBar>
      <StyledOverview>
        <PanelCard aria-labelledby="admin-quick-links">
          <h2 id="admin-quick-links">Quick Links</h2>
          <nav aria-labelledby="admin-quick-links">
            <StyledQuickLinks>
              {QUICK_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </StyledQuickLinks>
          </nav>
        </PanelCard>
        <PanelCard aria-labelledby="admin-clock-heading">
          <h2 id="admin-clock-heading">Site Time</h2>
          <AdminClock timeZone={timeZone} />
        </PanelCard>
      </StyledOverview>
      <AnalyticsOverview />
      <WebsiteTraffic />
      <TrafficSources timeZone={timeZone} />
      <ImportManagement timeZone={timeZone} />
      <EmailSubscriptions timeZone={timeZone} />
      <ChannelsCard timeZone={timeZone} />
      <StoresCard />
      <DealHealth />
      <DealManagement />
    </StyledPanel>
  );
}
