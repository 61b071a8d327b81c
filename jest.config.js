const preset = require('./jest.preset');

module.exports = {
  projects: [
    {
      ...preset,
      displayName: 'unit',
      testMatch: ['<rootDir>/{apps,libs,tools}/**/*.spec.{ts,tsx}'],
    },
    {
      ...preset,
      displayName: 'integration',
      testMatch: ['<rootDir>/{apps,libs}/**/*.int-spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/tools/jest/integration-timeout.js'],
    },
    {
      ...preset,
      displayName: 'e2e',
      testMatch: ['<rootDir>/apps/web-e2e/src/**/*.e2e.ts'],
      setupFilesAfterEnv: ['<rootDir>/tools/jest/e2e-timeout.js'],
    },
  ],
};
