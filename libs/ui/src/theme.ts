export const theme = {
  // Brand and accent are dark enough for white text at WCAG AA (at least 4.5:1).
  colors: {
    brand: '#c6401c',
    brandDark: '#9a3215',
    accent: '#137a6f',
    hot: '#ff6b00',
    text: '#1d1d1f',
    textMuted: '#5f6368',
    background: '#f6f6f4',
    surface: '#ffffff',
    border: '#e2e2de',
    focus: '#2563eb',
    placeholder: '#ecebe7',
    danger: '#c62828',
    success: '#1b7f3b',
    overlay: 'rgba(17, 17, 17, 0.55)',
    imageControl: 'rgba(17, 17, 17, 0.6)',
    banner: '#fff6e0',
    bannerBorder: '#f0d48a',
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  radii: { sm: '6px', md: '12px', pill: '999px' },
  fontSizes: { xs: '0.75rem', sm: '0.85rem', md: '1rem', lg: '1.25rem', xl: '1.75rem' },
  /** Card title steps, chosen by `titleSize` from @deal-site/deal-text. */
  titleSizes: { normal: '1rem', smaller: '0.9rem', smallest: '0.8rem' },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Liberation Sans', Arial, sans-serif",
  },
  shadows: {
    card: '0 1px 3px rgba(0, 0, 0, 0.08), 0 4px 12px rgba(0, 0, 0, 0.04)',
    raised: '0 8px 28px rgba(0, 0, 0, 0.18)',
  },
  breakpoints: { mobile: '768px' },
  layout: {
    maxWidth: '1200px',
    readingWidth: '720px',
    dialogWidth: '440px',
    /** Every card body has this height, so a placeholder can reserve a card's exact space. */
    cardBodyHeight: '13.25rem',
    thumbnailSize: '2.5rem',
  },
  zIndices: { floating: 20, menu: 30 },
} as const;

export type AppTheme = typeof theme;
