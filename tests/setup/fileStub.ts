// Asset imports resolve to a stable file name in tests.
export default 'test-file-stub';
