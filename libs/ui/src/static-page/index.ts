// The pieces of the pages the API makes itself (e-mail link pages, error pages): server only.
export { Button } from './Button';
export { FieldError, FieldLabel } from './fields';
export { PageSection } from './PageSection';
export { PostButtonForm, type PostButtonFormProps } from './PostButtonForm';
export { renderStaticPage } from './render-static-page';
export { StaticPage, type StaticPageProps } from './StaticPage';
