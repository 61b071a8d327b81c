import { theme } from '@deal-site/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { AdminTable, type AdminTableColumn } from './AdminTable';

interface Run {
  day: string;
  note: string;
  sent: number;
}

const COLUMNS: AdminTableColumn<Run>[] = [
  { header: 'Day', rowHeader: true, cell: (run) => run.day },
  { header: 'Note', wrap: true, cell: (run) => run.note },
  { header: 'Sent', figure: true, cell: (run) => run.sent },
];

const render = (rows: Run[], empty?: string) =>
  renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <AdminTable
        caption="Last runs"
        columns={COLUMNS}
        rows={rows}
        rowKey={(run) => run.day}
        empty={empty}
      />
    </ThemeProvider>,
  );

describe('AdminTable', () => {
  it('is a captioned table: column headers, a row header, counts marked as figures', () => {
    const html = render([{ day: 'Monday', note: 'A long note', sent: 3 }]);
    expect(html).toContain('<caption>Last runs</caption>');
    expect(html).toContain(
      '<thead><tr><th scope="col">Day</th><th scope="col">Note</th>' +
        '<th scope="col" class="figure">Sent</th></tr></thead>',
    );
    expect(html).toContain(
      '<tbody><tr><th scope="row">Monday</th><td class="wrap">A long note</td>' +
        '<td class="figure">3</td></tr></tbody>',
    );
  });

  it('says its empty text instead of the table when there are no rows', () => {
    const html = render([], 'Nothing sent yet.');
    expect(html).toMatch(/^<p class="[^"]+">Nothing sent yet\.<\/p>$/);
  });

  it('shows an empty table when it has no empty text', () => {
    expect(render([])).toContain('<tbody></tbody>');
  });
});
