/**
 * What a reader may follow by push, worded once for the Subscribe dialog (web app) and the
 * subscriber's page (API), whose server-rendered form /push-opt-in.js wires up by these names.
 */
export const PUSH_SECTIONS = ['today', 'fashion', 'favorites'] as const;
export type PushSection = (typeof PUSH_SECTIONS)[number];

export interface PushFollows {
  all: boolean;
  sections: PushSection[];
  /** The keyword and store alerts of the e-mail subscription on whose page the reader opted in. */
  alerts: boolean;
  /** Store slugs followed on their own, from a store page's "Alert me about {store}". */
  stores: string[];
}

/** A store page's choice beside the sections. */
export const pushStoreChoiceLabel = (store: string) => `${store} deals`;

export const PUSH_CHOICE_LABELS = {
  all: 'Every new deal',
  today: 'Today',
  fashion: 'Fashion',
  favorites: 'Favorites',
  alerts: 'My keyword and store alerts',
} as const;

export const PUSH_BUTTON_LABEL = 'Get deal notifications';

/** The subscriber page's script: a fixed name beside /sw.js, built by apps/web. */
export const PUSH_OPT_IN_SCRIPT_PATH = '/push-opt-in.js';

/** The subscriber page's push form carries this attribute, holding the page's token. */
export const PUSH_OPT_IN_FORM_ATTRIBUTE = 'data-push-opt-in';

/** The form's parts the script finds, each by `data-push-part="<value>"`. */
export const PUSH_PAGE_PARTS = {
  choices: 'choices',
  turnOn: 'turn-on',
  turnOff: 'turn-off',
  on: 'on',
  unavailable: 'unavailable',
  status: 'status',
  error: 'error',
} as const;

export const PUSH_ON_TEXT = 'Notifications on';
export const PUSH_SAVE_CHOICES_LABEL = 'Save notification choices';
export const PUSH_TURN_OFF_LABEL = 'Turn notifications off';

/** The bell's outline on a 24-unit grid (stroke, no fill): the button's icon and the app icon. */
export const BELL_ICON_PATHS = [
  'M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9',
  'M13.73 21a2 2 0 0 1-3.46 0',
];
