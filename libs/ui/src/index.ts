// The site's look, shared by the web app and the pages the API makes itself. Only the theme lives
// here: the web app's bundle stays as it was. The API's pieces are in '@deal-site/ui/static-page'.
export { theme, type AppTheme } from './theme';
