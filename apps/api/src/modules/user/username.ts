import { badInput } from '../../common/app-error';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;
const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** The form the unique index compares: "Alice" and "alice" are one account on every dialect. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** Returns the trimmed username, or throws BAD_USER_INPUT saying which rule it breaks. */
export function checkNewUsername(username: string): string {
  const trimmed = username.trim();
  if (trimmed.length < USERNAME_MIN_LENGTH || trimmed.length > USERNAME_MAX_LENGTH) {
    throw badInput(
      `Username must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters long`,
    );
  }
  if (!USERNAME_PATTERN.test(trimmed)) {
    throw badInput('Username may contain only letters, digits, "_", "." and "-"');
  }
  return trimmed;
}
