// The site's look and the push opt-in's wording, shared by the web app and the pages the API makes
// itself; unused exports are tree-shaken from the web app. The API's pieces are in
// '@deal-site/ui/static-page'.
export { theme, type AppTheme } from './theme';
export {
  BELL_ICON_PATHS,
  PUSH_BUTTON_LABEL,
  PUSH_CHOICE_LABELS,
  PUSH_OPT_IN_FORM_ATTRIBUTE,
  PUSH_OPT_IN_SCRIPT_PATH,
  PUSH_ON_TEXT,
  PUSH_PAGE_PARTS,
  PUSH_SAVE_CHOICES_LABEL,
  PUSH_TURN_OFF_LABEL,
  PUSH_SECTIONS,
  pushStoreChoiceLabel,
  type PushFollows,
  type PushSection,
} from './push-choices';
