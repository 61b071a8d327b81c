// Shared by every jest project: swc keeps decorator metadata and is far faster than ts-jest.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const swcrc = JSON.parse(readFileSync(join(__dirname, '.swcrc'), 'utf8'));
// The build's alias rewriting and spec exclusion are not for tests; moduleNameMapper resolves aliases.
delete swcrc.exclude;
delete swcrc.jsc.baseUrl;
delete swcrc.jsc.paths;
const { compilerOptions } = JSON.parse(readFileSync(join(__dirname, 'tsconfig.base.json'), 'utf8'));

const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
    `^${alias}$`,
    join(__dirname, target),
  ]),
);

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        ...swcrc,
        swcrc: false,
        jsc: {
          ...swcrc.jsc,
          parser: { syntax: 'typescript', decorators: true, tsx: true },
          transform: { ...swcrc.jsc.transform, react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper,
  // ESM-only packages jest's CommonJS runtime cannot require (Node itself can): cookie 2, which
  // light-my-request (fastify.inject) requires, and feed.
  transformIgnorePatterns: ['/node_modules/(?!(.*/)?(cookie/dist|feed/lib)/)'],
  // Anchored to the workspace, so a clone that itself lives under /tmp still finds its tests.
  testPathIgnorePatterns: [
    '<rootDir>/node_modules/',
    '<rootDir>/dist/',
    '<rootDir>/tmp/',
    '<rootDir>/.runtime/',
  ],
  // The Node fetched for older machines (tools/scripts/supported-node.mjs) holds no module of ours.
  modulePathIgnorePatterns: ['<rootDir>/.runtime/'],
};
