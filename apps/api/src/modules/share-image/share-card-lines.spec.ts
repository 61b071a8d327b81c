import { titleLines } from './share-card-lines';

describe('titleLines', () => {
  it('keeps a short title on one line', () => {
    expect(titleLines('Cordless drill kit')).toEqual(['Cordless drill kit']);
  });

  it('breaks between words, never inside one that fits a line', () => {
    expect(titleLines('Stainless steel electric kettle with temperature control', 20)).toEqual([
      'Stainless steel',
      'electric kettle with',
      'temperature control',
    ]);
  });

  it('cuts a word longer than a line', () => {
    expect(titleLines('Supercalifragilistic', 8)).toEqual(['Supercal', 'ifragili', 'stic']);
  });

  it('ends the last line with an ellipsis when the title goes on', () => {
    const lines = titleLines('one two three four five six seven eight nine ten', 9, 2);
    expect(lines).toEqual(['one two', 'three…']);
  });

  it('counts an emoji as one character and never splits it', () => {
    const lines = titleLines('👩‍👩‍👧‍👦'.repeat(12), 5, 2);
    expect(lines[0]).toBe('👩‍👩‍👧‍👦'.repeat(5));
    expect(lines[1]).toBe(`${'👩‍👩‍👧‍👦'.repeat(4)}…`);
  });
});
