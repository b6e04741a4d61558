/** Jest: unit and component tests (tests/unit). End-to-end tests are Playwright's (tests/e2e). */
module.exports = {
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: { jsx: 'react-jsx', jsxImportSource: '@emotion/react', module: 'commonjs', esModuleInterop: true, isolatedModules: true } }],
    // Dependencies published only as ES modules, which Node 24 loads with require() but Jest's CommonJS runtime
    // cannot: compiled to CommonJS for the tests (content-disposition, by @fastify/static).
    '/node_modules/(content-disposition)/.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition)/)'],
  testEnvironment: 'node',
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/tests/fixtures/style-stub.js',
    // The content loader's YAML positions (src/build/content-positions.ts) in jsdom tests: jsdom picks the
    // package's "browser" build, an ES module Jest's CommonJS runtime cannot load; the Node build is the same API.
    '^yaml$': '<rootDir>/node_modules/yaml/dist/index.js',
  },
  testTimeout: 30000,
};
