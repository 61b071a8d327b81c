/** The web app's colours and font stack, inlined because mail clients ignore external styles. */
export const emailTheme = {
  colors: {
    brand: '#c6401c',
    accent: '#137a6f',
    text: '#1d1d1f',
    textMuted: '#5f6368',
    background: '#f6f6f4',
    surface: '#ffffff',
    border: '#e2e2de',
    codeBackground: '#fff6e0',
    codeBorder: '#f0d48a',
    buttonText: '#ffffff',
  },
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Liberation Sans', Arial, sans-serif",
  contentWidth: 600,
  thumbnailWidth: 120,
} as const;
