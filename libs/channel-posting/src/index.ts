export * from './channel';
export * from './post-text';
