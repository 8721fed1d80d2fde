import { Table, Typography, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PassengerFieldChange } from '@ota/contract';
import { fieldChangeView, type FieldChangeView } from '../lib/change-view';

function useFieldLabel() {
  const { t } = useTranslation();
  return (view: FieldChangeView) => (view.key ? t(`passengerChanges.fields.${view.key}`) : view.field);
}

/** The changed fields in a list cell: one line each, 'Field: before → after'. */
export function FieldChangesCell({ changes }: { changes: PassengerFieldChange[] }) {
  const label = useFieldLabel();
  return (
    <div data-testid="field-changes">
      {changes.map(fieldChangeView).map((view) => (
        <div key={view.field}>
          <Typography.Text type="secondary">{label(view)}:</Typography.Text> {view.before} → {view.after}
        </div>
      ))}
    </div>
  );
}

/** The changed fields on the detail page: field, before, after. */
export function FieldChangesTable({ changes }: { changes: PassengerFieldChange[] }) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  const columns: TableProps<FieldChangeView>['columns'] = [
    { title: t('passengerChanges.field'), key: 'field', render: (_value, view) => label(view) },
    { title: t('passengerChanges.before'), dataIndex: 'before', key: 'before' },
    {
      title: t('passengerChanges.after'),
      dataIndex: 'after',
      key: 'after',
      render: (after: string) => <Typography.Text strong>{after}</Typography.Text>,
    },
  ];
  return (
    <Table<FieldChangeView>
      rowKey="field"
      size="small"
      data-testid="field-changes-table"
      columns={columns}
      dataSource={changes.map(fieldChangeView)}
      pagination={false}
    />
  );
}
