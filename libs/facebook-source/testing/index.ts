// Test helpers: the fake Graph API server; never imported by app code.
export {
  FAKE_ACCESS_TOKEN,
  FAKE_PAGE_ID,
  FakeGraphApi,
  graphPost,
  pngBytes,
  type FakeGraphApiOptions,
  type GraphPost,
  type ScriptedFailure,
} from './fake-graph-api';
