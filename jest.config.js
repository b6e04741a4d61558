/** Jest: unit and component tests (tests/unit). End-to-end tests are Playwright's (tests/e2e). */
module.exports = {
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: { jsx: 'react-jsx', jsxImportSource: '@emotion/react', module: 'commonjs', esModuleInterop: true, isolatedModules: true } }],
  },
  testEnvironment: 'node',
  moduleNameMapper: { '\\.(css)$': '<rootDir>/tests/fixtures/style-stub.js' },
  testTimeout: 30000,
};
