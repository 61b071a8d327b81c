/** The subscriber's own page, reached by the token of the links in their e-mails. */
export const managePagePath = (token: string) => `/subscription/${encodeURIComponent(token)}`;
