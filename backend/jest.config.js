/** Jest 30 runs NestJS 12 as ESM: swc compiles TypeScript with legacy decorators and their metadata. */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2023',
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

export default {
  rootDir: '.',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.test.ts'],
  globalSetup: '<rootDir>/test/global-setup.mjs',
  testTimeout: 30000,
  // Integration suites share one database and Redis; two workers suit a 2-core machine.
  maxWorkers: 2,
  // Each suite starts an app of its own; a worker that has run many keeps their heap (5 GB seen in a CI run, where a
  // BullMQ event then came later than the metrics test waits). Past 1.5 GB a worker is started afresh between files.
  workerIdleMemoryLimit: '1536MB',
};
