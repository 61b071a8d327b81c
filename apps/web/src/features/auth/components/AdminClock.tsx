import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';

const StyledClock = styled.p`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

const StyledTime = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const StyledZone = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TICK_MS = 1000;

export interface AdminClockProps {
  timeZone: string;
}

/** The site's wall clock (SITE_TIMEZONE), ticking every second; rendered only in the browser. */
export function AdminClock({ timeZone }: AdminClockProps) {
  const [now, setNow] = useState(() => new Date());
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        second: '2-digit',
        timeZoneName: 'short',
      }),
    [timeZone],
  );

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <StyledClock>
      <StyledTime dateTime={now.toISOString()} data-testid="admin-clock">
        {format.format(now)}
      </StyledTime>
      <StyledZone>{timeZone}</StyledZone>
    </StyledClock>
  );
}
