import bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';
import { badInput } from '../../common/app-error';

export const BCRYPT_COST = 12;
export const PASSWORD_MIN_CHARACTERS = 8;
/** bcrypt reads only the first 72 bytes; longer passwords are refused rather than cut short. */
export const PASSWORD_MAX_BYTES = 72;

export function passwordTooLong(password: string): boolean {
  return Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES;
}

/** Throws BAD_USER_INPUT when a new password breaks a rule. */
export function checkNewPassword(password: string): void {
  if ([...password].length < PASSWORD_MIN_CHARACTERS) {
    throw badInput(`Password must be at least ${PASSWORD_MIN_CHARACTERS} characters long`);
  }
  if (passwordTooLong(password)) {
    throw badInput(
      `Password must be at most ${PASSWORD_MAX_BYTES} bytes long (accented letters and emoji count as 2 to 4 bytes each)`,
    );
  }
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/** A password nobody knows, for accounts that sign in another way. */
export function randomPassword(): string {
  return randomBytes(32).toString('base64url');
}

let dummyHash: Promise<string> | null = null;

/** Compared against when the username is unknown, so that answer takes as long as a wrong password. */
export function hashOfNoAccount(): Promise<string> {
  dummyHash ??= hashPassword(randomPassword());
  return dummyHash;
}
