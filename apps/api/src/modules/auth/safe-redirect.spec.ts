import { DEFAULT_REDIRECT, safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each(['/admin', '/fashion?sort=oldest', '/#yesterday-deals', '/deals/42/edit'])(
    'keeps the same-site path %s',
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  it.each([
    'https://evil.example',
    'http://evil.example/admin',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https:evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\t/evil.example',
    '/\n/evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/./\\evil.example',
    '/a/..//evil.example',
    'admin',
    '',
    ' /admin',
    undefined,
    null,
    42,
    { path: '/admin' },
    `/${'a'.repeat(3000)}`,
  ])('turns %p into /admin', (candidate) => {
    expect(safeRedirectPath(candidate)).toBe(DEFAULT_REDIRECT);
  });
});
