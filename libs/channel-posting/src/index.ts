export * from './channel';
