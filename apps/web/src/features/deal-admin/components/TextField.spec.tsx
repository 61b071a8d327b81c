import { theme } from '@deal-site/ui';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { CheckboxField } from './CheckboxField';
import { TextField } from './TextField';

const render = (field: ReactElement) =>
  renderToStaticMarkup(<ThemeProvider theme={theme}>{field}</ThemeProvider>)
    .replace(/ class="[^"]*"/g, '')
    .replace(/ style="[^"]*"/g, '');

const ignore = () => undefined;

describe('TextField and CheckboxField', () => {
  it('ties a text field’s hint and error to its input, labelled by its id', () => {
    expect(
      render(
        <TextField
          id="title"
          label="Title"
          value=""
          hint="Short"
          error="Needed"
          onChange={ignore}
        />,
      ),
    ).toBe(
      '<div><label for="title">Title</label>' +
        '<input id="title" aria-invalid="true" aria-describedby="title-hint title-error" type="text" value=""/>' +
        '<span id="title-hint">Short</span><span id="title-error">Needed</span></div>',
    );
  });

  it('leaves a field without hint or error undescribed and valid', () => {
    expect(render(<TextField id="t" label="Title" value="x" onChange={ignore} />)).toBe(
      '<div><label for="t">Title</label><input id="t" type="text" value="x"/></div>',
    );
  });

  it('puts a checkbox inside its label, its hint tied to it', () => {
    expect(
      render(<CheckboxField id="hot" label="Hot" checked hint="On top" onChange={ignore} />),
    ).toBe(
      '<div><label><input id="hot" aria-describedby="hot-hint" type="checkbox" checked=""/>Hot</label>' +
        '<span id="hot-hint">On top</span></div>',
    );
  });
});
