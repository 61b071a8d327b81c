// Test helpers for the link checks and the apps that run them; never imported by app code.
export {
  LocalSite,
  answer,
  closedPort,
  redirect,
  slowAnswer,
  type Handler,
  type SeenRequest,
} from './local-site';
