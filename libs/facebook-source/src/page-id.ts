/** The longest page ID or username accepted; Facebook's own are far shorter. */
export const PAGE_ID_MAX_LENGTH = 100;

// Digits, or a username of word characters and dots; dots alone (`.`, `..`) would be a path step.
const PAGE_ID = new RegExp(`^(?!\\.+$)[A-Za-z0-9_.]{1,${PAGE_ID_MAX_LENGTH}}$`);

/** Whether a value is a numeric page ID or a page username, safe as one Graph API path segment. */
export const isValidPageId = (value: string): boolean => PAGE_ID.test(value);
