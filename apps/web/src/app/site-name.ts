/** The site's name, as titles, the header and feed titles show it. */
export const SITE_NAME = 'Daily Deals';
