// Word characters, digits and dots: a numeric page ID or a page's username.
const PAGE_ID = /^[A-Za-z0-9_.]{1,100}$/;

export const isValidPageId = (value: string) => PAGE_ID.test(value);
