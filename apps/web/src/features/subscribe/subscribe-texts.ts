export type SubscribeFrequency = 'daily' | 'weekly';

/** The spec's note while no mail server is configured. */
export const LAUNCH_SOON_NOTE = 'Our e-mail service will launch soon.';

export const CONFIRMATION_NOTE =
  "We'll e-mail you a link to confirm your subscription; deals arrive once you follow it.";

export function subscribeNote(mailEnabled: boolean): string {
  return mailEnabled ? CONFIRMATION_NOTE : LAUNCH_SOON_NOTE;
}

export interface SubscribedAnswer {
  email: string;
  frequency: SubscribeFrequency;
  /** 'pending' until the confirmation e-mail is followed; 'active' when no mail is sent. */
  status: 'pending' | 'active';
}

/** The 'Successfully Subscribed!' toast's description, naming the frequency. */
export function subscribedDescription({ email, frequency, status }: SubscribedAnswer): string {
  return status === 'pending'
    ? `A confirmation e-mail is on its way to ${email}. Check your inbox to confirm your ${frequency} deal updates.`
    : `You'll receive ${frequency} deal updates at ${email}.`;
}
