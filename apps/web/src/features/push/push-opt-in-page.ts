import {
  PUSH_BUTTON_LABEL,
  PUSH_OPT_IN_FORM_ATTRIBUTE,
  PUSH_PAGE_PARTS,
  PUSH_SAVE_CHOICES_LABEL,
  PUSH_SECTIONS,
  type PushFollows,
} from '@deal-site/ui';
import {
  loadPushOptIn,
  PushOptInError,
  turnOffPush,
  turnOnPush,
  type PushOptInState,
} from './push-opt-in';
import { PUSH_FAILED_TEXT, PUSH_OFF_TEXT, PUSH_SAVED_TEXT, unavailableText } from './push-texts';

// The subscriber's page (/subscription/{token}, rendered by the API) loads this as /push-opt-in.js:
// it wires the page's server-rendered push form to the same opt-in as the Subscribe dialog.

type Part = (typeof PUSH_PAGE_PARTS)[keyof typeof PUSH_PAGE_PARTS];

function wire(form: HTMLFormElement): void {
  const subscriptionToken = form.getAttribute(PUSH_OPT_IN_FORM_ATTRIBUTE) || undefined;
  const part = <T extends HTMLElement>(name: Part) =>
    form.querySelector<T>(`[data-push-part="${name}"]`);
  const choices = part<HTMLFieldSetElement>(PUSH_PAGE_PARTS.choices);
  const turnOnButton = part<HTMLButtonElement>(PUSH_PAGE_PARTS.turnOn);
  const turnOffButton = part<HTMLButtonElement>(PUSH_PAGE_PARTS.turnOff);
  const onNote = part(PUSH_PAGE_PARTS.on);
  const unavailableNote = part(PUSH_PAGE_PARTS.unavailable);
  const status = part(PUSH_PAGE_PARTS.status);
  const error = part(PUSH_PAGE_PARTS.error);
  if (!choices || !turnOnButton || !turnOffButton || !status || !error) return;
  let state: PushOptInState | null = null;

  const checked = (name: string, value?: string) =>
    form.querySelector<HTMLInputElement>(
      `input[name="${name}"]${value ? `[value="${value}"]` : ''}`,
    )?.checked ?? false;
  const follows = (): PushFollows => ({
    all: checked('all'),
    sections: PUSH_SECTIONS.filter((section) => checked('sections', section)),
    alerts: checked('alerts'),
    // Stores are chosen on store pages; this page keeps the ones this browser follows.
    stores: state?.on?.follows.stores ?? [],
  });
  const showFollows = ({ all, sections, alerts }: PushFollows) => {
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
      input.checked =
        input.name === 'all'
          ? all
          : input.name === 'alerts'
            ? alerts
            : sections.some((section) => section === input.value);
    }
  };
  const show = (busy = false) => {
    const unavailable = state?.unavailable ?? null;
    if (unavailableNote) {
      unavailableNote.textContent = unavailable ? unavailableText(unavailable) : '';
      unavailableNote.hidden = !unavailable;
    }
    choices.hidden = turnOnButton.hidden = unavailable !== null;
    choices.disabled = turnOnButton.disabled = turnOffButton.disabled = !state || busy;
    const label = turnOnButton.querySelector('span');
    if (label) label.textContent = state?.on ? PUSH_SAVE_CHOICES_LABEL : PUSH_BUTTON_LABEL;
    turnOffButton.hidden = !state?.on;
    if (onNote) onNote.hidden = !state?.on;
  };
  const act = async (work: () => Promise<string>) => {
    status.textContent = error.textContent = '';
    show(true);
    try {
      status.textContent = await work();
    } catch (failure) {
      error.textContent = failure instanceof PushOptInError ? failure.message : PUSH_FAILED_TEXT;
    }
    show();
  };

  turnOnButton.addEventListener('click', () => {
    // No await before turnOnPush: the permission prompt must start within the click.
    void act(async () => {
      if (!state?.config) throw new PushOptInError(PUSH_FAILED_TEXT);
      state = { ...state, on: await turnOnPush(state.config, follows(), subscriptionToken) };
      return PUSH_SAVED_TEXT;
    });
  });
  turnOffButton.addEventListener('click', () => {
    void act(async () => {
      if (state?.on) await turnOffPush(state.on);
      if (state) state = { ...state, on: null };
      return PUSH_OFF_TEXT;
    });
  });

  form.hidden = false;
  show();
  void loadPushOptIn().then((loaded) => {
    state = loaded;
    if (loaded.on) showFollows(loaded.on.follows);
    show();
  });
}

const form = document.querySelector<HTMLFormElement>(`form[${PUSH_OPT_IN_FORM_ATTRIBUTE}]`);
if (form) {
  form.addEventListener('submit', (event) => event.preventDefault());
  wire(form);
}
