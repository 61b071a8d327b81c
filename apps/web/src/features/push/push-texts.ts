import type { PushUnavailableReason } from './push-availability';

/** What the opt-in says instead of offering the button. */
export function unavailableText(reason: PushUnavailableReason): string {
  switch (reason) {
    case 'off':
      return 'Push notifications are off on this site.';
    case 'ios-home-screen':
      return 'On iPhone and iPad, notifications need this site on your Home Screen: tap Share, then Add to Home Screen, and open the site from there.';
    case 'unsupported':
      return 'This browser cannot show notifications from websites.';
    case 'denied':
      return "Notifications are blocked for this site. Allow them in your browser's site settings, then try again.";
  }
}

export const PUSH_OFF_TEXT = 'Notifications turned off.';
export const PUSH_SAVED_TEXT = 'Notifications on. Your choices are saved.';
export const CHOOSE_SOMETHING_TEXT = 'Choose at least one kind of deal.';
export const PERMISSION_NOT_GIVEN_TEXT =
  'Notifications were not allowed. Click the button again to be asked once more.';
export const PUSH_FAILED_TEXT = 'Could not turn notifications on. Please try again.';
export const PUSH_OFF_FAILED_TEXT = 'Could not turn notifications off. Please try again.';
