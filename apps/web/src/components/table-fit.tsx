import type { ReactNode } from 'react';
import { Typography, type TableProps } from 'antd';

/**
 * A table as wide as its page, not as wide as its longest cells: headers and cells may wrap (as
 * `scroll.x: 'max-content'` never lets them), the browser's automatic layout shares the width, and
 * only what still does not fit scrolls sideways inside the table. antd would pick a fixed layout
 * for a table with a fixed column; the automatic one is asked for explicitly.
 */
export const FIT_TABLE = { scroll: { x: true }, tableLayout: 'auto' } as const satisfies Pick<
  TableProps<object>,
  'scroll' | 'tableLayout'
>;

type Columns<Row> = NonNullable<TableProps<Row>['columns']>;

/**
 * The key column (the first, the row's number or name) stays put at the left when the table
 * scrolls sideways, unless the table already fixes a column there.
 */
export function withKeyColumn<Row>(columns: Columns<Row>): Columns<Row> {
  if (columns.length < 2 || columns.some((column) => column.fixed === 'left' || column.fixed === true)) {
    return columns;
  }
  const [first, ...rest] = columns;
  return first ? [{ ...first, fixed: 'left' }, ...rest] : columns;
}

/** A long text cut to one line of at most `maxWidth` px with an ellipsis, whole on hover. */
export function LongText({ text, maxWidth = 240 }: { text: ReactNode; maxWidth?: number }) {
  if (text === null || text === undefined || text === '') return <>—</>;
  return (
    <Typography.Text style={{ maxWidth }} ellipsis={{ tooltip: text }}>
      {text}
    </Typography.Text>
  );
}

/** A column render for long texts (names, e-mails, remarks, routes of many legs). */
export function longText(maxWidth?: number) {
  return function renderLongText(text: ReactNode) {
    return <LongText text={text} maxWidth={maxWidth} />;
  };
}

/**
 * A date-time cell ('YYYY-MM-DD HH:mm:ss'): in a narrow column the time goes under the date, and
 * neither is ever broken at its hyphens or colons.
 */
export function dateTimeCell(value: string | null | undefined) {
  if (!value) return '—';
  const [date, ...time] = value.split(' ');
  return (
    <>
      <span className="nowrap">{date}</span> <span className="nowrap">{time.join(' ')}</span>
    </>
  );
}

/** A code or short value (route, flight number) that must stay on one line. */
export function oneLine(value: ReactNode) {
  return value === null || value === undefined || value === '' ? (
    '—'
  ) : (
    <span className="nowrap">{value}</span>
  );
}
