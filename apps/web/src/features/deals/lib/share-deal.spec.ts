import { sharedUrl } from './share-deal';

describe('sharedUrl', () => {
  it('says the deal page address was shared', () => {
    expect(sharedUrl('https://deals.example.com/deals/7')).toBe(
      'https://deals.example.com/deals/7?src=share',
    );
  });

  it('replaces a src the address had, keeping the rest of its query', () => {
    expect(sharedUrl('https://deals.example.com/deals/7?src=feed&x=1')).toBe(
      'https://deals.example.com/deals/7?src=share&x=1',
    );
  });

  it('leaves an address it cannot read as it is', () => {
    expect(sharedUrl('/deals/7')).toBe('/deals/7');
  });
});
