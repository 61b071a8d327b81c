import { titleKey } from './dedupe';

describe('titleKey', () => {
  it.each([
    ['ignores case and surrounding spaces', ' Echo DOT  ', 'echo dot'],
    ['keeps inner spacing', 'Echo  Dot', 'echo  dot'],
    ['is empty for no title', null, ''],
    ['is empty for a blank title', '   ', ''],
  ])('%s', (_case, title, key) => {
    expect(titleKey(title)).toBe(key);
  });
});
