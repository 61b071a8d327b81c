import { useEffect, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import { AdminTable } from '../../layout/components/AdminTable';
import { visuallyHidden } from '../../layout/components/visually-hidden';
import type { DailyTraffic } from '../lib/analytics-types';

const CHART_HEIGHT = 240;

const StyledChart = styled.div`
  min-height: ${CHART_HEIGHT + 40}px;
`;

// Readable by screen readers, invisible on screen: the chart's figures as a table. The box is a
// div because a table grows to its content whatever its width, which widened a phone's page.
const StyledScreenReaderOnly = styled.div`
  ${visuallyHidden}
`;

/** A day YYYY-MM-DD as the chart's x value: seconds at that date's UTC midnight. */
const dayToSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

export interface TrafficChartProps {
  days: DailyTraffic[];
}

/**
 * Unique visitors and clicks per day, drawn by uPlot, which is fetched only when the chart first
 * shows; the same figures follow as a table for screen readers.
 */
export function TrafficChart({ days }: TrafficChartProps) {
  const theme = useTheme();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = container.current;
    if (!target) return;
    let disposed = false;
    let cleanup = () => {};
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
      ([{ default: UPlot }]) => {
        if (disposed) return;
        const chart = new UPlot(
          {
            width: target.clientWidth,
            height: CHART_HEIGHT,
            tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'UTC'),
            scales: { x: { time: true } },
            series: [
              {},
              { label: 'Unique visitors', stroke: theme.colors.accent, width: 2 },
              { label: 'Clicks', stroke: theme.colors.brand, width: 2 },
            ],
          },
          [
            days.map((entry) => dayToSeconds(entry.day)),
            days.map((entry) => entry.visitors),
            days.map((entry) => entry.clicks),
          ],
          target,
        );
        const resize = new ResizeObserver(() =>
          chart.setSize({ width: target.clientWidth, height: CHART_HEIGHT }),
        );
        resize.observe(target);
        cleanup = () => {
          resize.disconnect();
          chart.destroy();
        };
      },
    );
    return () => {
      disposed = true;
      cleanup();
    };
  }, [days, theme]);

  return (
    <figure>
      <StyledChart ref={container} aria-hidden="true" data-testid="traffic-chart" />
      <StyledScreenReaderOnly>
        <AdminTable
          scrolls={false}
          caption={`Unique visitors and clicks per day, last ${days.length} days`}
          rows={days}
          rowKey={(entry) => entry.day}
          columns={[
            { header: 'Day', rowHeader: true, cell: (entry) => entry.day },
            { header: 'Unique visitors', cell: (entry) => entry.visitors },
            { header: 'Clicks', cell: (entry) => entry.clicks },
          ]}
        />
      </StyledScreenReaderOnly>
    </figure>
  );
}
