/* global jest */
// Per-project testTimeout is ignored by jest, so slower projects raise it in a setup file.
jest.setTimeout(60_000);
