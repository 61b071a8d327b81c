/** The anchor of the home page's yesterday section; links and the admin's quick links use it. */
export const YESTERDAY_SECTION_ID = 'yesterday-deals';
export const MAIN_CONTENT_ID = 'main-content';

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** Scrolls a section into view and moves keyboard focus to it without a second jump. */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  section.focus({ preventScroll: true });
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}
