import { descriptionParagraphs, linkifyParagraph } from './description-paragraphs';

describe('descriptionParagraphs', () => {
  it('splits on blank lines and keeps single line breaks inside a paragraph', () => {
    expect(descriptionParagraphs('Forged steel.\nFull tang.\n\n  \r\n\r\nShips free.\n\n')).toEqual(
      [[{ text: 'Forged steel.\nFull tang.' }], [{ text: 'Ships free.' }]],
    );
  });

  it('gives nothing for an empty or blank description', () => {
    expect(descriptionParagraphs('')).toEqual([]);
    expect(descriptionParagraphs(' \n\n ')).toEqual([]);
  });
});

describe('linkifyParagraph', () => {
  it('links http(s) addresses and leaves the sentence marks after them as text', () => {
    expect(linkifyParagraph('Details (see https://shop.example/a?b=1).')).toEqual([
      { text: 'Details (see ' },
      { text: 'https://shop.example/a?b=1', href: 'https://shop.example/a?b=1' },
      { text: ').' },
    ]);
  });

  it('keeps balanced parentheses that belong to the link', () => {
    expect(linkifyParagraph('https://en.example/wiki/Knife_(tool), sharp')).toEqual([
      {
        text: 'https://en.example/wiki/Knife_(tool)',
        href: 'https://en.example/wiki/Knife_(tool)',
      },
      { text: ', sharp' },
    ]);
  });

  it('writes the link in its ASCII form and links nothing but http(s)', () => {
    expect(linkifyParagraph('Go to https://bücher.example/ä now')).toEqual([
      { text: 'Go to ' },
      { text: 'https://bücher.example/ä', href: 'https://xn--bcher-kva.example/%C3%A4' },
      { text: ' now' },
    ]);
    const unsafe = 'javascript:alert(1) data:text/html,x ftp://files.example/x';
    expect(linkifyParagraph(unsafe)).toEqual([{ text: unsafe }]);
  });

  it('leaves an address with a character a URL may not hold as text', () => {
    expect(linkifyParagraph('https://x.example/a{b}')).toEqual([
      { text: 'https://x.example/a{b}' },
    ]);
  });
});
