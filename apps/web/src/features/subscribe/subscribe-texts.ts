export type SubscribeFrequency = 'daily' | 'weekly';

/** The spec's note while no mail server is configured. */
export const LAUNCH_SOON_NOTE = 'Our e-mail service will launch soon.';

export const CONFIRMATION_NOTE =
  "We'll e-mail you a link to confirm your subscription; deals arrive once you follow it.";

export function subscribeNote(mailEnabled: boolean): string {
  return mailEnabled ? CONFIRMATION_NOTE : LAUNCH_SOON_NOTE;
}

/** What a store alert brings, and how push can carry it with or without e-mail. */
export function storeAlertNote(store: string): string {
  return `An e-mail as soon as a ${store} deal is posted, beside your digest. Rather have it on this browser, with or without e-mail? Choose ${store} deals under Deal notifications below.`;
}

export interface SubscribedAnswer {
  email: string;
  frequency: SubscribeFrequency;
  /** 'pending' until the confirmation e-mail is followed; 'active' when no mail is sent. */
  status: 'pending' | 'active';
  /** The store whose alert came with the subscription. */
  store?: string;
}

/** The 'Successfully Subscribed!' toast's description, naming the frequency. */
export function subscribedDescription({
  email,
  frequency,
  status,
  store,
}: SubscribedAnswer): string {
  const alert = store ? ` and ${store} deals as they are posted` : '';
  return status === 'pending'
    ? `A confirmation e-mail is on its way to ${email}. Check your inbox to confirm your ${frequency} deal updates${alert}.`
    : `You'll receive ${frequency} deal updates${alert} at ${email}.`;
}

/** A confirmed address asked for a store alert: its owner adds it from the e-mail just sent. */
export function storeAlertToConfirmDescription(email: string, store: string): string {
  return `You already get our e-mails. We've sent ${email} a link to add ${store} to your alerts.`;
}

/** A confirmed address asked again; without mail, a store alert is added from its e-mails' link. */
export function alreadySubscribedDescription(
  frequency: SubscribeFrequency,
  store?: string,
): string {
  const updates = `You already receive ${frequency} updates.`;
  return store
    ? `${updates} Add ${store} from the "Manage alerts" link in any of our e-mails.`
    : updates;
}
