import { pickTitleLine, trimDecorations } from './paste-title';

describe('trimDecorations', () => {
  it.each([
    ['🔥🔥 Air Fryer 🔥🔥', 'Air Fryer'],
    ['• Desk Lamp', 'Desk Lamp'],
    ['➡️ Kids 🦖 Pajamas ⬅️', 'Kids 🦖 Pajamas'],
    ['1️⃣ First pick', 'First pick'],
    ['🇺🇸 Flag Set 🇺🇸', 'Flag Set'],
    ['👍🏽 Thumbs up mug', 'Thumbs up mug'],
    ['*Bold title*', 'Bold title'],
    ['Item 5', 'Item 5'],
    ['#1 Best Seller', '#1 Best Seller'],
  ])('%p -> %p', (line, expected) => {
    expect(trimDecorations(line)).toBe(expected);
  });
});

describe('pickTitleLine', () => {
  it.each([
    ['first line names the product', 'Lamp\nDesk', 'Lamp'],
    ['hype line skipped', '⚡ LIGHTNING DEAL ⚡\nLamp', 'Lamp'],
    ['link line skipped', 'https://amzn.to/x\nLamp', 'Lamp'],
    ['price-only line skipped', '$9.99 / $12.99\nLamp', 'Lamp'],
    ['coupon line skipped', 'Use code SAVE5\nLamp', 'Lamp'],
    [
      'a product that starts with "Coupon" is kept',
      'Coupon Organizer Wallet',
      'Coupon Organizer Wallet',
    ],
    ['nothing names a product', '🔥 HOT DEAL 🔥\nhttps://amzn.to/x', ''],
  ])('%s', (_case, text, expected) => {
    expect(pickTitleLine(text)).toBe(expected);
  });
});
