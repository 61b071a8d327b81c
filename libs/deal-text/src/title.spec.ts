import { displayTitle, titleSize } from './title';

describe('displayTitle', () => {
  it.each([
    ['trimmed title', { title: '  AirPods Pro  ', description: 'x' }, 'AirPods Pro'],
    [
      'blank title uses the first line',
      { title: '   ', description: 'Line one\nLine two' },
      'Line one',
    ],
    [
      'skips empty leading lines',
      { title: null, description: '\n  \r\n  Lamp deal \nmore' },
      'Lamp deal',
    ],
    ['nothing to show', { title: '', description: '  \n ' }, 'Untitled Deal'],
    ['both missing', { title: null, description: null }, 'Untitled Deal'],
  ])('%s', (_case, deal, expected) => {
    expect(displayTitle(deal)).toBe(expected);
  });
});

describe('titleSize', () => {
  it.each([
    ['short', 'A'.repeat(10), 'normal'],
    ['exactly 60', 'A'.repeat(60), 'normal'],
    ['61', 'A'.repeat(61), 'smaller'],
    ['exactly 80', 'A'.repeat(80), 'smaller'],
    ['81', 'A'.repeat(81), 'smallest'],
    ['an emoji counts as one character', `${'A'.repeat(59)}🔥`, 'normal'],
  ])('%s', (_case, title, expected) => {
    expect(titleSize(title)).toBe(expected);
  });
});
