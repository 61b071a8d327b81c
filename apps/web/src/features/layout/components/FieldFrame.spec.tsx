import { theme } from '@deal-site/ui';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { FieldFrame } from './FieldFrame';
import { SelectField } from './SelectField';

const render = (field: ReactElement) =>
  renderToStaticMarkup(<ThemeProvider theme={theme}>{field}</ThemeProvider>).replace(
    / class="[^"]*"/g,
    '',
  );

describe('FieldFrame', () => {
  it('gives the control the ids of the hint and error it shows after it', () => {
    expect(
      render(
        <FieldFrame id="when" hint="Site time" error="Not a date">
          {(control) => <input {...control} />}
        </FieldFrame>,
      ),
    ).toBe(
      '<div><input id="when" aria-invalid="true" aria-describedby="when-hint when-error"/>' +
        '<span id="when-hint">Site time</span><span id="when-error">Not a date</span></div>',
    );
  });
});

describe('SelectField', () => {
  it('is a select named by the label around it, one option a choice', () => {
    expect(
      render(
        <SelectField
          label="Network"
          value="b"
          choices={[
            { value: 'a', label: 'Alpha' },
            { value: 'b', label: 'Beta' },
          ]}
          disabled
          onChange={() => undefined}
        />,
      ),
    ).toBe(
      '<label>Network<select disabled="">' +
        '<option value="a">Alpha</option><option value="b" selected="">Beta</option></select></label>',
    );
  });
});
