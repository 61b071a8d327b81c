/** A trend as the admin reads it: "+12.5%", "-3%", "0%". */
export function formatTrend(percent: number): string {
  const sign = percent > 0 ? '+' : '';
  return `${sign}${percent.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

export const formatCount = (count: number) => count.toLocaleString('en-US');

/** Clicks per deal always with one decimal: "4.0", "12.3". */
export const formatAverage = (average: number) => average.toFixed(1);
