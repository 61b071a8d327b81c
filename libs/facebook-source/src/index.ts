export type { DealSource, SourcePost } from './deal-source';
export { SourceError, type SourceFailureKind } from './source-error';
export { classifyGraphApiError, retryAfterFromUsageHeaders } from './graph-api-errors';
export { GRAPH_POST_FIELDS } from './graph-api-post';
export { GraphApiSource, type GraphApiSourceOptions } from './graph-api-source';
export { PAGE_ID_MAX_LENGTH, isValidPageId } from './page-id';
