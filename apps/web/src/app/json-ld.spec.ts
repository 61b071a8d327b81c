import { jsonLdScript, serializeJsonLd } from './json-ld';

describe('serializeJsonLd', () => {
  it('writes <, >, & and the line separators as JSON escapes', () => {
    expect(serializeJsonLd({ text: '<a> & \u2028\u2029' })).toBe(
      '{"text":"\\u003ca\\u003e \\u0026 \\u2028\\u2029"}',
    );
  });

  it('reads back unchanged', () => {
    const data = { name: '</script><!-- ]]> \u0000\u001f 🛶 "quoted" \\ back' };
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});

describe('jsonLdScript', () => {
  it('wraps the data in a JSON-LD script element', () => {
    expect(jsonLdScript({ a: 1 })).toBe('<script type="application/ld+json">{"a":1}</script>');
  });
});
