import { shortenAtWord } from './plain-text';

describe('shortenAtWord', () => {
  it('leaves a short text as it is, on one line', () => {
    expect(shortenAtWord('Inflatable\nkayak ', 20)).toBe('Inflatable kayak');
  });

  it('cuts at the last whole word and ends with an ellipsis', () => {
    expect(shortenAtWord('Inflatable kayak for two adults', 20)).toBe('Inflatable kayak…');
    expect(shortenAtWord('Inflatable kayak, for two', 20)).toBe('Inflatable kayak…');
  });

  it('keeps a word that ends right at the cut', () => {
    expect(shortenAtWord('Inflatable kayaks for two', 18)).toBe('Inflatable kayaks…');
  });

  it('cuts a single long word mid-word', () => {
    expect(shortenAtWord('Supercalifragilistic', 10)).toBe('Supercali…');
  });

  it('counts an emoji as one character and never splits it', () => {
    expect(shortenAtWord('🛶🛶🛶🛶🛶🛶', 4)).toBe('🛶🛶🛶…');
  });
});
